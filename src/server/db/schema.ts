import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AmazonPublishReason, AmazonPublishStatus } from '../../contract/amazon-publish-states.js';
import type { SpApiRegion } from '../runtime/config.js';

/** Kysely's view of the tables the migrations create. The migrations are the source of truth. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A nullable column that may be left out of an insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

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

/**
 * Credits are stored as whole half-credits (the price of one optimizer step), so arithmetic and
 * comparisons are exact; the API still reports credits (SPEC §3, steps of 0.5).
 */
export interface UserUsageTable {
  user_id: string;
  used_half_credits: Generated<number>;
  max_half_credits: Generated<number>;
  /** Half-credits granted by support for the current month only; cleared at the monthly reset. */
  extra_half_credits: Generated<number>;
  last_reset_at: Timestamp;
  role: Generated<Role>;
  updated_at: Timestamp;
}

export type LedgerKind = 'charge' | 'refund' | 'grant' | 'set-max' | 'role';
/**
 * A charge is leased while its work runs, then settled (work saved) or refunded, exactly once. A
 * bulk job's row holds its charge (`held`, no lease) until the row is saved, fails or is cancelled.
 */
export type ChargeStatus = 'pending' | 'held' | 'settled' | 'refunded';

export interface UsageLedgerTable {
  id: Generated<number>;
  user_id: string;
  /** Positive for a charge, negative for a refund; grants are recorded with their own kind. */
  half_credits: number;
  kind: LedgerKind;
  reason: string;
  listing_id: Optional<string>;
  analysis_id: Optional<string>;
  /** Charges only. */
  status: Optional<ChargeStatus>;
  lease_until: Optional<Date>;
  settled_at: Optional<Date>;
  /** Refunds only: the charge this refund reverses (unique, so never refunded twice). */
  refund_of: Optional<number>;
  created_at: Timestamp;
}

export type AnalysisStatus = 'pending' | 'ready' | 'failed';

/** A paid analysis (SPEC §4 step 2), kept so a reload or another device never pays twice. */
export interface AnalysesTable {
  id: Generated<string>;
  user_id: string;
  status: AnalysisStatus;
  input: Json<unknown>;
  /** sha256 of the canonical product text (src/writer/input-identity.ts). */
  input_hash: string;
  insights: Json<unknown> | null;
  policy_profile: string;
  marketplace: string;
  engine: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** The seller's optimizer form, and the analysis the flow is at, so the flow survives any device. */
export interface OptimizerDraftsTable {
  user_id: string;
  form: Json<unknown> | null;
  analysis_id: string | null;
  updated_at: Timestamp;
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
  analysis_id: Optional<string>;
  /** The listing's newest Amazon submission, kept by a trigger (migration 0016). */
  newest_publish_id: Generated<string | null>;
}

export type ListingVersionSource = 'imported' | 'generated' | 'edited' | 'published' | 'restored';

/** One saved state of a listing (issue 15); rows are only ever added. */
export interface ListingVersionsTable {
  id: Generated<string>;
  listing_id: string;
  /** Who made this version: the seller, or the seller's import or publish. */
  user_id: string;
  /** 1, 2, … per listing. */
  version: number;
  created_at: Timestamp;
  source: ListingVersionSource;
  title: string;
  bullets: Json<string[]>;
  description: string;
  search_terms: Json<string[]>;
  /** Restores only: the version whose text this one brought back. */
  restored_from: Optional<number>;
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

/** A seller's keyword research (issue 13); every query filters by user_id. */
export interface KeywordBanksTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type KeywordPriorityColumn = 'must-have' | 'normal' | 'excluded';

export interface KeywordBankKeywordsTable {
  id: Generated<string>;
  bank_id: string;
  /** As the seller's file spelled it first. */
  phrase: string;
  /** bankKey(phrase): unique per bank, so variants merge into one row. */
  key: string;
  volume: number | null;
  priority: Generated<KeywordPriorityColumn>;
  /** The file name, "pasted" or "added by hand". */
  source: string;
  /** Amazon's search frequency rank, where Brand Analytics gave a rank and no volume (migration 0014). */
  search_rank: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

export type BulkJobStatus = 'ready' | 'running' | 'cancelling' | 'cancelled' | 'finished';
export type BulkRowStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled' | 'skipped';

/** A seller's uploaded file of listings (issue 14); every query filters by user_id. */
export interface BulkJobsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<BulkJobStatus>;
  file_name: string;
  layout: 'listcraft' | 'amazon';
  format: 'csv' | 'xlsx';
  /** The marketplace of rows that name none (the page's choice, or the file's own). */
  marketplace: string;
  /** Rows in the file, and the listings among them that passed validation (the cost in credits). */
  total_rows: number;
  valid_rows: number;
  done_rows: Generated<number>;
  failed_rows: Generated<number>;
  cancelled_rows: Generated<number>;
  problems: Json<unknown>;
  /** Rows with nothing to optimize (blank, variation parents, delete instructions), and why. */
  skipped: Json<unknown>;
  /** The parse of the file as uploaded, so the result file has its columns. */
  parsed_file: Json<unknown>;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface BulkJobRowsTable {
  job_id: string;
  row_number: number;
  sku: string;
  /** The optimizer input; null for a skipped row (its problems are on the job). */
  input: Json<unknown> | null;
  marketplace: string;
  status: BulkRowStatus;
  listing_id: Optional<string>;
  error: Optional<string>;
  /** What the writer changed, one line each, for the result file. */
  changes: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The ledger row of its credit; null for owners and admins, and before the job starts. */
  charge_id: Optional<number>;
  attempts: Generated<number>;
  lease_until: Optional<Date>;
  started_at: Optional<Date>;
  finished_at: Optional<Date>;
  /** The process that last claimed the row, as host:pid. */
  worker: Optional<string>;
}

/** A seller's Amazon connection (issue 15); the refresh token only ever encrypted. */
export interface AmazonConnectionsTable {
  id: Generated<string>;
  user_id: string;
  selling_partner_id: string;
  method: 'authorization' | 'self-authorized';
  /** The SP-API region the token works in: one connection per region. */
  region: SpApiRegion;
  /** token-cipher.ts: version, nonce, ciphertext and tag, base64url. */
  refresh_token_encrypted: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A pending LWA consent: sha256 of the state, the session it belongs to, when it lapses. */
export interface AmazonOauthStatesTable {
  state_hash: string;
  user_id: string;
  session_hash: string;
  /** The region the consent was asked for: the connection it makes belongs there. */
  region: Generated<SpApiRegion>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export type AmazonSubmissionStatus = AmazonPublishStatus;

export interface AmazonSubmissionsTable {
  id: Generated<string>;
  user_id: string;
  listing_id: string;
  selling_partner_id: string;
  sku: string;
  /** Ours (US, UK, …). */
  marketplace: string;
  amazon_marketplace_id: string;
  product_type: string;
  submission_id: string;
  status: AmazonSubmissionStatus;
  /** What was sent, field by field. */
  fields: Json<unknown>;
  /** Amazon's issues about this publish (AmazonIssue[], each marked standing or not). */
  issues: Json<unknown>;
  /** The issues the listing had on Amazon before this publish was sent. */
  standing_issues: Json<unknown>;
  /** Why an accepted publish is not live. */
  reason: AmazonPublishReason | null;
  /** The listing as Amazon had it before this publish (ListingVersionFields). */
  previous: Json<unknown>;
  /** The listing's own text when it was published (ListingVersionFields): the 'published' version. */
  listing_text: Json<unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
  checked_at: Timestamp;
}

/** What an Amazon import read; found again by product_hash when the seller generates from it. */
export interface AmazonImportsTable {
  id: Generated<string>;
  user_id: string;
  sku: string;
  marketplace: string;
  /** sha256 of productText (src/writer/input-identity.ts) of the imported title and bullets. */
  product_hash: string;
  /** ListingVersionFields as read from Amazon. */
  fields: Json<unknown>;
  created_at: Timestamp;
}

/** A product type's schema from the Product Type Definitions API, per marketplace and Amazon's version (migration 0014). */
export interface AmazonProductTypeSchemasTable {
  product_type: string;
  amazon_marketplace_id: string;
  version: string;
  display_name: string;
  /** Amazon's checksum of the schema document. */
  checksum: string;
  /** The JSON Schema document itself. */
  schema: Json<unknown>;
  /** Amazon's property groups: name -> { title, propertyNames }. */
  property_groups: Json<unknown>;
  fetched_at: Timestamp;
}

/** requested: Amazon is building the report; importing: a job is reading its document; then imported or failed. */
export type AmazonReportRequestStatus = 'requested' | 'importing' | 'imported' | 'failed';

/** A Brand Analytics report asked of Amazon, until its document is read into a bank (migration 0014). */
export interface AmazonReportRequestsTable {
  id: Generated<string>;
  user_id: string;
  bank_id: string;
  marketplace: string;
  report_type: string;
  report_id: string;
  /** YYYY-MM-DD: the Sunday and Saturday of Amazon's reporting week (text, so no time zone moves them). */
  week_start: string;
  week_end: string;
  status: AmazonReportRequestStatus;
  /** What the import did (added, merged, rows read) or why it failed. */
  outcome: Json<unknown> | null;
  /** How far the job has read the document: its rows, and the distinct terms kept from them. */
  rows_read: Generated<number>;
  terms_kept: Generated<number>;
  /** When Amazon was last asked whether the report is built. */
  checked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  listing_versions: ListingVersionsTable;
  analyses: AnalysesTable;
  optimizer_drafts: OptimizerDraftsTable;
  contact_messages: ContactMessagesTable;
  rate_limit_counters: RateLimitCountersTable;
  keyword_banks: KeywordBanksTable;
  keyword_bank_keywords: KeywordBankKeywordsTable;
  bulk_jobs: BulkJobsTable;
  bulk_job_rows: BulkJobRowsTable;
  amazon_connections: AmazonConnectionsTable;
  amazon_oauth_states: AmazonOauthStatesTable;
  amazon_submissions: AmazonSubmissionsTable;
  amazon_imports: AmazonImportsTable;
  amazon_product_type_schemas: AmazonProductTypeSchemasTable;
  amazon_report_requests: AmazonReportRequestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type ListingUpdate = Updateable<ListingsTable>;
export type ListingVersionRow = Selectable<ListingVersionsTable>;
export type UsageRow = Selectable<UserUsageTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type AnalysisRow = Selectable<AnalysesTable>;
export type LedgerRow = Selectable<UsageLedgerTable>;
export type KeywordBankRow = Selectable<KeywordBanksTable>;
export type KeywordRow = Selectable<KeywordBankKeywordsTable>;
export type BulkJobRecord = Selectable<BulkJobsTable>;
export type BulkRowRecord = Selectable<BulkJobRowsTable>;
export type AmazonConnectionRow = Selectable<AmazonConnectionsTable>;
export type AmazonSubmissionRow = Selectable<AmazonSubmissionsTable>;
