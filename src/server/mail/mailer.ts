import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../runtime/config.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../queue/job-queue.js';
import { MAIL_QUEUE, type MailJob } from './delivery.js';
import { enqueueMail, purgeStaleLinks, type OutgoingMail } from './outbox.js';

const PURGE_EVERY_MS = 60 * 60_000;

export interface Mailer {
  /** Records the mail in the outbox and returns; delivery follows on the job queue. */
  send(mail: OutgoingMail): Promise<void>;
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
    async send(mail) {
      if (holdsMail) {
        await enqueueMail(db, mail, { hold: true, now: now() });
        // With no mail server the link must still reach the person running the app.
        if (mail.link) log.info({ to: mail.to, kind: mail.kind, link: mail.link }, `mail held (no SMTP_URL): ${mail.subject} -> ${mail.link}`);
        return;
      }
      // The row and its delivery job commit together: no mail without a job, no job without a mail.
      await db.transaction().execute(async (trx) => {
        const { id } = await enqueueMail(trx, mail, { hold: false, now: now() });
        await queue.send<MailJob>(MAIL_QUEUE, { mailId: Number(id) }, { transaction: trx });
      });
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
