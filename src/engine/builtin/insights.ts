import type { Insights } from '../contract.js';
import type { ListingAnalysis } from './analysis.js';
import { capitalizeFirst, lowerInSentence, nounWithArticle, sentenceFromHeader } from './casing.js';
import { tidyTail } from './phrases.js';
import { findNumberSpecs } from './specs.js';
import { estimatePersona } from './persona.js';

/*
 * Insights (SPEC §3) from the analysis. Everything except the persona is the seller's own words,
 * rearranged; the persona is a labelled estimate.
 */

/** The first clause of a sentence, at most 16 words, not ending on a connector. */
export function mainClause(sentence: string): string {
  const clause = sentence.split(/[;:]\s|,\s|\s[-–—]\s|\s(?:which|so that|because)\s/u)[0] ?? sentence;
  return tidyTail(clause.replace(/[.!?]+$/, ''), 16);
}

function headerCase(header: string): string {
  return sentenceFromHeader(header);
}

export function keyFeatures(analysis: ListingAnalysis): string[] {
  const out: string[] = [];
  for (const bullet of analysis.bullets) {
    const first = bullet.sentences[0];
    const clause = first ? mainClause(first) : '';
    if (bullet.header && clause) out.push(`${headerCase(bullet.header)}: ${lowerFirst(clause)}`);
    else if (bullet.header) out.push(headerCase(bullet.header));
    else if (clause) out.push(capitalizeFirst(clause));
  }
  const seen = new Set<string>();
  const deduped = out.filter((x) => !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()));
  return deduped.length > 0 ? deduped : [capitalizeFirst(analysis.title.productName)];
}

function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (/\p{Lu}.*\p{Lu}|\d/u.test(first) || first.length <= 1) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function shortDescription(analysis: ListingAnalysis): string {
  const { title, keywords } = analysis;
  const name = title.productName;
  const headers = analysis.bullets.filter((b) => b.header).map((b) => lowerInSentence(sentenceFromHeader(b.header)));
  const phrases = analysis.bullets
    .map((b) => b.phrases.find((p) => p.text.split(' ').length >= 2) ?? b.phrases[0])
    .filter((p) => p !== undefined)
    .map((p) => lowerInSentence(p.text));
  const features = (headers.length >= 2 ? headers : phrases)
    .filter((p) => !name.toLowerCase().includes(p.toLowerCase()))
    .slice(0, 3);
  const kind =
    keywords.main && !name.toLowerCase().includes(keywords.main.toLowerCase())
      ? nounWithArticle(lowerInSentence(keywords.main), /s$/i.test(keywords.main))
      : nounWithArticle(analysis.productNoun, analysis.productNounPlural);
  let first = `${name}: ${kind}`;
  first += features.length > 0 ? ` with ${listPhrase(features)}.` : '.';
  const use = analysis.usages[0];
  const who = analysis.audiences[0] ? lowerInSentence(analysis.audiences[0]) : undefined;
  const second = use ? `Made for ${use}${who ? `, for ${who}` : ''}.` : who ? `Suited to ${who}.` : '';
  return `${first} ${second}`.trim();
}

function usage(analysis: ListingAnalysis): string[] {
  const items = analysis.usages.map((u) => capitalizeFirst(u));
  if (items.length > 0) return items;
  const fromKeywords = [analysis.keywords.main, ...analysis.keywords.secondary].filter(Boolean).slice(0, 2);
  return fromKeywords.map((k) => `Everyday use as ${nounWithArticle(lowerInSentence(k), /s$/i.test(k))}`);
}

function benefits(analysis: ListingAnalysis): string[] {
  const out = analysis.benefits.map((b) => capitalizeFirst(b));
  for (const bullet of analysis.bullets) if (bullet.header && out.length < 8) out.push(headerCase(bullet.header));
  return out.length > 0 ? out : keyFeatures(analysis).slice(0, 3);
}

function uniqueSellingPoints(analysis: ListingAnalysis): string[] {
  const items = [
    ...analysis.title.specs,
    ...analysis.title.features.flatMap((f) => findNumberSpecs(f)),
    ...analysis.measured,
    ...analysis.materials,
    ...analysis.compatibility,
    ...analysis.certifications,
  ].map((s) => capitalizeFirst(s.trim()));
  const seen = new Set<string>();
  const out = items.filter((s) => {
    const key = s.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return out.length > 0 ? out.slice(0, 10) : keyFeatures(analysis).slice(0, 3);
}

function whyPeopleBuy(analysis: ListingAnalysis): string[] {
  const reasons: string[] = [];
  const noun = analysis.productNoun;
  if (analysis.usages[0]) reasons.push(`They need ${nounWithArticle(noun, analysis.productNounPlural)} for ${analysis.usages[0]}`);
  if (analysis.benefits.length > 0) reasons.push(`It is ${listPhrase(analysis.benefits.slice(0, 3))}`);
  if (analysis.measured[0]) reasons.push(`Clear specifications: ${analysis.measured.slice(0, 3).join(', ')}`);
  if (analysis.inBox[0]) reasons.push(`Everything in one purchase: ${analysis.inBox[0]}`);
  if (analysis.compatibility[0]) reasons.push(`Compatibility: ${analysis.compatibility[0]}`);
  if (analysis.audiences[0]) reasons.push(`Made for ${analysis.audiences[0]}`);
  if (reasons.length < 2) reasons.push(`They are shopping for ${nounWithArticle(analysis.productNoun, analysis.productNounPlural)}`);
  return reasons;
}

export function buildInsights(analysis: ListingAnalysis): Insights {
  const persona = estimatePersona(analysis.wordSet, analysis.productNoun, analysis.productNounPlural);
  const audiences = analysis.audiences.map((a) => capitalizeFirst(a));
  const name = analysis.title.productName;
  const scene = analysis.usages[0] ? `${persona.scene}, using it for ${analysis.usages[0]}` : persona.scene;
  return {
    product_name: name,
    key_features: keyFeatures(analysis),
    short_description: shortDescription(analysis),
    usage: usage(analysis),
    benefits: benefits(analysis),
    why_people_buy: whyPeopleBuy(analysis),
    target_audience: [...audiences, `${capitalizeFirst(persona.label)} (estimate)`],
    unique_selling_points: uniqueSellingPoints(analysis),
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
      `Realistic lifestyle photo of ${scene}, with the ${analysis.productNoun} (${name}) clearly visible. ` +
      'Natural light, uncluttered background, no text or logos added.',
    persona_is_estimate: true,
  };
}
