import { sql, type Kysely } from 'kysely';

/** Runs statements one by one: PGlite's extended protocol accepts a single statement per query. */
export async function runStatements(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
