import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OptimizerInput } from '../src/contract/optimizer.js';
import { FUNCTION_WORDS, type Keywords, type Marketplace } from '../src/rules/index.js';

/**
 * The real listings in ../shared/datasets/listings (absent in a fresh clone, so benchmarks only),
 * and the one rule that derives target keywords for every row the same way.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const datasetDir = path.resolve(repoRoot, '../shared/datasets/listings');

export interface Row {
  id: string;
  locale: string;
  title: string;
  bullets: string[];
  description?: string;
  brand?: string;
  category?: string;
}

export const KEYWORD_RULE = [
  'main: the last segment of the category breadcrumb (CamelCase split, lowercased); without a category, the first 3 non-function words of the title',
  'secondary: the first 3 words of each title segment after the first (segments split at , ( ) [ ] | : ; / and spaced dashes), lowercased, up to 2, excluding the main',
  'bullet: the second-to-last category segment, lowercased (none without a category)',
  'listing: title, bullets, description when non-empty, brand when non-empty; no backend terms (the data has none)',
  'marketplace: locale us -> US, in -> IN; category passed for media/apparel detection',
];

function splitCamel(segment: string): string {
  return segment
    .replace(/&/g, ' & ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Words, decimals kept whole (`1.5m`, not `1` and `5m`). */
function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|\.(?=\d))*/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()));
}

export function deriveKeywords(row: Row): Keywords {
  const crumbs = (row.category ?? '').split('>').map(splitCamel).filter(Boolean);
  const main = crumbs.at(-1) ?? contentWords(row.title).slice(0, 3).join(' ').toLowerCase();
  const segments = row.title
    .split(/[,()[\]|:;/]| [-–—] /)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(1);
  const secondary = segments
    .map((s) => contentWords(s).slice(0, 3).join(' ').toLowerCase())
    .filter((s) => s !== '' && s !== main)
    .slice(0, 2);
  const parent = crumbs.at(-2);
  return { main, secondary, bullet: parent ? [parent] : [] };
}

export const marketplaceOf = (row: Row): Marketplace => (row.locale === 'in' ? 'IN' : 'US');

export function loadRows(): Row[] | undefined {
  if (!fs.existsSync(datasetDir)) return undefined;
  return fs
    .readdirSync(datasetDir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((file) =>
      fs
        .readFileSync(path.join(datasetDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Row),
    );
}

export const median = (values: number[]) => percentile(values, 50);
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** bench:optimize's input for a row (bench/writer-snapshot.ts makes the same): its first 6 bullets as given. */
export function optimizerInputOf(row: Row): OptimizerInput {
  const k = deriveKeywords(row);
  return {
    title: row.title,
    bulletPoints: row.bullets.slice(0, 6),
    titleMainKeyword: k.main,
    titleSecondaryKeywords: k.secondary.join(', '),
    bulletKeywords: k.bullet.join(', '),
  };
}
