/**
 * Splits a script of SQL statements at its top-level semicolons. pg-boss hands some of its SQL
 * over as one multi-statement text (its schema, its maintenance passes); PGlite's extended
 * protocol, which Kysely uses, takes one statement per query, so we run them one by one.
 *
 * It understands what pg-boss' scripts contain: '...' strings (with ''), "..." names,
 * $tag$ ... $tag$ bodies and -- comments. Empty statements are dropped.
 */
export function splitSqlScript(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const char = script[i]!;
    if (char === "'" || char === '"') {
      i = skipQuoted(script, i, char);
    } else if (char === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        if (end === -1) throw new Error(`unterminated ${tag} body in SQL script`);
        i = end + tag.length;
      } else {
        i++;
      }
    } else if (char === ';') {
      statements.push(script.slice(start, i));
      start = ++i;
    } else {
      i++;
    }
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== '');
}

function skipQuoted(script: string, open: number, quote: string): number {
  let i = open + 1;
  for (;;) {
    const end = script.indexOf(quote, i);
    if (end === -1) throw new Error(`unterminated ${quote} in SQL script`);
    if (script[end + 1] === quote) {
      i = end + 2; // a doubled quote stands for itself
      continue;
    }
    return end + 1;
  }
}

/** True for the BEGIN / COMMIT around a script, which a caller may already provide. */
export const isTransactionControl = (statement: string) => /^(begin|commit)$/i.test(statement.trim());
