import type { Keywords } from '../../rules/index.js';
import { readSubstance } from '../../rules/substance.js';
import { sentencesCache } from '../../rules/text/sentences.js';
import type { GeneratedListing } from '../../contract/optimizer.js';
import { placeName, type DraftIssue } from './draft-issues.js';
import type { SellerText } from './seller-text.js';
import { textUnits } from './text-units.js';

/*
 * Sentences of a model's bullets and description that state no fact about the product. Two
 * readings: the rules engine's substance check (none of the sentence's words, besides the product's
 * name, is in the seller's text: "Customer satisfaction is our top priority." in a kettle listing),
 * and service promises and company stories, which state no product fact even in the seller's own
 * words ("our company is still small and family run", "subject to availability").
 */

/** Lines about the seller, the shop or the customer, not the product. A sentence with a number in it keeps its fact and stays. */
const SERVICE_LINES: readonly RegExp[] = [
  /\bcustomer satisfaction\b/iu,
  /\b(?:our|my) (?:top|first|highest|number one|main|no\.? ?1|#1) priority\b/iu,
  /\bwe (?:truly |really )?(?:value|care about|love|appreciate|respect) (?:our |every |all )?(?:customers?|buyers?|shoppers?)\b/iu,
  /\b(?:family[- ](?:run|owned)|small (?:family )?(?:business|company)|our (?:company|team|story|mission|family) (?:is|was|has|began|started))\b/iu,
  /\bcollect them all\b/iu,
  /\bsubject to (?:availability|stock)\b/iu,
  /\b(?:friendly|dedicated|responsive|excellent|great|24\/7) customer (?:service|support|care)\b/iu,
  /\bcustomer (?:service|support|care)(?: team)? (?:is|are|will|is always|are always)\b/iu,
];

const sentenceText = (text: string, start: number, end: number) => text.slice(start, end).replace(/\s+/gu, ' ').trim();

function issue(field: 'bullets' | 'description', index: number | undefined, text: string, start: number, end: number): DraftIssue {
  const quoted = sentenceText(text, start, end);
  return {
    field,
    ...(index === undefined ? {} : { index }),
    start,
    end,
    kind: 'no-fact',
    text: quoted,
    instruction: `${placeName(field, index)}: "${quoted}" states no fact about the product; leave it out or give one of the seller's facts instead.`,
    reason: 'it states no fact about the product',
  };
}

export function sentencesWithoutFact(draft: GeneratedListing, keywords: Keywords, source: SellerText): DraftIssue[] {
  const found: DraftIssue[] = [];
  const seen = new Set<string>();
  const add = (item: DraftIssue) => {
    const key = `${item.field}:${item.index ?? ''}:${item.start}`;
    if (!seen.has(key) && seen.add(key)) found.push(item);
  };
  // The draft's own title is no yardstick: a model's title may say what the seller never did.
  const listing = { title: '', bullets: draft.optimized_bullet_points, description: draft.product_description };
  for (const empty of readSubstance(listing, keywords, source.text, sentencesCache()).empty) {
    if (empty.verdict !== 'no-fact') continue;
    const text = empty.field === 'bullets' ? (draft.optimized_bullet_points[empty.index ?? 0] ?? '') : draft.product_description;
    // Only its sentences: a bullet's header or a heading over a list ("At a glance:") introduces
    // facts without stating one, and a bullet keeps its header while any sentence under it stays.
    const sentences = textUnits(text, empty.field).filter((u) => u.kind === 'sentence' && u.start < empty.end && empty.start < u.end);
    if (sentences.length === 0) continue;
    add(issue(empty.field, empty.index, text, sentences[0]!.start, sentences[sentences.length - 1]!.end));
  }
  const texts = [
    ...draft.optimized_bullet_points.map((text, index) => ({ field: 'bullets' as const, index, text })),
    { field: 'description' as const, index: undefined, text: draft.product_description },
  ];
  for (const { field, index, text } of texts) {
    for (const unit of textUnits(text, field)) {
      if (unit.kind !== 'sentence') continue;
      const sentence = text.slice(unit.start, unit.end);
      if (!/\d/u.test(sentence) && SERVICE_LINES.some((p) => p.test(sentence))) add(issue(field, index, text, unit.start, unit.end));
    }
  }
  return found.sort((a, b) => (a.field === b.field ? (a.index ?? 0) - (b.index ?? 0) || a.start - b.start : a.field === 'bullets' ? -1 : 1));
}
