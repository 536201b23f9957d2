import type { Keywords } from '../../rules/index.js';
import type { GeneratedListing } from '../../contract/optimizer.js';
import { draftTexts, placeName, type DraftField, type DraftIssue } from './draft-issues.js';
import { saidBySeller, type SellerText } from './seller-text.js';
import { textUnits, unitsCovering } from './text-units.js';

/*
 * Keyword stuffing: a keyword written again and again in one bullet or in the description. Amazon
 * indexes a word once, so repeats add nothing for search and read as spam to a shopper. Titles have
 * their own rule (a word at most twice), and search terms are deduplicated when packed.
 */

/** The most uses of one keyword phrase a field reads naturally with. */
export const KEYWORD_USES: Readonly<Partial<Record<DraftField, number>>> = { bullets: 2, description: 4 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Only phrases: a one-word keyword is usually the product's own noun ("kettle"), which any text
 * about the product repeats, and the title rule already limits single words.
 */
function keywordPattern(keyword: string): RegExp | undefined {
  const parts = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!parts || parts.length < 2) return undefined;
  // Singular or plural of the last word, spaces or hyphens between words.
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.map(escape).join('[\\s-]+')}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
}

const TIMES = ['', 'once', 'twice'];
const times = (n: number) => TIMES[n] ?? `${n} times`;

export function keywordStuffing(draft: GeneratedListing, keywords: Keywords, source: SellerText): DraftIssue[] {
  const list = [...new Set([keywords.main, ...keywords.secondary, ...keywords.bullet].map((k) => k.trim().toLowerCase()).filter(Boolean))];
  const patterns = list.flatMap((keyword) => {
    const pattern = keywordPattern(keyword);
    return pattern ? [{ keyword, pattern }] : [];
  });
  const issues: DraftIssue[] = [];
  for (const where of draftTexts(draft)) {
    const cap = KEYWORD_USES[where.field];
    if (cap === undefined) continue;
    for (const { keyword, pattern } of patterns) {
      const uses = [...where.text.matchAll(pattern)];
      if (uses.length <= cap) continue;
      const name = placeName(where.field, where.index);
      const units = textUnits(where.text, where.field);
      for (const extra of uses.slice(cap)) {
        // A sentence the seller wrote stays, however often it names the keyword.
        const own = unitsCovering(units, extra.index, extra.index + extra[0].length).some((u) => saidBySeller(source, where.text.slice(u.start, u.end)));
        if (own) continue;
        issues.push({
          field: where.field,
          ...(where.index === undefined ? {} : { index: where.index }),
          start: extra.index,
          end: extra.index + extra[0].length,
          kind: 'repetition',
          text: extra[0],
          instruction: `${name}: "${keyword}" appears ${uses.length} times; use it at most ${times(cap)} and give the seller's facts instead.`,
          reason: `"${keyword}" was repeated ${uses.length} times`,
        });
      }
    }
  }
  return issues;
}
