/**
 * Whether an error means the database cannot do the work right now, as opposed to a fault in the
 * request or in our code: it refuses writes (read-only, out of disk), has run out of a resource,
 * is shutting down or starting up, or cannot be reached. The answer to such an error is a 503 with
 * Retry-After: nothing was saved, and the same request can succeed later.
 */

/** SQLSTATE classes and codes of that kind (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
// 08 connection, 53 insufficient resources (53100 disk full), 57 operator intervention (shutdown,
// starting up; 57014 is a statement timeout: too busy), 58 system error (I/O).
const UNAVAILABLE_CLASSES = ['08', '53', '57', '58'];
// read_only_sql_transaction, deadlock_detected, lock_not_available, idle_in_transaction_session_timeout.
const UNAVAILABLE_CODES = new Set(['25006', '40P01', '55P03', '25P03']);

/** Socket errors of a connection to Postgres. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** pg and PGlite say these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
  /driver has already been destroyed/i,
];

function isSqlStateUnavailable(code: string) {
  return UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.includes(code.slice(0, 2));
}

function ownVerdict(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^[0-9A-Z]{5}$/.test(code) && isSqlStateUnavailable(code)) return true;
    if (SOCKET_CODES.has(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Looks through the error and what it wraps (`cause`, an AggregateError's `errors`): better-auth
 * and Kysely wrap the driver's error, and only the innermost one carries the SQLSTATE.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (ownVerdict(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
