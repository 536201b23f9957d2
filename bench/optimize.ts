/**
 * `npm run bench:optimize [-- --sample 3] [--limit N] [--profile ID]`: runs the built-in writer over
 * the real listings (analysis + generation) with its speed, compliance and length figures (text
 * quality has its own benchmark, `npm run bench:quality`), and the LLM engine against a local
 * OpenAI-compatible server with per-token latency to show the four sections really run concurrently.
 */
import { keywordsOf, type GeneratedListing } from '../src/contract/optimizer.js';
import type { WritingEngine } from '../src/writer/engine.js';
import { createLlmEngine } from '../src/writer/llm/llm-engine.js';
import { optimizeListing } from '../src/writer/optimize-listing.js';
import { defaultPrompts } from '../src/writer/prompts/templates.js';
import { createEngine } from '../src/writer/select.js';
import { getProfile, keywordCoverage, resolveLimits, utf8ByteLength, type ResolvedLimits } from '../src/rules/index.js';
import { OpenAICompatibleServer } from '../test/support/openai-compatible-server.js';
import { plausibleAnswer } from '../test/support/scripted-llm.js';
import { optimizerInputOf, KEYWORD_RULE, loadRows, marketplaceOf, median, percentile, type Row } from './dataset.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SAMPLE = Number(flag('--sample') ?? 0);
const LIMIT = Number(flag('--limit') ?? Infinity);
const PROFILE = flag('--profile') ?? 'amazon-2025';

const inRange = (n: number, [lo, hi]: readonly [number, number]) => n >= lo && n <= hi;

function lengthsIn(output: GeneratedListing, limits: ResolvedLimits) {
  const lengths = output.optimized_bullet_points.map((b) => [...b].length);
  return {
    bullets: lengths.length,
    inTarget: lengths.filter((n) => inRange(n, limits.bullets.target)).length,
    belowGuide: lengths.filter((n) => n < limits.bullets.guide.redBelow).length,
    descriptionInTarget: inRange([...output.product_description].length, limits.description.target),
    backendBytes: utf8ByteLength(output.backend_search_terms),
    backendInTarget: inRange(utf8ByteLength(output.backend_search_terms), limits.backend.target),
  };
}

async function builtinRun(rows: Row[]) {
  const engine = await createEngine({ provider: 'builtin', timeoutMs: 60_000 });
  const eligible = rows.filter((r) => r.bullets.filter((b) => b.trim()).length >= 5).slice(0, LIMIT);
  const times: number[] = [];
  let zeroErrors = 0;
  let mainInTitle = 0;
  let allCovered = 0;
  let before = 0;
  let after = 0;
  const samples: string[] = [];
  const shape = { bullets: 0, inTarget: 0, belowGuide: 0, descriptionInTarget: 0, backendBytes: 0, backendInTarget: 0 };
  const limitsOf = (row: Row) => resolveLimits(getProfile(PROFILE), { marketplace: marketplaceOf(row) });
  for (const [i, row] of eligible.entries()) {
    const input = optimizerInputOf(row);
    const started = performance.now();
    const result = await optimizeListing(engine, input, { profile: PROFILE, marketplace: marketplaceOf(row) });
    times.push(performance.now() - started);
    const errors = result.audit.after.findings.filter((f) => f.severity === 'error');
    if (errors.length === 0) zeroErrors++;
    // The rules engine decides what "in the title" means (word by word, plural-aware, function words aside).
    const mainCovered = (title: string) =>
      ['exact', 'all-words'].includes(keywordCoverage({ title, bullets: [] }, keywordsOf(input)).keywords.find((k) => k.kind === 'main')?.fields.title ?? '');
    if (result.output.optimized_titles.every(mainCovered)) mainInTitle++;
    const coverage = keywordCoverage(
      { title: result.output.optimized_titles[0]!, bullets: result.output.optimized_bullet_points, backend: result.output.backend_search_terms },
      keywordsOf(input),
    );
    if (coverage.keywords.every((k) => Object.values(k.fields).some((status) => status !== 'missing'))) allCovered++;
    before += result.audit.before.score;
    after += result.audit.after.score;
    const l = lengthsIn(result.output, limitsOf(row));
    shape.bullets += l.bullets;
    shape.inTarget += l.inTarget;
    shape.belowGuide += l.belowGuide;
    if (l.descriptionInTarget) shape.descriptionInTarget++;
    shape.backendBytes += l.backendBytes;
    if (l.backendInTarget) shape.backendInTarget++;
    if (samples.length < SAMPLE && i % Math.max(1, Math.floor(eligible.length / Math.max(1, SAMPLE))) === 0) {
      samples.push(
        [
          `### ${row.id} (${row.locale}, score ${result.audit.before.score} → ${result.audit.after.score})`,
          `Keywords: main "${input.titleMainKeyword}"; secondary "${input.titleSecondaryKeywords}"; bullet "${input.bulletKeywords}"`,
          '',
          '**Before**',
          '',
          `Title: ${row.title}`,
          ...input.bulletPoints.map((b) => `- ${b}`),
          '',
          '**After**',
          '',
          ...result.output.optimized_titles.map((t, n) => `Title ${n + 1} (${[...t].length} chars): ${t}`),
          ...result.output.optimized_bullet_points.map((b) => `- (${[...b].length}) ${b}`),
          '',
          `Description (${[...result.output.product_description].length} chars): ${result.output.product_description}`,
          '',
          `Search terms (${Buffer.byteLength(result.output.backend_search_terms)} bytes): ${result.output.backend_search_terms}`,
          `Findings after: ${result.audit.after.findings.map((f) => `${f.severity} ${f.rule}`).join(', ') || 'none'}`,
          '',
        ].join('\n'),
      );
    }
  }
  const n = eligible.length;
  const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
  console.log(`\n## Built-in writer, profile ${PROFILE} (${n} listings with at least 5 bullets, of ${rows.length})\n`);
  console.log('| measure | value | target |');
  console.log('|---|---|---|');
  console.log(`| median time per listing (analysis + generation) | ${median(times).toFixed(1)} ms | ≤ 20 ms |`);
  console.log(`| p95 time per listing | ${percentile(times, 95).toFixed(1)} ms | |`);
  console.log(`| outputs with zero error findings | ${pct(zeroErrors)} | 100% |`);
  console.log(`| main keyword in every title | ${pct(mainInTitle)} | 100% |`);
  console.log(`| all target keywords covered (title, bullets or search terms) | ${pct(allCovered)} | 100% |`);
  console.log(`| mean score before → after | ${(before / n).toFixed(1)} → ${(after / n).toFixed(1)} | |`);
  const share = (x: number, of: number) => `${((100 * x) / Math.max(1, of)).toFixed(1)}%`;
  const us = resolveLimits(getProfile(PROFILE), { marketplace: 'US' });
  const india = resolveLimits(getProfile(PROFILE), { marketplace: 'IN' });
  console.log(`| bullets in the ${us.bullets.target.join('–')} target | ${share(shape.inTarget, shape.bullets)} | |`);
  console.log(`| bullets under the ${us.bullets.guide.redBelow}-character guide | ${share(shape.belowGuide, shape.bullets)} | 0% |`);
  console.log(`| descriptions in the ${us.description.target.join('–')} target | ${pct(shape.descriptionInTarget)} | |`);
  const targets = `${us.backend.target.join('–')} (${india.backend.target.join('–')} in IN)`;
  console.log(`| mean search-term bytes | ${(shape.backendBytes / n).toFixed(0)} | ${targets} |`);
  console.log(`| search terms within their byte target | ${pct(shape.backendInTarget)} | |`);
  if (samples.length) console.log(`\n## Samples\n\n${samples.join('\n')}`);
}

/** Generation against a simulated LLM whose answer time grows with its length (ms per token). */
async function concurrencyRun(rows: Row[]) {
  const MS_PER_TOKEN = 2;
  const delays: number[] = [];
  const server = await new OpenAICompatibleServer((request) => {
    const json = plausibleAnswer(request);
    const delayMs = 30 + Math.ceil(JSON.stringify(json).length / 4) * MS_PER_TOKEN;
    delays.push(delayMs);
    return { json, delayMs };
  }).start();
  try {
    const engine: WritingEngine = await createLlmEngine({
      settings: { provider: 'openai-compatible', model: 'simulated', baseUrl: server.baseUrl, timeoutMs: 60_000 },
    });
    const profile = getProfile(PROFILE);
    const ratios: number[] = [];
    const walls: number[] = [];
    const slowest: number[] = [];
    const sums: number[] = [];
    for (const row of rows.filter((r) => r.bullets.length >= 5).slice(0, 20)) {
      const input = optimizerInputOf(row);
      const limits = resolveLimits(profile, { marketplace: marketplaceOf(row) });
      const insights = await engine.extractInsights(input);
      delays.length = 0;
      const begin = performance.now();
      await engine.generate({ input, prompts: defaultPrompts(limits), insights, keywords: keywordsOf(input), profile, limits });
      const wall = performance.now() - begin;
      walls.push(wall);
      slowest.push(Math.max(...delays));
      sums.push(delays.reduce((a, b) => a + b, 0));
      ratios.push(wall / Math.max(...delays));
    }
    console.log(`\n## LLM engine against a simulated provider (${MS_PER_TOKEN} ms per token, 20 listings)\n`);
    console.log('| measure | value | target |');
    console.log('|---|---|---|');
    console.log(`| median generation wall time | ${median(walls).toFixed(0)} ms | |`);
    console.log(`| median slowest single section (provider time) | ${median(slowest).toFixed(0)} ms | |`);
    console.log(`| median sum of the four sections (what one-by-one would take) | ${median(sums).toFixed(0)} ms | |`);
    console.log(`| wall time / slowest section (median, max) | ${median(ratios).toFixed(2)}×, ${Math.max(...ratios).toFixed(2)}× | ≤ 1.3× |`);
  } finally {
    await server.stop();
  }
}

const rows = loadRows();
if (!rows) {
  console.log('No dataset at ../shared/datasets/listings; nothing to measure.');
  process.exit(0);
}
console.log(`Keyword rule (the same for every row):\n${KEYWORD_RULE.map((r) => `- ${r}`).join('\n')}`);
await builtinRun(rows);
await concurrencyRun(rows);
