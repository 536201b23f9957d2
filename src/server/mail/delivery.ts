import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB, MailRow } from '../db/schema.js';
import { purgedLinkColumns } from './outbox.js';

export interface RetryPolicy {
  /** Delay before the first retry; doubles on each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the mail is marked failed (about two days at the defaults). */
  maxAttempts: number;
  pollMs: number;
  /** A claimed mail is retried after this long if its sender died mid-delivery. */
  leaseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: 300,
  pollMs: 2_000,
  leaseMs: 60_000,
};

export function backoffMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers pending outbox rows over SMTP. Rows are claimed with SKIP LOCKED and a lease, so
 * several server processes on one Postgres never send the same mail twice at once.
 */
export class MailDelivery {
  private transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private db: Kysely<DB>,
    smtpUrl: string,
    private from: string,
    private log: FastifyBaseLogger,
    private now: () => Date,
    private policy: RetryPolicy = DEFAULT_RETRY,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  start() {
    this.schedule(0);
  }

  /** Called after an enqueue so new mail goes out at once rather than at the next poll. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .catch((error) => this.log.error({ err: error }, 'mail delivery pass failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.again ? 0 : this.policy.pollMs);
          this.again = false;
        });
    }, delay);
    this.timer.unref();
  }

  private async claimDue(): Promise<MailRow[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.policy.leaseMs);
    return this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: leaseUntil, attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .orderBy('id')
          .limit(10)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async deliverDue(): Promise<void> {
    for (;;) {
      const batch = await this.claimDue();
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (this.stopped) return;
        await this.deliver(mail);
      }
    }
  }

  private async deliver(mail: MailRow) {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      // Once delivered, the outbox need not keep a working reset or confirmation link.
      await this.db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: this.now(), last_error: null, ...(mail.link ? purgedLinkColumns : {}) })
        .where('id', '=', mail.id)
        .execute();
      this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const failed = mail.attempts >= this.policy.maxAttempts;
      const retryAt = new Date(this.now().getTime() + backoffMs(mail.attempts, this.policy));
      await this.db
        .updateTable('mail_outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          next_attempt_at: retryAt,
          last_error: String((error as Error).message ?? error).slice(0, 500),
        })
        .where('id', '=', mail.id)
        .execute();
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, err: (error as Error).message },
        failed ? 'mail delivery gave up' : `mail delivery failed; retrying at ${retryAt.toISOString()}`,
      );
    }
  }
}
