import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely's view of the tables the migrations create. The migrations are the source of truth. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Generated<boolean>;
  image: string | null;
  display_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MailStatus = 'pending' | 'held' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  link: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type Role = 'owner' | 'admin' | 'user';

export interface UserUsageTable {
  user_id: string;
  listings_generated: Generated<number>;
  max_listings_allowed: Generated<number>;
  /** Credits granted by support for the current month only; cleared at the monthly reset. */
  extra_credits: Generated<number>;
  last_reset_at: Timestamp;
  role: Generated<Role>;
  updated_at: Timestamp;
}

export interface UsageLedgerTable {
  id: Generated<number>;
  user_id: string;
  /** Positive for a charge, negative for a refund; grants are recorded with their own kind. */
  amount: number;
  kind: 'charge' | 'refund' | 'grant' | 'set-max' | 'role';
  reason: string;
  listing_id: string | null;
  created_at: Timestamp;
}

export interface ListingsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  original_title: string;
  original_bullets: Json<string[]>;
  generated_title: string;
  generated_bullets: Json<string[]>;
  generated_description: string;
  generated_keywords: Json<string[]>;
  title_main_keyword: string;
  title_secondary_keywords: string;
  bullet_keywords: string;
  insights: Json<unknown>;
  prompts: Json<unknown>;
  policy_profile: string;
  marketplace: string;
  engine: string;
  original_score: number;
  audit_score: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_address: string | null;
  created_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  mail_outbox: MailOutboxTable;
  user_usage: UserUsageTable;
  usage_ledger: UsageLedgerTable;
  listings: ListingsTable;
  contact_messages: ContactMessagesTable;
  rate_limit_counters: RateLimitCountersTable;
}

export type UserRow = Selectable<UsersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type ListingUpdate = Updateable<ListingsTable>;
export type UsageRow = Selectable<UserUsageTable>;
export type MailRow = Selectable<MailOutboxTable>;
