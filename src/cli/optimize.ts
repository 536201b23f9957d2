import fs from 'node:fs';
import readline from 'node:readline';
import { z } from 'zod';
import { optimizerInputSchema } from '../contract/optimizer.js';
import type { WritingEngine } from '../writer/engine.js';
import { optimizeListing } from '../writer/optimize-listing.js';
import { createEngine } from '../writer/select.js';
import { MARKETPLACES, POLICY_PROFILES } from '../rules/index.js';
import { loadEnvironment } from '../server/runtime/environment.js';

/**
 * `npm run -s optimize -- <file.json|->`: analyses and rewrites one listing with the configured
 * engine (AI_PROVIDER) and prints { insights, output, audit, changes, guidance }. No account or
 * credits involved.
 *
 * `npm run -s optimize -- --jsonl <file.jsonl|->`: the same for one input per line, in one process.
 * Each line's result is one line with the same fields, plus `line` (1-based) and the input's `id`
 * when it has one. A line that cannot be optimized gets `{"id":…,"line":n,"error":"…"}` and the
 * next line goes on; blank lines are skipped. Exit code 1 when any line failed.
 */
const inputSchema = optimizerInputSchema.extend({
  profile: z.enum(POLICY_PROFILES.map((p) => p.id) as [string, ...string[]]).optional(),
  marketplace: z.enum(MARKETPLACES).optional(),
});

const USAGE = 'usage: npm run -s optimize -- <file.json|-> | --jsonl <file.jsonl|->';

function fail(message: string): never {
  process.stderr.write(`optimize: ${message}\n`);
  process.exit(2);
}

/** One input, as JSON text, to the printed fields; a bad input throws an Error with the message the seller sees. */
async function optimizeOne(engine: WritingEngine, text: string, what: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
  const parsed = inputSchema.safeParse(json);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));
  const { profile, marketplace, ...input } = parsed.data;
  const result = await optimizeListing(engine, input, { profile, marketplace });
  return { insights: result.insights, output: result.output, audit: result.audit, changes: result.changes, guidance: result.guidance };
}

/** The `id` of a line, copied through whatever else is wrong with it (a string or a number; anything else is left out). */
function idOf(text: string): string | number | undefined {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

async function single(source: string) {
  let text: string;
  try {
    text = source === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(source, 'utf8');
  } catch (error) {
    fail(`cannot read ${source}: ${(error as Error).message}`);
  }
  const engine = await createEngine(loadEnvironment().ai);
  try {
    process.stdout.write(`${JSON.stringify(await optimizeOne(engine, text, 'the input'), null, 2)}\n`);
  } catch (error) {
    fail((error as Error).message);
  }
}

async function batch(source: string) {
  const stream = source === '-' ? process.stdin : fs.createReadStream(source, 'utf8');
  const opened = new Promise<void>((resolve, reject) => {
    if (source === '-') resolve();
    else stream.once('open', () => resolve()).once('error', reject);
  });
  await opened.catch((error: Error) => fail(`cannot read ${source}: ${error.message}`));
  const engine = await createEngine(loadEnvironment().ai);
  let line = 0;
  let failed = 0;
  for await (const text of readline.createInterface({ input: stream, crlfDelay: Infinity })) {
    line++;
    if (!text.trim()) continue;
    const id = idOf(text);
    const head = { ...(id === undefined ? {} : { id }), line };
    try {
      process.stdout.write(`${JSON.stringify({ ...head, ...(await optimizeOne(engine, text, 'the line')) })}\n`);
    } catch (error) {
      failed++;
      process.stdout.write(`${JSON.stringify({ id: id ?? null, line, error: (error as Error).message })}\n`);
    }
  }
  if (failed > 0) process.exitCode = 1;
}

const args = process.argv.slice(2);
if (args[0] === '--jsonl') {
  if (!args[1]) fail(USAGE);
  await batch(args[1]);
} else if (args[0] && !args[0].startsWith('--')) {
  await single(args[0]);
} else {
  fail(USAGE);
}
