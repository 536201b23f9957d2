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
import { pathToFileURL } from 'node:url';
import nlp from 'compromise';
import { filledBullets, keywordsOf, type OptimizerInput } from '../src/contract/optimizer.js';
import { createBuiltinEngine } from '../src/writer/editor/index.js';
import { analyseListing, writeOptimizedListing } from '../src/writer/optimize-listing.js';
import {
  bankKey, effectiveBank, FUNCTION_WORDS, STOPWORDS, getProfile, lowerWords, normalizeWord, phraseSpans, resolveLimits, utf8ByteLength, type BankKeyword,
} from '../src/rules/index.js';
import { deriveKeywords, loadRows, marketplaceOf, median, percentile, type Row } from './dataset.js';

export const BANK_RULE = [
  'candidates: every 1-, 2- and 3-word run of the row\'s title and bullets (e-mail and web addresses left out, split at punctuation), lowercased, of words of 3+ letters only, none of them a function word (rules/vocabulary.ts FUNCTION_WORDS) or a stopword, ending on a noun (compromise\'s lexicon tags it a noun, or does not know the word), identified by bankKey (plural folded); a candidate in more than 5% of all rows is too generic to be anyone\'s keyword and is dropped',
  'volume: Zipf by popularity across the whole dataset: the candidate\'s rank r by the number of rows that contain it (ties by first appearance in file order), volume = round(100000 / r)',
  'bank: the row\'s 40 highest-volume candidates, plus the 10 highest-volume candidates of other rows of the same category (full breadcrumb) that the row\'s text lacks (what research finds beyond the seller\'s words), priority normal; every 10th keyword by volume has no volume (null), as exports often do',
  'must-haves: the row\'s form keywords (bench/dataset.ts deriveKeywords: main, secondary, bullet), which the writer adds to the bank as must-haves',
  'excluded: one competitor brand, the first title word (letters only, 3+ letters) of the next row after it whose first word is not a word of this row (plural folded) and not a common word (in 5+ rows\' text); it is inserted into the row\'s second bullet as the sentence "Compare it with <Brand>." so a leak is testable',
  'input: title, the first 6 non-empty bullets, the derived form keywords; profile amazon-2025 unless --profile',
];

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
const BANK_SIZE = 50;
const NEIGHBOUR_SIZE = 10;

const SEGMENT = /[^,.;:!?()[\]{}|/•\n–—"“”]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
const isLetters = (w: string) => /^\p{L}+$/u.test(w);
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
const endsOnNoun = (w: string) => {
  const tags = LEXICON[w];
  if (tags === undefined) return true;
  return (Array.isArray(tags) ? tags : [tags]).some((t) => /^(?:Singular|Plural|Noun|Uncountable|Material|Unit|Demonym|Organization|ProperNoun|Place)$/u.test(t));
};

/** The candidate keywords of a row, keyed by bankKey, in first-appearance order. */
function candidates(row: Row): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of [row.title, ...row.bullets]) {
    // E-mail addresses and web addresses are no one's search.
    for (const segment of text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/giu, ' ').match(SEGMENT) ?? []) {
      const ws = wordsOf(segment);
      for (let n = 1; n <= 3; n++) {
        for (let i = 0; i + n <= ws.length; i++) {
          const run = ws.slice(i, i + n);
          if (!run.every((w) => isLetters(w) && w.length >= 3 && !FUNCTION_WORDS.has(w) && !STOPWORDS.has(w))) continue;
          // Research tools report what people search: things, so a run ends on a noun (compromise's lexicon; unknown words pass).
          if (!endsOnNoun(run[n - 1]!)) continue;
          const phrase = run.join(' ');
          const key = bankKey(phrase);
          if (key && !out.has(key)) out.set(key, phrase);
        }
      }
    }
  }
  return out;
}

export interface Prepared {
  row: Row;
  input: OptimizerInput;
  bank: BankKeyword[];
  competitor: string;
}

/** Every row's bank by BANK_RULE (derived over all of `rows`), and its input with the competitor sentence. bench:quality reuses it. */
export function prepare(rows: Row[]): Prepared[] {
  const perRow = rows.map(candidates);
  const df = new Map<string, number>();
  const order = new Map<string, number>();
  for (const map of perRow) {
    for (const key of map.keys()) {
      df.set(key, (df.get(key) ?? 0) + 1);
      if (!order.has(key)) order.set(key, order.size);
    }
  }
  const generic = rows.length * 0.05;
  for (const [key, count] of df) if (count > generic) df.delete(key);
  const rank = new Map([...df.keys()].sort((a, b) => df.get(b)! - df.get(a)! || order.get(a)! - order.get(b)!).map((key, i) => [key, i + 1]));
  const volumeOf = (key: string) => Math.round(100_000 / rank.get(key)!);
  const wordRows = new Map<string, number>();
  for (const row of rows) for (const w of new Set(wordsOf([row.title, ...row.bullets].join(' ')))) wordRows.set(w, (wordRows.get(w) ?? 0) + 1);
  const byCategory = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (row.category) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), i]);
  });
  const firstWord = (row: Row) => (row.title.match(/\p{L}+/u)?.[0] ?? '');

  return rows.map((row, i) => {
    const own = new Set(wordsOf([row.title, ...row.bullets].join(' ')).map(normalizeWord));
    const ownKeys = perRow[i]!;
    let competitor = '';
    for (let j = 1; j < rows.length && !competitor; j++) {
      const brand = firstWord(rows[(i + j) % rows.length]!);
      if (brand.length >= 3 && !own.has(normalizeWord(brand)) && !ownKeys.has(bankKey(brand)) && (wordRows.get(brand.toLowerCase()) ?? 0) < 5) competitor = brand;
    }
    const known = (entries: Iterable<[string, string]>) => [...entries].filter(([key]) => df.has(key)).sort((a, b) => volumeOf(b[0]) - volumeOf(a[0]));
    const ownTop = known(ownKeys.entries()).slice(0, BANK_SIZE - NEIGHBOUR_SIZE);
    const neighbours = new Map<string, string>();
    if (row.category) {
      for (const j of byCategory.get(row.category) ?? []) {
        if (j === i) continue;
        for (const [key, phrase] of perRow[j]!) if (!ownKeys.has(key) && !neighbours.has(key)) neighbours.set(key, phrase);
      }
    }
    const ranked = [...ownTop, ...known(neighbours.entries()).slice(0, NEIGHBOUR_SIZE)].sort((a, b) => volumeOf(b[0]) - volumeOf(a[0]));
    const bank: BankKeyword[] = ranked.map(([key, phrase], n) => ({ phrase, volume: (n + 1) % 10 === 0 ? null : volumeOf(key), priority: 'normal' }));
    bank.push({ phrase: competitor, volume: 5_000, priority: 'excluded' });
    const bullets = filledBullets({ bulletPoints: row.bullets }).slice(0, 6);
    if (bullets.length > 1) bullets[1] = `${bullets[1]!.replace(/\s*$/u, '')}${/[.!?]$/u.test(bullets[1]!.trim()) ? '' : '.'} Compare it with ${competitor}.`;
    const k = deriveKeywords(row);
    const input: OptimizerInput = {
      title: row.title,
      bulletPoints: bullets,
      titleMainKeyword: k.main,
      titleSecondaryKeywords: k.secondary.join(', '),
      bulletKeywords: k.bullet.join(', '),
    };
    return { row, input, bank, competitor };
  });
}

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
  const prepared = prepare(rows);
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

// Run only as a script: bench:quality imports `prepare` for its keyword-bank measure.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
