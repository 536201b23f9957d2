import { FUNCTION_WORDS, lowerCompoundWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { lexiconTags } from '../lexicon/nlp.js';
import { isColour, isCommonWord, isKnownNoun, isMaterial } from '../read/lexical.js';
import { wordnet } from '../lexicon/wordnet.js';
import { singularOf } from '../realize/phrases.js';

/*
 * What the bullets say the product is for, fits or connects, and the material or colour a spec
 * line of theirs names: facts a shopper searches for that a short title of the seller's does not
 * say (`AmazonBasics DisplayPort to HDMI Cable` whose bullets say it connects a TV, projector or
 * monitor). A title option may lead with one; every word of it is the seller's, joined by `for`
 * where the seller said `connects`, `used in` or `use on`.
 */

/** The seller's words that say what follows is what the product is for, and how a title says it. */
const USE_CUES: readonly { cue: RegExp; say: (match: RegExpMatchArray) => string; things?: boolean }[] = [
  // (`Compatible For Amazon Fire TV Stick`, `compatible with iPhone 12`: the seller's own preposition.)
  { cue: /\bcompatible\s+(with|for)\s+/iu, say: (m) => `Compatible ${(m[1] ?? '').toLowerCase()}` },
  // (`Ideal for walls, doors`, `Can be used for both cold and hot milk`, `Used in car remotes`, `Connects your TV, projector or monitor`, `Use on pants, coats`.)
  // (Not `made with`, `made in`: what it is made of or where is no use, `Food Grade Stainless Steel`, `a Peanut Free Factory`.)
  { cue: /\b(?:(?:ideal|perfect|suitable|designed|meant|recommended|useful)\s+for|used\s+(?:for|in|on)|use(?:\s+it)?\s+(?:for|on|in))\s+/iu, say: () => 'for' },
  { cue: /\bconnects?\s+(?=\p{L})/iu, say: () => 'for' },
  // (What comes in the box: `Includes doll and bottle`, `Comes with a carry bag`.)
  // (Not `including`, which gives examples: `devices including laptops, tablets`.)
  { cue: /\b(?:(includes?)|comes\s+with)\s*:?\s+(?=\p{L})/iu, say: (m) => (m[1] ? 'Includes' : 'with'), things: true },
];

/** Words before a list that say nothing of what is in it (`your`, `all`, `most`, `both`). */
const LEADING = /^(?:your|the|a|an|following|these|those|this|all|any|most|every|both|our|their|his|her|its|many|various|different|other|virtually|almost|nearly|just|also|even|standard|regular|regularly|everyday|daily)$/iu;

/** Where the list a cue opens ends: a sentence's mark, a bracket, a spaced dash, or a word that starts a clause. */
const LIST_END = /[.;:!?()[\]{}]|\s[–—-]\s|\s(?:to|that|which|so|when|while|where|as|by|from|because|if|without|with|at|through|into|like|such|including|etc|in|of|on|up|is|are|it|you|and\s+(?:it|you|more|many|other|others|much)|or\s+(?:any|other|more))(?=\s|$)/iu;

const isVerb = (word: string) => lexiconTags(word).some((t) => /^(?:PresentTense|PastTense|Infinitive|Gerund|Modal|Copula|Verb|Auxiliary|Pronoun|Adverb)$/u.test(t));

/** A word of a listed thing: letters (a hyphen or slash inside, `A/V`), no praise, no verb or pronoun. */
// (A word that is a verb too, `monitor`, `coats`, is a thing when its commonest noun sense is one.)
// (Before the item's last word, a verb's -ing or -ed form describes it: `Charging Cables`, `Baked Goods`.)
const plainWord = (w: string, describing = false) => {
  const key = w.toLowerCase();
  const thing = thingFirst(normalizeWord(key));
  const modifier = describing && /\p{L}{3}(?:ing|ed)$/u.test(key);
  return /^\p{L}[\p{L}'’/-]*$/u.test(w) && !FUNCTION_WORDS.has(key) && !SUBJECTIVE_OR_TEMPORARY_WORDS.has(key) && (thing || modifier || (!isVerb(key) && !/ly$/u.test(key)));
};

/** A word whose commonest noun senses name a made thing, a food, a substance or a person (`projector`, `milk`, `kids`), not `fun`, `safety` or `needs`. */
// (The word as written or its singular: `pants` is no `pant`.)
// (Its first two senses: `cable` is a message first and a made thing next.)
// (A person only in the first sense, `kids`: `hands` are workers in the second.)
const thingFirst = (key: string, senses = 2, persons = true) =>
  [key, singularOf(key)].some((w) => wordnet().senses(w, 'noun').slice(0, senses).some((x, i) => /^noun\.(?:artifact|food|substance|plant)$/u.test(x.lexname) || (persons && i === 0 && x.lexname === 'noun.person')));

/** Words for any goods or anyone (`for Devices`, `Compatible with Multiple Devices`, `for Surfaces`): nothing a shopper searches for. */
// (Nor a fan or lover of something, `for Aladdin Fan`: a gift line, not a use.)
const GENERIC = /^(?:devices?|things?|items?|products?|purposes?|uses?|needs?|occasions?|people|everyone|anyone|users?|output|input|peripherals?|applications?|others?|surfaces?|fans?|lovers?|enthusiasts?|aficionados?)$/u;

/** Whether a listed item names a thing or a person (`car remotes`, `Amazon Fire TV Stick`, `kids`): its last word. */
const namesThing = (item: string, things = false) => {
  const last = item.split(' ').at(-1) ?? '';
  const key = normalizeWord(last.toLowerCase().replace(/['’]s$/u, ''));
  // (A name the dictionary does not know, `iPhone`, `PS5`, is a thing; a word it knows is one when it names a made thing, a food or a person: not `Fun`, `Safety`, `USA`.)
  // (Nor a word in -ing, `for Hanging`: what the product does, not what it is for.)
  if (GENERIC.test(key) || /\p{L}{3}ing$/u.test(key)) return false;
  // (What comes in the box is a thing in its first sense, never a name: `Includes Added Protection`, `Includes Black Widow` say none.)
  if (things) return thingFirst(key, 1, false);
  if (thingFirst(key)) return true;
  // (A word in capitals is read as the word: `INDIA`, `SAFETY`, `ON-THE-GO`; an acronym of four letters at most, `TV`, `PS5`, is a name.)
  if (/^\p{Lu}{2,4}\d*$/u.test(last)) return true;
  return /\p{Ll}/u.test(last) && /^\p{Lu}|\d/u.test(last) && !isKnownNoun(key) && !isCommonWord(key);
};

const capitalised = (w: string) => (/\p{Lu}/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1));

/** The items of a list the seller wrote after a cue, the first three that name things, in title case. */
function listAfter(text: string, said: ReadonlySet<string> = new Set(), things = false): string | undefined {
  const span = text.split(LIST_END)[0] ?? '';
  const parts = span.split(/(\s*,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|or|&)\s+)/u);
  const items: string[] = [];
  const joins: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const words = (parts[i] ?? '').trim().split(/\s+/u).filter(Boolean);
    while (words.length > 0 && LEADING.test(words[0] ?? '')) words.shift();
    if (words.length === 0 || words.length > 4 || !words.every((w, j) => plainWord(w, j < words.length - 1)) || !namesThing(words.join(' '), things)) break;
    // (An item the title says already is left out of the list: `Includes Bottle` of `Includes doll and bottle` on a doll.)
    if (words.every((w) => said.has(normalizeWord(w.toLowerCase())))) continue;
    items.push(words.map(capitalised).join(' '));
    joins.push((parts[i - 1] ?? '').trim());
    if (items.length === 3) break;
  }
  if (items.length === 0) return undefined;
  // (The seller's `and` or `or` before the last item stays: `TV, Projector or Monitor`.)
  return items.map((item, i) => (i === 0 ? item : /^(?:and|or|&)$/iu.test(joins[i] ?? '') ? ` ${joins[i]} ${item}` : `, ${item}`)).join('');
}

/**
 * What the product is for, fits or connects, as the bullets say it (`for TV, Projector or
 * Monitor`, `Compatible for Amazon Fire TV Stick`), none that the title says already; at most two,
 * each short enough to lead an option.
 */
export function bulletUses(sentences: readonly string[], titleText: string): string[] {
  const said = new Set(lowerCompoundWords(titleText).map(normalizeWord));
  const out: string[] = [];
  for (const sentence of sentences) {
    for (const { cue, say, things } of USE_CUES) {
      const m = sentence.match(cue);
      if (!m || m.index === undefined) continue;
      // (Never what the seller says it is not for: `Not compatible with a USB port`.)
      if (/\b(?:not|no|never|nor|without|isn['’]?t|doesn['’]?t|don['’]?t|cannot|can['’]?t)\s+(?:\S+\s+)?$/iu.test(sentence.slice(0, m.index))) continue;
      const list = listAfter(sentence.slice(m.index + m[0].length), said, things);
      if (!list) continue;
      const piece = `${say(m)} ${list}`;
      const fresh = lowerCompoundWords(list).map(normalizeWord).filter((w) => !FUNCTION_WORDS.has(w) && !said.has(w));
      if (fresh.length === 0 || piece.length > 50 || out.some((o) => o.toLowerCase() === piece.toLowerCase())) continue;
      out.push(piece);
      break;
    }
    if (out.length === 2) break;
  }
  return out;
}

/**
 * A material or colour a spec line of the bullets names (`Material: Paper`, `COLOR: Beige &
 * Black`), as the seller wrote it, when the title does not say it.
 */
export function bulletSpecFacts(sentences: readonly string[], titleText: string): string[] {
  const said = new Set(lowerCompoundWords(titleText).map(normalizeWord));
  const out: string[] = [];
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(/\b(material|colou?r)\s*[:=–-]\s*([\p{L}][\p{L} &/-]{1,30}?)\s*(?=[;,.|]|$|\s[A-Z][A-Za-z ]{1,20}:)/giu)) {
      const [, key = '', value = ''] = m;
      const words = value.trim().split(/\s+|\s*[&/]\s*/u).filter(Boolean);
      const test = /^material$/iu.test(key) ? isMaterial : isColour;
      if (words.length === 0 || words.length > 3 || !words.every((w) => test(w.toLowerCase()) || /^multi-?colou?r$/iu.test(w))) continue;
      if (words.every((w) => said.has(normalizeWord(w.toLowerCase())))) continue;
      const text = value.trim().split(' ').map((w) => (w === w.toUpperCase() && w.length > 1 ? w.charAt(0) + w.slice(1).toLowerCase() : capitalised(w))).join(' ');
      if (!out.includes(text)) out.push(text);
    }
  }
  return out.slice(0, 2);
}

/**
 * What a phrase of the seller's title says the product is for or fits, after the thing it names
 * (`for Smartphones, Tablets` of `3A Fast Charging 1.5m Braided Type C Cable for Smartphones,
 * Tablets`): an option with no room for the whole phrase may lead with it. Only the things listed
 * that the name does not say.
 */
export function phraseUses(phrases: readonly string[], name: string): string[] {
  const said = new Set(lowerCompoundWords(name).map(normalizeWord));
  const out: string[] = [];
  for (const phrase of phrases) {
    // (Inside the phrase, after words of its own: a phrase that opens on `for` is a piece already.)
    const m = phrase.match(/\s(?:compatible\s+(with|for)|for)\s+/iu);
    if (!m || m.index === undefined) continue;
    if (/\b(?:not|no|never|without)\s+(?:\S+\s+)?$/iu.test(phrase.slice(0, m.index))) continue;
    const list = listAfter(phrase.slice(m.index + m[0].length), said);
    if (!list) continue;
    const piece = `${m[1] ? `Compatible ${m[1].toLowerCase()}` : 'for'} ${list}`;
    const fresh = lowerCompoundWords(list).map(normalizeWord).filter((w) => !FUNCTION_WORDS.has(w) && !said.has(w));
    if (fresh.length === 0 || piece.length > 50 || out.some((o) => o.toLowerCase() === piece.toLowerCase())) continue;
    out.push(piece);
  }
  return out.slice(0, 2);
}
