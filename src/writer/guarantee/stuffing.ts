import { lowerPlainWords, normalizeWord, wordTokens, type Keywords, type WordToken } from '../../rules/index.js';
import type { GeneratedListing } from '../../contract/optimizer.js';
import { draftTexts, placeName, type DraftField, type DraftIssue } from './draft-issues.js';
import { saidBySeller, type SellerText } from './seller-text.js';
import { textUnits, unitsCovering, type TextUnit } from './text-units.js';

/*
 * Keyword stuffing: a keyword written again and again in one bullet or in the description. Amazon
 * indexes a word once, so repeats add nothing for search and read as spam to a shopper. Titles have
 * their own rule (a word at most twice), and search terms are deduplicated when packed.
 */

/** The most uses of one keyword phrase a field reads naturally with. */
export const KEYWORD_USES: Readonly<Partial<Record<DraftField, number>>> = { bullets: 2, description: 4 };

/**
 * Only phrases: a one-word keyword is usually the product's own noun ("kettle"), which any text
 * about the product repeats, and the title rule already limits single words. Each word is compared
 * by its singular, so "water bottle" is a use of the keyword "water bottles" and the other way round.
 */
function keywordStems(keyword: string): string[] | undefined {
  const parts = lowerPlainWords(keyword);
  return parts.length >= 2 ? parts.map(normalizeWord) : undefined;
}

interface Use {
  start: number;
  end: number;
}

/** Every use of a keyword in a text: its words in order, with only spaces or hyphens between them. */
function usesOf(text: string, tokens: readonly WordToken[], stems: readonly string[]): Use[] {
  const norms = tokens.map((t) => normalizeWord(t.text));
  const uses: Use[] = [];
  for (let i = 0; i + stems.length <= tokens.length; i++) {
    if (!stems.every((stem, j) => norms[i + j] === stem && (j === 0 || /^[\s-]+$/u.test(text.slice(tokens[i + j - 1]!.end, tokens[i + j]!.start))))) continue;
    uses.push({ start: tokens[i]!.start, end: tokens[i + stems.length - 1]!.end });
    i += stems.length - 1;
  }
  return uses;
}

const TIMES = ['', 'once', 'twice'];
const times = (n: number) => TIMES[n] ?? `${n} times`;

/**
 * The pieces to remove so that a keyword is used at most `cap` times: the piece with the most uses
 * first (a stuffed opener goes, and the natural sentences after it stay), a sentence before a
 * header, the later of two alike. A sentence the seller wrote stays, however often it names the keyword.
 */
function stuffedUnits(units: readonly TextUnit[], uses: readonly Use[], cap: number, own: (unit: TextUnit) => boolean): { unit: TextUnit; uses: Use[] }[] {
  const byUnit = new Map<TextUnit, Use[]>();
  for (const use of uses) {
    const unit = unitsCovering(units, use.start, use.end)[0];
    if (unit) byUnit.set(unit, [...(byUnit.get(unit) ?? []), use]);
  }
  const candidates = [...byUnit]
    .filter(([unit]) => !own(unit))
    .sort(([a, ua], [b, ub]) => ub.length - ua.length || Number(a.kind === 'lead-in') - Number(b.kind === 'lead-in') || b.start - a.start);
  const chosen: { unit: TextUnit; uses: Use[] }[] = [];
  let left = uses.length;
  for (const [unit, held] of candidates) {
    if (left <= cap) break;
    chosen.push({ unit, uses: held });
    left -= held.length;
  }
  return chosen;
}

export function keywordStuffing(draft: GeneratedListing, keywords: Keywords, source: SellerText): DraftIssue[] {
  const list = [...new Set([keywords.main, ...keywords.secondary, ...keywords.bullet].map((k) => k.trim().toLowerCase()).filter(Boolean))];
  const phrases = list.flatMap((keyword) => {
    const stems = keywordStems(keyword);
    return stems ? [{ keyword, stems }] : [];
  });
  const issues: DraftIssue[] = [];
  for (const where of draftTexts(draft)) {
    const cap = KEYWORD_USES[where.field];
    if (cap === undefined || where.text.trim() === '') continue;
    const tokens = wordTokens(where.text);
    const units = textUnits(where.text, where.field);
    const own = (unit: TextUnit) => saidBySeller(source, where.text.slice(unit.start, unit.end));
    for (const { keyword, stems } of phrases) {
      const uses = usesOf(where.text, tokens, stems);
      if (uses.length <= cap) continue;
      const name = placeName(where.field, where.index);
      for (const { uses: held } of stuffedUnits(units, uses, cap, own)) {
        const first = held[0]!;
        issues.push({
          field: where.field,
          ...(where.index === undefined ? {} : { index: where.index }),
          start: first.start,
          end: first.end,
          kind: 'repetition',
          text: where.text.slice(first.start, first.end),
          instruction: `${name}: "${keyword}" appears ${uses.length} times; use it at most ${times(cap)} and give the seller's facts instead.`,
          reason: `"${keyword}" was repeated ${uses.length} times`,
        });
      }
    }
  }
  return issues;
}
