import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EMAIL_BY_DEFAULT, formatYmd, toYmd, type MailOverview } from '@studio/domain';
import { createTransport, type Transporter } from 'nodemailer';
import { Clock } from '../../common/clock';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { OutboxSender, type SendResult } from '../../database/outbox';
import { DeliveryChannels, type DeliveryChannel } from '../notifications/delivery-channels';
import type { NotificationRow } from '../notifications/notifications.repository';
import { renderDigest, renderSingle, type MailLanguage, type RenderedMail } from './mail-templates';
import { MailRepository, type ClaimedMail, type DigestItem } from './mail.repository';

/** The daily digest's time, company time zone (docs/decisions/048). */
export const DIGEST_CRON = '0 7 * * *';
export const DIGEST_AT = '07:00';
/** A claim's lease: longer than the three bounded SMTP waits of one mail together. */
const LEASE_FACTOR = 4;
const BATCH = 20;

export type { SendResult };

/** A claimed mail with, for a digest, the notifications gathered into it. */
type MailToSend = ClaimedMail & { items: DigestItem[] };

/**
 * E-mail of notifications (docs/decisions/048): a delivery channel that queues a mail row in the
 * notification's transaction, and the sender that claims due rows, sends them over SMTP with
 * bounded waits, and records each outcome (sent; another try after an exponential backoff; failed
 * after MAIL_MAX_ATTEMPTS). Each instance looks at the outbox every MAIL_POLL_MS (retries, and mails
 * a crashed sender left) and gathers the daily digest at 07:00 company time; claims keep instances
 * from sending one mail twice.
 */
@Injectable()
export class MailService implements DeliveryChannel, OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly name = 'email';
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly sender: OutboxSender<MailToSend>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    db: Db,
    private readonly repo: MailRepository,
    private readonly clock: Clock,
    private readonly channels: DeliveryChannels,
    private readonly registry: SchedulerRegistry,
  ) {
    const mail = config.mail;
    this.sender = new OutboxSender<MailToSend>({
      name: 'mail', db, outbox: repo.outbox, clock, limits: mail, logger: this.logger,
      leaseMs: LEASE_FACTOR * mail.timeoutMs, batch: BATCH,
      load: async (ids) => {
        const mails = await this.repo.claimed(ids);
        const items = await this.repo.digestItems(mails.filter((m) => m.kind === 'digest').map((m) => m.id));
        return mails.map((m) => ({ ...m, items: items.filter((i) => i.digestId === m.id) }));
      },
      send: (m, claim) => this.sendOne(m, claim),
    });
    this.transport = mail.smtpUrl
      ? createTransport({
        url: mail.smtpUrl,
        connectionTimeout: mail.timeoutMs,
        greetingTimeout: mail.timeoutMs,
        socketTimeout: mail.timeoutMs,
        dnsTimeout: mail.timeoutMs,
      }, { from: mail.from })
      : null;
  }

  onModuleInit(): void {
    if (!this.transport) {
      this.logger.log('SMTP_URL is not set: notifications stay in the bell, no e-mail is sent (docs/decisions/048)');
      return;
    }
    this.channels.add(this);
    this.logger.log(`e-mail of notifications on, from ${this.config.mail.from}, links to ${this.config.mail.publicUrl}`);
  }

  onApplicationBootstrap(): void {
    if (!this.transport || this.config.env === 'test') return;
    this.sender.poll(this.registry);
    startCron(this.registry, { name: 'mail-digest', cron: DIGEST_CRON, timeZone: this.config.timeZone, logger: this.logger }, () => this.digest());
  }

  /** The send in flight finishes before the pool closes; no new batch starts. */
  beforeApplicationShutdown(): Promise<void> {
    return this.sender.stop();
  }

  get configured(): boolean {
    return !!this.transport;
  }

  /** In the notification's transaction: one insert of the mails its recipients asked for. */
  async enqueue(rows: readonly NotificationRow[], now: Date): Promise<void> {
    await this.repo.enqueue(rows, now, EMAIL_BY_DEFAULT);
    this.sender.afterCommit();
  }

  /** Starts a send unless one runs on this instance (the poll and the commit hook share it). */
  kick(): Promise<SendResult> {
    return this.sender.kick();
  }

  /**
   * Claims due mails and sends them, batch after batch, until none is due. Safe to run on several
   * instances (and twice on one) at once: a mail is claimed by one sender only.
   */
  async sendDue(): Promise<SendResult> {
    if (!this.transport) return { sent: 0, retrying: 0, failed: 0 };
    return this.sender.drain();
  }

  private async sendOne(mail: MailToSend, claim: string): Promise<keyof SendResult> {
    try {
      if (!mail.to) throw new Error('the employee has no e-mail address');
      const rendered = this.render(mail, mail.items);
      // Auto-Submitted: out-of-office replies and other robots do not answer it (RFC 3834).
      await this.transport!.sendMail({ to: mail.to, subject: rendered.subject, text: rendered.text, html: rendered.html, headers: { 'Auto-Submitted': 'auto-generated' } });
      await this.repo.outbox.sent(mail.id, claim, this.clock.now());
      return 'sent';
    } catch (error) {
      return this.sender.retry(mail, claim, (error as Error).message || String(error));
    }
  }

  /** The mail in the recipient's language (Vietnamese when they chose none). */
  render(mail: Pick<ClaimedMail, 'kind' | 'language' | 'name' | 'type' | 'content'>, items: { type: number; content: Record<string, unknown> }[] = []): RenderedMail {
    const lang: MailLanguage = mail.language === 'en' ? 'en' : 'vi';
    const today = toYmd(this.clock.now(), this.config.timeZone);
    const year = Math.floor(today / 10000);
    const { publicUrl } = this.config.mail;
    return mail.kind === 'digest'
      ? renderDigest(items, lang, mail.name, publicUrl, formatYmd(today), year)
      : renderSingle({ type: mail.type!, content: mail.content ?? {} }, lang, mail.name, publicUrl, year);
  }

  /** The daily digest: gathers the held items into one mail per person, then sends what is due. */
  async digest(): Promise<{ digests: number } & SendResult> {
    if (!this.transport) return { digests: 0, sent: 0, retrying: 0, failed: 0 };
    const digests = await this.repo.gatherDigests(this.clock.now());
    return { digests, ...(await this.kick()) };
  }

  /** GET /api/admin/mail: the setup and the mails that failed or wait for another try. */
  async overview(): Promise<MailOverview> {
    const { mail, timeZone } = this.config;
    return {
      configured: this.configured,
      from: mail.from,
      publicUrl: mail.publicUrl,
      maxAttempts: mail.maxAttempts,
      digestAt: DIGEST_AT,
      timeZone,
      mails: await this.repo.problems(200),
    };
  }
}
