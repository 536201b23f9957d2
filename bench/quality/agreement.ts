import { audit, getProfile, type Listing, type Marketplace } from '../../src/rules/index.js';
import { keywordsOf, sourceTextOf, type OptimizerInput } from '../../src/contract/optimizer.js';
import { buildPairs } from '../score-pairs/build.js';

/**
 * Score agreement: on labelled pairs (bench/score-pairs, see its README), a strong
 * rewrite against a weaker version of the same listing, how often the product's score (the audit
 * score the seller sees, with the seller's original text as the source) rates the strong one higher.
 * A tie is a disagreement: a seller told "same score" was not helped to choose.
 */

export interface ScorePair {
  id: string;
  /** The policy profile the pair is scored under (the strong title meets its title limit). */
  profile: string;
  /** The row the pair came from. */
  source: string;
  marketplace: Marketplace;
  /** What the seller typed: the score's source text and keyword fields. */
  input: OptimizerInput;
  strong: Listing;
  weak: Listing;
  /** How the weak side was made (README: kinds). */
  kind: string;
}

/** The pairs of bench/score-pairs, built from its sources and strong rewrites. */
export function loadPairs(): ScorePair[] {
  return buildPairs();
}

export function scoreOf(listing: Listing, pair: Pick<ScorePair, 'input' | 'marketplace'>, profile: string): number {
  return audit(listing, keywordsOf(pair.input), getProfile(profile), { marketplace: pair.marketplace, source: sourceTextOf(pair.input) }).score;
}

export interface Agreement {
  pairs: number;
  agreed: number;
  /** Per weak kind: [agreed, pairs]. */
  byKind: Map<string, [number, number]>;
  misses: { id: string; kind: string; strong: number; weak: number }[];
}

/** Agreement over the pairs made for `profile`. */
export function agreement(all: readonly ScorePair[], profile: string): Agreement {
  const pairs = all.filter((p) => p.profile === profile);
  const byKind = new Map<string, [number, number]>();
  const misses: Agreement['misses'] = [];
  let agreed = 0;
  for (const pair of pairs) {
    const strong = scoreOf(pair.strong, pair, profile);
    const weak = scoreOf(pair.weak, pair, profile);
    const ok = strong > weak;
    if (ok) agreed++;
    else misses.push({ id: pair.id, kind: pair.kind, strong, weak });
    const k = byKind.get(pair.kind) ?? [0, 0];
    byKind.set(pair.kind, [k[0] + (ok ? 1 : 0), k[1] + 1]);
  }
  return { pairs: pairs.length, agreed, byKind, misses };
}
