import type { Kysely } from 'kysely';
import type { DB, MailRow } from '../db/schema.js';
import type { MailContent } from './templates.js';

export interface OutgoingMail extends MailContent {
  to: string;
}

/** Writes the mail first; delivery happens afterwards, so a mail outage never fails the caller. */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail, options: { hold: boolean; now: Date }) {
  return db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      link: mail.link,
      status: options.hold ? 'held' : 'pending',
      next_attempt_at: options.now,
      created_at: options.now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function recentMail(db: Kysely<DB>, limit = 50): Promise<MailRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
