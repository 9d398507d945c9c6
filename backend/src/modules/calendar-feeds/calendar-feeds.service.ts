import { Inject, Injectable } from '@nestjs/common';
import { addDays, toYmd } from '@studio/domain';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig, type ConnectorKey } from '../../config';
import { CONNECTOR_KEY_RING } from '../connectors/connector-keys';
import { renderFeed } from './calendar-feed-ics';
import { CalendarFeedsRepository, type FeedSecretRow } from './calendar-feeds.repository';

/** The feed's paths under /api (API.md "Reaching people outside the tab"; decision 049). */
export const FEED_PATH = '/api/feeds/calendar';
export const HOLIDAY_FEED_PATH = '/api/feeds/holidays';
/** A token is 43 base64url characters (HMAC-SHA256). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How far back leave, holidays and makeup days reach. */
const PAST_DAYS = 366;

export interface FeedUrls {
  url: string;
  holidaysUrl: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Secret calendar feeds (docs/decisions/049-calendar-feeds.md): one per employee, shown again on every
 * visit of the profile, revoked by rotation. The token is derived from a stored nonce with a connector
 * key (never in the database); the feed is found by the token's hash.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly repo: CalendarFeedsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONNECTOR_KEY_RING) private readonly keys: ConnectorKey[],
  ) {}

  /** The caller's feed URLs, creating the feed at the first call. */
  async urls(user: AuthUser, origin: string): Promise<FeedUrls> {
    const stored = await this.repo.secret(user.id);
    const token = stored && this.token(user.id, stored);
    if (token) return this.toUrls(token, origin);
    if (stored) return this.rotate(user, origin); // its key was removed from the ring: a new secret
    const fresh = this.newSecret(user.id);
    const standing = (await this.repo.ensure(user.id, fresh)) ?? (await this.repo.secret(user.id));
    return this.toUrls(this.token(user.id, standing!) ?? fresh.token, origin);
  }

  /** A new secret: the old URLs answer 404 from now on. */
  async rotate(user: AuthUser, origin: string): Promise<FeedUrls> {
    const fresh = this.newSecret(user.id);
    await this.repo.replace(user.id, fresh);
    return this.toUrls(fresh.token, origin);
  }

  /** The iCalendar text of a feed, or 404 for any token that is not a current one. */
  async feed(kind: 'personal' | 'holidays', token: string, origin: string): Promise<string> {
    if (!TOKEN.test(token)) throw notFound();
    const owner = await this.repo.owner(sha256(token));
    if (!owner) throw notFound();
    const from = addDays(toYmd(this.clock.now(), this.config.timeZone), -PAST_DAYS);
    const items = await this.repo.items(kind === 'personal' ? owner.employee : null, from);
    return renderFeed({ kind, lang: owner.language === 'en' ? 'en' : 'vi', timeZone: this.config.timeZone, baseUrl: this.base(origin), items });
  }

  private newSecret(employee: string): FeedSecretRow & { token: string; tokenHash: string } {
    const key = this.keys[0];
    if (!key) throw new DomainError('connector.keys-missing', 503);
    const secret = { keyId: key.id, nonce: randomBytes(24).toString('base64url') };
    const token = this.token(employee, secret)!;
    return { ...secret, token, tokenHash: sha256(token) };
  }

  /** The token of a stored secret; undefined when its key is no longer configured. */
  private token(employee: string, s: FeedSecretRow): string | undefined {
    const key = this.keys.find((k) => k.id === s.keyId);
    return key && createHmac('sha256', key.key).update(`calendar-feed\n${employee}\n${s.nonce}`).digest('base64url');
  }

  private base(origin: string): string {
    return (this.config.publicUrl ?? origin).replace(/\/+$/, '');
  }

  private toUrls(token: string, origin: string): FeedUrls {
    const base = this.base(origin);
    return { url: `${base}${FEED_PATH}/${token}.ics`, holidaysUrl: `${base}${HOLIDAY_FEED_PATH}/${token}.ics` };
  }
}
