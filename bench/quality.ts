/**
 * `npm run bench:quality [-- --limit N] [--sample N] [--json FILE] [--profile ID] [--min-bullets N] [--explain]`
 *
 * The optimizer as a seller gets it (`optimizeListing()`: analysis, generation and the guarantee, built-in
 * engine) over every listing in ../shared/datasets/listings, under each policy profile, measured
 * for what a seller would refuse to publish: filler, boilerplate, lost or invented facts, split
 * brand names, look-alike titles, wasted search terms and grammar the writer broke. The detectors
 * live in bench/quality/ and import nothing from the writer (src/writer/builtin/), so they do not
 * share its blind spots. `--explain` prints every definition.
 */
import fs from 'node:fs';
import { filledBullets, type OptimizerInput } from '../src/contract/optimizer.js';
import { optimizeListing, writeOptimizedListing, type OptimizeResult } from '../src/writer/optimize-listing.js';
import { createEngine } from '../src/writer/select.js';
import { effectiveBank, lowerWords, placedPhrases, POLICY_PROFILES, utf8ByteLength, type BankKeyword } from '../src/rules/index.js';
import { keywordsOf } from '../src/contract/optimizer.js';
import { deriveKeywords, KEYWORD_RULE, loadRows, marketplaceOf, median, type Row } from './dataset.js';
import { BANK_RULE, prepareBanks } from './keyword-bank-rule.js';
import { MEASURE_DEFINITIONS, INPUT_RULE } from './quality/definitions.js';
import { measureOutput, readSeller, type ListingMeasures, type Seller } from './quality/measures.js';
import { SMELL_DEFINITIONS } from './quality/smells.js';
import { sampleText } from './quality/sample.js';
import { shapeOf, type ShapeMeasures } from './quality/shape.js';
import { agreement, loadPairs } from './quality/agreement.js';
import { sourceTextOf } from '../src/contract/optimizer.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const LIMIT = Number(flag('--limit') ?? Infinity);
const SAMPLE = Number(flag('--sample') ?? 0);
const JSON_FILE = flag('--json');
const MIN_BULLETS = Number(flag('--min-bullets') ?? 0);
/** `--ids a,b` runs only those rows: to read one listing's output again after a change. */
const IDS = flag('--ids')?.split(',');
const PROFILES = flag('--profile') ? [flag('--profile')!] : ['amazon-2025', 'amazon-2026-07'];
for (const id of PROFILES) {
  if (!POLICY_PROFILES.some((p) => p.id === id)) {
    console.error(`bench:quality: unknown profile ${id}; known: ${POLICY_PROFILES.map((p) => p.id).join(', ')}`);
    process.exit(2);
  }
}

function explain() {
  console.log('# bench:quality definitions\n');
  console.log('## Input\n');
  console.log(INPUT_RULE.map((r) => `- ${r}`).join('\n'));
  // The shared rule's `listing:` line describes bench:audit's listings; this benchmark sends the optimizer's input (above).
  console.log(BANK_RULE.map((r) => `- keyword bank (search-term measure with a bank, US rows with ${MIN_BANK}+ keywords), ${r}`).join('\n'));
  console.log(KEYWORD_RULE.filter((r) => /^(?:main|secondary|bullet|marketplace):/.test(r)).map((r) => `- keywords, ${r}`).join('\n'));
  console.log('\n## Measures\n');
  for (const [name, text] of Object.entries(MEASURE_DEFINITIONS)) console.log(`- **${name}**: ${text}\n`);
  console.log('## Grammar smells\n');
  for (const [name, text] of Object.entries(SMELL_DEFINITIONS)) console.log(`- **${name}**: ${text}\n`);
}

/** The first 6 non-empty bullets; rows with fewer than 5 run with what they have (see INPUT_RULE). */
function toInput(row: Row): OptimizerInput {
  const k = deriveKeywords(row);
  return {
    title: row.title,
    bulletPoints: row.bullets.map((b) => b.trim()).filter(Boolean).slice(0, 6),
    titleMainKeyword: k.main,
    titleSecondaryKeywords: k.secondary.join(', '),
    bulletKeywords: k.bullet.join(', '),
  };
}

/** `--limit N` takes N rows spread evenly over the data (both marketplaces), not the first N. */
function pick(rows: Row[]): Row[] {
  const eligible = rows.filter((r) => filledBullets({ bulletPoints: r.bullets }).length >= Math.max(1, MIN_BULLETS) && (!IDS || IDS.includes(r.id)));
  if (!Number.isFinite(LIMIT) || LIMIT >= eligible.length) return eligible;
  const step = eligible.length / LIMIT;
  return Array.from({ length: LIMIT }, (_, i) => eligible[Math.floor(i * step)]!);
}

interface Result {
  row: Row;
  /** US rows with a derived bank of 30+ keywords: the search terms written with it (BANK_RULE). */
  /**
   * `repeats` counts search-term words already in the title or bullets; `mustHaveRepeats` the part of
   * them that belong to a must-have phrase the title and bullets do not place, which the guarantee
   * puts in the search terms on purpose (decision 0035), so both are shown, neither hidden.
   */
  withBank?: { bytes: number; words: number; repeats: number; mustHaveRepeats: number };
  seller: Seller;
  profile: string;
  ms: number;
  result: OptimizeResult;
  m: ListingMeasures;
  shape: ShapeMeasures;
  boilerplate: string[];
}

/** One line rewritten in place on a terminal; a line every 200 listings when stderr is a file or pipe. */
let lastLogged = 0;
const progress = (text: string, done = 0) => {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\x1b[K`);
  else if (text && done - lastLogged >= 200) {
    lastLogged = done;
    process.stderr.write(`${text}\n`);
  }
};

/** The smallest bank the "with a bank" search-term measure counts (issue 23: a bank of 30 or more keywords). */
const MIN_BANK = 30;

async function run(rows: Row[], banks: ReadonlyMap<string, BankKeyword[]>) {
  const engine = await createEngine({ provider: 'builtin', timeoutMs: 60_000 });
  const results: Result[] = [];
  const started = performance.now();
  let measuring = 0;
  for (const [i, row] of rows.entries()) {
    const input = toInput(row);
    const seller = readSeller(input, row.brand);
    for (const profile of PROFILES) {
      const t = performance.now();
      const result = await optimizeListing(engine, input, { profile, marketplace: marketplaceOf(row) });
      const ms = performance.now() - t;
      const m = measureOutput(seller, result.output, result.changes);
      const shape = shapeOf(result.output, sourceTextOf(input));
      measuring += performance.now() - t - ms;
      const bank = banks.get(row.id);
      let withBank: Result['withBank'];
      if (marketplaceOf(row) === 'US' && bank && bank.filter((k) => k.priority !== 'excluded').length >= MIN_BANK) {
        const banked = await writeOptimizedListing(engine, { input, insights: result.insights, bank, profile, marketplace: 'US' });
        const shown = new Set(lowerWords([...banked.output.optimized_titles, ...banked.output.optimized_bullet_points].join('\n')));
        const words = banked.output.backend_search_terms.split(' ').filter(Boolean);
        const shownListing = { title: banked.output.optimized_titles[0] ?? '', bullets: banked.output.optimized_bullet_points };
        const mustHaves = (effectiveBank({ ...keywordsOf(input), bank }) ?? []).filter((k) => k.priority === 'must-have').map((k) => k.phrase);
        const placed = placedPhrases(shownListing, mustHaves);
        const mustWords = new Set(mustHaves.filter((_, i) => !placed[i]).flatMap((k) => lowerWords(k)));
        const repeated = words.filter((w) => shown.has(w));
        withBank = {
          bytes: utf8ByteLength(banked.output.backend_search_terms),
          words: words.length,
          repeats: repeated.length,
          mustHaveRepeats: repeated.filter((w) => mustWords.has(w)).length,
        };
      }
      results.push({ row, seller, profile, ms, result, m, shape, boilerplate: [], ...(withBank ? { withBank } : {}) });
    }
    if (i % 10 === 9 || i === rows.length - 1) {
      const s = (performance.now() - started) / 1000;
      progress(`bench:quality ${i + 1}/${rows.length} listings × ${PROFILES.length} profiles, ${s.toFixed(0)} s`, i + 1);
    }
  }
  progress('');
  if (process.stderr.isTTY) process.stderr.write('\r');
  const total = (performance.now() - started) / 1000;
  console.log(`Ran in ${total.toFixed(0)} s, of which ${(measuring / 1000).toFixed(0)} s measuring the outputs (the rest is the optimizer and reading the input).`);
  return results;
}

/** A sentence is boilerplate when its masked form occurs in more than 1% of the profile's listings (and in at least 2). */
function markBoilerplate(results: Result[]) {
  const listingsWith = new Map<string, number>();
  for (const r of results) for (const key of new Set(r.m.masked.map((x) => x.key))) listingsWith.set(key, (listingsWith.get(key) ?? 0) + 1);
  const threshold = Math.max(2, Math.floor(results.length / 100) + 1);
  for (const r of results) r.boilerplate = r.m.masked.filter((x) => listingsWith.get(x.key)! >= threshold).map((x) => x.text);
  return [...listingsWith].filter(([, n]) => n >= threshold).sort((a, b) => b[1] - a[1]);
}

const pct = (x: number, of: number) => `${((100 * x) / Math.max(1, of)).toFixed(1)}%`;

function report(profile: string, results: Result[]) {
  const common = markBoilerplate(results);
  const n = results.length;
  const sum = (f: (r: Result) => number) => results.reduce((a, r) => a + f(r), 0);
  const sentences = sum((r) => r.m.sentences);
  const filler = sum((r) => r.m.filler.length);
  const boiler = sum((r) => r.boilerplate.length);
  const factsTotal = sum((r) => r.m.facts.total - r.m.facts.removedByPolicy);
  const factsKept = sum((r) => r.m.facts.kept);
  const invented = sum((r) => r.m.invented.length);
  const inventedListings = results.filter((r) => r.m.invented.length > 0).length;
  const splits = sum((r) => r.m.splits.length);
  const splitListings = results.filter((r) => r.m.splits.length > 0).length;
  const titlePairs = sum((r) => r.m.titlePairs);
  const samePairs = sum((r) => r.m.sameWordPairs.length);
  const backendWords = sum((r) => r.m.backendWords);
  const repeats = sum((r) => r.m.backendRepeats.length);
  const usBytes = results.filter((r) => marketplaceOf(r.row) === 'US').map((r) => r.m.backendBytes);
  const banked = results.flatMap((r) => (r.withBank ? [r.withBank] : []));
  const bankBytes = median(banked.map((b) => b.bytes));
  const bankRepeats = banked.reduce((a, b) => a + b.repeats, 0);
  const bankMustRepeats = banked.reduce((a, b) => a + b.mustHaveRepeats, 0);
  const bankWords = banked.reduce((a, b) => a + b.words, 0);
  const smelly = results.filter((r) => r.m.smells.length > 0).length;
  const time = median(results.map((r) => r.ms));
  const described = results.filter((r) => r.shape.descriptionPresent).length;
  const twoOrThree = results.filter((r) => r.shape.distinctTitles >= 2 && r.shape.distinctTitles <= 3).length;
  const mixed = results.filter((r) => r.shape.mixedHeaders).length;
  const loneEndings = sum((r) => r.shape.loneWordEndings.length);
  const policyListings = results.filter((r) => r.shape.policyLines.length > 0).length;
  const pairs = loadPairs();
  const agree = pairs.length ? agreement(pairs, profile) : undefined;

  const rows: [string, string, string, boolean][] = [
    ['strict filler sentences', pct(filler, sentences), '0%', filler === 0],
    ['boilerplate sentences', pct(boiler, sentences), '≤ 2%', boiler / Math.max(1, sentences) <= 0.02],
    ['facts kept', `${pct(factsKept, factsTotal)} (${factsKept}/${factsTotal})`, '≥ 99%', factsKept / Math.max(1, factsTotal) >= 0.99],
    ['invented numbers or units', `${invented} (${inventedListings} listings)`, '0', invented === 0],
    ['brand or product name split', `${splits} (${splitListings} listings)`, '0', splits === 0],
    ['title option pairs with the same words', `${pct(samePairs, titlePairs)} (${samePairs}/${titlePairs})`, '0%', samePairs === 0],
    ['search-term words already in title or bullets', `${pct(repeats, backendWords)} (${repeats}/${backendWords})`, '0%', repeats === 0],
    ['search-term median bytes (US, no keyword bank)', `${median(usBytes)}`, '≥ 100', median(usBytes) >= 100],
    [`search-term median bytes (US, bank of ${MIN_BANK}+ keywords, ${banked.length} listings)`, `${bankBytes}`, '≥ 200', bankBytes >= 200],
    ['with a bank: search-term words already in title or bullets', `${pct(bankRepeats, bankWords)} (${bankRepeats}/${bankWords})`, 'reported', true],
    ['  of them, words of a must-have phrase the title and bullets do not place (decision 0035)', `${pct(bankMustRepeats, bankWords)} (${bankMustRepeats}/${bankWords})`, 'reported', true],
    ['  of them, any other word', `${pct(bankRepeats - bankMustRepeats, bankWords)} (${bankRepeats - bankMustRepeats}/${bankWords})`, '0%', bankRepeats - bankMustRepeats === 0],
    ['description present', `${pct(described, n)} (${described})`, '≥ 90%', described / Math.max(1, n) >= 0.9],
    ['listings with 2–3 distinct titles', `${pct(twoOrThree, n)} (${twoOrThree})`, '≥ 95%', twoOrThree / Math.max(1, n) >= 0.95],
    ['mixed header styles', `${pct(mixed, n)} (${mixed})`, '≤ 5%', mixed / Math.max(1, n) <= 0.05],
    ['titles ending in a repeated lone word', `${loneEndings}`, '0', loneEndings === 0],
    ['policy lines passed through', `${pct(policyListings, n)} (${policyListings} listings)`, '≤ 1%', policyListings / Math.max(1, n) <= 0.01],
    ['score agreement on the labelled pairs', agree ? `${pct(agree.agreed, agree.pairs)} (${agree.agreed}/${agree.pairs})` : 'no pairs', '≥ 90%', !!agree && agree.agreed / agree.pairs >= 0.9],
    ['listings with a grammar smell the writer introduced', `${pct(smelly, n)} (${smelly})`, '≤ 2%', smelly / Math.max(1, n) <= 0.02],
    ['median time per listing (analysis + generation)', `${time.toFixed(1)} ms`, '≤ 20 ms', time <= 20],
  ];
  console.log(`\n## Profile ${profile}: ${n} listings, ${sentences} output sentences\n`);
  console.log('| measure | value | target | |');
  console.log('|---|---|---|---|');
  for (const [name, value, target, ok] of rows) console.log(`| ${name} | ${value} | ${target} | ${ok ? 'pass' : 'FAIL'} |`);

  const byKind = new Map<string, { listings: number; example: string }>();
  for (const r of results) {
    for (const kind of new Set(r.m.smells.map((s) => s.kind))) {
      const entry = byKind.get(kind) ?? { listings: 0, example: r.m.smells.find((s) => s.kind === kind)!.text };
      entry.listings++;
      byKind.set(kind, entry);
    }
  }
  if (byKind.size) {
    console.log('\nGrammar smells by kind (listings, one example):');
    for (const [kind, { listings, example }] of [...byKind].sort((a, b) => b[1].listings - a[1].listings)) {
      console.log(`- ${kind}: ${listings} (${pct(listings, n)}), e.g. "${example.slice(0, 120)}"`);
    }
  }
  if (common.length) {
    console.log('\nMost common boilerplate (masked sentence: listings):');
    for (const [key, count] of common.slice(0, 8)) console.log(`- "${key.slice(0, 110)}": ${count}`);
  }
  if (agree?.misses.length) {
    const kinds = [...agree.byKind].map(([k, [a, t]]) => `${k} ${a}/${t}`).join(', ');
    console.log(`\nScore agreement by weak kind: ${kinds}`);
    console.log(`Pairs the score got wrong, first 8 of ${agree.misses.length}:\n${agree.misses.slice(0, 8).map((x) => `- ${x.id} (${x.kind}): strong ${x.strong}, weak ${x.weak}`).join('\n')}`);
  }
  const policy = results.flatMap((r) => r.shape.policyLines.map((f) => `${r.row.id}: ${f}`));
  if (policy.length) console.log(`\nPolicy lines in the output, first 5 of ${policy.length}:\n${policy.slice(0, 5).map((l) => `- ${l.slice(0, 140)}`).join('\n')}`);
  const lone = results.flatMap((r) => r.shape.loneWordEndings.map((t) => `${r.row.id}: ${t}`));
  if (lone.length) console.log(`\nTitles ending in a repeated lone word, first 5 of ${lone.length}:\n${lone.slice(0, 5).map((l) => `- ${l.slice(0, 160)}`).join('\n')}`);
  const lost = results.flatMap((r) => r.m.facts.lost.map((f) => `${r.row.id}: ${f}`));
  if (lost.length) console.log(`\nLost facts, first 5 of ${lost.length}:\n${lost.slice(0, 5).map((l) => `- ${l.slice(0, 140)}`).join('\n')}`);
  const inv = results.flatMap((r) => r.m.invented.map((f) => `${r.row.id}: ${f}`));
  if (inv.length) console.log(`\nInvented numbers, first 5 of ${inv.length}:\n${inv.slice(0, 5).map((l) => `- ${l}`).join('\n')}`);
  const sp = results.flatMap((r) => r.m.splits.map((f) => `${r.row.id}: "${f}" (name: ${r.seller.identity.productName.join(' ')})`));
  if (sp.length) console.log(`\nSplit names, first 5 of ${sp.length}:\n${sp.slice(0, 5).map((l) => `- ${l}`).join('\n')}`);
}

if (args.includes('--explain')) {
  explain();
  process.exit(0);
}
const all = loadRows();
if (!all) {
  console.log('No dataset at ../shared/datasets/listings; nothing to measure.');
  process.exit(0);
}
const rows = pick(all);
const thin = rows.filter((r) => filledBullets({ bulletPoints: r.bullets }).length < 5).length;
console.log(`# bench:quality: built-in engine, ${rows.length} of ${all.length} listings (${thin} with fewer than 5 bullets, run as given), profiles ${PROFILES.join(', ')}`);
console.log('Definitions: npm run bench:quality -- --explain');
// Banks are derived over the whole dataset, as bench:keywords does; the input stays this bench's own (no competitor sentence).
const banks = new Map(prepareBanks(all).map((p) => [p.row.id, p.bank]));
const results = await run(rows, banks);
for (const profile of PROFILES) report(profile, results.filter((r) => r.profile === profile));

if (SAMPLE > 0) {
  const first = results.filter((r) => r.profile === PROFILES[0]);
  const step = first.length / Math.min(SAMPLE, first.length);
  console.log(`\n## ${Math.min(SAMPLE, first.length)} samples (profile ${PROFILES[0]})`);
  for (let i = 0; i < Math.min(SAMPLE, first.length); i++) console.log(sampleText(first[Math.floor(i * step)]!));
}
if (JSON_FILE) {
  const lines = results.map((r) => JSON.stringify({
    id: r.row.id, profile: r.profile, marketplace: marketplaceOf(r.row), ms: Number(r.ms.toFixed(2)),
    input: r.seller.input, output: r.result.output, changes: r.result.changes, guidance: r.result.guidance,
    measures: { ...r.m, masked: undefined, boilerplate: r.boilerplate, shape: r.shape },
  }));
  fs.writeFileSync(JSON_FILE, `${lines.join('\n')}\n`);
  console.log(`\nPer-listing results: ${JSON_FILE} (${lines.length} lines, one per listing and profile)`);
}
