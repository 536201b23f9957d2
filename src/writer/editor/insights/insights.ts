import { lowerPlainWords, normalizeWord } from '../../../rules/index.js';
import type { Insights } from '../../../contract/optimizer.js';
import { capitalizeFirst, lowerFirst } from '../read/clean.js';
import type { ListingFacts, SentenceFact } from '../read/index.js';
import { isCommonNoun } from '../read/lexical.js';
import { isUnitWord } from '../read/measures.js';
import { estimatePersona } from './persona.js';

/*
 * Insights (SPEC §3) from the facts: every list item is a whole phrase or a whole sentence of the
 * seller's, never a fragment; only the persona is inferred, and it says so.
 */

/** Sentences that say what the product does for the buyer. */
const BENEFIT = /\b(?:so (?:you|that)|helps?|keeps?|lets? you|allows?|prevents?|protects?|saves?|reduces?|makes? it easy|easy to|comfortabl\w+|without)\b/iu;
const MAX_ITEM = 200;
/** Sentences that say what the product is used for or where. */
const USE = /\b(?:use[sd]?|using|ideal for|perfect for|great for|suitable for|designed for|made for|meant for|works? (?:with|on|in)|at home|in the (?:kitchen|office|car|garden)|on the go)\b/iu;

const short = (sentences: readonly SentenceFact[]) => sentences.map((s) => s.text).filter((t) => t.length <= MAX_ITEM);
const unique = (items: readonly string[], limit: number) => {
  const seen = new Set<string>();
  return items.filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase())).slice(0, limit);
};

const sentenceHeader = (header: string) => capitalizeFirst(header === header.toUpperCase() ? header.toLowerCase() : header);

export function buildInsights(facts: ListingFacts): Insights {
  const sentences = [...facts.bullets.flatMap((b) => b.sentences), ...facts.description];
  const words = new Set(
    [facts.title.text, ...sentences.map((s) => s.text), facts.keywords.main, ...facts.keywords.secondary, ...facts.keywords.bullet]
      .flatMap((t) => lowerPlainWords(t))
      .map(normalizeWord),
  );
  const noun = facts.product.noun || facts.product.head || 'product';
  const persona = estimatePersona(words, noun, facts.product.plural);
  const keyFeatures = facts.bullets
    .filter((b) => b.sentences.length > 0)
    .map((b) => {
      const first = b.sentences[0]?.text ?? '';
      if (b.header && first.length <= 160) return `${sentenceHeader(b.header)}: ${lowerFirst(first)}`;
      return first.length <= MAX_ITEM ? first : b.header ? sentenceHeader(b.header) : first;
    });
  const measured = [...[...facts.phrases.bullets.values()].flat(), ...facts.phrases.description]
    // A measure with the thing it measures (`180mm reverse kingpin trucks`), never a bare `24 hours`.
    .filter((p) => /^\d/u.test(p.text) && !/[,/]/u.test(p.text) && p.words >= 2 && p.words <= 5 && !isUnitWord(p.text.split(' ').pop() ?? '') && isCommonNoun(p.text.split(' ').pop() ?? '') && !/^\p{Lu}\p{Ll}/u.test(p.text.split(' ').pop() ?? ''))
    .map((p) => capitalizeFirst(p.text));
  // Title attributes that stand alone (`300 Pages`, `Grey`, `Stainless Steel`), not the leftovers of a list (`Pro`).
  const segments = facts.title.segments
    .filter((s) => s.kind !== 'feature' && s.kind !== 'compatibility' && !/[()[\],/]/u.test(s.text) && s.text.split(' ').length <= 4)
    .map((s) => s.text);
  const audiences = facts.audiences.map(capitalizeFirst);
  const use = short(sentences.filter((s) => USE.test(s.text)));
  const benefits = short(sentences.filter((s) => BENEFIT.test(s.text)));
  // Only the headers of bullets that kept a sentence: a bullet the policy emptied says nothing.
  const headers = facts.bullets.filter((b) => b.sentences.length > 0).map((b) => b.header).filter(Boolean).map(sentenceHeader);
  const opener = facts.audiences[0] ? `${facts.title.name}, for ${facts.audiences[0]}.` : `${facts.title.name}.`;
  return {
    product_name: facts.title.name,
    key_features: unique(keyFeatures, 8),
    short_description: [opener, short(sentences)[0] ?? ''].filter(Boolean).join(' '),
    // An empty list says the seller gave none; a header is no benefit and a spec is no usage.
    usage: unique(use, 4),
    benefits: unique(benefits, 5),
    why_people_buy: unique([...headers, ...audiences.map((a) => `Made for ${lowerFirst(a)}`), ...benefits], 5),
    target_audience: [...audiences, `${capitalizeFirst(persona.label)} (estimate)`],
    unique_selling_points: unique([...measured, ...segments], 8),
    buyer_persona_details: {
      age_range: persona.age_range,
      income: persona.income,
      education: persona.education,
      gender: persona.gender,
      device_used: persona.device_used,
      social_media: persona.social_media,
      product_user: persona.product_user,
    },
    buyer_persona_description:
      `Estimated persona: ${persona.label}, roughly ${persona.age_range.replace(' (estimate)', '')}, ` +
      `${persona.gender.replace(' (estimate)', '').toLowerCase()}. ${persona.product_user}. ` +
      'This is an estimate inferred from the listing text, not data about real buyers.',
    buyer_image_prompt:
      `Realistic lifestyle photo of ${persona.scene}, with the ${noun} (${facts.title.name}) clearly visible. ` +
      'Natural light, uncluttered background, no text or logos added.',
    persona_is_estimate: true,
  };
}
