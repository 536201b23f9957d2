import nlp from '../lexicon/nlp.js';
import { lastSeen } from '../../../rules/index.js';

/*
 * realize: the only words the writer adds to the seller's are in this small vocabulary, each a
 * frame around the seller's facts, with one slot syntax:
 *
 *   {slot}        the value as given
 *   {a:slot}      the value with `a` or `an` (none for a plural)
 *   {be:slot}     `is` or `are`, agreeing with the value's number
 *   {list:slot}   the items joined as `x, y and z`
 *   {commas:slot} the items joined as `x, y, z` (a spec line, not a sentence of ours)
 *   [ ... ]       an optional part, dropped unless every slot inside has a value
 *
 * Agreement and inflection come from compromise, so no frame spells a verb form itself.
 */

export const PHRASES = {
  /** Description opener: what it is and who or what it is for. */
  isFor: '{name} {be:name} {a:noun}[ for {audience}].',
  isForOnly: '{name} {be:name} for {audience}.',
  /** The title's facts that no title option had room for, in the seller's words. */
  titleFacts: '{name}: {commas:facts}.',
  /** The same when the first fact goes on with the name (`... Lint Shaver` + `for Woolen Clothes`). */
  titleFactsContinued: '{name} {commas:facts}.',
  /** The parts the seller measures (`180mm reverse kingpin trucks`, `a 31" wheelbase`), each in the seller's words. */
  hasParts: '{subject} {have:subject} {list:parts}.',
  /** What the seller says it works with or fits, in their words. */
  worksWith: '{subject} {work:subject} with {list:things}.',
  /** What the seller says comes in the package, in their words. */
  comesWith: '{subject} {come:subject} with {list:things}.',
  /** A seller's `Label: value` as a sentence where bullets carry no headers (`The country of origin is India.`). */
  labelIs: 'The {label} {be:label} {value}.',
  /** The product named as the subject of a sentence (`The Zentro Z40`). */
  theName: 'The {name}',
  /** A seller's noun phrase that names the product itself (`Metal phone stand for tablets`). */
  isA: '{subject} {be:subject} {thing}.',
  /** The seller's participle and adjective phrases (`made of flexible TPU`, `easy to clean`). */
  isState: '{subject} {be:subject} {list:states}.',
  /** The seller's verb phrases, given the subject they left out (`keeps drinks cold ...`). */
  does: '{subject} {list:actions}.',
  /** Two verb phrases of the seller's when the first holds its own `and`. */
  doesBoth: '{subject} {first}, and {second}.',
  /** One of the seller's `Label: value` specs as a clause (`its refresh rate is 60 Hertz`). */
  valueIs: '{its:subject} {label} {be:label} {value}',
  /** The same, after the product's name: `a refresh rate of 60 Hertz`. */
  valueOf: '{a:label} of {value}',
  /** Clauses said in one sentence. */
  clauses: '{list:clauses}.',
} as const;

export type PhraseId = keyof typeof PHRASES;

export interface SlotValue {
  text: string;
  plural?: boolean;
}

export type Slots = Record<string, SlotValue | SlotValue[] | undefined>;

const VOWEL_SOUND = /^(?:[aeio]|u(?!ni|s[aeiu]|ti|r[aeiou]|k|bi)|hour|honest|heir)/iu;

/** `a` or `an` by sound (acronyms by their letter names: `an LED`, `a USB`). */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/\s+/u)[0] ?? '';
  if (/^\d/u.test(first)) return /^(?:8|11|18)(?!\d)|^8\d/u.test(first) ? 'an' : 'a';
  if (/^[\p{Lu}\d]{2,}$/u.test(first)) return /^[AEFHILMNORSX]/u.test(first) ? 'an' : 'a';
  return VOWEL_SOUND.test(first) ? 'an' : 'a';
}

/** Inflects the last word only: compromise would read `pour` in `pour over coffee maker` as a verb. */
function inflectLast(phrase: string, inflect: (word: string) => string): string {
  const at = phrase.search(/[\p{L}'’-]+$/u);
  if (at < 0) return phrase;
  return phrase.slice(0, at) + inflect(phrase.slice(at));
}

interface NounTransforms {
  two: { transform: { noun: { toPlural(word: string, model: unknown): string; toSingular(word: string, model: unknown): string } } };
}
// compromise's own inflection tables, called directly: building a document per word costs a parse.
const inflection = (nlp.methods() as unknown as NounTransforms).two.transform.noun;
const model = nlp.model();

// (Each word's forms remembered for the words asked last: compromise's toSingular inverts its whole
// table of irregular plurals on every call, and the writer asks for the same nouns again and again.)
const pluralWord = lastSeen(2000, (w) => inflection.toPlural(w, model) || w);
const singularWord = lastSeen(2000, (w) => inflection.toSingular(w, model) || w);

export const pluralOf = (noun: string) => inflectLast(noun, pluralWord);
export const singularOf = (noun: string) => inflectLast(noun, singularWord);

/** A verb in the form that agrees with its subject (`features` / `feature`). */
export function agree(verb: string, plural: boolean): string {
  return plural ? infinitive(verb) : presentTense(verb);
}

/** Verb forms already made: a parse per frame is most of a description's cost. */
const infinitive = lastSeen(1000, (verb) => nlp(verb).verbs().toInfinitive().text() || verb);
const presentTense = lastSeen(1000, (verb) => nlp(verb).verbs().toPresentTense().text() || verb);

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const asList = (value: SlotValue | SlotValue[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function fill(template: string, slots: Slots): string | undefined {
  let missing = false;
  const out = template.replace(/\{(?:(\w+):)?(\w+)\}/gu, (_m, op: string | undefined, name: string) => {
    const values = asList(slots[name]).filter((v) => v.text.trim() !== '');
    const first = values[0];
    if (!first) {
      missing = true;
      return '';
    }
    switch (op) {
      case 'a':
        return first.plural ? first.text : `${articleFor(first.text)} ${first.text}`;
      case 'be':
        return first.plural ? 'are' : 'is';
      case 'list':
        return listOf(values.map((v) => v.text));
      case 'commas':
        return values.map((v) => v.text).join(', ');
      case 'its':
        return first.plural ? 'their' : 'its';
      case undefined:
        return first.text;
      default:
        // Any other operator is a verb agreeing with the slot: `{feature:name}`.
        return agree(op, first.plural === true);
    }
  });
  return missing ? undefined : out;
}

/** Fills a phrase; undefined when a required slot has no value. A sentence starts with a capital. */
export function realize(id: PhraseId, slots: Slots): string | undefined {
  const template = PHRASES[id].replace(/\[([^[\]]*)\]/gu, (_m, inner: string) => fill(inner, slots) ?? '');
  // (A comma or colon the seller left at the end of a fragment does not stand before the stop: `… tub,.`)
  const out = fill(template, slots)?.replace(/\s+([,.])/gu, '$1').replace(/\s{2,}/gu, ' ').trim().replace(/[\s,;:]+(?=[.!?]$)/u, '');
  return out !== undefined && /[.!?]$/u.test(out) ? out.replace(/^\p{Ll}(?!\p{Ll}*\p{Lu})/u, (c) => c.toUpperCase()) : out;
}
