import { Inject, Injectable } from '@nestjs/common';
import { parseDateInput, validateApiKeyName } from '@studio/domain';
import { randomBytes } from 'crypto';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, notFound } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { startOfDayInZone } from '../../common/time';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthRepository, type ApiKeyRow, type SshKeyRow } from './auth.repository';
import { generateOpenSshKeyPair } from './openssh-key';
import { hashApiKey } from './session.service';

const KEY_PREFIX = 'sp_';

@Injectable()
export class ProfileKeysService {
  constructor(
    private readonly repo: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(user: AuthUser): Promise<ApiKeyRow[]> {
    return this.repo.listApiKeys(user.id);
  }

  async create(user: AuthUser, rawName: unknown, rawExpiry: unknown) {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    const invalid = validateApiKeyName(name);
    if (invalid) throw new DomainError(invalid, 400);
    const expiresAt = this.parseExpiry(rawExpiry);
    const { key, hash, masked } = this.newKey();
    const row = await this.repo.insertApiKey(user.id, { name, hash, masked, expiresAt });
    return { ...row, key };
  }

  async refresh(user: AuthUser, id: number) {
    const { key, hash, masked } = this.newKey();
    const row = await this.repo.rekeyApiKey(user.id, id, { hash, masked });
    if (!row) throw notFound();
    return { ...row, key };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    if (!(await this.repo.deleteApiKey(user.id, id))) throw notFound();
  }

  async resetSshKey(user: AuthUser): Promise<{ sshKey: string }> {
    const pair = generateOpenSshKeyPair(`${user.id}@studio-portal`);
    await this.repo.saveSshKey(user.id, pair.publicKey, pair.fingerprint);
    // The private key is handed over once and never stored.
    return { sshKey: pair.privateKey };
  }

  async sshKey(user: AuthUser): Promise<SshKeyRow> {
    const row = await this.repo.sshKey(user.id);
    if (!row) throw notFound();
    return row;
  }

  private newKey() {
    const key = KEY_PREFIX + randomBytes(24).toString('base64url');
    return { key, hash: hashApiKey(key), masked: `${key.slice(0, 7)}••••••••${key.slice(-4)}` };
  }

  /** A key "expiring on" day D works through all of D in the company time zone. */
  private endOfDay(ymd: number): Date {
    return new Date(startOfDayInZone(ymd, this.config.timeZone).getTime() + 24 * 3600 * 1000);
  }

  private parseExpiry(raw: unknown): Date | null {
    if (raw === undefined || raw === null || raw === '') return null;
    let date: Date | null = null;
    if (typeof raw === 'number' || (typeof raw === 'string' && /^\d{8}$/.test(raw))) {
      const ymd = parseDateInput(raw as string | number);
      date = ymd ? this.endOfDay(ymd) : null;
    } else if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) {
      date = this.endOfDay(Number(raw.replace(/-/g, '')));
    } else if (typeof raw === 'string') {
      const parsed = new Date(raw);
      date = Number.isNaN(parsed.getTime()) ? null : parsed;
    }
    if (!date) throw invalidField('expiresAt', 'forms.error.date', 'expiresAt must be a date', {});
    if (date.getTime() <= Date.now()) throw new DomainError('profile.api-key.expired', 400);
    return date;
  }
}
