/**
 * `node --import tsx bench/keywords.ts [--limit N] [--show N] [--ids a,b] [--profile ID] [--json FILE]`
 *
 * The built-in writer with a keyword bank (issue 13) over every listing in ../shared/datasets/listings.
 * Every row gets a bank derived by one rule (BANK_RULE, below), and the report says how much of the
 * bank's volume the rewrite carries in the title and anywhere, how many must-haves it placed, how
 * many excluded keywords leaked (target 0), the search-term bytes it used, and how long it took.
 * `DEBUG_LEAKS=1` prints each row with a leak or a missing must-have to stderr.
 */
import fs from 'node:fs';
import { filledBullets, keywordsOf } from '../src/contract/optimizer.js';
import { createBuiltinEngine } from '../src/writer/editor/index.js';
import { analyseListing, writeOptimizedListing } from '../src/writer/optimize-listing.js';
import { effectiveBank, FUNCTION_WORDS, getProfile, lowerWords, normalizeWord, phraseSpans, resolveLimits, utf8ByteLength } from '../src/rules/index.js';
import { loadRows, marketplaceOf, median, percentile } from './dataset.js';
import { BANK_RULE, prepareBanks } from './keyword-bank-rule.js';


const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const LIMIT = Number(flag('--limit') ?? Infinity);
const SHOW = Number(flag('--show') ?? 0);
const PROFILE = flag('--profile') ?? 'amazon-2025';
const JSON_FILE = flag('--json');
/** `--ids a,b` runs only those rows (the bank is still derived over the whole dataset). */
const IDS = flag('--ids')?.split(',');
interface Measured {
  id: string;
  ms: number;
  titleShare: number;
  share: number;
  titleShareBefore: number;
  shareBefore: number;
  scoreBefore: number;
  scoreAfter: number;
  mustHaves: number;
  mustHavesPlaced: number;
  leaked: number;
  bytes: number;
  maxBytes: number;
}

async function main() {
  const rows = loadRows();
  if (!rows) {
    console.error('bench:keywords: no dataset at ../shared/datasets/listings');
    process.exit(2);
  }
  const eligible = rows.filter((r) => filledBullets({ bulletPoints: r.bullets }).length >= 1 && (!IDS || IDS.includes(r.id)));
  const step = Number.isFinite(LIMIT) && LIMIT < eligible.length ? eligible.length / LIMIT : 1;
  const prepared = prepareBanks(rows);
  const byId = new Map(prepared.map((p) => [p.row.id, p]));
  const picked = step === 1 ? eligible : Array.from({ length: LIMIT }, (_, i) => eligible[Math.floor(i * step)]!);
  const engine = createBuiltinEngine();
  const profile = getProfile(PROFILE);
  const results: Measured[] = [];
  const started = performance.now();
  let shown = 0;
  for (const row of picked) {
    const { input, bank, competitor } = byId.get(row.id)!;
    const marketplace = marketplaceOf(row);
    const t0 = performance.now();
    const insights = await analyseListing(engine, input);
    const written = await writeOptimizedListing(engine, { input, insights, bank, profile: PROFILE, marketplace });
    const ms = performance.now() - t0;
    const out = written.output;
    const texts = [...out.optimized_titles, ...out.optimized_bullet_points, out.product_description, out.backend_search_terms];
    const excluded = bank.filter((k) => k.priority === 'excluded');
    const leaked = excluded.filter((k) => texts.some((t) => phraseSpans(t, k.phrase).length > 0)).length;
    if (leaked > 0 && process.env.DEBUG_LEAKS) console.error(row.id, written.audit.after.findings.filter((f) => f.severity === 'error'), written.changes);
    const effective = effectiveBank({ ...keywordsOf(input), bank })!;
    const mustHaves = effective.filter((k) => k.priority === 'must-have');
    // Placed: every content word somewhere (the first title, bullets, description, search terms), as Amazon indexes words.
    const present = new Set(texts.slice(out.optimized_titles.length).concat(out.optimized_titles[0] ?? '').flatMap(lowerWords).map(normalizeWord));
    const placed = mustHaves.filter((k) => lowerWords(k.phrase).map(normalizeWord).filter((w) => !FUNCTION_WORDS.has(w)).every((w) => present.has(w))).length;
    if (placed < mustHaves.length && process.env.DEBUG_LEAKS) console.error(row.id, 'must-haves', mustHaves.map((k) => k.phrase), written.changes);
    const coverage = written.bankCoverage!;
    const limits = resolveLimits(profile, { marketplace });
    results.push({
      id: row.id,
      ms,
      titleShare: coverage.after.titleVolumeShare,
      share: coverage.after.volumeShare,
      titleShareBefore: coverage.before.titleVolumeShare,
      shareBefore: coverage.before.volumeShare,
      scoreBefore: coverage.before.score,
      scoreAfter: coverage.after.score,
      mustHaves: mustHaves.length,
      mustHavesPlaced: placed,
      leaked,
      bytes: utf8ByteLength(out.backend_search_terms),
      maxBytes: limits.backend.maxBytes,
    });
    if (shown < SHOW) {
      shown++;
      console.log(`\n=== ${row.id} (${marketplace}) competitor: ${competitor}`);
      console.log(`Seller title: ${input.title}`);
      console.log(`Bank top 8: ${bank.filter((k) => k.priority !== 'excluded').slice(0, 8).map((k) => `${k.phrase} ${k.volume ?? '-'}`).join(' | ')}`);
      console.log(`Must-haves: ${mustHaves.map((k) => k.phrase).join(' | ')}`);
      out.optimized_titles.forEach((t, i) => console.log(`T${i + 1}: ${t}`));
      out.optimized_bullet_points.forEach((b, i) => console.log(`B${i + 1}: ${b}`));
      console.log(`D: ${out.product_description}`);
      console.log(`S (${utf8ByteLength(out.backend_search_terms)} B): ${out.backend_search_terms}`);
      console.log(`Changes:\n  ${written.changes.join('\n  ')}`);
      console.log(`Coverage ${coverage.before.score} -> ${coverage.after.score}; title share ${coverage.after.titleVolumeShare.toFixed(2)}; overall ${coverage.after.volumeShare.toFixed(2)}`);
      for (const k of coverage.after.keywords.slice(0, 12)) {
        const p = k.placements;
        const mark = (f: keyof typeof p, c: string) => (p[f] ? `${c}:${p[f]}` : '');
        console.log(`  ${k.phrase} (${k.volume ?? '-'}, ${k.priority}) ${[mark('title', 'T'), mark('bullets', 'B'), mark('description', 'D'), mark('backend', 'S')].filter(Boolean).join(' ') || 'Not included'}${k.note ? ` — ${k.note}` : ''}`);
      }
    }
  }
  const total = performance.now() - started;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const mustTotal = results.reduce((s, r) => s + r.mustHaves, 0);
  const mustPlaced = results.reduce((s, r) => s + r.mustHavesPlaced, 0);
  const summary = {
    rows: results.length,
    profile: PROFILE,
    titleVolumeShare: mean(results.map((r) => r.titleShare)),
    volumeShare: mean(results.map((r) => r.share)),
    titleVolumeShareBefore: mean(results.map((r) => r.titleShareBefore)),
    volumeShareBefore: mean(results.map((r) => r.shareBefore)),
    scoreBefore: mean(results.map((r) => r.scoreBefore)),
    scoreAfter: mean(results.map((r) => r.scoreAfter)),
    mustHavesPlaced: mustPlaced / Math.max(1, mustTotal),
    excludedLeaked: results.reduce((s, r) => s + r.leaked, 0),
    searchTermBytes: { mean: mean(results.map((r) => r.bytes)), median: median(results.map((r) => r.bytes)), max: Math.max(...results.map((r) => r.bytes)), overLimit: results.filter((r) => r.bytes > r.maxBytes).length },
    ms: { total: total, median: median(results.map((r) => r.ms)), p95: percentile(results.map((r) => r.ms), 95) },
  };
  console.log('\n# bench:keywords');
  console.log(BANK_RULE.map((r) => `- ${r}`).join('\n'));
  console.log(`\nrows: ${summary.rows} (profile ${PROFILE})`);
  console.log(`volume share in the title: ${pct(summary.titleVolumeShare)} (mean per row; the seller's original: ${pct(summary.titleVolumeShareBefore)})`);
  console.log(`volume share anywhere: ${pct(summary.volumeShare)} (the seller's original: ${pct(summary.volumeShareBefore)})`);
  console.log(`volume-weighted score: ${summary.scoreBefore.toFixed(1)} before -> ${summary.scoreAfter.toFixed(1)} after (mean)`);
  console.log(`must-haves placed: ${pct(summary.mustHavesPlaced)} (${mustPlaced} of ${mustTotal})`);
  console.log(`excluded keywords leaked: ${summary.excludedLeaked} (target 0)`);
  console.log(`search-term bytes: mean ${summary.searchTermBytes.mean.toFixed(0)}, median ${summary.searchTermBytes.median}, max ${summary.searchTermBytes.max} (limits 249 US / 199 IN), over the limit: ${summary.searchTermBytes.overLimit}`);
  console.log(`runtime: ${(summary.ms.total / 1000).toFixed(1)} s total, ${summary.ms.median.toFixed(0)} ms median per listing, ${summary.ms.p95.toFixed(0)} ms p95`);
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, JSON.stringify({ summary, results }, null, 2));
}

await main();
