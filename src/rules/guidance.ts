import { codePointLength, utf8ByteLength } from './counting.js';
import type { ResolvedLimits } from './limits.js';
import type { Listing } from './types.js';

/**
 * Thin-material guidance. Writers never pad to reach a length target, so a field that ends up
 * below the policy's target is reported to the seller with what kind of fact would help, instead
 * of being filled. Pure: the server sends it with a generation and the browser recomputes it for
 * a saved listing from the same text and limits.
 */
export interface Guidance {
  field: 'title' | 'bullets' | 'description' | 'backend';
  /** Which bullet (0-based), for bullet guidance. */
  index?: number;
  count: number;
  unit: 'characters' | 'bytes';
  target: readonly [number, number];
  message: string;
}

const ADVICE = {
  title: 'Add the size, count, capacity, material, colour or compatibility to your title or bullets.',
  bullets: 'Add a fact about material, size, use, compatibility or what is in the box.',
  description: 'Add facts about materials, dimensions, use, care or what is in the box to your bullets.',
  // Search terms are built only from the seller's words, their variants and synonyms: what runs dry is said, never filled.
  backend:
    'Search terms hold only words your title and bullets do not, drawn from your own text. Add a keyword bank from your keyword research, other names shoppers use for the product, or state its uses and who it is for (e.g. "for camping", "for toddlers").',
} as const;

const range = (target: readonly [number, number]) => `${target[0].toLocaleString('en-US')}–${target[1].toLocaleString('en-US')}`;

export function materialGuidance(listing: Listing, limits: ResolvedLimits): Guidance[] {
  const out: Guidance[] = [];
  const check = (field: Guidance['field'], label: string, count: number, unit: Guidance['unit'], target: readonly [number, number], index?: number) => {
    if (count >= target[0]) return;
    out.push({
      field,
      ...(index === undefined ? {} : { index }),
      count,
      unit,
      target,
      message: `${label} ${field === 'backend' ? 'have' : 'has'} ${count.toLocaleString('en-US')} ${unit}; the policy's target is ${range(target)}. ${ADVICE[field]}`,
    });
  };
  check('title', 'The title', codePointLength(listing.title), 'characters', limits.title.target);
  listing.bullets.forEach((bullet, i) => check('bullets', `Bullet ${i + 1}`, codePointLength(bullet), 'characters', limits.bullets.target, i));
  check('description', 'The description', codePointLength(listing.description ?? ''), 'characters', limits.description.target);
  check('backend', 'The search terms', utf8ByteLength(listing.backend ?? ''), 'bytes', limits.backend.target);
  return out;
}
