import fs from 'node:fs';
import { z } from 'zod';
import { optimizerInputSchema } from '../engine/contract.js';
import { optimize } from '../engine/pipeline.js';
import { createEngine } from '../engine/select.js';
import { MARKETPLACES, POLICY_PROFILES } from '../listing/index.js';
import { loadEnvironment } from '../server/environment.js';

/**
 * `npm run -s optimize -- <file.json|->`: analyses and rewrites one listing with the configured
 * engine (AI_PROVIDER) and prints { insights, output, audit }. No account or credits involved.
 */
const inputSchema = optimizerInputSchema.extend({
  profile: z.enum(POLICY_PROFILES.map((p) => p.id) as [string, ...string[]]).optional(),
  marketplace: z.enum(MARKETPLACES).optional(),
});

function fail(message: string): never {
  process.stderr.write(`optimize: ${message}\n`);
  process.exit(2);
}

const source = process.argv[2];
if (!source) fail('usage: npm run -s optimize -- <file.json|->');
let text: string;
try {
  text = source === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(source, 'utf8');
} catch (error) {
  fail(`cannot read ${source}: ${(error as Error).message}`);
}
let json: unknown;
try {
  json = JSON.parse(text);
} catch {
  fail('the input is not valid JSON');
}
const parsed = inputSchema.safeParse(json);
if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));

const config = loadEnvironment();
const engine = await createEngine(config.ai);
try {
  const { profile, marketplace, ...input } = parsed.data;
  const result = await optimize(engine, input, { profile, marketplace });
  process.stdout.write(`${JSON.stringify({ insights: result.insights, output: result.output, audit: result.audit, changes: result.changes }, null, 2)}\n`);
} catch (error) {
  fail((error as Error).message);
}
