import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../runtime/config.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../queue/job-queue.js';
import { MAIL_QUEUE, type MailJob } from './delivery.js';
import { checkMailCanBeQueued, enqueueMail, purgeStaleLinks, type OutgoingMail } from './outbox.js';

const PURGE_EVERY_MS = 60 * 60_000;

export interface SendOptions {
  /** Write the mail in this transaction: it exists exactly when the caller's own rows do. */
  transaction?: Kysely<DB>;
  /** Given with a transaction: runs a task once it has committed (announcing a held mail's link). */
  afterCommit?: (task: () => void) => void;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and returns; delivery follows on the job queue. Given a
   * transaction, the mail is written in it, so it exists exactly when the caller's own rows do
   * (a new account and its confirmation mail: both or neither).
   */
  send(mail: OutgoingMail, options?: SendOptions): Promise<void>;
  /** Throws the database's error when no mail could be queued now (see checkMailCanBeQueued). */
  checkCanQueue(): Promise<void>;
  /** True when there is no SMTP server and mail is kept for /dev/mailbox. */
  readonly holdsMail: boolean;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(deps: { config: Config; db: Kysely<DB>; queue: JobQueue; log: FastifyBaseLogger; now: () => Date }): Mailer {
  const { config, db, queue, log, now } = deps;
  const holdsMail = !config.smtpUrl;
  let purger: NodeJS.Timeout | undefined;
  const purge = () => void purgeStaleLinks(db, now()).catch((error: Error) => log.warn({ err: error.message }, 'could not purge old mail links'));
  return {
    holdsMail,
    checkCanQueue: () => checkMailCanBeQueued(db, now()),
    async send(mail, options = {}) {
      if (holdsMail) {
        await enqueueMail(options.transaction ?? db, mail, { hold: true, now: now() });
        // With no mail server the link must still reach the person running the app.
        const announce = () => {
          if (mail.link) log.info({ to: mail.to, kind: mail.kind, link: mail.link }, `mail held (no SMTP_URL): ${mail.subject} -> ${mail.link}`);
        };
        if (options.afterCommit) options.afterCommit(announce);
        else announce();
        return;
      }
      // The row and its delivery job commit together: no mail without a job, no job without a mail.
      const write = async (trx: Kysely<DB>) => {
        const { id } = await enqueueMail(trx, mail, { hold: false, now: now() });
        await queue.send<MailJob>(MAIL_QUEUE, { mailId: Number(id) }, { transaction: trx });
      };
      // In the caller's transaction the queue's NOTIFY goes out at its commit, and wakes the workers then.
      if (options.transaction) {
        await write(options.transaction);
        options.afterCommit?.(() => queue.wake(MAIL_QUEUE));
        return;
      }
      await db.transaction().execute(write);
      queue.wake(MAIL_QUEUE);
    },
    start() {
      purge();
      purger = setInterval(purge, PURGE_EVERY_MS);
      purger.unref();
    },
    async stop() {
      clearInterval(purger);
    },
  };
}
