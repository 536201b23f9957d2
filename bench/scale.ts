/**
 * `npm run bench:scale`: Listcraft on Postgres as 2 web processes and 2 workers (scale-postgres.ts),
 * or with `--embedded` the default start, one process on the embedded database (scale-embedded.ts).
 */
if (process.argv.includes('--embedded')) await import('./scale-embedded.js');
else await import('./scale-postgres.js');
export {};
