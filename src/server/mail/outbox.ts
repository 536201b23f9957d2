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

/** What a delivered (or expired) mail keeps of a single-use link: nothing that still works. */
export const PURGED_TEXT = '[Removed after delivery: this message carried a single-use link.]';
export const purgedLinkColumns = { link: null, html: PURGED_TEXT, text: PURGED_TEXT } as const;

/** Every link we send is valid for at most a day; after that no row needs to keep it. */
export const LINK_RETENTION_MS = 24 * 60 * 60_000;

export async function purgeStaleLinks(db: Kysely<DB>, now: Date) {
  await db
    .updateTable('mail_outbox')
    .set(purgedLinkColumns)
    .where('link', 'is not', null)
    .where('created_at', '<', new Date(now.getTime() - LINK_RETENTION_MS))
    .execute();
}

class ProbeRolledBack extends Error {}

/**
 * Whether a mail could be queued now: writes an outbox row and rolls it back. For work that
 * happens after its answer (a password-reset request, whose timing must not reveal whether the
 * address has an account), this is how the answer learns that the database takes writes before
 * it promises a mail. Throws the database's error when it does not.
 */
export async function checkMailCanBeQueued(db: Kysely<DB>, now: Date): Promise<void> {
  const probe: OutgoingMail = { to: 'probe@invalid', kind: 'probe', subject: 'probe', html: '', text: '', link: null };
  try {
    await db.transaction().execute(async (trx) => {
      await enqueueMail(trx, probe, { hold: true, now });
      throw new ProbeRolledBack();
    });
  } catch (error) {
    if (!(error instanceof ProbeRolledBack)) throw error;
  }
}
