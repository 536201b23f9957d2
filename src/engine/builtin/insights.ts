import type { Insights } from '../contract.js';
import type { ListingAnalysis } from './analysis.js';
import { capitalizeFirst, lowerInSentence, nounWithArticle, sentenceFromHeader } from './casing.js';
import { tidyTail } from './phrases.js';
import { benefitClauses, purposes } from './benefit-clauses.js';
import { estimatePersona } from './persona.js';
import { sellingPoints } from './selling-points.js';

const withFallback = (list: string[], fallback: () => string[]) => (list.length > 0 ? list : fallback());

/*
 * Insights (SPEC §3) from the analysis. Everything except the persona is the seller's own words,
 * rearranged; the persona is a labelled estimate.
 */

const MAX_CLAUSE_WORDS = 16;

/**
 * The first clause of a sentence, at most 16 words, not ending on a connector. A clause too long
 * for that ends before its last `when`, `and` ...: `... switch the kettle off`, not `... switch the
 * kettle off when the water boils or the kettle`.
 */
export function mainClause(sentence: string): string {
  const clause = (sentence.split(/[;:]\s|,\s|\s[-–—]\s|\s(?:which|so that|because)\s/u)[0] ?? sentence).replace(/[.!?]+$/, '');
  const words = clause.split(/\s+/);
  if (words.length <= MAX_CLAUSE_WORDS) return tidyTail(clause, MAX_CLAUSE_WORDS);
  const kept = words.slice(0, MAX_CLAUSE_WORDS);
  const joint = kept.findLastIndex((w, i) => i >= 6 && /^(?:when|while|if|as|and|or|with|so|until|after|before|where)$/iu.test(w));
  return tidyTail(joint > 0 ? kept.slice(0, joint).join(' ') : clause, MAX_CLAUSE_WORDS);
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

/** Single words that are true of anything (`Simple`, `Easy`): no benefit on their own. */
const VAGUE_BENEFIT = /^(?:easy|simple|quick|fast|safe|strong|smooth|secure|convenient|practical|handy|solid|instant|gentle|efficient|large|thin|thick|cool|warm|fresh|natural|healthy|powerful|accurate|precise|stylish|elegant|sleek|universal|slim)$/u;

/** The seller's benefit clauses (`Keeps water free of plastic taste`), purposes (`Easy pouring`), then benefit phrases. */
function benefits(analysis: ListingAnalysis): string[] {
  const text = analysis.bullets.flatMap((b) => b.sentences).join(' ');
  const out = [
    ...benefitClauses(analysis.bullets).map((b) => b.clause),
    ...purposes(text),
    ...analysis.benefits.filter((b) => !VAGUE_BENEFIT.test(b)),
  ].map((b) => capitalizeFirst(b));
  for (const bullet of analysis.bullets) if (bullet.header && out.length < 3) out.push(headerCase(bullet.header));
  const seen = new Set<string>();
  const unique = out.filter((x) => !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase())).slice(0, 8);
  return unique.length > 0 ? unique : keyFeatures(analysis).slice(0, 3);
}

function whyPeopleBuy(analysis: ListingAnalysis): string[] {
  const reasons: string[] = [];
  const noun = analysis.productNoun;
  // `for your comfort` and `for it` say nothing about a need.
  const use = analysis.usages.find((u) => !/\b(?:your?|it|this|them)\b/iu.test(u));
  if (use) reasons.push(`They need ${nounWithArticle(noun, analysis.productNounPlural)} for ${use}`);
  for (const b of benefitClauses(analysis.bullets).slice(0, 3)) {
    if (b.singular) reasons.push(`It ${b.clause}`);
    else if (b.subject) reasons.push(`${capitalizeFirst(lowerInSentence(b.subject))} ${b.clause}`);
  }
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
    unique_selling_points: withFallback(sellingPoints(analysis), () => keyFeatures(analysis).slice(0, 3)),
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
