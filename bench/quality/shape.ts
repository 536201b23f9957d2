import { normalizeWord, unsupportedClaims, words, type PhraseFamily } from '../../src/rules/index.js';
import { CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST, GUARANTEE, PROMO, UNPROVEN } from '../../src/rules/phrases.js';
import type { GeneratedListing } from '../../src/contract/optimizer.js';
import { splitHeader } from './text.js';

/**
 * What a seller sees at a glance in the output, beyond its sentences: is there a description, how
 * many distinct title options, do the bullets share one header style, does a title end in a word it
 * already said, and does a line Amazon bans (contact, guarantee, promotion, unproven claim) reach
 * the output. The policy detectors are the rules engine's own phrase families: the benchmark
 * counts what the writer should have removed by the rules it is given.
 */

export interface ShapeMeasures {
  descriptionPresent: boolean;
  distinctTitles: number;
  /** Bullets with a header and bullets without, in one listing (only counted with 2+ bullets). */
  mixedHeaders: boolean;
  /** Titles whose last segment is one word that the title already holds. */
  loneWordEndings: string[];
  /** Banned lines in the output: `family: text`. */
  policyLines: string[];
}

const POLICY_FAMILIES: [string, PhraseFamily][] = [
  ['contact', CONTACT_INFO],
  ['contact', CONTACT_PHONE],
  ['contact', CONTACT_REQUEST],
  ['guarantee', GUARANTEE],
  ['promotion', PROMO],
  ['unproven claim', UNPROVEN],
];

const titleKey = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();

/** Title segments as a shopper reads them: split at , | ; and spaced dashes. */
const SEGMENT_BREAK = /\s*(?:[,|;]|\s[-–—]\s)\s*/u;

/**
 * The last segment of a title is a single word (letters and digits, hyphens allowed) and that word,
 * or its singular, is already in the title before it, alone or inside a hyphenated word:
 * "…Window Film, 24-by-36-Inch, Inch".
 */
export function loneWordEnding(title: string): string | undefined {
  const segments = title.split(SEGMENT_BREAK).filter((s) => /[\p{L}\p{N}]/u.test(s));
  if (segments.length < 2) return undefined;
  const last = words(segments.at(-1)!);
  if (last.length !== 1) return undefined;
  const word = normalizeWord(last[0]!);
  const before = segments.slice(0, -1).join(' ');
  const earlier = new Set(words(before).flatMap((w) => [w, ...w.split(/[-–]/u)]).filter(Boolean).map(normalizeWord));
  return earlier.has(word) ? title : undefined;
}

function familyMatches(family: PhraseFamily, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(family.pattern)) if (!family.accept || family.accept(m[0])) found.push(m[0]);
  return found;
}

/** Banned lines anywhere in the output, and claim words (certifications, materials) the seller never gave. */
export function policyLines(output: GeneratedListing, sellerText: string): string[] {
  const texts = [...output.optimized_titles, ...output.optimized_bullet_points, output.product_description, output.backend_search_terms];
  const found: string[] = [];
  for (const [name, family] of POLICY_FAMILIES) for (const text of texts) for (const m of familyMatches(family, text)) found.push(`${name}: ${m}`);
  const listing = {
    title: output.optimized_titles[0] ?? '',
    bullets: output.optimized_bullet_points,
    description: output.product_description,
    backend: output.backend_search_terms,
  };
  // Numbers the seller never wrote are the invented-numbers measure; here only claim words count.
  for (const f of unsupportedClaims(listing, sellerText)) if (!/\d/.test(f.message)) found.push(`unsupported claim: ${f.message}`);
  return found;
}

export function shapeOf(output: GeneratedListing, sellerText: string): ShapeMeasures {
  const bullets = output.optimized_bullet_points.filter((b) => b.trim());
  const headed = bullets.filter((b) => splitHeader(b).header !== undefined).length;
  return {
    descriptionPresent: output.product_description.trim().length > 0,
    distinctTitles: new Set(output.optimized_titles.map(titleKey).filter(Boolean)).size,
    mixedHeaders: bullets.length >= 2 && headed > 0 && headed < bullets.length,
    loneWordEndings: output.optimized_titles.map(loneWordEnding).filter((t): t is string => t !== undefined),
    policyLines: policyLines(output, sellerText),
  };
}
