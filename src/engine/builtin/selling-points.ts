import type { ListingAnalysis } from './analysis.js';
import { capitalizeFirst } from './casing.js';
import { readsAsNounPhrase } from './feature.js';
import { isProperWord } from './parse.js';
import { findNumberSpecs } from './specs.js';

/*
 * Unique selling points: whole phrases with their value, as the seller wrote them (`1500W heating
 * element`, `360 degree swivel base`, `boil-dry protection`), never a word torn from one
 * (`Stainless`), and a bare spec only when no phrase already carries its number.
 */

const MAX_POINTS = 10;
/** `easy pouring` is a benefit, `great gift` praise: neither is a selling point of its own. */
const PRAISE_FIRST = /^(?:easy|easier|quick|simple|great|good|nice|perfect|ideal|best|better|amazing|excellent|high|premium|superior|fun)\b/u;

const numbersOf = (text: string): string[] => text.match(/\d+(?:[.,]\d+)*/gu) ?? [];

/** `13-inch MacBook Pro` on a cable names another product, not a point of this one. */
const namesOther = (a: ListingAnalysis, text: string) => text.toLowerCase().split(/[\s-]+/u).some((w) => a.properWords.has(w) || isProperWord(w));

/** The first noun phrase of 2 to 4 words near the start of a bullet (its subject, not an object): its feature. */
function featurePhrases(a: ListingAnalysis): string[] {
  const name = a.title.productName.toLowerCase();
  const out: string[] = [];
  for (const bullet of a.bullets) {
    const phrase = bullet.phrases.find((p) => {
      const n = p.text.split(' ').length;
      const lower = p.text.toLowerCase();
      return p.at <= 5 && n >= 2 && n <= 4 && !namesOther(a, p.text) && !p.hasValue && !p.hasInnerVerb && !name.includes(lower) && !PRAISE_FIRST.test(lower) && readsAsNounPhrase(lower);
    });
    if (phrase) out.push(phrase.text);
  }
  return out;
}

/** Compound benefits that are facts about the product: `dishwasher safe`, `BPA free`, `water resistant`. */
function factBenefits(a: ListingAnalysis): string[] {
  return a.benefits.filter((b) => /[\s-]/u.test(b) && !/^(?:easy|quick|simple)\b/u.test(b));
}

export function sellingPoints(a: ListingAnalysis): string[] {
  const out: string[] = [];
  const said = () => out.map((x) => x.toLowerCase());
  const add = (item: string) => {
    const text = capitalizeFirst(item.replace(/\s+/gu, ' ').trim());
    const lower = text.toLowerCase();
    if (!text || said().some((x) => x === lower || x.includes(lower))) return;
    // A bare spec (`1.7L`) adds nothing next to a phrase with its number (`1.7 litres`).
    const numbers = numbersOf(text);
    if (numbers.length > 0 && text.split(' ').length <= 2 && numbers.every((n) => said().some((x) => numbersOf(x).includes(n)))) return;
    out.push(text);
  };
  for (const m of a.measured) if (!namesOther(a, m)) add(m);
  for (const spec of [...a.title.specs, ...a.title.features.flatMap((f) => findNumberSpecs(f))]) add(spec);
  for (const c of a.certifications) add(c);
  for (const c of a.compatibility) add(c);
  for (const m of a.materials) add(m);
  for (const f of featurePhrases(a)) add(f);
  for (const b of factBenefits(a)) add(b);
  return out.slice(0, MAX_POINTS);
}
