import { FUNCTION_WORDS, lowerPlainWords, normalizeWord } from '../../../rules/index.js';
import { factsOf, type FactSheet } from '../read/fact-sheet.js';
import type { Theme, SentenceFact } from '../read/index.js';
import { isArtifactNoun } from '../read/lexical.js';
import { findMeasures } from '../read/measures.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { unitKind } from '../read/units.js';
import { pluralOf, realize, type SlotValue } from '../realize/phrases.js';

/*
 * The description: it opens with what the product is and who it is for, what it has, works with
 * and comes with (frames around the fact sheet's phrases, each in the seller's words), then the
 * facts the bullets had no room for and the seller's own description, in short paragraphs by
 * theme; the specification list (plan/specs.ts) follows. It never repeats a bullet's sentence and
 * has no stock opener or closer.
 */

const THEME_ORDER: readonly Theme[] = ['what', 'build', 'use', 'care'];
const PARAGRAPH_SENTENCES = 3;

export interface DescriptionInputs {
  name: string;
  /** The product noun (`longboard`) and whether the name already says it. */
  noun: string;
  plural: boolean;
  audiences: readonly string[];
  /** The product's type from the main keyword when it names one (`hand blender`), else ''. */
  type: string;
  /** Lowers Title Case to sentence case in the seller's spellings. */
  sentenceCase: (text: string) => string;
  /** Sentences for the body, in priority order: overflow from the bullets, then the seller's description. */
  sentences: readonly SentenceFact[];
  /** Every sentence already in the bullets, to avoid repeating one. */
  bulletSentences: readonly string[];
  /** Title segments no title option could hold, so the description keeps them. */
  titleLeftovers: readonly string[];
  /** Whether the titles show the name cut short: the description then gives it whole. */
  nameCut?: boolean;
  /** The fact sheet (read/fact-sheet.ts), for what the product works with and comes with. */
  sheet?: FactSheet;
  /** The bullets' noun phrases, for the parts the seller measures (`70mm 78A wheels`). */
  phrases?: readonly NounPhrase[];
  /** Whether a phrase says nothing the title does not: a frame around it would only repeat the title. */
  inTitle?: (text: string) => boolean;
}

/** At most this many items in one frame's list: more reads as a spec dump, which the list below does better. */
const MAX_ITEMS = 3;
/** A frame's slot value longer than this is a clause, not a thing. */
const MAX_ITEM_LENGTH = 120;

/**
 * The parts the seller gives a measure for (`180mm reverse kingpin trucks`, `31" wheelbase`): a
 * noun phrase that opens with a product measure and ends on a thing other than the product.
 */
function measuredParts(phrases: readonly NounPhrase[], noun: string, inTitle: (text: string) => boolean): SlotValue[] {
  const nounWords = new Set(key(noun).split(' '));
  const out: SlotValue[] = [];
  const seen = new Set<string>();
  for (const phrase of phrases) {
    const measure = findMeasures(phrase.text)[0];
    if (!measure || measure.start !== 0 || phrase.words > 5 || phrase.words < 2) continue;
    const unit = measure.text.match(/(?:["”″'’]|\p{L}+)$/u)?.[0] ?? '';
    // (A lone capital glued to a number is as often a name as a unit: `4M toys`.)
    if (!unit || !unitKind(unit) || /\d\p{Lu}$/u.test(measure.text) || inTitle(phrase.text)) continue;
    const head = (phrase.text.match(/\p{L}[\p{L}-]*$/u)?.[0] ?? '').toLowerCase();
    // (A head in lowercase, as in running text: `6.5A 10V Max` is a spec, not a part.)
    if (!head || !/\p{Ll}[\p{L}-]*$/u.test(phrase.text) || nounWords.has(normalizeWord(head)) || !isArtifactNoun(head) || seen.has(key(phrase.text))) continue;
    seen.add(key(phrase.text));
    const plural = normalizeWord(head) !== head && /s$/u.test(head);
    out.push({ text: plural ? phrase.text : `a ${phrase.text}`, plural });
  }
  return out.slice(0, MAX_ITEMS);
}

/** What it has, works with and comes with: one sentence each, the seller's phrases in a frame. */
function whatItHas(inputs: DescriptionInputs): string[] {
  const subject: SlotValue = { text: inputs.plural ? 'They' : 'It', plural: inputs.plural };
  const inTitle = inputs.inTitle ?? (() => false);
  const fromText = (kind: 'compatibility' | 'included') =>
    (inputs.sheet ? factsOf(inputs.sheet, kind) : [])
      .filter((f) => f.source.field !== 'title' && !inTitle(f.text) && f.text.length <= MAX_ITEM_LENGTH && !/^(?:a|an|the)?\s*(?:this|it|its|your)\b/iu.test(f.text))
      .slice(0, MAX_ITEMS)
      .map((f) => ({ text: f.text }));
  const parts = measuredParts(inputs.phrases ?? [], inputs.noun, inTitle);
  // A frame that gives back a sentence of the bullets word for word (`It comes with ...`) says nothing new.
  const said = new Set(inputs.bulletSentences.map(key));
  return [
    realize('hasParts', { subject, parts }),
    realize('worksWith', { subject, things: fromText('compatibility') }),
    realize('comesWith', { subject, things: fromText('included') }),
  ].filter((x): x is string => x !== undefined && !said.has(key(x)));
}

const key = (text: string) => lowerPlainWords(text).map(normalizeWord).join(' ');

/**
 * What the product is and who or what it is for, from the name (`... Frother for Latte Coffee`),
 * the product's type and the audience the seller names. Nothing when the name already says all of
 * it: a sentence that only repeats the title is no fact.
 */
/** The name up to `for` (`... USB Cable Compatible for iPhone` -> `... USB Cable`). */
const nameHeadOf = (name: string) =>
  (name.split(/\s+for\s+/iu)[0] ?? name).replace(/\s+(?:compatible|suitable|ideal|perfect|great|designed|made|used|best)$/iu, '');

function opener(inputs: DescriptionInputs, hasTitleFacts: boolean): string | undefined {
  // The name's own purpose (`... Frother for Latte Coffee`): short, no numbers, nothing after another `for`.
  const forRaw = inputs.name.split(/\s+for\s+/iu)[1] ?? '';
  const nameHead = nameHeadOf(inputs.name);
  // Only after the product's own noun: `Creativity for Kids` is a brand, not a purpose.
  const afterNoun = inputs.noun !== '' && key(nameHead).split(' ').includes(key(inputs.noun).split(' ').pop() ?? '');
  const forPart = afterNoun && forRaw.split(/\s+/u).length <= 4 && !/\d/u.test(forRaw) ? forRaw : '';
  // A `for` before the product's noun is inside the name (`Creativity for Kids My First Felt Shapes`): keep it whole.
  const head = afterNoun || forRaw === '' ? nameHead : inputs.name;
  const nameWords = new Set(key(head).split(' '));
  // Only a type we are sure of (the main keyword naming the product) and new to the name.
  const type = inputs.type;
  const fullName = new Set(key(inputs.name).split(' '));
  const typeNew = type !== '' && !key(type).split(' ').every((w) => nameWords.has(w) || fullName.has(w));
  // A purpose names something (`for kids ages 6+`), never only `more` or `you`.
  const named = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => !FUNCTION_WORDS.has(w) && !/^(?:more|you|your|all|everyone|anyone|use)$/u.test(w));
  const purpose = forPart && named(forPart) ? inputs.sentenceCase(forPart) : (inputs.audiences[0] ?? '');
  // Without a purpose or an audience the sentence would only restate the title and keyword.
  if (!purpose) return undefined;
  void hasTitleFacts;
  // A sentence made only of the title's words tells the buyer nothing the title did not.
  const titleWords = new Set(key(inputs.name).split(' '));
  if (!typeNew && key(purpose).split(' ').every((w) => titleWords.has(w))) return undefined;
  const plural = inputs.plural && key(head).endsWith(key(inputs.noun));
  if (!typeNew) return realize('isForOnly', { name: { text: head, plural }, audience: { text: purpose } });
  return realize('isFor', {
    name: { text: head, plural },
    noun: { text: plural ? pluralOf(type) : type, plural },
    audience: purpose ? { text: purpose } : undefined,
  });
}

export function planDescription(inputs: DescriptionInputs): string[][] {
  const seen = new Set(inputs.bulletSentences.map(key));
  const body: SentenceFact[] = [];
  for (const sentence of inputs.sentences) {
    const k = key(sentence.text);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    body.push(sentence);
  }
  const paragraphs: string[][] = [];
  // What it is: the opener, or, when the title had facts no option could hold, those facts under
  // the name (one line about the name is enough).
  // The title's own words, as the seller wrote them: this line is a spec line, not a sentence of ours.
  // The name goes in whole, as the titles show it: cutting it at `for` would read as a split name.
  const facts = inputs.titleLeftovers.map((text) => ({ text: text.replace(/[.!]+$/u, '') }));
  const continues = /^(?:for|with|and|in|on|to|of)\s/iu.test(facts[0]?.text ?? '');
  const leftovers =
    facts.length > 0
      ? realize(continues ? 'titleFactsContinued' : 'titleFacts', { name: { text: inputs.name }, facts })
      : inputs.nameCut
        ? `${inputs.name.replace(/[\s,;:.!]+$/u, '')}.`
        : undefined;
  const first = opener(inputs, leftovers !== undefined);
  const identity = [first, leftovers, ...whatItHas(inputs)].filter((x): x is string => x !== undefined);
  if (identity.length > 0) paragraphs.push(identity);
  for (const theme of THEME_ORDER) {
    const themed = body.filter((s) => s.theme === theme).map((s) => s.text);
    for (let i = 0; i < themed.length; i += PARAGRAPH_SENTENCES) paragraphs.push(themed.slice(i, i + PARAGRAPH_SENTENCES));
  }
  return paragraphs;
}
