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
  /** With back-off, the longest wait between two tries, in seconds. */
  retryDelayMaxSeconds?: number;
  /** A delivery whose worker went silent this long is retried by another (the SMTP timeouts sum to 40 s). */
  expireInSeconds: number;
}

/** The longest wait between two tries: with the worker's 2 s poll, mail leaves within 10 s of SMTP returning. */
const RETRY_CEILING_SECONDS = 6;
/** How long a mail is tried before it is marked failed: a mail server away for a weekend loses nothing. */
const TRYING_FOR_SECONDS = 2 * 24 * 60 * 60;

/**
 * Retries after 2-4 s, 4-6 s, then every 6 s for two days. A doubling back-off without a ceiling
 * (30 s, 1 min, 2 min, ...) left a sign-up waiting 46-48 s after the mail server came back, and
 * hours after a longer outage; a try that finds the server still away costs one refused
 * connection, so trying every few seconds is cheap.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  retryLimit: Math.ceil(TRYING_FOR_SECONDS / RETRY_CEILING_SECONDS),
  retryDelaySeconds: 2,
  retryBackoff: true,
  retryDelayMaxSeconds: RETRY_CEILING_SECONDS,
  expireInSeconds: 120,
};

export function mailQueue(policy: RetryPolicy = DEFAULT_RETRY): QueueDefinition {
  const { retryLimit, retryDelaySeconds, retryBackoff, retryDelayMaxSeconds, expireInSeconds } = policy;
  return { name: MAIL_QUEUE, defaults: { retryLimit, retryDelaySeconds, retryBackoff, retryDelayMaxSeconds, expireInSeconds } };
}

/** Tries worth a warning: the first failure, then ever rarer (2nd, 4th, 8th, ...), not one line every 6 s of an outage. */
const worthWarning = (attempt: number) => (attempt & (attempt - 1)) === 0;

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
      const level = job.lastAttempt || worthWarning(mail.attempts) ? 'warn' : 'debug';
      this.log[level]({ mailId: mail.id, attempts: mail.attempts, err: message }, job.lastAttempt ? 'mail delivery gave up' : 'mail delivery failed; the queue retries it');
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
