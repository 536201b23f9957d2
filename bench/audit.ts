/**
 * Audits the real listings in ../shared/datasets/listings: throughput on one core, and how many
 * listings break each rule under each policy profile. Prints markdown.
 *
 *   npm run bench:audit
 */
import { audit, getProfile, type Keywords, type Listing, type Marketplace, type PolicyProfile } from '../src/rules/index.js';
import { datasetDir, deriveKeywords, KEYWORD_RULE, loadRows, marketplaceOf, type Row } from './dataset.js';

const PROFILES = ['amazon-2025', 'amazon-2026-07'];
const MIN_SECONDS = 2;

interface Case {
  row: Row;
  listing: Listing;
  keywords: Keywords;
  marketplace: Marketplace;
}

/** The listing as the seller wrote it: title, bullets, description and brand when present (the data has no backend terms). */
function loadCases(rows: Row[]): Case[] {
  return rows.map((row) => {
    const listing: Listing = { title: row.title, bullets: row.bullets };
    if (row.description) listing.description = row.description;
    if (row.brand) listing.brand = row.brand;
    return { row, listing, keywords: deriveKeywords(row), marketplace: marketplaceOf(row) };
  });
}

function throughput(cases: readonly Case[], profile: PolicyProfile): { perSecond: number; audited: number; seconds: number } {
  // Warm up so the JIT has compiled the hot paths before timing.
  for (const c of cases) audit(c.listing, c.keywords, profile, { marketplace: c.marketplace, category: c.row.category });
  let audited = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS * 1000) {
    for (const c of cases) audit(c.listing, c.keywords, profile, { marketplace: c.marketplace, category: c.row.category });
    audited += cases.length;
    elapsed = performance.now() - start;
  }
  return { perSecond: audited / (elapsed / 1000), audited, seconds: elapsed / 1000 };
}

function ruleTable(cases: readonly Case[], profile: PolicyProfile): string {
  const locales = [...new Set(cases.map((c) => c.row.locale))].sort((a, b) => (a === 'us' ? -1 : b === 'us' ? 1 : a.localeCompare(b)));
  const perLocale = new Map(locales.map((l) => [l, cases.filter((c) => c.row.locale === l).length]));
  const counts = new Map<string, { severities: Set<string>; byLocale: Map<string, number> }>();
  let scoreSum = 0;
  for (const c of cases) {
    const result = audit(c.listing, c.keywords, profile, { marketplace: c.marketplace, category: c.row.category });
    scoreSum += result.score;
    const rules = new Map<string, Set<string>>();
    for (const f of result.findings) {
      const set = rules.get(f.rule) ?? new Set<string>();
      set.add(f.severity);
      rules.set(f.rule, set);
    }
    for (const [rule, severities] of rules) {
      const entry = counts.get(rule) ?? { severities: new Set<string>(), byLocale: new Map<string, number>() };
      for (const s of severities) entry.severities.add(s);
      entry.byLocale.set(c.row.locale, (entry.byLocale.get(c.row.locale) ?? 0) + 1);
      counts.set(rule, entry);
    }
  }
  const header = `| rule | severities | ${locales.map((l) => `${l} (n=${perLocale.get(l)})`).join(' | ')} | all (n=${cases.length}) | % |`;
  const divider = `|---|---|${locales.map(() => '---:').join('|')}|---:|---:|`;
  const order = ['error', 'warning', 'info'];
  const rows = [...counts.entries()]
    .map(([rule, e]) => ({ rule, e, total: [...e.byLocale.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.rule.localeCompare(b.rule))
    .map(({ rule, e, total }) => {
      const severities = order.filter((s) => e.severities.has(s)).join(', ');
      const cells = locales.map((l) => String(e.byLocale.get(l) ?? 0));
      return `| ${rule} | ${severities} | ${cells.join(' | ')} | ${total} | ${((100 * total) / cases.length).toFixed(1)} |`;
    });
  return [`Mean score: ${(scoreSum / cases.length).toFixed(1)}`, '', header, divider, ...rows].join('\n');
}

function main(): void {
  const rows = loadRows();
  if (!rows) {
    console.log(`No dataset at ${datasetDir}; nothing to benchmark.`);
    return;
  }
  const cases = loadCases(rows);
  console.log(`# Listing audit benchmark\n\n${cases.length} real listings from ${datasetDir}\n`);
  console.log('Keywords are derived the same way for every row:');
  for (const line of KEYWORD_RULE) console.log(`- ${line}`);
  console.log('\n## Throughput (one core)\n');
  console.log('| profile | listings audited | seconds | listings / s |\n|---|---:|---:|---:|');
  for (const id of PROFILES) {
    const t = throughput(cases, getProfile(id));
    console.log(`| ${id} | ${t.audited} | ${t.seconds.toFixed(2)} | ${Math.round(t.perSecond)} |`);
  }
  for (const id of PROFILES) {
    console.log(`\n## Listings breaking each rule: ${id}\n`);
    console.log(ruleTable(cases, getProfile(id)));
  }
}

main();
