import { findMeasures } from '../read/measures.js';

/*
 * The order shoppers read bullets in (issue 23): what the product is and its size, the key
 * features, its use, what is included, then care and warranty. Bullets of one kind keep the
 * seller's order; the seller's first bullet, when it is a feature, is what the product is.
 */

export type BulletKind = 'what' | 'feature' | 'use' | 'included' | 'care';

const RANK: Record<BulletKind, number> = { what: 0, feature: 1, use: 2, included: 3, care: 4 };

const CARE = /\b(?:warrant(?:y|ies)|guarantee|care instructions?|hand wash|machine wash\w*|wash(?:ing)? instructions?|maintenance|cleaning instructions?)\b/iu;
/** A sentence that lists the contents: `Includes: ...`, `Package contents ...`, `You will get ...` (a feature that `comes with` a timer is no list). */
const INCLUDED = /^(?:(?:the )?(?:package|box|set|kit|pack) (?:includes?|contains?|contents?)|includes?|included|contents?|in the box|what you get|what['’]s (?:in|included)|you (?:will )?(?:get|receive))\b/iu;
const CARE_TEXT = /^(?:(?:\d+|one|two|three|five)[\s-]*(?:years?|yrs?|months?)\b[^.]{0,40}?)?(?:warrant(?:y|ies)|guarantee|hand wash|machine wash\w*|care instructions?|wash(?:ing)? instructions?|cleaning instructions?|maintenance)\b/iu;
const INCLUDED_HEADER = /\b(?:included|includes|in the box|package|contents?|what you get|inside)\b/iu;
const USE_HEADER = /^(?:ideal|perfect|great|suitable|use|uses|usage|applications?|occasions?|gift|gifts|versatile use|wide use|multi-?purpose|multiple uses)\b/iu;
const USE_TEXT = /^(?:ideal|perfect|great|suitable|best) (?:for|as)\b|^(?:use|uses) (?:it|them|this)\b|^can be used\b|^(?:great|perfect|ideal) gift\b/iu;
/**
 * A header about what the product is. `product` says so only alone or before what describes it
 * (`PRODUCT`, `ABOUT THE PRODUCT`, `PRODUCT DETAILS`); before another noun it names a feature
 * (`PRODUCT CERTIFICATION`), after an adjective a claim (`COLORFUL PRODUCT`).
 */
const WHAT_HEADER = /\b(?:size|sizes|dimensions?|measurements?|capacity|overview|what it is)\b|^(?:about (?:the |this )?)?product(?:\s+(?:details?|description|information|info|specifications?|specs|type|name))?$/iu;
/** A sentence that states the product's size: `measures 20 x 10 cm`, `Size: 1.2 m`. */
const SIZE_CUE = /\b(?:measures?|dimensions?|size|sized|capacity)\b/iu;

/** A caution or a note for the buyer (`Note: If the earbud tips do not fit …`, `WARNING:`): read after the features, with care. */
const NOTE = /^(?:notes?|please note|caution|warning|attention|important|disclaimer)\b(?:\s*[:：\-–—]|$)/iu;

export function bulletKind(header: string, firstSentence: string): BulletKind {
  // A text is about care when it starts so (`Hand wash only`, `2 year warranty ...`); `low maintenance` in a motor's bullet is a feature.
  if (CARE.test(header) || CARE_TEXT.test(firstSentence) || NOTE.test(header) || NOTE.test(firstSentence)) return 'care';
  if (INCLUDED_HEADER.test(header) || INCLUDED.test(firstSentence)) return 'included';
  if (USE_HEADER.test(header) || USE_TEXT.test(firstSentence)) return 'use';
  const sized = findMeasures(firstSentence).some((m) => m.kind === 'size' || m.kind === 'capacity' || m.kind === 'weight');
  if (WHAT_HEADER.test(header) || (sized && SIZE_CUE.test(firstSentence))) return 'what';
  return 'feature';
}

/** Bullets in the shoppers' order; `position` is where the seller had each (the first at 0). */
export function inShopperOrder<T extends { header: string; sentences: readonly string[]; position: number }>(bullets: readonly T[]): T[] {
  const first = Math.min(...bullets.map((b) => b.position));
  const rank = (b: T) => {
    const kind = bulletKind(b.header, b.sentences[0] ?? '');
    // The seller leads with what the product is, unless that bullet is about use, contents or care.
    return kind === 'feature' && b.position === first ? RANK.what : RANK[kind];
  };
  return bullets
    .map((b) => ({ b, r: rank(b) }))
    .sort((x, y) => x.r - y.r || x.b.position - y.b.position)
    .map((x) => x.b);
}
