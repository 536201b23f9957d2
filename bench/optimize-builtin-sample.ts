/**
 * A look at the built-in writer on the real listings in ../shared/datasets (not a test): timing,
 * audit results and a few before/after samples.
 *
 *   node --import tsx bench/optimize-builtin-sample.ts [--samples 3] [--limit N]
 *
 * The rows carry no keywords, so they are derived the same way for every row:
 * - main: the last segment of the category breadcrumb (CamelCase and underscores split, text
 *   before `&` or `,`), lowercased; without a category, the first 3 content words of the title;
 * - secondary: up to 2 two-word phrases of the title's remaining content words, in order;
 * - bullet: the 3 most frequent content words of the first 6 bullets that are not in the main keyword.
 * Inputs use the first 6 non-empty bullets (the optimizer's slots), padded to 5 by repeating the last.
 */
import { readFileSync } from 'node:fs';
import { audit, getProfile, keywordCoverage, normalizeWord, resolveLimits, unsupportedClaims, type Marketplace } from '../src/listing/index.js';
import { words } from '../src/listing/words.js';
import { keywordsOf, type GeneratedListing, type OptimizerInput } from '../src/engine/contract.js';
import { createBuiltinEngine } from '../src/engine/builtin/index.js';

interface Row { id: string; title: string; bullets: string[]; category: string; locale: string }

const DATASETS = new URL('../../shared/datasets/listings/', import.meta.url);
const rows: Row[] = ['us', 'in'].flatMap((f) =>
  readFileSync(new URL(`${f}.jsonl`, DATASETS), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row),
);

const STOP = new Set('a an the and or for with of to in on by at from is are your you it this that as be can will our its all more not has have into up out so use also which when any one each other'.split(' '));
const contentWords = (s: string) => (s.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 2);

function deriveInput(row: Row): OptimizerInput {
  const crumbs = row.category.split('>').map((s) => s.trim()).filter(Boolean);
  const last = crumbs[crumbs.length - 1];
  const main = last
    ? (last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(/\s*[&,]\s*/)[0] ?? '').toLowerCase()
    : contentWords(row.title).slice(0, 3).join(' ');
  const mainWords = new Set(contentWords(main));
  const rest = contentWords(row.title).filter((w) => !mainWords.has(w));
  const secondary: string[] = [];
  for (let i = 0; i + 1 < rest.length && secondary.length < 2; i += 2) secondary.push(`${rest[i]} ${rest[i + 1]}`);
  const bullets = row.bullets.map((b) => b.trim()).filter(Boolean).slice(0, 6);
  const counts = new Map<string, number>();
  for (const b of bullets) for (const w of contentWords(b)) if (!mainWords.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const bulletKeywords = [...counts].sort((x, y) => y[1] - x[1]).slice(0, 3).map(([w]) => w);
  while (bullets.length < 5) bullets.push(bullets[bullets.length - 1] ?? row.title);
  return { title: row.title, bulletPoints: bullets, titleMainKeyword: main || 'product', titleSecondaryKeywords: secondary.join(', '), bulletKeywords: bulletKeywords.join(', ') };
}

const sourceOf = (i: OptimizerInput) => [i.title, ...i.bulletPoints, i.titleMainKeyword, i.titleSecondaryKeywords, i.bulletKeywords].join('\n');
const numbersOf = (s: string) => s.match(/\d+(?:[.,]\d+)*/g) ?? [];
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

const args = process.argv.slice(2);
const samples = args.includes('--samples') ? Number(args[args.indexOf('--samples') + 1]) : 3;
const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : rows.length;

const engine = createBuiltinEngine();
const stats = { rows: 0, zeroErrors: 0, mainInTitle: 0, allCovered: 0, inventedNumbers: 0, unsupported: 0, twoTitles: 0, score: 0, titleInTarget: 0, bulletsInTarget: 0, descInTarget: 0, backendInTarget: 0, bulletTotal: 0 };
const errorRules = new Map<string, number>();
const times: number[] = [];
const cpuTimes: number[] = [];
const shown: string[] = [];

for (const row of rows.slice(0, limit)) {
  const input = deriveInput(row);
  const marketplace: Marketplace = row.locale === 'in' ? 'IN' : 'US';
  const keywords = keywordsOf(input);
  for (const profileId of ['amazon-2025', 'amazon-2026-07']) {
    const profile = getProfile(profileId);
    const limits = resolveLimits(profile, { marketplace });
    const start = performance.now();
    const cpu = process.cpuUsage();
    const insights = await engine.extractInsights(input);
    const out: GeneratedListing = await engine.generate({ input, prompts: { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' }, insights, keywords, profile, limits });
    if (profileId === 'amazon-2025') {
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    const listing = { title: out.optimized_titles[0] ?? '', bullets: out.optimized_bullet_points, description: out.product_description, backend: out.backend_search_terms };
    const result = audit(listing, keywords, profile, { marketplace });
    const errors = result.findings.filter((f) => f.severity === 'error');
    for (const e of errors) errorRules.set(`${profileId} ${e.rule}`, (errorRules.get(`${profileId} ${e.rule}`) ?? 0) + 1);
    stats.rows++;
    stats.score += result.score;
    if (errors.length === 0) stats.zeroErrors++;
    const coverage = keywordCoverage(listing, keywords).keywords;
    const main = coverage.find((k) => k.kind === 'main');
    if (main && (main.fields.title === 'exact' || main.fields.title === 'all-words')) stats.mainInTitle++;
    const indexable = new Set(words([listing.title, ...listing.bullets, listing.backend].join(' ')).map(normalizeWord));
    if (coverage.every((k) => k.words.every((w) => indexable.has(w)))) stats.allCovered++;
    const source = new Set(numbersOf(sourceOf(input)));
    const outputText = [...out.optimized_titles, ...listing.bullets, listing.description, listing.backend].join('\n');
    if (numbersOf(outputText).some((n) => !source.has(n))) stats.inventedNumbers++;
    if (unsupportedClaims(listing, sourceOf(input)).length > 0) stats.unsupported++;
    if (out.optimized_titles.length >= 2 && out.optimized_titles.length <= 3) stats.twoTitles++;
    const [tMin, tMax] = limits.title.target;
    if (listing.title.length >= tMin && listing.title.length <= tMax) stats.titleInTarget++;
    for (const b of listing.bullets) {
      stats.bulletTotal++;
      if ([...b].length >= limits.bullets.target[0] && [...b].length <= limits.bullets.target[1]) stats.bulletsInTarget++;
    }
    if ([...listing.description].length >= limits.description.target[0]) stats.descInTarget++;
    if (Buffer.byteLength(listing.backend) >= limits.backend.target[0]) stats.backendInTarget++;
    if (shown.length < samples && profileId === 'amazon-2025' && stats.rows % 97 === 1) {
      shown.push(
        `=== ${row.id} (${marketplace}, ${profileId}) score ${result.score}, errors ${errors.length}\n` +
          `keywords: ${JSON.stringify(keywords)}\n--- before\n${input.title}\n${input.bulletPoints.map((b) => `- ${b}`).join('\n')}\n` +
          `--- after\n${out.optimized_titles.map((t) => `T: ${t} (${t.length})`).join('\n')}\n${out.optimized_bullet_points.map((b) => `- ${b} (${[...b].length})`).join('\n')}\n` +
          `DESCRIPTION (${[...out.product_description].length}):\n${out.product_description}\nBACKEND (${Buffer.byteLength(out.backend_search_terms)} bytes): ${out.backend_search_terms}\n` +
          `INSIGHTS: ${JSON.stringify(insights, null, 1)}\n`,
      );
    }
  }
}

console.log(shown.join('\n'));
console.log(`rows x profiles: ${stats.rows} (listings ${times.length})`);
console.log(`time per listing (insights + generate, amazon-2025): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
console.log(`CPU time per listing (same): median ${quantile(cpuTimes, 0.5).toFixed(1)} ms, p95 ${quantile(cpuTimes, 0.95).toFixed(1)} ms`);
console.log(`zero error findings: ${pct(stats.zeroErrors, stats.rows)}; mean score ${(stats.score / stats.rows).toFixed(1)}`);
console.log(`main keyword in title: ${pct(stats.mainInTitle, stats.rows)}; all keywords covered (title, bullets or backend): ${pct(stats.allCovered, stats.rows)}`);
console.log(`outputs with a number not in the input: ${pct(stats.inventedNumbers, stats.rows)}; with unsupportedClaims findings: ${pct(stats.unsupported, stats.rows)}`);
console.log(`2-3 titles: ${pct(stats.twoTitles, stats.rows)}; title in target: ${pct(stats.titleInTarget, stats.rows)}; bullets in target: ${pct(stats.bulletsInTarget, stats.bulletTotal)}; description >= target min: ${pct(stats.descInTarget, stats.rows)}; backend >= target min: ${pct(stats.backendInTarget, stats.rows)}`);
console.log('error findings by rule:', [...errorRules].sort((a, b) => b[1] - a[1]));
