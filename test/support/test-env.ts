/**
 * The test suite's own settings. Tests choose their database here; the app itself still reads
 * configuration only through src/server/runtime/config.ts.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** When set (CI sets it), rate-limit tests also run against this Redis. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL?.trim() || undefined;
