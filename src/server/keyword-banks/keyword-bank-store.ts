import { sql, type Kysely, type Transaction } from 'kysely';
import { KEYWORD_BANK_LIMITS, type KeywordBank, type KeywordBankSummary, type KeywordImportReport, type StoredKeyword } from '../../contract/keyword-banks.js';
import { bankKey, type BankKeyword, type KeywordPriority } from '../../rules/keyword-bank/bank-keyword.js';
import { mergeKeywords } from '../../rules/keyword-bank/merge.js';
import type { DB, KeywordBankRow, KeywordRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { ParsedKeywords } from './import/parse.js';

/**
 * Keyword banks and their keywords. Every query filters by the owner: another user's bank, or a
 * keyword of it, is simply "not found", and so is an id that is not a uuid (Postgres would
 * otherwise answer a cast error, a 500).
 */
export const BANK_NOT_FOUND = 'Keyword bank not found.';
const NOT_FOUND = () => new AppError('NOT_FOUND', BANK_NOT_FOUND);
const KEYWORD_NOT_FOUND = () => new AppError('NOT_FOUND', 'Keyword not found.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const { banksPerUser: MAX_BANKS, keywordsPerBank: MAX_KEYWORDS } = KEYWORD_BANK_LIMITS;
const thousands = (n: number) => n.toLocaleString('en-US');

export const SOURCE_PASTED = 'pasted';
export const SOURCE_BY_HAND = 'added by hand';

type Db = Kysely<DB> | Transaction<DB>;

const toStored = (row: Pick<KeywordRow, 'id' | 'phrase' | 'volume' | 'priority' | 'source'> & { search_rank?: number | null }): StoredKeyword => ({
  id: row.id,
  phrase: row.phrase,
  volume: row.volume,
  priority: row.priority,
  source: row.source,
  // Only Brand Analytics gives a rank; every other keyword's answer is as it was.
  ...(row.search_rank != null ? { rank: row.search_rank } : {}),
});

const toSummary = (row: KeywordBankRow, count: number): KeywordBankSummary => ({
  id: row.id,
  name: row.name,
  keyword_count: count,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The owner's bank, locked for the rest of the transaction when asked (imports and adds count against the cap). */
async function ownedBank(db: Db, userId: string, bankId: string, lock = false): Promise<KeywordBankRow> {
  if (!UUID.test(bankId)) throw NOT_FOUND();
  let query = db.selectFrom('keyword_banks').selectAll().where('id', '=', bankId).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw NOT_FOUND();
  return row;
}

/** Throws the 404 unless the bank is the user's; cheap (no keywords read). */
export async function assertOwnBank(db: Kysely<DB>, userId: string, bankId: string): Promise<void> {
  await ownedBank(db, userId, bankId);
}

async function keywordsOf(db: Db, bankId: string): Promise<Pick<KeywordRow, 'id' | 'phrase' | 'volume' | 'priority' | 'source' | 'search_rank'>[]> {
  // Only what the answer shows: a 10,000-keyword bank is read back after every import.
  return db
    .selectFrom('keyword_bank_keywords')
    .select(['id', 'phrase', 'volume', 'priority', 'source', 'search_rank'])
    .where('bank_id', '=', bankId)
    // Highest volume first, as the seller reads research; unknown volumes last.
    .orderBy(sql`volume desc nulls last`)
    .orderBy('phrase')
    .orderBy('id')
    .execute();
}

async function countKeywords(db: Db, bankId: string): Promise<number> {
  const { count } = await db.selectFrom('keyword_bank_keywords').select((eb) => eb.fn.countAll<string | number>().as('count')).where('bank_id', '=', bankId).executeTakeFirstOrThrow();
  return Number(count);
}

async function touch(db: Db, bankId: string, now: Date) {
  await db.updateTable('keyword_banks').set({ updated_at: now }).where('id', '=', bankId).execute();
}

/** The owner's banks, most recently changed first, with how many keywords each holds. */
export async function listBanks(db: Kysely<DB>, userId: string): Promise<KeywordBankSummary[]> {
  const rows = await db
    .selectFrom('keyword_banks as b')
    .leftJoin('keyword_bank_keywords as k', 'k.bank_id', 'b.id')
    .selectAll('b')
    .select((eb) => eb.fn.count<string | number>('k.id').as('keyword_count'))
    .where('b.user_id', '=', userId)
    .groupBy('b.id')
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id')
    .execute();
  return rows.map(({ keyword_count, ...bank }) => toSummary(bank, Number(keyword_count)));
}

export async function getBank(db: Db, userId: string, bankId: string): Promise<KeywordBank> {
  const bank = await ownedBank(db, userId, bankId);
  const keywords = await keywordsOf(db, bank.id);
  return { ...toSummary(bank, keywords.length), keywords: keywords.map(toStored) };
}

export async function createBank(db: Kysely<DB>, userId: string, name: string, now: Date): Promise<KeywordBank> {
  return db.transaction().execute(async (trx) => {
    // Serialises one account's creations, so two at once cannot both pass the cap.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const { count } = await trx.selectFrom('keyword_banks').select((eb) => eb.fn.countAll<string | number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(count) >= MAX_BANKS) {
      throw new AppError('CONFLICT', `You already have ${MAX_BANKS} keyword banks, the most one account keeps. Delete a bank you no longer use, or import into an existing one.`, {
        limit: MAX_BANKS,
      });
    }
    const bank = await trx.insertInto('keyword_banks').values({ user_id: userId, name, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    return { ...toSummary(bank, 0), keywords: [] };
  });
}

export async function renameBank(db: Kysely<DB>, userId: string, bankId: string, name: string, now: Date): Promise<KeywordBank> {
  if (!UUID.test(bankId)) throw NOT_FOUND();
  const row = await db.updateTable('keyword_banks').set({ name, updated_at: now }).where('id', '=', bankId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (!row) throw NOT_FOUND();
  return getBank(db, userId, bankId);
}

export async function deleteBank(db: Kysely<DB>, userId: string, bankId: string): Promise<void> {
  if (!UUID.test(bankId)) throw NOT_FOUND();
  const result = await db.deleteFrom('keyword_banks').where('id', '=', bankId).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw NOT_FOUND();
}

const bankFull = (count: number) =>
  new AppError(
    'CONFLICT',
    `This bank would hold ${thousands(count)} keywords; a bank holds at most ${thousands(MAX_KEYWORDS)}. Delete keywords you no longer need (the lowest-volume ones first), or put the rest in a new bank.`,
    { keywords: count, limit: MAX_KEYWORDS },
  );

export async function addKeyword(
  db: Kysely<DB>,
  userId: string,
  bankId: string,
  keyword: { phrase: string; volume: number | null; priority: KeywordPriority },
  now: Date,
): Promise<StoredKeyword> {
  const key = bankKey(keyword.phrase);
  if (!key) throw new AppError('BAD_REQUEST', 'A keyword needs at least one letter or digit.');
  return db.transaction().execute(async (trx) => {
    await ownedBank(trx, userId, bankId, true);
    const existing = await trx.selectFrom('keyword_bank_keywords').select('phrase').where('bank_id', '=', bankId).where('key', '=', key).executeTakeFirst();
    if (existing) {
      throw new AppError('CONFLICT', `This bank already has "${existing.phrase}", which is the same keyword. Change its priority or volume instead.`, {
        phrase: existing.phrase,
      });
    }
    const count = await countKeywords(trx, bankId);
    if (count >= MAX_KEYWORDS) throw bankFull(count + 1);
    const row = await trx
      .insertInto('keyword_bank_keywords')
      .values({ bank_id: bankId, phrase: keyword.phrase, key, volume: keyword.volume, priority: keyword.priority, source: SOURCE_BY_HAND })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touch(trx, bankId, now);
    return toStored(row);
  });
}

export async function updateKeyword(
  db: Kysely<DB>,
  userId: string,
  bankId: string,
  keywordId: string,
  change: { priority?: KeywordPriority; volume?: number | null },
  now: Date,
): Promise<StoredKeyword> {
  return db.transaction().execute(async (trx) => {
    await ownedBank(trx, userId, bankId);
    if (!UUID.test(keywordId)) throw KEYWORD_NOT_FOUND();
    const row = await trx
      .updateTable('keyword_bank_keywords')
      .set({ ...(change.priority === undefined ? {} : { priority: change.priority }), ...(change.volume === undefined ? {} : { volume: change.volume }) })
      .where('id', '=', keywordId)
      .where('bank_id', '=', bankId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw KEYWORD_NOT_FOUND();
    await touch(trx, bankId, now);
    return toStored(row);
  });
}

export async function deleteKeyword(db: Kysely<DB>, userId: string, bankId: string, keywordId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownedBank(trx, userId, bankId);
    if (!UUID.test(keywordId)) throw KEYWORD_NOT_FOUND();
    const result = await trx.deleteFrom('keyword_bank_keywords').where('id', '=', keywordId).where('bank_id', '=', bankId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw KEYWORD_NOT_FOUND();
    await touch(trx, bankId, now);
  });
}

/** A file name as a keyword's source: tidy, short, never empty. */
export function sourceName(fileName: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const name = (fileName ?? '').replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 200);
  return name || 'uploaded file';
}

/**
 * Merges parsed keywords into the owner's bank in one transaction. A keyword the bank already
 * has keeps its spelling and its priority unless the new one is stronger (imports are all
 * `normal`, so a seller's must-have or excluded mark survives any re-import); its volume becomes
 * the larger of the two. All rows go in with one INSERT whose ON CONFLICT clause does
 * the merge in the database, so importing 10,000 rows is a handful of statements.
 */
export async function importKeywords(
  db: Kysely<DB>,
  deps: { userId: string; bankId: string; parsed: ParsedKeywords; source: string; now: Date },
): Promise<{ bank: KeywordBank; report: KeywordImportReport }> {
  const { userId, bankId, parsed, source, now } = deps;
  const { keywords: incoming, merged: mergedInFile } = mergeKeywords(parsed.keywords.map((k) => ({ phrase: k.phrase, volume: k.volume, priority: 'normal' as const })));
  if (!incoming.length) {
    const first = parsed.skipped[0];
    throw new AppError(
      'BAD_REQUEST',
      first
        ? `None of the ${thousands(parsed.rows)} rows held a keyword Listcraft could use (row ${first.row}: ${first.reason}) Check that you chose the right file.`
        : 'There are no keywords under the header row. Export the keywords again from your tool, with at least one row.',
      { skipped: parsed.skipped.slice(0, 100) },
    );
  }
  const rows = JSON.stringify(incoming.map((k) => ({ phrase: k.phrase, key: k.key, volume: k.volume, priority: k.priority })));
  return db.transaction().execute(async (trx) => {
    await ownedBank(trx, userId, bankId, true);
    const before = await countKeywords(trx, bankId);
    // One statement for the whole import: the rows travel as one JSON parameter, which both
    // Postgres and PGlite read far faster than thousands of bound values (bench/keyword-import.ts).
    // Each key appears once (merged above), as ON CONFLICT DO UPDATE requires.
    await sql`
      insert into keyword_bank_keywords (bank_id, phrase, key, volume, priority, source)
      select ${bankId}::uuid, r.phrase, r.key, r.volume, r.priority, ${source}::text
      from jsonb_to_recordset(${rows}::jsonb) as r(phrase text, key text, volume integer, priority text)
      on conflict (bank_id, key) do update set
        -- greatest() ignores nulls: a known volume beats an unknown one.
        volume = greatest(keyword_bank_keywords.volume, excluded.volume),
        priority = case
          when array_position(array['normal', 'must-have', 'excluded'], excluded.priority)
             > array_position(array['normal', 'must-have', 'excluded'], keyword_bank_keywords.priority)
          then excluded.priority else keyword_bank_keywords.priority end
    `.execute(trx);
    const after = await countKeywords(trx, bankId);
    // Checked after the insert, inside the transaction: going over the cap rolls it all back, and
    // the common case never ships the bank's keys to us to count them beforehand.
    if (after > MAX_KEYWORDS) throw bankFull(after);
    const added = after - before;
    await touch(trx, bankId, now);
    const bank = await getBank(trx, userId, bankId);
    const report: KeywordImportReport = {
      format: parsed.format,
      columns: parsed.columns,
      rows: parsed.rows,
      added,
      merged: mergedInFile + (incoming.length - added),
      skipped: parsed.skipped,
    };
    return { bank, report };
  });
}

/** The owner's bank as the writer reads it; resolved before any credit is charged. */
export async function bankForWriter(db: Kysely<DB>, userId: string, bankId: string): Promise<BankKeyword[]> {
  await ownedBank(db, userId, bankId);
  const rows = await db.selectFrom('keyword_bank_keywords').select(['phrase', 'volume', 'priority']).where('bank_id', '=', bankId).orderBy(sql`volume desc nulls last`).orderBy('phrase').execute();
  return rows.map((r) => ({ phrase: r.phrase, volume: r.volume, priority: r.priority }));
}

/**
 * Amazon's Brand Analytics terms into the owner's bank, one statement as importKeywords does: a
 * term the bank has keeps its spelling and priority, takes the larger volume and the better
 * (lower) rank, and is marked with this report's source and week.
 */
export async function importAmazonTerms(
  db: Kysely<DB>,
  deps: { userId: string; bankId: string; terms: readonly { phrase: string; key: string; volume: number | null; rank: number | null }[]; source: string; now: Date },
): Promise<{ added: number; merged: number }> {
  const { userId, bankId, source, now } = deps;
  const rows = JSON.stringify(deps.terms.map((t) => ({ phrase: t.phrase, key: t.key, volume: t.volume, search_rank: t.rank })));
  // Inside the caller's transaction when given one (the report's row ends in the same one).
  const within = <T>(work: (trx: Kysely<DB>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return within(async (trx) => {
    await ownedBank(trx, userId, bankId, true);
    const before = await countKeywords(trx, bankId);
    await sql`
      insert into keyword_bank_keywords (bank_id, phrase, key, volume, search_rank, source)
      select ${bankId}::uuid, r.phrase, r.key, r.volume, r.search_rank, ${source}::text
      from jsonb_to_recordset(${rows}::jsonb) as r(phrase text, key text, volume integer, search_rank integer)
      on conflict (bank_id, key) do update set
        volume = greatest(keyword_bank_keywords.volume, excluded.volume),
        search_rank = least(keyword_bank_keywords.search_rank, excluded.search_rank),
        source = excluded.source
    `.execute(trx);
    const after = await countKeywords(trx, bankId);
    if (after > MAX_KEYWORDS) throw bankFull(after);
    await touch(trx, bankId, now);
    return { added: after - before, merged: deps.terms.length - (after - before) };
  });
}

/** The bank's keys, for filtering a report to the seller's own terms. */
export async function bankKeys(db: Kysely<DB>, userId: string, bankId: string): Promise<Set<string>> {
  await ownedBank(db, userId, bankId);
  const rows = await db.selectFrom('keyword_bank_keywords').select('key').where('bank_id', '=', bankId).execute();
  return new Set(rows.map((r) => r.key));
}
