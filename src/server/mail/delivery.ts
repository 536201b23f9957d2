import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema.js';
import type { QueueDefinition, QueueJob } from '../queue/job-queue.js';
import { purgedLinkColumns } from './outbox.js';

/** One job per outbox row (decision 0015). The row is the mail; the job only says "deliver it". */
export const MAIL_QUEUE = 'mail.deliver';
export interface MailJob extends Record<string, unknown> {
  mailId: number;
}

export interface RetryPolicy {
  /** Retries after the first attempt; then the mail is marked failed. */
  retryLimit: number;
  /** Delay before the first retry, in seconds. */
  retryDelaySeconds: number;
  /** Doubles the delay on each retry (pg-boss adds jitter). */
  retryBackoff: boolean;
  /** A delivery whose worker went silent this long is retried by another (the SMTP timeouts sum to 40 s). */
  expireInSeconds: number;
}

/**
 * About two days of trying: retries after 30-60 s, then 1-2 min, 2-4 min, ... doubling, the
 * twelfth after 17-34 hours. A mail server that is away for an afternoon loses nothing.
 */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 12, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 };

export function mailQueue(policy: RetryPolicy = DEFAULT_RETRY): QueueDefinition {
  const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = policy;
  return { name: MAIL_QUEUE, defaults: { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } };
}

/**
 * Delivers one outbox row over SMTP, as a job of the mail queue. The row is claimed by its
 * status, so a job that runs again after its mail went out (a lost completion, a retried lease)
 * sends nothing twice; failures are recorded on the row and thrown, for the queue to retry.
 */
export class MailDelivery {
  private transport: Transporter;

  constructor(
    private db: Kysely<DB>,
    smtpUrl: string,
    private from: string,
    private log: FastifyBaseLogger,
    private now: () => Date,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  deliver = async (job: QueueJob<MailJob>): Promise<void> => {
    const mail = await this.db
      .updateTable('mail_outbox')
      .set({ attempts: sql`attempts + 1`, next_attempt_at: this.now() })
      .where('id', '=', job.data.mailId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!mail) return; // already sent, given up, or held: nothing to deliver
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to_address, subject: mail.subject, html: mail.html, text: mail.text });
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 500);
      await this.db
        .updateTable('mail_outbox')
        .set({ status: job.lastAttempt ? 'failed' : 'pending', last_error: message })
        .where('id', '=', mail.id)
        .execute();
      this.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, job.lastAttempt ? 'mail delivery gave up' : 'mail delivery failed; the queue retries it');
      throw error;
    }
    // Once delivered, the outbox need not keep a working reset or confirmation link.
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: this.now(), last_error: null, ...(mail.link ? purgedLinkColumns : {}) })
      .where('id', '=', mail.id)
      .execute();
    this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
  };

  close() {
    this.transport.close();
  }
}
