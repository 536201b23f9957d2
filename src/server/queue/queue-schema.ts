/** The Postgres schema that holds pg-boss' tables, beside our own in `public`. */
export const QUEUE_SCHEMA = 'pgboss';
