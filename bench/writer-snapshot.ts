/**
 * `node --import tsx bench/writer-snapshot.ts --out FILE [--limit 600]`: the built-in writer's whole
 * result (insights, output, audits, changes) for the first N listings of ../shared/datasets/listings
 * that have 5 bullets or more, under both policy profiles, as one JSON file. A change made for speed
 * alone must leave it byte-identical: write it before and after, and compare (`cmp`). It also prints
 * the writer's time per listing (analysis + generation), median and total.
 */
import fs from 'node:fs';
import { optimizeListing } from '../src/writer/optimize-listing.js';
import { createEngine } from '../src/writer/select.js';
import { loadRows, marketplaceOf, median, optimizerInputOf, percentile } from './dataset.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = flag('--out');
const LIMIT = Number(flag('--limit') ?? 600);
const PROFILES = ['amazon-2025', 'amazon-2026-07'];
if (!OUT) throw new Error('--out FILE is required');

const rows = loadRows();
if (!rows) throw new Error('no dataset at ../shared/datasets/listings');
const eligible = rows.filter((r) => r.bullets.filter((b) => b.trim()).length >= 5).slice(0, LIMIT);
const engine = await createEngine({ provider: 'builtin', timeoutMs: 60_000 });
const results: unknown[] = [];
const times: number[] = [];
for (const row of eligible) {
  for (const profile of PROFILES) {
    const started = performance.now();
    const result = await optimizeListing(engine, optimizerInputOf(row), { profile, marketplace: marketplaceOf(row) });
    times.push(performance.now() - started);
    results.push({ id: row.id, profile, result });
  }
}
fs.writeFileSync(OUT, JSON.stringify(results, null, 1));
const total = times.reduce((a, b) => a + b, 0);
console.log(
  `${eligible.length} listings × ${PROFILES.length} profiles written to ${OUT}; per listing median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, total ${(total / 1000).toFixed(1)} s`,
);
