import { lowerPlainWords } from '../../rules/index.js';
import { asList, filledBullets, keywordsOf, type Insights, type OptimizerInput } from '../../contract/optimizer.js';
import { factWords } from '../guarantee/claim-words.js';
import { textUnits } from '../guarantee/text-units.js';

/*
 * What a model may write from: the seller's listing, and the facts in it spelled out (numbers with
 * their units, brand, materials, certifications and claims, warranty lines), with the insights as
 * emphasis only. The grounding check holds the draft to the same facts afterwards.
 */

export interface SellerFacts {
  /** The title's opening name, kept whole (a guess: the seller gives no brand field). */
  brand: string;
  numbers: string[];
  materials: string[];
  colours: string[];
  /** Certifications and claims the seller makes, which the writer may repeat but never add to. */
  claims: string[];
  warranty: string[];
}

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase().replace(/\s+/g, ' ');
    return !seen.has(key) && seen.add(key);
  });
};

/**
 * The words the title opens with, up to the first keyword word, number or lower-case word: the
 * brand or product name the writer must keep whole ("Madame Alexander", not "Madame ... Alexander").
 */
function openingName(title: string, keywordWords: Set<string>): string {
  const first = title.split(/\s*[,;:|]\s+|\s+[-–—]\s+/u)[0] ?? '';
  const taken: string[] = [];
  for (const word of first.split(/\s+/u)) {
    const bare = word.replace(/[^\p{L}\p{N}&'’.-]/gu, '');
    if (!/^\p{Lu}/u.test(bare) || /\d/.test(bare) || keywordWords.has(bare.toLowerCase()) || taken.length >= 3) break;
    taken.push(bare);
  }
  return taken.join(' ');
}

export function sellerFacts(input: OptimizerInput): SellerFacts {
  const texts = [input.title, ...filledBullets(input)];
  const keywords = keywordsOf(input);
  const keywordWords = new Set([keywords.main, ...keywords.secondary].flatMap((k) => lowerPlainWords(k)));
  const words = factWords(texts);
  return {
    brand: openingName(input.title, keywordWords),
    numbers: unique(words.number.filter((n) => /\d\s?-?\s?[^\d\s.,]/u.test(n))),
    materials: unique(words.material),
    colours: unique(words.colour),
    claims: unique([...words.certification, ...words.claim]),
    warranty: unique(
      filledBullets(input).flatMap((bullet) =>
        textUnits(bullet, 'bullets')
          .filter((u) => u.kind === 'sentence')
          .map((u) => bullet.slice(u.start, u.end))
          .filter((s) => /warrant/i.test(s)),
      ),
    ),
  };
}

const listed = (items: readonly string[]) => (items.length > 0 ? items.join('; ') : '(none)');

/** The listing and its facts as the model reads them, under every section prompt. */
export function factSheet(input: OptimizerInput, insights: Insights | undefined): string {
  const keywords = keywordsOf(input);
  const facts = sellerFacts(input);
  const lines = [
    "The seller's listing:",
    `Title: ${input.title.trim()}`,
    'Bullet points:',
    ...filledBullets(input).map((b, i) => `${i + 1}. ${b}`),
    `Main keyword: ${keywords.main}`,
    `Secondary keywords: ${keywords.secondary.join(', ') || '(none)'}`,
    `Bullet keywords: ${keywords.bullet.join(', ') || '(none)'}`,
    '',
    "The seller's facts (state these exactly as written, and nothing beyond them):",
    `- Brand or product name the title opens with (keep it whole): ${facts.brand || '(none)'}`,
    `- Numbers with their units: ${listed(facts.numbers)}`,
    `- Materials: ${listed(facts.materials)}`,
    `- Colours: ${listed(facts.colours)}`,
    `- Certifications and claims: ${listed(facts.claims)}`,
    `- Warranty: ${listed(facts.warranty)}`,
  ];
  if (insights) {
    const item = (label: string, value: string | string[] | undefined) => {
      const text = asList(value).join('; ');
      return text ? [`- ${label}: ${text}`] : [];
    };
    lines.push(
      '',
      'Insights from the analysis (for emphasis and audience only; they add no facts):',
      ...item('Product', insights.product_name),
      ...item('Summary', insights.short_description),
      ...item('Key features', insights.key_features),
      ...item('Benefits', insights.benefits),
      ...item('Uses', insights.usage),
      ...item('Audience', insights.target_audience),
      ...item('Unique selling points', insights.unique_selling_points),
    );
  }
  return lines.join('\n');
}
