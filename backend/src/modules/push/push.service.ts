import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EMAIL_BY_DEFAULT, toYmd } from '@studio/domain';
import { sendNotification, WebPushError } from 'web-push';
import { Clock } from '../../common/clock';
import { invalidField } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { OutboxSender, type SendResult } from '../../database/outbox';
import { describe } from '../mail/mail-templates';
import { DeliveryChannels, type DeliveryChannel } from '../notifications/delivery-channels';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { PushSubscriptionDto } from './dto/push-subscription.dto';
import { PushRepository, type ClaimedPush } from './push.repository';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys';

/** A claim's lease: longer than one push's bounded wait. */
const LEASE_FACTOR = 3;
const BATCH = 50;
/** How long a push service keeps a push for an offline browser (seconds). */
const TTL_SECONDS = 24 * 3600;
/** Push services take 4 kB of payload; the body is cut well below. */
const MAX_BODY = 600;

/** What the service worker receives (public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen to open, a path of this portal (the bell's and the mails' notificationPath). */
  url: string;
  tag: string;
  lang: 'vi' | 'en';
}

/**
 * Web Push of notifications (docs/decisions/051): a delivery channel that queues one push per
 * subscription in the notification's transaction, and a sender that claims due pushes (as mail does),
 * encrypts each (RFC 8291) and posts it with a bounded wait; 404/410 from the push service removes the
 * subscription, other failures are retried with a backoff.
 */
@Injectable()
export class PushService implements DeliveryChannel, OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly name = 'push';
  private readonly logger = new Logger('Push');
  private readonly sender: OutboxSender<ClaimedPush>;
  private keys: VapidKeys | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    db: Db,
    private readonly repo: PushRepository,
    private readonly clock: Clock,
    private readonly channels: DeliveryChannels,
    private readonly registry: SchedulerRegistry,
  ) {
    this.sender = new OutboxSender<ClaimedPush>({
      name: 'push', db, outbox: repo.outbox, clock, limits: config.push, logger: this.logger,
      leaseMs: LEASE_FACTOR * config.push.timeoutMs, batch: BATCH,
      load: (ids) => this.repo.claimed(ids),
      send: (push, claim) => this.sendOne(push, claim),
    });
  }

  async onModuleInit(): Promise<void> {
    try {
      this.keys = await resolveVapidKeys(this.config, this.logger);
    } catch (error) {
      this.logger.warn(`No Web Push keys: VAPID_PUBLIC_KEY is not set and ${this.config.dataDir}/vapid-keys cannot be used (${(error as Error).message}); no push is sent`);
      return;
    }
    this.channels.add(this);
  }

  onApplicationBootstrap(): void {
    if (this.keys && this.config.env !== 'test') this.sender.poll(this.registry);
  }

  /** The send in flight finishes before the pool closes; no new batch starts. */
  beforeApplicationShutdown(): Promise<void> {
    return this.sender.stop();
  }

  /** GET /api/push/public-key. */
  publicKey(): { publicKey: string } {
    if (!this.keys) throw invalidField('publicKey', 'forms.error.invalid', 'Web Push has no keys on this server', {});
    return { publicKey: this.keys.publicKey };
  }

  /** POST /api/push/subscriptions: true when the endpoint is new (201), false when it was known (200). */
  async subscribe(employeeId: string, body: PushSubscriptionDto): Promise<boolean> {
    const url = URL.canParse(body.endpoint) ? new URL(body.endpoint) : null;
    // Every browser's push service is https (and web-push speaks https only).
    if (url?.protocol !== 'https:') throw invalidField('endpoint', 'forms.error.invalid', 'endpoint must be the https URL of a push service', {});
    if (Buffer.from(body.keys.p256dh, 'base64url').length !== 65) throw invalidField('keys.p256dh', 'forms.error.invalid', 'p256dh must be a 65-byte P-256 public key', {});
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16) throw invalidField('keys.auth', 'forms.error.invalid', 'auth must be 16 bytes', {});
    return this.repo.subscribe(employeeId, body.endpoint, body.keys.p256dh, body.keys.auth, this.clock.now());
  }

  unsubscribe(employeeId: string, endpoint: string): Promise<void> {
    return this.repo.unsubscribe(employeeId, endpoint);
  }

  /** In the notification's transaction: one insert of the pushes its recipients' browsers get. */
  async enqueue(rows: readonly NotificationRow[], now: Date): Promise<void> {
    await this.repo.enqueue(rows, now, EMAIL_BY_DEFAULT);
    this.sender.afterCommit();
  }

  /**
   * Claims due pushes and sends them until none is due; safe on several instances at once. (The poll
   * and the after-commit kick run it through the sender, one run at a time on this instance.)
   */
  sendDue(): Promise<SendResult> {
    return this.sender.drain();
  }

  /** The payload in the recipient's language (Vietnamese when they chose none). */
  payload(push: Pick<ClaimedPush, 'language' | 'notification'>): PushPayload {
    const lang = push.language === 'en' ? 'en' : 'vi';
    const year = Math.floor(toYmd(this.clock.now(), this.config.timeZone) / 10000);
    const { id, type, content } = push.notification;
    const d = describe({ type, content: content ?? {} }, lang, '', year);
    const body = d.detail ? `${d.line}\n${d.detail}` : d.line;
    return {
      title: d.subject,
      body: body.length > MAX_BODY ? `${body.slice(0, MAX_BODY - 1)}…` : body,
      url: d.url ?? '/',
      tag: `notification-${id}`,
      lang,
    };
  }

  private async sendOne(push: ClaimedPush, claim: string): Promise<keyof SendResult> {
    try {
      if (!this.keys) throw new Error('no VAPID keys on this instance');
      await sendNotification(push.subscription, JSON.stringify(this.payload(push)), {
        vapidDetails: { subject: this.config.push.subject, ...this.keys },
        TTL: TTL_SECONDS,
        urgency: 'high',
        // A bound on each silence of the socket (connecting, the answer); the lease covers three.
        timeout: this.config.push.timeoutMs,
      });
      await this.repo.outbox.sent(push.id, claim, this.clock.now());
      return 'sent';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it goes, with its queued pushes.
        await this.repo.remove(push.subscriptionId);
        this.logger.log(`push subscription ${push.subscriptionId} of ${push.employeeId} is gone (${status}): removed`);
        return 'failed';
      }
      return this.sender.retry(push, claim, status ? `${status} ${(error as WebPushError).body ?? ''}`.trim() : (error as Error).message || String(error));
    }
  }
}
