import type { Database } from '../db/database.js';
import { KeyedNotifications } from '../db/keyed-notifications.js';

/**
 * The `bulk_job_changed` NOTIFY (sent by a trigger on bulk_jobs after every row), by job: a web
 * process streams the progress of rows that worker processes finish.
 */
export const bulkJobChangeNotifications = (database: Database) => new KeyedNotifications(database, 'bulk_job_changed');
export type BulkJobChanges = KeyedNotifications;
