import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth-user';
import { Db } from '../../database/db';

/** The caller as authentication resolves it; the session fields (via, jti, expiry) are added by the service. */
export type SessionUserRow = Omit<AuthUser, 'via' | 'jti' | 'tokenExpiresAt'>;

export interface LoginRow {
  id: string;
  hash: string | null;
  isActive: boolean;
}

export interface ApiKeyRow {
  id: number;
  name: string;
  maskedKey: string;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface SshKeyRow {
  publicKey: string;
  fingerprint: string;
  createdAt: Date;
}

const USER_COLUMNS = `e.id, e.first_name as "firstName", e.last_name as "lastName", e.icon, e.role,
  e.role_level as "roleLevel", e.dob, e.permanent_address as "permanentAddress", e.join_date as "joinDate",
  e.is_active as "isActive", e.permitted_day_left as "permittedDayLeft", e.language,
  (select version from acl_version where id = 1) as "aclVersion"`;

// Every request runs one of these two: named prepared statements, planned once per connection.
const USER_BY_TOKEN = `select ${USER_COLUMNS} from employee e
   where e.id = $1 and e.is_active
     and (e.password_changed_at is null or e.password_changed_at <= to_timestamp($3 / 1000.0))
     and not exists (select 1 from revoked_token r where r.jti = $2)`;
const USER_BY_API_KEY = `select ${USER_COLUMNS} from api_key k join employee e on e.id = k.employee_id
   where k.key_hash = $1 and e.is_active and (k.expires_at is null or k.expires_at > now())`;

const API_KEY_COLUMNS = `id, name, masked_key as "maskedKey", created_at as "createdAt", expires_at as "expiresAt"`;

/** Credentials, sessions and their revocation, login attempts, API keys, SSH keys, shared secrets. */
@Injectable()
export class AuthRepository {
  constructor(private readonly db: Db) {}

  // --- sessions ---

  /** The active employee behind a token, unless the token was revoked or issued before the last password change. */
  userByToken(employeeId: string, jti: string, issuedAtMs: number): Promise<SessionUserRow | undefined> {
    return this.db.prepared<SessionUserRow>('auth-token', USER_BY_TOKEN, [employeeId, jti, issuedAtMs]);
  }

  /** The active employee owning an unexpired API key with this hash. */
  userByApiKeyHash(keyHash: string): Promise<SessionUserRow | undefined> {
    return this.db.prepared<SessionUserRow>('auth-api-key', USER_BY_API_KEY, [keyHash]);
  }

  async revokeToken(jti: string, expiresAtMs: number): Promise<void> {
    await this.db.exec(
      `insert into revoked_token (jti, expires_at) values ($1, to_timestamp($2 / 1000.0)) on conflict do nothing`,
      [jti, expiresAtMs],
    );
  }

  /** Revocations a day past their token's expiry: the signature check already refuses those tokens. */
  async purgeExpiredRevocations(): Promise<void> {
    await this.db.exec(`delete from revoked_token where expires_at < now() - interval '1 day'`);
  }

  // --- passwords ---

  loginRow(employeeId: string): Promise<LoginRow | undefined> {
    return this.db.one<LoginRow>(`select id, password_hash as hash, is_active as "isActive" from employee where id = $1`, [employeeId]);
  }

  /**
   * Employees a sign-on identity may name: the one whose id is `subject`, and those whose e-mail is
   * the provider's verified e-mail (case-insensitive); a null leaves that way out. The caller decides
   * what a match means.
   */
  ssoCandidates(subject: string | null, verifiedEmail: string | null): Promise<{ id: string; isActive: boolean; bySubject: boolean; byEmail: boolean }[]> {
    return this.db.many(
      `select id, is_active as "isActive", coalesce(id = $1::text, false) as "bySubject",
              coalesce(lower(personal_email) = lower($2::text), false) as "byEmail"
         from employee
        where ($1::text is not null and id = $1::text) or ($2::text is not null and lower(personal_email) = lower($2::text))`,
      [subject, verifiedEmail],
    );
  }

  async passwordHash(employeeId: string): Promise<string | null | undefined> {
    return (await this.db.one<{ hash: string | null }>(`select password_hash as hash from employee where id = $1`, [employeeId]))?.hash;
  }

  // --- login attempts ---

  /** Holds a per-key lock until the transaction ends, so attempts on one key are counted one at a time. */
  async lockLoginKey(key: string): Promise<void> {
    await this.db.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  }

  /** Attempts under `key` in the last minute, and the seconds until the oldest of them leaves it (0 when none). */
  async recentLoginAttempts(key: string): Promise<{ count: number; retryAfter: number }> {
    const row = await this.db.one<{ count: number; retryAfter: number }>(
      `select count(*)::int as "count",
              coalesce(ceil(extract(epoch from (min(at) + interval '1 minute' - now()))), 0)::int as "retryAfter"
         from login_attempt where key = $1 and at > now() - interval '1 minute'`,
      [key],
    );
    return row!;
  }

  async insertLoginAttempts(keys: string[]): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(`insert into login_attempt (key) select unnest($1::varchar[]) returning id::text as id`, [keys]);
    return rows.map((r) => r.id);
  }

  async purgeLoginAttempts(): Promise<void> {
    await this.db.exec(`delete from login_attempt where at < now() - interval '2 minutes'`);
  }

  // --- API keys ---

  listApiKeys(employeeId: string): Promise<ApiKeyRow[]> {
    return this.db.many<ApiKeyRow>(
      `select ${API_KEY_COLUMNS} from api_key where employee_id = $1 order by created_at desc, id desc`,
      [employeeId],
    );
  }

  async insertApiKey(employeeId: string, key: { name: string; hash: string; masked: string; expiresAt: Date | null }): Promise<ApiKeyRow> {
    return (await this.db.one<ApiKeyRow>(
      `insert into api_key (employee_id, name, key_hash, masked_key, expires_at) values ($1, $2, $3, $4, $5)
       returning ${API_KEY_COLUMNS}`,
      [employeeId, key.name, key.hash, key.masked, key.expiresAt],
    ))!;
  }

  /** Gives the employee's key a new secret; undefined when the employee has no such key. */
  rekeyApiKey(employeeId: string, id: number, key: { hash: string; masked: string }): Promise<ApiKeyRow | undefined> {
    return this.db.one<ApiKeyRow>(
      `update api_key set key_hash = $3, masked_key = $4 where id = $1 and employee_id = $2 returning ${API_KEY_COLUMNS}`,
      [id, employeeId, key.hash, key.masked],
    );
  }

  /** False when the employee has no such key. */
  async deleteApiKey(employeeId: string, id: number): Promise<boolean> {
    return (await this.db.exec(`delete from api_key where id = $1 and employee_id = $2`, [id, employeeId])) > 0;
  }

  // --- SSH key ---

  async saveSshKey(employeeId: string, publicKey: string, fingerprint: string): Promise<void> {
    await this.db.exec(
      `insert into ssh_key (employee_id, public_key, fingerprint, created_at) values ($1, $2, $3, now())
       on conflict (employee_id) do update set public_key = excluded.public_key, fingerprint = excluded.fingerprint, created_at = now()`,
      [employeeId, publicKey, fingerprint],
    );
  }

  sshKey(employeeId: string): Promise<SshKeyRow | undefined> {
    return this.db.one<SshKeyRow>(
      `select public_key as "publicKey", fingerprint, created_at as "createdAt" from ssh_key where employee_id = $1`,
      [employeeId],
    );
  }

  // --- shared secrets ---

  /** The named secret; the first instance to ask stores `candidate`, every other one reads it. */
  async secret(name: string, candidate: string): Promise<string> {
    await this.db.exec(`insert into app_secret (name, value) values ($1, $2) on conflict (name) do nothing`, [name, candidate]);
    return (await this.db.one<{ value: string }>(`select value from app_secret where name = $1`, [name]))!.value;
  }
}
