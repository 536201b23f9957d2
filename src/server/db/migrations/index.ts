import type { Migration } from 'kysely/migration';
import * as accounts from './0001_accounts.js';
import * as mailOutbox from './0002_mail_outbox.js';
import * as credits from './0003_credits.js';
import * as listings from './0004_listings.js';
import * as paidWork from './0005_paid_work.js';
import * as rateLimitCounters from './0006_rate_limit_counters.js';
import * as keywordBanks from './0007_keyword_banks.js';
import * as listingVersions from './0008_listing_versions.js';
import * as amazonConnections from './0009_amazon_connections.js';
import * as bulkJobs from './0010_bulk_jobs.js';
import * as jobQueue from './0011_job_queue.js';
import * as jobQueuePgBoss12 from './0012_job_queue_pg_boss_12.js';
import * as amazonPublishOutcomes from './0013_amazon_publish_outcomes.js';
import * as amazonConnectionRegions from './0014_amazon_connection_regions.js';
import * as amazonCatalogData from './0015_amazon_catalog_data.js';
import * as listingNewestPublish from './0016_listing_newest_publish.js';
import * as amazonReportImportProgress from './0018_amazon_report_import_progress.js';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_mail_outbox': mailOutbox,
  '0003_credits': credits,
  '0004_listings': listings,
  '0005_paid_work': paidWork,
  '0006_rate_limit_counters': rateLimitCounters,
  '0007_keyword_banks': keywordBanks,
  '0008_listing_versions': listingVersions,
  '0009_amazon_connections': amazonConnections,
  '0010_bulk_jobs': bulkJobs,
  '0011_job_queue': jobQueue,
  '0012_job_queue_pg_boss_12': jobQueuePgBoss12,
  '0013_amazon_publish_outcomes': amazonPublishOutcomes,
  '0014_amazon_connection_regions': amazonConnectionRegions,
  '0015_amazon_catalog_data': amazonCatalogData,
  '0016_listing_newest_publish': listingNewestPublish,
  '0018_amazon_report_import_progress': amazonReportImportProgress,
};
