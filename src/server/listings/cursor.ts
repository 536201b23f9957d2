/**
 * The listings page cursor: the last row's creation time and id, base64url-encoded. Decoding is
 * strict (one exact ISO form, a real date in a sane range, a UUID), so a made-up cursor is a 400
 * and never a value Postgres rejects with a 500.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

export interface Cursor {
  createdAt: Date;
  id: string;
}

export const encodeCursor = (row: { created_at: Date; id: string }) =>
  Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');

/** The cursor's position, or undefined when it is not one we could have made. */
export function decodeCursor(cursor: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== 2) return undefined;
  const [iso, id] = parts as [string, string];
  if (!ISO_UTC.test(iso) || !UUID.test(id)) return undefined;
  const createdAt = new Date(iso);
  const time = createdAt.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST || createdAt.toISOString() !== iso) return undefined;
  return { createdAt, id };
}

export { CURSOR_INVALID } from '../../contract/listings.js';
