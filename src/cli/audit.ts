/**
 * Audits a listing from a JSON file (or `-` for stdin) and prints JSON. Thin by design: parse,
 * call src/rules, print.
 *
 *   npm run -s audit -- listing.json [--fix]
 */
import fs from 'node:fs';
import { z } from 'zod';
import { audit, DEFAULT_PROFILE_ID, fix, getProfile, MARKETPLACES, POLICY_PROFILES, type Listing } from '../rules/index.js';

const USAGE = 'usage: npm run -s audit -- <file.json|-> [--fix]';

const KeywordsInput = z.object({
  main: z.string(),
  secondary: z.array(z.string()).default([]),
  bullet: z.array(z.string()).default([]),
});

const AuditInput = z.object({
  title: z.string(),
  bullets: z.array(z.string()),
  description: z.string().optional(),
  backend: z.string().optional(),
  highlights: z.string().optional(),
  brand: z.string().optional(),
  keywords: KeywordsInput.optional(),
  profile: z
    .string()
    .refine((id) => POLICY_PROFILES.some((p) => p.id === id), {
      message: `unknown profile (known: ${POLICY_PROFILES.map((p) => p.id).join(', ')})`,
    })
    .default(DEFAULT_PROFILE_ID),
  marketplace: z.enum(MARKETPLACES).optional(),
  category: z.string().optional(),
  media: z.boolean().optional(),
  /** The seller's own text, the yardstick for sentences without a product fact (else the title and keywords). */
  source: z.string().optional(),
});

class InputError extends Error {}

function readSource(arg: string): string {
  try {
    return fs.readFileSync(arg === '-' ? 0 : arg, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${arg === '-' ? 'stdin' : arg}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function parseInput(text: string): z.infer<typeof AuditInput> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InputError('input is not valid JSON');
  }
  const parsed = AuditInput.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : 'input'}: ${i.message}`);
    throw new InputError(`invalid input: ${issues.join('; ')}`);
  }
  return parsed.data;
}

function main(argv: readonly string[]): number {
  const wantsFix = argv.includes('--fix');
  const files = argv.filter((a) => a !== '--fix');
  const [file] = files;
  if (file === undefined || files.length !== 1 || (file.startsWith('--') && file !== '-')) throw new InputError(USAGE);

  const input = parseInput(readSource(file));
  const listing: Listing = { title: input.title, bullets: input.bullets };
  for (const key of ['description', 'backend', 'highlights', 'brand'] as const) {
    const value = input[key];
    if (value !== undefined) listing[key] = value;
  }
  const profile = getProfile(input.profile);
  const context = { marketplace: input.marketplace, category: input.category, media: input.media, source: input.source };
  const result = audit(listing, input.keywords, profile, context);
  const output: Record<string, unknown> = {
    score: result.score,
    breakdown: result.breakdown,
    findings: result.findings,
    coverage: result.coverage,
  };
  if (wantsFix) {
    const fixed = fix(listing, input.keywords, profile, context);
    output.fixed = fixed;
    output.fixedAudit = audit(fixed, input.keywords, profile, context);
  }
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  process.stderr.write(`audit: ${error.message.replace(/\s+/g, ' ')}\n`);
  process.exitCode = 2;
}
