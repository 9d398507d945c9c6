import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EMAIL_BY_DEFAULT, formatYmd, toYmd, type MailOverview } from '@studio/domain';
import { createTransport, type Transporter } from 'nodemailer';
import { Clock } from '../../common/clock';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { DeliveryChannels, type DeliveryChannel } from '../notifications/delivery-channels';
import type { NotificationRow } from '../notifications/notifications.repository';
import { renderDigest, renderSingle, type MailLanguage, type RenderedMail } from './mail-templates';
import { MailRepository, type ClaimedMail } from './mail.repository';

/** The daily digest's time, company time zone (docs/decisions/048). */
export const DIGEST_CRON = '0 7 * * *';
export const DIGEST_AT = '07:00';
/** A claim's lease: longer than the three bounded SMTP waits of one mail together. */
const LEASE_FACTOR = 4;
const BATCH = 20;
const MAX_RETRY_WAIT_MS = 3600_000;

export interface SendResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * E-mail of notifications (docs/decisions/048): a delivery channel that queues a mail row in the
 * notification's transaction, and the sender that claims due rows, sends them over SMTP with
 * bounded waits, and records each outcome (sent; another try after an exponential backoff; failed
 * after MAIL_MAX_ATTEMPTS). Each instance looks at the outbox every MAIL_POLL_MS (retries, and mails
 * a crashed sender left) and gathers the daily digest at 07:00 company time; claims keep instances
 * from sending one mail twice.
 */
@Injectable()
export class MailService implements DeliveryChannel, OnModuleInit, OnApplicationBootstrap {
  readonly name = 'email';
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private running: Promise<SendResult> | null = null;
  /** Set when the app closes: no new batch is claimed, and the close waits for the one in flight. */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly repo: MailRepository,
    private readonly clock: Clock,
    private readonly channels: DeliveryChannels,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const mail = config.mail;
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
    if (this.config.mail.pollMs > 0) {
      const timer = setInterval(() => {
        this.kick().catch((error) => this.logger.error('sending mail failed', (error as Error).stack));
      }, this.config.mail.pollMs);
      timer.unref();
      this.registry.addInterval('mail-outbox', timer);
    }
    startCron(this.registry, { name: 'mail-digest', cron: DIGEST_CRON, timeZone: this.config.timeZone, logger: this.logger }, () => this.digest());
  }

  get configured(): boolean {
    return !!this.transport;
  }

  /** In the notification's transaction: one insert of the mails its recipients asked for. */
  async enqueue(rows: readonly NotificationRow[], now: Date): Promise<void> {
    await this.repo.enqueue(rows, now, EMAIL_BY_DEFAULT);
    // Outside tests the mail leaves as soon as the row commits, not at the next poll.
    if (this.config.mail.pollMs > 0) {
      this.db.afterCommit(() => {
        this.kick().catch((error) => this.logger.error('sending mail failed', (error as Error).stack));
      });
    }
  }

  /** Before the pool closes (Db's onApplicationShutdown): the send in flight finishes its mail, no new batch starts. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running?.catch(() => undefined);
  }

  /** Starts a send unless one runs on this instance (the poll and the commit hook share it). */
  kick(): Promise<SendResult> {
    this.running ??= this.sendDue().finally(() => { this.running = null; });
    return this.running;
  }

  /**
   * Claims due mails and sends them, batch after batch, until none is due. Safe to run on several
   * instances (and twice on one) at once: a mail is claimed by one sender only.
   */
  async sendDue(): Promise<SendResult> {
    const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport) return result;
    const claim = randomUUID();
    for (;;) {
      if (this.stopping) return result;
      const now = this.clock.now();
      const ids = await this.repo.claim(claim, now, new Date(now.getTime() + LEASE_FACTOR * this.config.mail.timeoutMs), BATCH);
      if (!ids.length) return result;
      const mails = await this.repo.claimed(ids);
      const items = await this.repo.digestItems(mails.filter((m) => m.kind === 'digest').map((m) => m.id));
      for (const mail of mails) {
        const outcome = await this.sendOne(mail, claim, items.filter((i) => i.digestId === mail.id));
        result[outcome]++;
      }
    }
  }

  private async sendOne(mail: ClaimedMail, claim: string, items: { type: number; content: Record<string, unknown> }[]): Promise<keyof SendResult> {
    try {
      if (!mail.to) throw new Error('the employee has no e-mail address');
      const rendered = this.render(mail, items);
      // Auto-Submitted: out-of-office replies and other robots do not answer it (RFC 3834).
      await this.transport!.sendMail({ to: mail.to, subject: rendered.subject, text: rendered.text, html: rendered.html, headers: { 'Auto-Submitted': 'auto-generated' } });
      await this.repo.sent(mail.id, claim, this.clock.now());
      return 'sent';
    } catch (error) {
      const message = (error as Error).message || String(error);
      const last = mail.attempts >= this.config.mail.maxAttempts;
      const wait = Math.min(MAX_RETRY_WAIT_MS, this.config.mail.retryBaseMs * 2 ** (mail.attempts - 1));
      await this.repo.failed(mail.id, claim, message, last ? null : new Date(this.clock.now().getTime() + wait));
      this.logger.warn(`mail ${mail.id} to ${mail.employeeId}, try ${mail.attempts}: ${message}${last ? ' (failed for good)' : ''}`);
      return last ? 'failed' : 'retrying';
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
