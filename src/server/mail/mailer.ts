import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../runtime/config.js';
import type { DB } from '../db/schema.js';
import { MailDelivery, type RetryPolicy } from './delivery.js';
import { enqueueMail, purgeStaleLinks, type OutgoingMail } from './outbox.js';

const PURGE_EVERY_MS = 60 * 60_000;

export interface Mailer {
  /** Records the mail in the outbox and returns; delivery follows in the background. */
  send(mail: OutgoingMail): Promise<void>;
  /** True when there is no SMTP server and mail is kept for /dev/mailbox. */
  readonly holdsMail: boolean;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(deps: {
  config: Config;
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  now: () => Date;
  retry?: RetryPolicy;
}): Mailer {
  const { config, db, log, now } = deps;
  const delivery = config.smtpUrl ? new MailDelivery(db, config.smtpUrl, config.mailFrom, log, now, deps.retry) : undefined;
  let purger: NodeJS.Timeout | undefined;
  const purge = () => void purgeStaleLinks(db, now()).catch((error: Error) => log.warn({ err: error.message }, 'could not purge old mail links'));
  return {
    holdsMail: !delivery,
    async send(mail) {
      await enqueueMail(db, mail, { hold: !delivery, now: now() });
      if (delivery) {
        delivery.wake();
      } else if (mail.link) {
        // With no mail server the link must still reach the person running the app.
        log.info({ to: mail.to, kind: mail.kind, link: mail.link }, `mail held (no SMTP_URL): ${mail.subject} -> ${mail.link}`);
      }
    },
    start() {
      delivery?.start();
      purge();
      purger = setInterval(purge, PURGE_EVERY_MS);
      purger.unref();
    },
    async stop() {
      clearInterval(purger);
      await delivery?.stop();
    },
  };
}
