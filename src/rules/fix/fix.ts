import { resolveLimits, type ListingContext, type ResolvedLimits } from '../limits.js';
import type { PolicyProfile } from '../profiles.js';
import type { Keywords, Listing } from '../types.js';
import { byVolume, defaultVolume, effectiveBank } from '../keyword-bank/volume-coverage.js';
import { packBackendTerms, type PackOptions } from './backend.js';
import { fixBullets, fixDescription, fixHighlights, fixTitle } from './fields.js';

/** Passes until nothing changes; each pass only removes, so two or three always suffice. */
const MAX_PASSES = 5;

/**
 * Applies every deterministic, safe fix: never adds a word, only removes characters, words, spans
 * and bullets, trims at word boundaries and repacks search terms. The result has no length,
 * character or byte errors, and fix(fix(x)) equals fix(x).
 */
export function fix(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, context: ListingContext = {}): Listing {
  const limits = resolveLimits(profile, context);
  let current = listing;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = fixOnce(current, keywords, profile, limits);
    if (sameListing(next, current)) return next;
    current = next;
  }
  return current;
}

function fixOnce(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, limits: ResolvedLimits): Listing {
  const title = fixTitle(listing.title, limits, profile, listing.brand);
  const fixed: Listing = { title, bullets: fixBullets(listing.bullets, limits, profile) };
  if (listing.highlights !== undefined) {
    const highlights = fixHighlights(listing.highlights, title, limits);
    if (highlights !== undefined) fixed.highlights = highlights;
  }
  if (listing.description !== undefined) fixed.description = fixDescription(listing.description, limits);
  if (listing.backend !== undefined) {
    fixed.backend = packBackendTerms([listing.backend], { title, maxBytes: limits.backend.maxBytes, brand: listing.brand, ...packingOf(keywords) });
  }
  if (listing.brand !== undefined) fixed.brand = listing.brand;
  return fixed;
}

function sameListing(a: Listing, b: Listing): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.backend === b.backend &&
    a.highlights === b.highlights &&
    a.bullets.length === b.bullets.length &&
    a.bullets.every((bullet, i) => bullet === b.bullets[i])
  );
}

/**
 * What the search terms are packed by: the keyword fields (and a bank's must-haves) first, a bank's
 * other keywords by volume per byte, and never a keyword the bank excludes.
 */
export function packingOf(keywords: Keywords | undefined): Pick<PackOptions, 'priority' | 'ranked' | 'excluded'> {
  if (!keywords) return { priority: [] };
  const form = [keywords.main, ...keywords.secondary, ...keywords.bullet];
  const bank = effectiveBank(keywords);
  if (!bank) return { priority: form };
  const fallback = defaultVolume(bank);
  const kept = byVolume(bank.filter((k) => k.priority !== 'excluded'));
  return {
    priority: [...form, ...kept.filter((k) => k.priority === 'must-have').map((k) => k.phrase)],
    ranked: kept.map((k) => ({ phrase: k.phrase, volume: k.volume ?? fallback })),
    excluded: bank.filter((k) => k.priority === 'excluded').map((k) => k.phrase),
  };
}
