import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/** Mail is written here first, then delivered; a mail server outage delays mail but never loses it. */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table mail_outbox (
      id bigint generated always as identity primary key,
      kind text not null,
      to_address text not null,
      subject text not null,
      html text not null,
      text text not null,
      link text,
      status text not null default 'pending' check (status in ('pending', 'held', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`,
    `create index mail_outbox_due_idx on mail_outbox(next_attempt_at) where status = 'pending'`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table mail_outbox']);
}
