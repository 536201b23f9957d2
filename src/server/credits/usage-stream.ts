import type { Database } from '../db/database.js';
import { KeyedNotifications } from '../db/keyed-notifications.js';

/**
 * The `usage_changed` NOTIFY (sent by a trigger on user_usage), by user: a change made by another
 * process or by `npm run admin` shows in every open usage stream.
 */
export const usageChangeNotifications = (database: Database) => new KeyedNotifications(database, 'usage_changed');
export type UsageChanges = KeyedNotifications;
