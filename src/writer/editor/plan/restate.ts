import { parseForTags, termsOfParse } from '../lexicon/nlp.js';
import { AROUND, bracketsBalanced, FUNCTION_WORDS, lastSeen, literalBetween, normalizeWord, sentenceEndAt } from '../../../rules/index.js';
import type { Theme } from '../read/index.js';
import { wordnet } from '../lexicon/wordnet.js';
import { isColour, isKnownNoun } from '../read/lexical.js';
import { findMeasures, isUnitWord } from '../read/measures.js';
import { isCatchAll } from './keyword-plan.js';
import { STORE_LABEL } from '../read/fact-sheet.js';

/*
 * The seller's bullets said again for the description, in full sentences: each piece of a bullet
 * (a sentence, split at its semicolons) is read for its grammatical form, so the description can
 * give it the subject it implied (`Keeps drinks cold` -> `It keeps drinks cold`), gather noun
 * phrases into one sentence (`It has a deep bass output with 40mm drivers and soft ear cushions`)
 * and say a `Label: value` spec as `Its refresh rate is 60 Hertz`. Every word but the subject and
 * those few frame words (realize/phrases.ts) is the seller's, in their order.
 */

export type PieceForm =
  /** A sentence with its own subject, or an instruction (`Take your pick ...`): said as the seller wrote it. */
  | 'clause'
  /** A verb phrase with no subject (`Keeps drinks cold`, `Can be used for TDS up to 2000 ppm`). */
  | 'verb'
  /** A participle or adjective phrase (`Made of flexible TPU`, `Easy to clean`, `BPA free`). */
  | 'state'
  /** A purpose (`For 2-4 players, ages 5 and up`). */
  | 'purpose'
  /** A noun phrase the product has (`Deep bass output with 40mm drivers`). */
  | 'thing'
  /** A noun phrase that names the product itself (`Metal phone stand for tablets`). */
  | 'identity'
  /** A `Label: value` spec (`Refresh Rate: 60 Hertz`). */
  | 'value'
  /**
   * A sentence about a part of the product (`Clear markings make the gauge easy to read`): the part in
   * `label`, what it does in `value`, said as the product's (`Its clear markings make …`).
   */
  | 'part';

export interface Piece {
  form: PieceForm;
  /**
   * The seller's words as they go inside a sentence: first letter lowered unless it starts a name
   * or an acronym, no stop. For a `clause`, the whole sentence as written, with its stop.
   */
  text: string;
  /** For a `value`: the seller's label, in sentence case; for a label's own verb (`Holmes filter fits`), that label. */
  label?: string;
  /** For a label's own verb: the value the seller wrote after it (`HM1865, HM1895`). */
  value?: string;
  /** A `thing`'s or a `value` label's head is plural (`ear cushions`, `HDMI ports`). */
  plural?: boolean;
  /** A `verb` phrase taken from a sentence that had its own subject (`The cable uses ...`). */
  restated?: boolean;
  /** For a `restated` verb phrase, the seller's sentence it was taken from. */
  sentence?: string;
  /** A `thing` or `identity` that reads with `a`/`an` before it (a singular noun that can be counted). */
  countable?: boolean;
  theme: Theme;
  /** The seller's bullet (-1 for the seller's description, or the title). */
  bullet: number;
}

export interface RestateContext {
  /** Words of the product's own noun (`phone`, `stand`), so `Metal phone stand for tablets` names the product. */
  productWords: ReadonlySet<string>;
  /** The product's noun when the name ends on it: a noun phrase with that head says what the product is (defaults to `productWords`). */
  identityWords?: ReadonlySet<string>;
  /** The brand as the title writes it: a phrase that names it again is the seller's name for the product. */
  brand?: string;
  /** The nouns the name ends on (`adapter`, `cable` of `... Converter Adapter Cable`): a sentence whose subject is one is about the product. */
  nameNouns?: ReadonlySet<string>;
  /** The words of the product's name after its first, the brand's place, lowercased (`wave`, `call` of `boAt Wave Call Smart Watch`): a subject of two or more of them is the product. */
  nameWords?: ReadonlySet<string>;
  /** Title Case or shouted text in sentence case, in the seller's spellings; the first letter lowered unless a name. */
  inSentence: (text: string) => string;
}

/** Labels that are headlines, not specification names (`Note`, `What you get`): what follows them is no value. */
const NO_LABEL = /^(?:note|notes|warning|attention|tips?|what you get|package|includes?|included|in the box|warranty|guarantee|service|support|about|why|features?|benefits?|description|details|other features|highlights?)\b/iu;
const WARRANTY = /\bwarrant(?:y|ies|ed)\b|\bguarantee/iu;
/** What the product needs and the box lacks, in one line: `Requires 2 AAA batteries, not included`, `Needs 3 AA batteries (not included)`. */
const NEEDS_NOT_INCLUDED = /^(?:requires?|needs?)\s+[^,;:()]{3,60}?(?:,\s*|\s+\(|\s+[-–—]\s*)(?:batteries\s+)?(?:not included|sold separately)\)?$/iu;
const NOT_INCLUDED = /\b(?:required|requires?|needed|not included|sold separately|(?:must|to) be (?:bought|purchased)|not in the box)\b/iu;
// (`&` too: `…; & protects the HDMI port` gave `It has a & protects …`.)
const LEADING_CONJUNCTION = /^(?:and|but|also|plus|so|then|&)\s+/iu;
/** An inner label: `Intelligent Detection and Tracking: Human detection follows people ...`. */
const INNER_LABEL = /^(\p{L}[\p{L}\p{N} &'’/+-]{1,40}?)(?:\s*[:：]|\s+[-–—])\s+(\S.*)$/u;

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+&./-]*/gu) ?? [];

/** A label's colon inside a value (not a ratio's, `20:9`): the value runs on into another spec. */
const RUNS_ON = /(?<!\d)[:：]|[:：](?!\d)/u;

/** A short value (`60 Hertz`, `HD Ready (1366 X 768)`, `Battery Powered`), as specs are. */
const isValue = (value: string, label = '') => {
  const n = wordsOf(value).length;
  // (`Materials: MDF and beech wood`: a material or a colour may take a few more words.)
  if (/\b(?:materials?|colou?rs?|finish|fabric)$/iu.test(label) && n <= 6 && !/\d/u.test(value)) return true;
  // (Nor one that runs on into another label: `370W,Input power (IEC): 1900W`.)
  // (A ratio's colon, `20:9`, is none.)
  if (RUNS_ON.test(value)) return false;
  // (`6mm, Auto pairing`: a second fact after a comma.)
  if (value.split(/,\s*/u).slice(1).some((part) => !/\d/u.test(part))) return false;
  return n >= 1 && n <= 6 && !/[!?]/u.test(value) && (/\d/u.test(value) || n <= 3);
};
/** A longer value that is a list of names or specs, not a sentence (`Windows 7, Windows 8 or Windows 10, Mac OS X 10.14`). */
function isList(value: string, ctx: RestateContext): boolean {
  return wordsOf(value).length <= 20 && /,/u.test(value) && !RUNS_ON.test(value) && !hasOwnVerb(termsOf(ctx.inSentence(value))) && !/[.!?]\s/u.test(value);
}

const isLabel = (label: string) => {
  const n = wordsOf(label).length;
  // (`Workbench measures: 5.25 x 9`: a label ends on a noun, not a verb.)
  // (Nor is `Easy to Clean` a label: `Its easy to clean is …` names nothing the product has.)
  // (Nor a label that opens on a preposition: `For everyone` names no property, `Their for everyone is …` broke.)
  // (Nor one that ends on a preposition: `Made In`, `Designed by` are the start of a clause, not a property's name.)
  return n >= 1 && n <= 3 && !NO_LABEL.test(label) && !/[\d_]/u.test(label) && !/\b(?:measures|includes|contains|comes|weighs|holds|fits|offers)$/iu.test(label) && !/\bto\b/iu.test(label) && !LABEL_PREPOSITION.test(label.trim()) && !ENDS_ON_PREPOSITION.test(label.trim());
};
const ENDS_ON_PREPOSITION = /\s(?:by|in|of|from|with|for|on|at)$/iu;
/**
 * A label that is a participle and its preposition (`Made In`, `Designed by`, `Powered by`): with its
 * value, a state of the product (`It is made in India.`), never a property (`Its made in is India.`).
 */
const participleLabel = (label: string) => (/^[\p{L}]+\s+(?:by|in|from|of|with|for)$/u.test(label.trim().toLowerCase()) && PASSIVE_OPENER.test(label.trim().toLowerCase().split(/\s+/u)[0] ?? '') ? label.trim().toLowerCase() : undefined);
/** A header that opens on a preposition (`For everyone`, `With love`) is a phrase, never a property's name. */
const LABEL_PREPOSITION = /^(?:for|with|without|in|on|at|by|from|of|about|into|under|over|through|after|before|during)\s/iu;

interface Term {
  text: string;
  tags: string[];
}

/**
 * compromise's reading of the piece's words, after an `it` so a verb in first place reads as one;
 * kept for the pieces seen last: the same listing is written once per profile, and a parse is the cost here.
 */
const termsOf = lastSeen(2000, (lowered): Term[] => {
  // (A bracketed aside, `(10 minutes of charge gives 3 hours)`, is no part of the piece's grammar.)
  // (The whole tagger: without its second pass `Leak proof screw lid` reads as an instruction.)
  // (Read in lowercase, acronyms aside: a capital inside a sentence, `Even Wash the earbuds`, reads as a name.)
  const plain = lowered.replace(/\s*\([^()]*\)/gu, '').replace(/[\p{L}][\p{L}'’-]*/gu, (w) => (/^\p{Lu}{2,}$/u.test(w) ? w : w.toLowerCase()));
  return termsOfParse(parseForTags(`it ${plain}`))
    .slice(1)
    .map((t) => ({ text: t.text.toLowerCase(), tags: t.tags }));
});

const has = (term: Term | undefined, ...tags: string[]) => !!term && tags.some((t) => term.tags.includes(t));
const isPreposition = (term: Term | undefined) => has(term, 'Preposition') || /^(?:to|for|with|of|in|on|by|from|under|over|inside|into|up|at|as|than)$/u.test(term?.text ?? '');

const SUBORDINATE = /^(?:while|when|whenever|if|that|which|who|whose|because|so|as|until|whether|where|since|though|although)$/u;

/** A finite verb after the first word: the piece has a subject of its own (`Gold-plated connectors resist corrosion`). */
function hasOwnVerb(terms: readonly Term[]): boolean {
  return ownVerbAt(terms) >= 0;
}

/** Whether a text is a clause with a subject and verb of its own (`Washable supplies make cleanup quick`), not a value. */
// (Not an instruction, `Just toss it in the washing machine`: its verb comes first, and it is a care line.)
export const isClause = (text: string) => {
  const terms = termsOf(text);
  return !has(terms[0], 'Verb', 'Adverb') && hasOwnVerb(terms);
};

/**
 * A word that joins a sentence to the one before it (`Therefore`, `Besides,`, `Along with this`): said
 * away from that sentence, it points at nothing.
 */
const CONNECTIVE = /^(?:therefore|thus|hence|so|also|besides|moreover|furthermore|additionally|however|in addition|plus|then|along with (?:this|that|it)|apart from (?:this|that)|on top of (?:this|that)|because of (?:this|that)|that'?s why|this is why)\b[\s,]*/iu;

/** The sentence without a connective that opens it (`Besides, you may need …` -> `You may need …`). */
export const withoutConnective = (sentence: string) => {
  const rest = sentence.replace(CONNECTIVE, '');
  return rest === sentence ? sentence : capitalFirst(rest);
};

/**
 * Whether a seller's sentence is a full sentence a description can say as written: a subject and a
 * verb, or an instruction; not a bare list (`Macbook, Thinkpad, Surface, Chromebook, Ipad Pro, Etc.`),
 * nor a participle with no subject (`Known as a 11.6 inch laptop stand`), nor one opening on a
 * connective whose sentence before it is not there (`Therefore …`).
 */
export function isFullSentence(sentence: string): boolean {
  if (CONNECTIVE.test(sentence)) return false;
  // (A sentence in brackets is read inside them: `(Manual reset models … after 10 minutes …)`.)
  const body = sentence.replace(/[\s.!?]+$/u, '').replace(/^\((.*)\)$/u, '$1').replace(/[\s.!?]+$/u, '').replace(/,?\s*etc\.?$/iu, '');
  const items = body.split(/\s*,\s*|\s+(?:and|or|&)\s+/u).filter(Boolean);
  // (Not an instruction with a list in it: `Connect your TV, projector or monitor.`)
  if (items.length >= 3 && items.every((item) => wordsOf(item).length <= 3) && !wordnet().has((items[0]?.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase(), 'verb')) return false;
  const terms = termsOf(body);
  // (A word only ever a verb is one, whatever the tagger says: `products adhere to …`.)
  const verbs = terms.filter((t, i) => (has(t, 'Verb', 'Copula', 'Modal', 'Auxiliary') && !has(t, 'Gerund')) || (i > 0 && wordnet().has(t.text.replace(/[^\p{L}]/gu, ''), 'verb') && !wordnet().has(t.text.replace(/[^\p{L}]/gu, ''), 'noun')));
  // (No verb: a noun phrase, said as written only for a figure it gives, `15 ltrs per hour filtration capacity …`, which is said nowhere else.)
  if (verbs.length === 0) return /\d/u.test(body);
  // (`Known as …`, `Designed for …`: a participle first and no verb after it.)
  if (has(terms[0], 'PastTense') && /(?:ed|wn|de|ne|lt)$/u.test(terms[0]?.text ?? '') && !anyVerb(terms)) return false;
  return true;
}

/**
 * Whether a verb phrase of having holds a clause of its own before its first comma (`has a jacket and
 * this jacket provides …`, `offers compatibility as it is compatible with …`): a noun, then a copula, a
 * modal or a verb in -s. Said under `It has`, the frame wraps a whole sentence.
 */
export function framesClause(phrase: string): boolean {
  const m = phrase.match(/^(?:has|have|features?|offers?|includes?|provides?|brings?)\s+([^.;:!?,]+)/iu);
  if (!m?.[1]) return false;
  const terms = termsOf(m[1]);
  return terms.some((t, i) => i + 1 < terms.length && has(t, 'Noun', 'Pronoun') && (has(terms[i + 1], 'Copula', 'Modal') || (has(terms[i + 1], 'PresentTense') && !has(terms[i + 1], 'Gerund') && /[^s]s$/u.test(terms[i + 1]!.text))));
}

/** A finite verb anywhere, after the first word: a verb in -s or a modal, a copula or an auxiliary. */
function anyVerb(terms: readonly Term[]): boolean {
  return ownVerbAt(terms, false) >= 0 || terms.some((t, i) => i > 0 && has(t, 'Copula', 'Modal') && terms[i - 1]?.text !== 'to');
}

/** Where the main clause's verb is, after its subject; -1 when there is none. */
function ownVerbAt(terms: readonly Term[], main = true): number {
  // (Only the main clause: `Long enough to use your phone while it charges` has no verb of its own.)
  const end = main ? terms.findIndex((t, i) => i > 0 && SUBORDINATE.test(t.text)) : -1;
  return terms.slice(0, end < 0 ? terms.length : end).findIndex((t, i) => {
    if (i === 0) return false;
    const before = terms[i - 1];
    // (`Our ginger chews are used …`: a word in -s right before a copula is its subject, not a verb.)
    if (/s$/u.test(t.text) && has(terms[i + 1], 'Copula') && !has(t, 'Copula', 'Modal', 'Auxiliary')) return false;
    // `ages 12 and up`: an age, not a verb.
    if (/^age[sd]$/u.test(t.text) && has(terms[i + 1], 'Value')) return false;
    // `Flex 2 suits riders`, `HDR10+ helps in providing`: a word in -s that is a verb, with an object
    // or a preposition after it (`ear cushions` has none; `2 HDMI ports to connect` names a thing).
    if (has(t, 'Plural') && /s$/u.test(t.text) && wordnet().has(t.text.replace(/s$/u, ''), 'verb')) {
      const next = terms[i + 1];
      // (`Contoured shape fits either hand`: `either` is a determiner there, whatever the tagger says.)
      if ((has(next, 'Noun', 'Determiner', 'Possessive') && !has(next, 'Unit', 'Verb')) || /^(?:either|neither|both|every)$/u.test(next?.text ?? '')) return true;
      if ((isPreposition(next) || has(next, 'Adverb', 'Adjective')) && !isCountedThing(t.text)) return true;
      // (`Second sheet features coordinating paper stickers`: a seller's verb after its subject, before
      // an -ing word that describes a noun; `It has second sheet features …` broke.)
      if (OPENING_VERB.test(t.text) && has(before, 'Noun') && has(next, 'Gerund') && next?.text !== 'including' && has(terms[i + 2], 'Noun')) return true;
    }
    // `All Mudpuppy products adhere to ...`: a plain verb after a plural noun.
    if (has(t, 'Infinitive') && has(t, 'Verb') && has(before, 'Plural')) return true;
    if (!has(t, 'Verb') || has(t, 'Gerund')) return false;
    // `BPA free and free of plastic taste`: a word after `and` goes with the first, which is no verb.
    if (has(before, 'Conjunction') && !terms.slice(0, i - 1).some((x) => has(x, 'Verb'))) return false;
    // `to connect`: an infinitive; `can be used`: the verb of a modal, counted at the modal.
    if (before?.text === 'to' || has(before, 'Modal', 'Auxiliary', 'Copula')) return false;
    // (`Made with eye-catching sparkle and shimmer fabrics`: a verb's base form after no plural subject is a noun.)
    if (has(t, 'Infinitive') && !/s$/u.test(t.text) && !has(before, 'Plural', 'Pronoun', 'Modal') && !/^(?:they|we|you|i)$/u.test(before?.text ?? '')) return false;
    // `powder coated finish`: a participle used as an adjective.
    if (has(t, 'PastTense') && (has(terms[i + 1], 'Noun', 'Adjective', 'Value') || isPreposition(terms[i + 1]) || i === terms.length - 1)) return false;
    // (`Lotus seeds have been ...`: an auxiliary after its subject is the verb.)
    return has(t, 'PresentTense', 'PastTense', 'Copula', 'Modal') || (has(t, 'Auxiliary') && /^(?:have|has|had|do|does|did)$/u.test(t.text) && i > 0);
  });
}

/** Words for any goods that say what a product is when a describing word comes first (`a great introductory tool`). */
const KIND_OF_GOODS = /^(?:tool|gift|toy|accessory|addition|companion|solution|present)$/u;

/** A bullet that opens on a participle of having (`Featuring …`, `Boasting …`). */
const HAVING_PARTICIPLE = /^(featuring|boasting|offering|providing)\s+(?!you\b|your\b)\S/iu;
const HAVING_VERB: Readonly<Record<string, string>> = { featuring: 'features', boasting: 'boasts', offering: 'offers', providing: 'provides' };

/** Verbs a seller opens a bullet on without its subject, whatever the tagger makes of them there. */
const OPENING_VERB = /^(?:supports|features|offers|provides|delivers|ensures|allows|enables|boasts|comes)$/u;

/** A verb phrase with no subject: a third-person verb or a modal first (`Keeps`, `Supports`, `Can`, `Is`). */
function isVerbFirst(terms: readonly Term[]): boolean {
  const first = terms[0];
  if (!first) return false;
  // (`Are you ...?`, `Were ...`: not a verb phrase of the product's.)
  if (/^(?:is|has|does|can|will|may|must|should|could|would)$/u.test(first.text)) return true;
  // (`Ages 18 months and up`: an age, not a verb; `It ages 18 months` is no sentence.)
  if (/^age[sd]$/u.test(first.text) && (has(terms[1], 'Value') || /^\d/u.test(terms[1]?.text ?? ''))) return false;
  if (has(first, 'Modal', 'Copula')) return false;
  // (`Effectively removes smudges …`: a manner adverb before the verb; said as written, the
  // description's sentence had no subject.)
  const second = terms[1];
  if (has(first, 'Adverb') && /ly$/u.test(first.text) && has(second, 'Verb') && has(second, 'PresentTense') && !has(second, 'Gerund', 'Infinitive') && /s$/u.test(second?.text ?? '')) return true;
  // (`Supports iOS devices …`, `Features Bluetooth 5.0 …`, `Offers USB-C charging`: the verbs sellers
  // open a bullet on, which the tagger reads as plural nouns before a name; `It has supports iOS
  // devices` broke. Not before a verb, a copula or a joined noun: `Supports are made of steel`.)
  if (OPENING_VERB.test(first.text) && second && !/^(?:and|&|or|of)$/u.test(second.text) && !has(second, 'Verb', 'Copula', 'Modal', 'Auxiliary') && !/[,;:]$/u.test(first.text)) return true;
  // (`Helps promote sensory development`: `helps` takes a verb's bare form; `It has helps promote …` broke.)
  if (first.text === 'helps' && has(second, 'Infinitive') && !has(second, 'Copula', 'Modal')) return true;
  // (`Purifies a standard room`: a word in -ies that WordNet knows only as a verb, whatever the tagger says.)
  if (/ies$/u.test(first.text) && wordnet().has(first.text.replace(/ies$/u, 'y'), 'verb') && !wordnet().has(first.text.replace(/ies$/u, 'y'), 'noun')) return true;
  // (A verb WordNet knows: `Exynos 1280 Octa Core ...` is a name.)
  const base = first.text.replace(/(?<=(?:s|x|z|ch|sh))es$|s$/u, '');
  // (`Pieces store easily in the box`: a plural subject, its verb and an adverb; not `It pieces store`.)
  if (terms[1] && wordnet().has(terms[1].text.toLowerCase(), 'verb') && has(terms[2], 'Adverb')) return false;
  // (`Letters and words are woven into …`: plural nouns joined, then their own copula; not `It letters …`.)
  if (wordnet().has(base, 'noun') && /^(?:and|&|or)$/u.test(terms[1]?.text ?? '') && has(terms[2], 'Noun') && has(terms[3], 'Copula', 'Modal', 'Auxiliary')) return false;
  // (`Beads in vacuum canister swirl around`: a plural noun, its phrase, then its own plain verb; not `It beads in …`.)
  const end = terms.findIndex((t, i) => i > 0 && SUBORDINATE.test(t.text));
  const clause = terms.slice(0, end < 0 ? terms.length : end);
  // (The tagger reads `swirl` there as a noun: a word WordNet knows as a verb, after a noun and before a particle or a preposition.)
  if (wordnet().has(base, 'noun') && clause.some((t, i) => i > 1 && !/s$/u.test(t.text) && wordnet().has(t.text, 'verb') && has(clause[i - 1], 'Noun') && !has(clause[i - 1], 'Pronoun') && /^(?:around|up|down|out|off|away|back|along|together|apart)$/u.test(clause[i + 1]?.text ?? ''))) return false;
  return has(first, 'Verb') && has(first, 'PresentTense') && !has(first, 'Infinitive', 'Gerund') && /s$/u.test(first.text) && (!has(terms[1], 'Verb') || has(terms[1], 'Gerund')) && terms[1]?.text !== 'of' && (wordnet().has(base, 'verb') || wordnet().has(first.text.replace(/s$/u, ''), 'verb'));
}

/** A participle phrase: `Made of`, `Designed for`, `Officially licensed by`, `Tested to`. */
function isPassive(terms: readonly Term[]): boolean {
  let i = 0;
  while (has(terms[i], 'Adverb') && i < 2) i++;
  const verb = terms[i];
  // (`Engineered & tested for ...`: two participles joined.)
  const after = /^(?:&|and|or)$/u.test(terms[i + 1]?.text ?? '') && has(terms[i + 2], 'PastTense', 'Participle') ? i + 3 : i + 1;
  return has(verb, 'PastTense', 'Participle') && has(verb, 'Verb') && (isPreposition(terms[after]) || has(terms[after], 'Adverb', 'Gerund'));
}

/** An instruction: a plain verb first, then a determiner, pronoun or preposition (`Take your pick`, `Choose from`). */
function isInstruction(all: readonly Term[]): boolean {
  // (`Even wash the earbuds`: an adverb before the verb.)
  const terms = has(all[0], 'Adverb') && has(all[1], 'Verb') ? all.slice(1) : all;
  const [first, second] = terms;
  // `Turn electronics on`, `Add voice control`: a base verb used more as a verb than as a noun
  // (`Leak proof lid`, `Comfort cushions` open on nouns).
  if (has(first, 'Infinitive', 'Imperative') && first && mostlyVerb(first.text) && !has(second, 'Verb')) return true;
  // (`Charge multiple devices`: a verb before a quantity is an instruction too.)
  const quantity = /^(?:multiple|several|all|any|every|both|two|three|four|up)$/u.test(second?.text ?? '') || has(second, 'Value');
  return (
    (has(first, 'Verb') && has(first, 'Infinitive', 'Imperative') && (has(second, 'Determiner', 'Pronoun', 'Possessive') || isPreposition(second) || quantity)) ||
    (quantity && !!first && wordnet().has(first.text, 'verb') && !has(first, 'Adjective', 'Value'))
  );
}

/** A word WordNet has seen used as a verb more often than as a noun (`turn`, `add`; not `leak`, `comfort`). */
function mostlyVerb(word: string): boolean {
  const wn = wordnet();
  const verb = wn.entry(word, 'verb')?.taggedSenses ?? 0;
  return verb > 0 && verb > (wn.entry(word, 'noun')?.taggedSenses ?? 0) && !wn.has(word, 'adj');
}

/** The words before the first preposition, comma or bracket: where a noun phrase has its head. */
function chunkOf(terms: readonly Term[]): Term[] {
  const out: Term[] = [];
  for (const t of terms) {
    // (The tagger splits `built-in` into `built-` and `in`: a hyphen joins them again.)
    if (out.length > 0 && (isPreposition(t) || has(t, 'Conjunction')) && !/-$/u.test(out[out.length - 1]!.text)) break;
    out.push(t);
    // (`Durable, double-shielded 30AWG cable`: a comma after an adjective does not end the phrase.)
    if (/^\(/u.test(t.text) || (/[,(]$/u.test(t.text) && has(t, 'Noun'))) break;
  }
  return out;
}

const adjective = (t: Term | undefined) => has(t, 'Adjective') && !has(t, 'Noun');

/** An adjective first (adverbs aside) with no noun after it: `Easy to clean`, `Stable enough for beginners`, `Cute and collectible`. */
function isAdjectiveFirst(terms: readonly Term[]): boolean {
  let i = 0;
  while (has(terms[i], 'Adverb') && i < 2) i++;
  if (!(adjective(terms[i]) && !/,$/u.test(terms[i]?.text ?? '') && (terms[i + 1] === undefined || isPreposition(terms[i + 1]) || has(terms[i + 1], 'Conjunction', 'Adverb')))) return false;
  // (`Easy-to-follow and intuitive instruction manual`: adjectives before a noun make a noun phrase,
  // which `It is …` would call the product.)
  if (has(terms[i + 1], 'Conjunction')) {
    const rest = chunkOf(terms.slice(i + 2));
    if (rest.some((t) => has(t, 'Noun') && !has(t, 'Adjective'))) return false;
  }
  // (`Easy to use small and portable handheld device`: a header run into its text; the verb's
  // object is a noun phrase, and `It is easy to use …` would say something else.)
  if (terms[i + 1]?.text === 'to' && has(terms[i + 2], 'Verb')) {
    const after = terms.slice(i + 3);
    const object = after.findIndex((t) => isPreposition(t) || has(t, 'Conjunction'));
    const head = object === 0 ? [] : after.slice(0, object < 0 ? after.length : object);
    if (head.some((t) => has(t, 'Noun') && !has(t, 'Pronoun'))) return false;
  }
  return true;
}

/**
 * Whether the words before the first preposition end on a noun (`concealed heating element`,
 * `built-in handles`), or a later item of its list does (`Stackable/built-in, spin cycle option`):
 * a noun phrase, which `It is …` would call the product.
 */
const PASSIVE_OPENER = /^(?:made|manufactured|designed|built|crafted|engineered|constructed|tested|sold|packed|packaged|recommended|intended|meant|used|equipped|powered|certified|licensed|inspired|created|produced|printed|covered|coated|filled|lined|shipped|approved|suitable|compatible|ideal|perfect|great)$/u;

function isNounPhrase(terms: readonly Term[], lowered: string): boolean {
  const nounLast = (ts: readonly Term[]) => {
    const chunk = chunkOf(ts);
    const last = chunk[chunk.length - 1];
    // (`handles` after `built-in` is read as a verb: a word in -s that is a noun counts as one here.)
    const noun = has(last, 'Noun') || (!!last && /[^s]s$/u.test(last.text) && wordnet().has(last.text.replace(/s$/u, ''), 'noun'));
    // (`IP68 waterproof`: a quality word is no head noun, whatever the tagger says.)
    return chunk.length >= 2 && noun && !has(last, 'Adjective', 'PastTense', 'Gerund', 'Pronoun') && !QUALITY_WORD.test(last?.text ?? '');
  };
  // (`Made using high quality materials`, `Manufactured using …`: a participle of making opens a state.)
  if (PASSIVE_OPENER.test(terms[0]?.text ?? '')) return false;
  if (nounLast(terms)) return true;
  // (After a preposition the list is its object: `compatible with iPhone 12, iPad Pro`, `made from BPA-free, food-safe plastic`.)
  const items = lowered.split(/\s*,\s*/u);
  if (termsOf(items[0] ?? '').some((t, i) => i > 0 && isPreposition(t))) return false;
  return items.slice(1).filter((item) => /\p{L}/u.test(item)).some((item) => {
    const ts = termsOf(item);
    const last = ts[ts.length - 1];
    return has(last, 'Noun') && !has(last, 'Adjective', 'PastTense', 'Gerund');
  });
}

const QUALITY_WORD = /(?:free|friendly|resistant|proof|safe|certified|compatible|ready|powered|approved)$/u;

/** An adjective phrase whose chunk ends on a quality word (`BPA free`, `case friendly`, `HDR 10+ certified`). */
function isState(chunk: readonly Term[]): boolean {
  const last = chunk[chunk.length - 1];
  return chunk.length >= 2 && adjective(last) && QUALITY_WORD.test(last?.text ?? '');
}

/** Kinds of noun WordNet files as things one counts, and as qualities, acts or substances one does not. */
const COUNTED = new Set(['noun.artifact', 'noun.body', 'noun.object']);
const UNCOUNTED = new Set(['noun.attribute', 'noun.act', 'noun.process', 'noun.state', 'noun.substance', 'noun.cognition', 'noun.feeling', 'noun.phenomenon']);

/** A thing one counts (`a lid`, `a display`), by its commonest senses; `glare`, `heating` and `steel` are not. */
function isCountedThing(word: string): boolean {
  const senses = wordnet().senses(normalizeWord(word), 'noun').slice(0, 3);
  return senses.length > 0 && !UNCOUNTED.has(senses[0]!.lexname) && senses.some((s) => COUNTED.has(s.lexname));
}

/** The head of a noun phrase: the last noun of its chunk. */
function headOf(chunk: readonly Term[]): Term | undefined {
  return [...chunk].reverse().find((t) => has(t, 'Noun', 'Acronym') && !has(t, 'Pronoun'));
}

/** A subject longer than this is a clause of its own, not the product named. */
const MAX_SUBJECT_WORDS = 9;

/**
 * A sentence whose subject is a part or quality of the product, in plain lowercase words with at
 * most `the` before them (`Rugged construction ensures …`, `The motor generates …`): the part and what
 * it does. Never a person (`Your child will …`), a name (`Melissa & Doug focuses …`), a count or a
 * quantifier (`Each shape is 2 inches wide`: a piece, not the product), nor a care or shop line.
 */
function partSentence(original: string, lowered: string, terms: readonly Term[], verb: number, ctx: RestateContext, owned = false): { part: string; does: string; counted: boolean } | undefined {
  // (A manner adverb before the verb goes with it: `The … connection reliably keeps you …`.)
  const manner = verb > 1 && has(terms[verb - 1], 'Adverb') && /ly$/u.test(terms[verb - 1]!.text) ? 1 : 0;
  const subject = terms.slice(0, verb - manner);
  const words = subject.map((t) => t.text.replace(/[^\p{L}\p{N}'’-]+/gu, ''));
  // (A describing word the tagger reads as a verb, `rugged`, is a describing word when WordNet has it as one.)
  const describing = (i: number) => wordnet().has((words[i] ?? '').toLowerCase(), 'adj');
  // (A verb of the present, `ensures`, `is`: `connectors used are …` has a participle, and `watch faces
  // with …`, `transfer rates up to …` a plural noun the tagger took for a verb.)
  const verbWord = terms[verb]!.text.replace(/[^\p{L}\p{N}'’-]+/gu, '');
  // (`The glitter glues stay organized`: a verb after it makes the word in -s a noun.)
  const pluralNoun = /s$/u.test(verbWord) && wordnet().has(normalizeWord(verbWord.toLowerCase()), 'noun') && (isPreposition(terms[verb + 1]) || terms[verb + 1] === undefined || (has(terms[verb + 1], 'PresentTense', 'Infinitive') && !has(terms[verb + 1], 'Noun', 'Adjective')) || mostlyVerb((terms[verb + 1]?.text ?? '').replace(/[^\p{L}]+/gu, '').toLowerCase()));
  if (!has(terms[verb], 'PresentTense', 'Copula') || has(terms[verb], 'Noun', 'Modal', 'PastTense') || pluralNoun || subject.some((t) => /[,;:]$/u.test(t.text)) || (has(subject[0], 'PastTense', 'Gerund') && !describing(0))) return undefined;
  const all = words[0]?.toLowerCase() === 'the' ? words.slice(1) : words;
  // (A count or a measure may lead it, `3 buttons`, `2.4GHz wireless connection`: the seller's figure
  // for the part, said with it, `Its 3 buttons improve …`. Not after a word: `buttons 3` is a code.)
  const figure = all.length > 1 && /^\d[\d.,]*(?:\p{L}{0,4}|%)$/u.test(all[0] ?? '') ? 1 : 0;
  const own = all.slice(figure);
  if (own.length === 0 || own.length > 3 || !own.every((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w) && !FUNCTION_WORDS.has(w) && !HOW_MANY.test(w))) return undefined;
  // (The seller's own words, none of them a name: a brand lowered at the sentence's start, `Kingone
  // digital pencil`, is no English word; nor is a code lowered, `ABS`.)
  const lead = words.length - own.length;
  if (!own.every((w) => w.split('-').every((part) => (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => wordnet().has(part, pos) || wordnet().has(normalizeWord(part), pos)))) || !writtenPlain(original, verb, lead)) return undefined;
  // (A word before the head that WordNet has as a noun names what it is made of or for, whatever the tagger says: `copper wires`.)
  // (Not before an act: `Kite flying is a popular activity` names no part.)
  const modifier = (i: number) => i < subject.length - 1 && wordnet().has((words[i] ?? '').toLowerCase(), 'noun') && !/ing$/u.test(words.at(-1) ?? '');
  if (subject.some((t, i) => i >= lead && (has(t, 'Determiner', 'Possessive', 'Pronoun', 'Value') || (has(t, 'Verb') && !describing(i) && !modifier(i))))) return undefined;
  if (figure === 1 && subject.slice(0, lead).some((t) => has(t, 'Determiner', 'Possessive', 'Pronoun') && t.text !== 'the')) return undefined;
  const lastOwn = own[own.length - 1]!;
  const head = normalizeWord(lastOwn);
  const first = wordnet().senses(head, 'noun')[0];
  // (Nor the product itself under another name: `the watch` of a smartwatch.)
  const product = [...ctx.productWords, ...(ctx.nameNouns ?? [])].some((w) => w === head || w.endsWith(head) || head.endsWith(w));
  if (!first || !PART_FILES.has(first.lexname) || product || isCatchAll(head)) return undefined;
  const at = wordAt(lowered, manner ? `${terms[verb - 1]!.text} ${verbWord}` : verbWord);
  const does = at > 0 ? lowered.slice(at).replace(/[.!]+$/u, '') : '';
  // (Nor a list after the verb, `Its car rides, restaurants, …`; nor what it does not do, `has installation that is not provided`.)
  if (wordsOf(does).length < 3 || /^\S+,/u.test(does) || /^\S+(?:\s+(?:not|never|no)\b|n['’]t\b)/iu.test(does) || WARNING_OR_SHOP.test(lowered) || !bracketsBalanced(lowered)) return undefined;
  // (`Magnesium boosts exercise performance`: a subject that ends on a word in -s that can be the verb is read either way.)
  // (After an owner's `'s` the words are a noun phrase: `The track's neon colors shine …`.)
  // (Unless the word is more often a noun and a plain verb follows: `Copper wires enable 3.5A output`.)
  const nounFirst = !mostlyVerb(lastOwn.replace(/s$/u, '')) && !/s$/u.test(verbWord);
  if (!owned && /s$/u.test(lastOwn) && wordnet().has(lastOwn.replace(/s$/u, ''), 'verb') && own.length > 1 && !nounFirst) return undefined;
  // (`The motor generates …`, `Wide base sits …`: one thing that is counted reads `a motor`, `a wide base`
  // once it is the product's; `rugged construction`, `clear markings` take none.)
  const counted = normalizeWord(lastOwn) === lastOwn && isCountedThing(lastOwn) && !has(subject[subject.length - 1], 'Uncountable');
  return { part: all.join(' '), does, counted: counted && figure === 0 };
}

/**
 * A sentence about a part the seller names as the product's (`The track's neon colors shine super
 * bright` of a track): said as the product's part, `Their neon colors shine super bright`, where
 * left to the bullets the description lost the fact.
 */
function ownedPart(text: string, ctx: RestateContext): Omit<Piece, 'theme' | 'bullet'> | undefined {
  // (After `the` or `this` only: `Forum's costumes` are a maker's, named without one.)
  const m = text.match(/^(?:the|this|these|each|our)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+?)['’]s?\s+(\p{L}.*)$/iu);
  if (!m?.[1] || !m[2] || /[!?]$/u.test(text)) return undefined;
  // (Not the brand's: `Forum Novelties' costumes` are the maker's, whatever the name ends on.)
  if (!namesTheProduct(m[1].split(/\s+/u).pop() ?? '', ctx)) return undefined;
  // (With its article, as the seller's sentence had it: alone, `lid opens …` reads `lid` as a verb.)
  const rest = `The ${m[2]}`;
  const lowered = ctx.inSentence(rest);
  const terms = termsOf(lowered);
  const verb = ownVerbAt(terms);
  const part = verb > 0 && verb <= MAX_SUBJECT_WORDS ? partSentence(rest, lowered, terms, verb, ctx, true) : undefined;
  return part ? { form: 'part', text: `${part.part} ${part.does}`, label: part.part, value: part.does, countable: part.counted } : undefined;
}

/**
 * A sentence about a part whose owner, the product, comes after `of` (`The ergonomic design of these
 * egg-shaped crayons makes them easy to hold`): the part said as the product's (`Their ergonomic
 * design makes them easy to hold`), and the owner's describing words as states of it (`They are
 * egg-shaped`). Left whole the sentence had a subject of its own, so it stayed in the bullets, and a
 * listing whose bullets all read so had no description at all.
 */
function ownerAfterOf(text: string, ctx: RestateContext): Omit<Piece, 'theme' | 'bullet'>[] | undefined {
  const m = text.match(/^(?:the|its|their)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+of\s+(?:the|this|these|our|each|your)\s+(\p{L}.*)$/iu);
  if (!m?.[1] || !m[2] || /[!?]$/u.test(text)) return undefined;
  const brand = brandWords(ctx);
  // (The owner's head is the product's noun, after at most two words that describe it.)
  const after = m[2].split(/\s+/u);
  const at = after.slice(0, 3).findIndex((w) => namesTheProduct(w, ctx));
  if (at < 0 || after.length < at + 2) return undefined;
  const modifiers = after.slice(0, at).join(' ');
  const rest = `The ${m[1]} ${after.slice(at + 1).join(' ')}`;
  const lowered = ctx.inSentence(rest);
  const terms = termsOf(lowered);
  const verb = ownVerbAt(terms);
  // (The part's own words only, before its verb: `The design of these crayons for toddlers makes …` has more.)
  if (verb !== m[1].split(/\s+/u).length + 1) return undefined;
  const part = partSentence(rest, lowered, terms, verb, ctx, true);
  if (!part) return undefined;
  // (Only words that describe, never a name or a noun: `palm grip`, `Crayola` say what the name says.)
  const describing = modifiers
    .split(/\s+/u)
    .filter((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w) && !brand.includes(normalizeWord(w)) && !ctx.productWords.has(normalizeWord(w)) && w.split('-').every((x) => wordnet().has(x, 'adj') || wordnet().has(x, 'noun')) && (wordnet().has(w, 'adj') || /-/u.test(w)));
  // (`the ergonomic design` the seller wrote is one design: `They have an ergonomic design that …`; a substance, `vivid ink`, takes none.)
  const head = part.part.split(/\s+/u).pop() ?? '';
  const countable = part.counted || (normalizeWord(head) === head && !UNCOUNTED_FORM.has(wordnet().senses(head, 'noun')[0]?.lexname ?? 'noun.substance'));
  return [...describing.map((w) => ({ form: 'state' as const, text: w })), { form: 'part', text: `${part.part} ${part.does}`, label: part.part, value: part.does, countable }];
}

/** The brand's words, singular and lowercased. */
const brandWords = (ctx: RestateContext) => (ctx.brand ?? '').toLowerCase().match(/[\p{L}-]+/gu)?.map(normalizeWord) ?? [];

/** Whether a word is the product's noun or a noun of its name, and not a word of its brand: an owner that is the product. */
function namesTheProduct(word: string, ctx: RestateContext): boolean {
  const w = normalizeWord(word.toLowerCase());
  return (ctx.productWords.has(w) || (ctx.nameNouns?.has(w) ?? false)) && !brandWords(ctx).includes(w);
}

/** A part the seller names with `the` is one of its kind, unless it is a substance or a feeling (`ink`, `comfort`). */
const UNCOUNTED_FORM = new Set(['noun.substance', 'noun.feeling', 'noun.state', 'noun.phenomenon', 'noun.process']);

/**
 * Whether the seller wrote a sentence's first `count` words in plain lowercase, the first word
 * capitalised at most: `LEDs`, `ABS`, `Kingone` are names and codes, whatever a lowering made of them.
 */
function writtenPlain(original: string, count: number, from = 0): boolean {
  return original.split(/\s+/u).slice(0, count).every((raw, i) => {
    if (i < from) return true;
    const w = raw.replace(/[^\p{L}-]+/gu, '');
    return /^\p{Ll}[\p{Ll}-]*$/u.test(w) || (i === 0 && /^\p{Lu}[\p{Ll}-]*$/u.test(w));
  });
}

/** Words of a warning, a request, a shop line or a ranking (`must be kept dry`, `please contact`, `best`): nothing of the product to restate. */
const WARNING_OR_SHOP_WORDS = "please|kindly|do not|don['’]t|never|avoid|must|should|note|warning|caution|contact|visit|call|e-?mail|order|buy|cart|click|months?|trial|offer|bonus|discount|coupon|cashback|subscription|best|finest";
const WARNING_OR_SHOP = new RegExp(`\\b(?:${WARNING_OR_SHOP_WORDS})\\b`, 'iu');

/*
 * A fixed pattern around a seller's word (literalBetween: a pattern made for each word costs V8 a
 * compile of its letter classes); the common ones are AROUND's.
 */
/** After a word and its space, as `([\p{L}-]+)\s+` before the word (no `i`). */
const AFTER_WORD_AND_SPACE = /(?<=[\p{L}-]\s+)/uy;

/** Where a word stands in a text as a whole word, whatever its case; -1 when it does not. */
const wordAt = (text: string, word: string) => literalBetween(text, word, { before: AROUND.wordStart, after: AROUND.wordEnd, ignoreCase: true });

/**
 * The word before a word and its space, as `text.match(/([\p{L}-]+)\s+word(?![\p{L}])/u)?.[1]`: the
 * first place the word stands so, and all the letters and hyphens before its space.
 */
function wordBefore(text: string, word: string): string | undefined {
  if (word === '') return text.match(new RegExp(`([\\p{L}-]+)\\s+(?![\\p{L}])`, 'u'))?.[1];
  const at = literalBetween(text, word, { before: AFTER_WORD_AND_SPACE, after: AROUND.noLetterAfter });
  return at < 0 ? undefined : text.slice(0, at).match(/([\p{L}-]+)\s+$/u)?.[1];
}

/** What a part of a product is, by its commonest sense: a thing, a quality, a shape, a material (`construction`, `markings`, `motor`). */
const PART_FILES = new Set(['noun.artifact', 'noun.attribute', 'noun.shape', 'noun.substance', 'noun.act', 'noun.communication']);
/** Words that count rather than describe (`multiple watch faces`, `many pieces`): a part counted is no part of one product. */
const HOW_MANY = /^(?:multiple|many|several|various|different|other|more|most|both|few|extra|additional|all|some|any|each|every)$/u;

/**
 * The verb phrase of a sentence whose subject is the product (`It`, `They`, `This cable`, `The HDMI
 * to VGA adapter`): its head is the product's noun or a noun the name ends on. `It's` is left alone.
 */
function verbPhraseAboutProduct(lowered: string, terms: readonly Term[], verb: number, ctx: RestateContext): string | undefined {
  const subject = terms.slice(0, verb);
  // (A verb that is no noun (`Bulk sets are ...` is not `bulk` + `sets`), after a subject without a
  // comma that does not open on a participle (`Made of TPU, thin case cover ...`).)
  if (!has(terms[verb], 'Verb') || has(terms[verb], 'Noun') || subject.some((t) => /,$/u.test(t.text)) || has(subject[0], 'PastTense')) return undefined;
  const words = subject.map((t) => t.text.replace(/[^\p{L}\p{N}'’-]+/gu, ''));
  // (An article or a possessive inside the subject opens a noun phrase of its own: `Having a broken
  // knob poses a threat` is an act that has the product in it, not the product.)
  if (subject.slice(1).some((t) => has(t, 'Determiner', 'Possessive'))) return undefined;
  if (words.some((w) => /['’]s$/u.test(w)) || /['’]/u.test(lowered.slice(0, 4))) return undefined;
  // (`This` alone points back at the sentence before as often as at the product: `This means ...`.)
  const pronoun = words.length === 1 && /^(?:it|they)$/u.test(words[0] ?? '');
  // (The subject's last word: in `The cable with Type C enabled smartphones has ...` it is the
  // smartphones that have, and the sentence is not the product's.)
  const head = normalizeWord((words[words.length - 1] ?? '').toLowerCase());
  const named = /^(?:the|this|these|our|each|every)?$/u.test(words[0] ?? '') || !has(subject[0], 'Determiner', 'Possessive', 'Pronoun');
  // (The brand's name with the product's noun in it names the product, whatever word ends it: `Wipro
  // Vesta Electric Egg Boiler Machine boils 7 eggs …`.)
  const brandFirst = (ctx.brand ?? '').toLowerCase().split(/\s+/u)[0] ?? '';
  const brandLed = brandFirst !== '' && words.length >= 3 && (words[0] ?? '').toLowerCase() === brandFirst && words.slice(1).some((w) => ctx.productWords.has(normalizeWord(w.toLowerCase())));
  // (So does a subject of two or more of the name's own words, its model: `Wave Call comes with …` of the boAt Wave Call Smart Watch.)
  const own = words.filter((w, i) => i > 0 || !/^(?:the|this|our)$/iu.test(w)).map((w) => w.toLowerCase());
  const nameLed = own.length >= 2 && own.every((w) => ctx.nameWords?.has(w) ?? false) && own.some((w) => !FUNCTION_WORDS.has(w));
  if (!pronoun && !(named && (ctx.productWords.has(head) || (ctx.nameNouns?.has(head) ?? false) || brandLed || nameLed) && subject.every((t, i) => i === 0 || !has(t, 'PresentTense', 'Modal', 'Copula') || has(t, 'Adjective', 'Noun', 'Gerund')))) return undefined;
  const verbWord = terms[verb]!.text.replace(/[^\p{L}\p{N}'’-]+/gu, '');
  // (`Premium playing cards produced ...`: a word of the product's own name is no verb.)
  const verbKey = normalizeWord(verbWord.toLowerCase());
  if (ctx.productWords.has(verbKey) || (ctx.nameNouns?.has(verbKey) ?? false)) return undefined;
  const at = wordAt(lowered, verbWord);
  if (at <= 0) return undefined;
  const phrase = lowered.slice(at);
  if (/^(?:is|are)\s+(?:because|why|what|how|where)\b|^means\b/iu.test(phrase)) return undefined;
  // (`It features shielding that provides …`: a verb of having before a clause of its own reads as a stock frame round it.)
  // (Said without that clause it states its fact: `includes a spear accessory that makes a great addition …` -> `includes a spear accessory`.)
  // (A modal or copula there too: `has a versatile design that can be used in 2 ways …`.)
  const framed = phrase.match(/^(?:has|have|features?|offers?|includes?|provides?|brings?)\s[^,;]*?(?=\s(?:that|which|who)\s+(?:\p{L}+s|can|will|is|are)\b)/iu);
  if (framed) return wordsOf(framed[0]).length >= 3 && !/\d/u.test(phrase.slice(framed[0].length)) && bracketsBalanced(framed[0]) ? framed[0] : undefined;
  // (`It is it`: a verb phrase that names the product again is said as the seller wrote it.)
  return wordsOf(phrase).length >= 3 ? phrase : undefined;
}

/** The frame an instruction of use is said in (`lets you see your world …`); the description reads it back by this prefix. */
export const LETS_YOU = 'lets you ';
export const isLetsYou = (text: string) => text.startsWith(LETS_YOU);

/** Verbs a seller uses to tell the buyer what they can do with the product (`Enjoy …`, `Stay connected …`). */
const BENEFIT_VERB = /^(?:enjoy|experience|get|stay|navigate|listen|watch|stream|play|capture|track|monitor|explore|discover|relax|charge|connect|transfer|sync|share|record|control|customi[sz]e|personali[sz]e|choose|pick|switch|access|make|keep|carry|hear|cook|brew|store|organi[sz]e|travel)$/u;
/**
 * Words of a care, safety or shop instruction (`please`, `do not`, `wash`, `order now`, `wait for a few
 * seconds`) or of an offer (`Get 2 Months of YouTube Premium Free`): no benefit of the product to restate.
 */
const CAUTION = new RegExp(`\\b(?:${WARNING_OR_SHOP_WORDS}|before|after|wash|clean|wipe|refer|read|check|ensure|make sure|keep (?:away|out)|out of reach|in a cool|dry place|wait|no\\.? ?1)\\b`, 'iu');

/** Who imports, makes or packs it, and where (`Importer Details: Rashi Peripherals Pvt. Ltd., Thane 401208`): a legal line, said in the bullets only. */
const TRADE_LINE = /\b(?:importer|imported by|manufactured by|marketed by|packed by|packer|manufacturer|address|pvt\.?|ltd\.?|llp|pin ?code|customer care)\b/iu;

/** What the product suits: `ideal for …`, `perfect for …`, `great fun for …`. */
const SUITS = /^(?:(?:ideal|perfect|suitable|great|good|excellent)(?:\s+fun)?|fun)\s+for\s+\p{L}/iu;

/** A safety warning (`Strangulation hazard`, `Choking hazard - small parts`): said as the seller wrote it, never as a thing it has. */
const HAZARD = /\b(?:hazards?|choking|strangulation|suffocation)\b/iu;

function classify(text: string, ctx: RestateContext): Omit<Piece, 'theme' | 'bullet'> | undefined {
  if (TRADE_LINE.test(text)) return undefined;
  if (HAZARD.test(text)) return { form: 'clause', text };
  const lowered = ctx.inSentence(text);
  const terms = termsOf(lowered);
  if (terms.length === 0) return undefined;
  // (`Six subjects! one notebook`: a stop inside is two sentences, said as the seller wrote them.)
  if (/[?]$/u.test(text) || /[!?]\s+\S/u.test(text)) return { form: 'clause', text };
  // `Compatibility with USB 1.0, 1.1 and 2.0` says what it works with: `It has Compatibility with …` named no part.
  const compatible = lowered.match(/^(?:(?:universal|full|wide|broad|backward)\s+)?compatibility\s+with\s+(\S.*)$/iu)?.[1];
  if (compatible !== undefined) {
    const things = compatible.replace(/[.!]+$/u, '');
    // (Only a list of names: `USB 1.0,1.1, Supporting data transfer …` runs on into another fact.)
    return wordsOf(things).length <= 12 && bracketsBalanced(things) && !/,\s*\p{Lu}\p{Ll}|\b\p{L}+ing\b/u.test(things) ? { form: 'value', label: 'Compatibility', text: things } : undefined;
  }
  // (`Built in rechargeable battery …` names a built-in part, not a state: `It is built in rechargeable battery` was none.)
  if (/^built in\s+\p{L}/iu.test(lowered)) return undefined;
  // `Ideal for stage and puppet theater, storytelling, …`, `Great fun for toddlers and children`: what it
  // suits, said of the product (`It is ideal for …`), when no verb of its own follows.
  // (Nor a clause after a comma: `ideal for use in small rooms, this heater provides …` is two.)
  if (SUITS.test(lowered) && !/\b(?:is|are|was|were|will|can|has|have|please)\b|[.!?;:]\s|,\s*(?:this|it|these|they|the|which|that|so)\b/iu.test(lowered) && bracketsBalanced(lowered) && !CAUTION.test(lowered)) return { form: 'state', text: lowered };
  // (A purpose is short: `For DSLR, Camcorders, Audio recorders, PC ect Switch on the microphone` runs into an instruction.)
  // (Nor one that asks the buyer to act: `For best performance, please insert new batteries` is no purpose of the product.)
  if (/^for\s/iu.test(lowered)) return !hasOwnVerb(terms) && wordsOf(lowered).length <= 9 && !/\b(?:please|kindly)\b/iu.test(lowered) ? { form: 'purpose', text: lowered.replace(/^for\s+/iu, '') } : { form: 'clause', text };
  // (`Hats measure approx. 10 1/2"` of a hat: the product's own noun first is the subject, never a verb.)
  const opening = normalizeWord((lowered.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase());
  const namesFirst = ctx.productWords.has(opening) || (ctx.nameNouns?.has(opening) ?? false);
  if (!namesFirst && isVerbFirst(terms)) return { form: 'verb', text: lowered };
  // `Featuring 4 different styles to choose from, …`: a participle of having with no sentence around it
  // says what the product has, said with its verb (`It features 4 different styles …`).
  const having = lowered.match(HAVING_PARTICIPLE);
  // (No verb of its own after it: `Featuring …, this set is …` is a sentence. A word in -s before `to` reads as one: `styles to choose`.)
  if (having?.[1] && !/\b(?:is|are|was|were|will|can|has|have|it|this|they|these)\b/iu.test(lowered) && bracketsBalanced(lowered) && wordsOf(lowered).length >= 3) return { form: 'verb', text: `${HAVING_VERB[having[1].toLowerCase()]}${lowered.slice(having[1].length)}` };
  const owned = ownedPart(text, ctx);
  if (owned) return owned;
  const ownVerb = hasOwnVerb(terms);
  // (`Drifting off to slumber land is a breeze ...` has a verb of its own: it is a sentence.)
  // (Never a noun phrase: `Concealed heating element for easy cleaning` is a thing it has.)
  const phrase = isNounPhrase(terms, lowered);
  if (!ownVerb && !phrase && isPassive(terms)) return { form: 'state', text: lowered };
  if (!ownVerb && !phrase && isAdjectiveFirst(terms)) return { form: 'state', text: lowered };
  // `The cable uses nylon braided ...`, `It is ideal for ...`: a sentence about the product itself says
  // its verb phrase under the description's subject, so two join into one sentence.
  if (isInstruction(terms)) {
    // `See your world in utmost clarity on the 1.78” AMOLED display`: what the seller tells the buyer
    // to do with it is what it lets them do (`lets you see your world …`), for the verbs of use and
    // enjoyment only; a care or safety instruction (`Wash by hand`, `Please use it lightly`) is no such thing.
    const first = (lowered.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();
    const second = (lowered.match(/^\p{L}+\s+(\p{L}+)/u)?.[1] ?? '').toLowerCase();
    // (`Take your pick`, `take it anywhere`, not `Take the case off before charging`.)
    const takes = first === 'take' && /^take\s+(?:your pick|(?:it|them)\s+(?:anywhere|everywhere|along|with you))\b/iu.test(lowered);
    // (`Switch Tracks are used to merge …`: a verb of its own after the first words makes the first a subject, not an instruction.)
    const subjectFirst = /^\p{L}+(?:\s+\p{L}+){0,2}\s+(?:is|are|was|were|will|can|has|have)\b/iu.test(lowered);
    // (`Get ready to be enthralled`, `Carry on the tradition`: a slogan, not a use.)
    const slogan = /^(?:get ready|carry on)\b/iu.test(lowered);
    if ((BENEFIT_VERB.test(first) || takes || (first === 'see' && second === 'your')) && !subjectFirst && !slogan && !CAUTION.test(lowered) && !/[!?]$/u.test(text) && bracketsBalanced(lowered)) {
      return { form: 'verb', text: `${LETS_YOU}${lowered.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`, restated: true };
    }
    return { form: 'clause', text };
  }
  const verb = ownVerbAt(terms);
  const about = verb > 0 && verb <= MAX_SUBJECT_WORDS ? verbPhraseAboutProduct(lowered, terms, verb, ctx) : undefined;
  if (about && !/[!?]$/u.test(text)) return { form: 'verb', text: about, restated: true };
  const part = verb > 0 && verb <= MAX_SUBJECT_WORDS && !/[!?]$/u.test(text) ? partSentence(text, lowered, terms, verb, ctx) : undefined;
  if (part) return { form: 'part', text: `${part.part} ${part.does}`, label: part.part, value: part.does, countable: part.counted };
  if (ownVerb || isInstruction(terms) || /[!?]$/u.test(text)) return { form: 'clause', text };
  const chunk = chunkOf(terms);
  // (A long chunk before the quality word names a thing, `glass screen protector compatible`, unless it joins qualities: `IP68 waterproof & dust resistant`.)
  if (isState(chunk)) return (chunk.length <= 3 || chunk.some((t) => /^(?:&|and)$/u.test(t.text))) && !phrase ? { form: 'state', text: lowered } : undefined;
  // `The set comes with ...`, `All Mudpuppy products adhere to ...`: a phrase that opens on `the` or
  // `all` is the subject of a sentence more often than a thing the product has.
  if (/^(?:the|this|that|these|those|all|our|your|its)\s/iu.test(lowered)) {
    // (`The all-metal, 2-in-1 flash drive with a reversible USB Type-C ...`: what it is, with the seller's `the`.)
    const rest = terms.slice(1);
    const head = headOf(chunkOf(rest.filter((t) => !/,$/u.test(t.text) || has(t, 'Noun'))));
    if (/^the\s/iu.test(lowered) && head && (ctx.identityWords ?? ctx.productWords).has(normalizeWord(head.text.replace(/[^\p{L}-]+/gu, ''))) && !anyVerb(terms) && bracketsBalanced(lowered)) {
      return { form: 'identity', text: lowered, countable: false };
    }
    return { form: 'clause', text };
  }
  // (`By Klaus and Benjamin Teuber ...`: a phrase that opens on a preposition is no thing; nor is
  // `Included components 1 main unit ...`, a list of what comes in the box.)
  if (/^(?:by|from|in|on|at|to|of|as|than|about|into|under|over|included|includes|contains)\s/iu.test(lowered)) return undefined;
  // `With 1 USB port and 1 Type C port`: what it has. Never a request or a phrasal verb the tagger
  // read as a noun (`Please clear the blade area`, `Plug in, open the app`), nor a label glued to its value (`Package List:1 *`).
  if (/^(?:please|kindly)\b|^\p{L}+\s+(?:in|on|off|up|out)\b[,\s]|[:：]\S|\s\*\s/iu.test(lowered)) return undefined;
  // What the product is not (`Not a protective helmet`) is no thing it has: `It has a not a …` breaks.
  // Nor is an instruction that opens on a verb the tagger reads as a noun (`It has use good quality
  // batteries`, `It has an order Hulk, Iron Man …`, `It has Dont connect …`), or what the buyer does
  // not need (`It has no need of any tool`).
  // (Nor `No more waiting game`: what is no longer there is no part.)
  if (/^(?:not|never|use|no need|no more|no longer|dont|don['’]t|do not|order|buy|check|remember|note)\s/iu.test(lowered)) return undefined;
  // An adverb of time or manner opens a clause, not a thing (`Now seamlessly display content …`).
  if (/^(?:now|then|also|just|even|still|already|simply|easily|seamlessly|quickly|instantly)\s/iu.test(lowered)) return undefined;
  // A bound before a measure (`Up to 480 Mbps data transfer speed`) or a measure of a thing (`12 hours
  // of playback time`): a thing it has, said with the seller's measure, when what follows is one.
  const bound = lowered.match(/^(?:up ?to|over|more than|at least)\s+(?=\d)/iu)?.[0] ?? '';
  const measureOf = lowered.slice(bound.length).match(/^\d[\d.,]*\s*([\p{L}%]+)\s+of\s+(?=\p{L})/u);
  const ofUnit = measureOf?.[1] !== undefined && isUnitWord(measureOf[1].toLowerCase());
  if (bound !== '' || ofUnit) {
    const rest = lowered.slice(bound.length + (ofUnit ? measureOf![0].length : 0));
    // (Short, as a measured thing is: `Up to 10,000+ bend and … test ensure this cable …` runs on into a clause.)
    const inner = wordsOf(rest).length <= 6 && !/\b(?:this|it|they|you|your)\b/iu.test(rest) ? classify(capitalFirst(rest), ctx) : undefined;
    return inner?.form === 'thing' ? { form: 'thing', text: lowered, plural: true, countable: false } : undefined;
  }
  const thing = lowered.replace(/^with\s+/iu, '');
  const head = headOf(chunkOf(thing === lowered ? terms : terms.slice(1)));
  if (!head || wordsOf(thing).length < 2) return undefined;
  const headWord = head.text.replace(/[^\p{L}\p{N}-]+/gu, '');
  // A measure is no thing it has (`16.33 centimeters (6.43 inch)`, `17 1/4" H`): the list below gives it.
  if (has(head, 'Unit') || isUnitWord(headWord) || /^\p{Lu}$/u.test(headWord) || /\d\s*(?:["”″]|in\b)/u.test(thing)) return undefined;
  // `2.4GHz Wi-Fi connection required`, `USB 3.0 powered`: a phrase that ends on a participle is no thing it has.
  const last = terms[terms.length - 1];
  if (has(last, 'PastTense', 'Participle') && !has(last, 'Noun')) return undefined;
  // A thing is a noun phrase: no verb of a clause anywhere in it, a relative or a bracketed one
  // included (`products that nbc news calls ...`, `Spinner (requires 2 AA batteries)`).
  if (anyVerb(termsOf(ctx.inSentence(text).replace(/[()]/gu, ' ')))) return undefined;
  // (`... video calls, they'll be able to hear you`: a clause after the comma.)
  if (/,\s*(?:it|they|you|we|this|these|which)\b/iu.test(thing)) return undefined;
  // A label left inside (`memory, storage & SIM: 4GB RAM`, `cord length (in meters): 1.5`) is a spec the bullet gives.
  if (/[\p{L})\]]\s*[:：]\s/u.test(thing)) return undefined;
  // (`Instant party starter and very comfortable to wear`: what follows `and` is no thing, and `It
  // has … comfortable to wear` breaks.)
  const thingTerms = thing === lowered ? terms : terms.slice(1);
  const conjunctions = thingTerms.map((t, i) => (/^(?:and|or|&)$/u.test(t.text) ? i : -1)).filter((i) => i > 0);
  for (const at of conjunctions) {
    const next = chunkOf(thingTerms.slice(at + 1));
    if (next.length > 0 && !next.some((t) => has(t, 'Noun', 'Acronym', 'Value') && !has(t, 'Pronoun'))) return undefined;
  }
  // (`VRPRIME offers 200% more ...`, `... for children ages 1 to 5`: a noun and then a finite verb
  // make a clause; `Improve reading skills`: a verb no dictionary has as a noun opens an instruction.
  // `It has …` before either breaks.)
  if (thingTerms.some((t, i) => i > 0 && has(thingTerms[i - 1], 'Noun') && (has(t, 'Copula', 'Modal') || (has(t, 'PresentTense') && !has(t, 'Gerund') && /[^s]s$/u.test(t.text))))) return undefined;
  const opener = (thingTerms[0]?.text ?? '').toLowerCase().replace(/[^\p{L}-]+/gu, '');
  if (has(thingTerms[0], 'Infinitive', 'Imperative') && !isKnownNoun(opener)) return undefined;
  // (A word that is only ever a verb opens an instruction, `Enjoy music and camera control`: `It has enjoy …` was none.)
  if (wordnet().has(opener, 'verb') && !wordnet().has(opener, 'noun') && !wordnet().has(opener, 'adj') && !/(?:ed|ing)$/u.test(opener)) return undefined;
  // (`Using high-quality plastic`, `Formatted NTFS for Windows`, `When using your remover, please …`:
  // a verb or a clause opens it, and `It has …` before it breaks.)
  if ((has(thingTerms[0], 'Gerund') || (has(thingTerms[0], 'PastTense') && !phrase)) || SUBORDINATE.test(thingTerms[0]?.text ?? '') || thingTerms.some((t) => /^(?:please|kindly)$/u.test(t.text))) return undefined;
  // (`Thane, Maharastra 401208, India`: a postcode, phone or code number is no thing it has.)
  if (/(?<![\p{L}\p{N}.,])\d{5,}(?![\p{L}\p{N}])/u.test(thing)) return undefined;
  // (`Password-protect your sensitive files`: an instruction to the shopper, not a thing it has.)
  if (chunkOf(thingTerms).some((t) => /^(?:your|you|yours|my|me|we|us)$/u.test(t.text))) return undefined;
  const plural = has(head, 'Plural') || (normalizeWord(headWord) !== headWord && /s$/u.test(headWord));
  const [first, second] = thing === lowered ? terms : terms.slice(1);
  // (`three conductor flat cord`: a number before a singular word that is not the head counts that word, not the thing.)
  const countsModifier = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)$/iu.test(first?.text ?? '') && !plural && second !== undefined && second !== head && has(second, 'Singular') && !/^x$/iu.test(second.text) && !isUnitWord(second.text);
  // (A measure with its unit is no count of the thing: `It has an 8MP front camera`, `a 5000 mAh battery`;
  // a time is, in the seller's plural: `10 days standby`.)
  const lead = findMeasures(thing)[0];
  const measured = lead?.start === 0 && lead.unit !== '' && !['count', 'other', 'time'].includes(lead.kind);
  // (A number counts the thing unless it is a measure with its unit or counts a word before the head.)
  const numbered = has(first, 'Value') || /^\d/u.test(thing) || /^(?:one|two|three)$/u.test(first?.text ?? '');
  const determined =
    (numbered && !measured && !countsModifier) || has(first, 'Determiner', 'Possessive') || /^(?:a|an|the|each|every|its|your|our|no|all|both|upto|up|over|under|about|approx|approximately|around|only|just)$/u.test(first?.text ?? '');
  // A made thing takes `a` (`a leak proof screw lid`); a quality, an act or a substance does not
  // (`low glare`, `quick charging`, `stainless steel`), nor does a letter code.
  // (`Reversible, glass door`: an article would stand before the adjective alone.)
  // (`Set of three filters`, `pair of gloves`: a group of things counts as one, `a set of …`.)
  const group = thing.match(/^([\p{L}-]+)\s+of\s/u)?.[1]?.toLowerCase();
  const countsGroup = !!group && !determined && normalizeWord(group) === group && /^noun\.(?:group|quantity)$/u.test(wordnet().senses(group, 'noun')[0]?.lexname ?? '');
  const countable = countsGroup || (!plural && !determined && !/^[\p{L}-]+,/u.test(thing) && isCountedThing(headWord.toLowerCase()) && !has(head, 'Uncountable', 'Gerund') && !/^\p{Lu}+$/u.test(head.text.replace(/[^\p{L}]/gu, '')));
  // (`1 X USB C cable, 1 X velcro strap` is a list of what comes in the box, not the product.)
  // (`Great introductory tool for young naturalists`, `Perfect gift for …`: a describing word before a
  // word for any goods says what the product is, never a thing it has: `They have a great … tool` broke.)
  // (One thing, `a … tool`: `Fun contemporary color options` name no product.)
  const kindOfGoods = KIND_OF_GOODS.test(headWord.toLowerCase()) && adjective(first) && !has(first, 'Noun');
  const namesProduct = (ctx.identityWords ?? ctx.productWords).has(normalizeWord(headWord.toLowerCase())) || kindOfGoods;
  // (`1 laptop table` in the box is the product itself: no thing it has. A measure is no count:
  // `1m long Type-C USB cable` is what it is, with its length.)
  if (namesProduct && /^\d/u.test(thing) && !measured) return undefined;
  // (`Callas bed table built-in iPad stand groove`: a phrase that names the brand again is the seller's name for it, not what it is.)
  const identity = namesProduct && !(ctx.brand && literalBetween(thing, ctx.brand, { before: AROUND.noLetterBefore, after: AROUND.noLetterAfter, ignoreCase: true }) >= 0);
  if (namesProduct && !identity) return undefined;
  // (`Durable, double-shielded 30AWG cable`: `a` would stand before the adjective alone.)
  if (identity && /^[\p{L}-]+,/u.test(thing)) return undefined;
  if (!identity && !isPart(thing, headWord, ctx)) return labelAndValue(thing, text);
  // (What the product is takes `a` whatever its head: `a mini UPS for 12V WiFi routers`.)
  return { form: identity ? 'identity' : 'thing', text: thing, plural, countable: countable || (identity && !plural && !determined) };
}

/** Heads that name the product itself, or any product, never a part of it (`an officially licensed product`, `a Square Enix import`). */
const PRODUCT_ITSELF = /^(?:products?|items?|imports?|gifts?|goods|merchandise|things?|stuff|choices?|options?|solutions?|ideas?|additions?|must-haves?)$/iu;

/**
 * Whether a noun phrase reads after `It has`: it ends on a part or quality the product has, not
 * on a code, a number or a unit (`Filter Type C`, `Air Delivery 210 CMM`: a label and its value);
 * it is more than a measure (`44.1 cms X 33.8 cms`), names no care step (`Hand wash`) and not the
 * product itself; it negates nothing and speaks to no one (`…, not easy to deform`, `No constant
 * reaching for your phone`); each item of its list is a noun phrase (`Acid free, no PVC` is not).
 */
function isPart(thing: string, headWord: string, ctx: RestateContext): boolean {
  const plain = thing.replace(/\s*\([^()]*\)/gu, '').trim();
  // (The words before a preposition: `2 settings of 400 W … up to 120 sq ft` ends its phrase on `settings`.)
  const chunk = plain.split(/\s+(?:of|for|with|up to|upto|in|on|from|to|at|by|under|over)\s+/iu)[0] ?? plain;
  const last = chunk.match(/[\p{L}\p{N}][\p{L}\p{N}.+/-]*$/u)?.[0] ?? '';
  if (/\d/u.test(last) || /^\p{Lu}{1,4}$/u.test(last) || isUnitWord(last) || isUnitWord(last.replace(/s$/u, ''))) return false;
  const unit = (w: string) => isUnitWord(w) || isUnitWord(w.replace(/s$/u, '')) || /^(?:x|by)$/iu.test(w);
  if (!plain.split(/[\s,]+/u).some((w) => /\p{L}{3}/u.test(w) && !/^[\d.,/-]/u.test(w) && !unit(w))) return false;
  // (A phrase that ends on a quality, `… dirt & waterproof`, `… premium quality soft`; a clause
  // with its own `has`; what it is a part of.)
  const allTerms = termsOf(ctx.inSentence(plain));
  const lastTerm = allTerms[allTerms.length - 1];
  if (QUALITY_WORD.test(lastTerm?.text ?? '') || (has(lastTerm, 'Adjective') && !has(lastTerm, 'Noun'))) return false;
  if (/\s(?:has|have|is|are|was|were|will|would|can|could|may|might|must|shall|should)\s/iu.test(` ${plain} `) || /^(?:an?\s+)?part of\b/iu.test(plain)) return false;
  // (Nor availability or a price: `It has limited availability` is no fact of the product's.)
  if (/\b(?:availability|stock|price|prices)\b/iu.test(plain)) return false;
  // (A person is no part of it: `It has Mom and Dad`.)
  // (By the last two words when the dictionary has them together: a `coffee maker` is a thing.)
  const person = (w: string) => {
    const word = w.toLowerCase();
    const before = wordBefore(plain.toLowerCase(), word.replace(/[^\p{L}-]/gu, ''));
    const compound = before ? wordnet().senses(`${before} ${normalizeWord(word)}`, 'noun')[0]?.lexname : undefined;
    return (compound ?? wordnet().senses(normalizeWord(word), 'noun')[0]?.lexname) === 'noun.person';
  };
  // (The head only: `40mm drivers` after `with` are a part, whatever the dictionary's first sense.)
  if (person(headWord)) return false;
  if (PRODUCT_ITSELF.test(headWord) || PRODUCT_ITSELF.test(plain.match(/[\p{L}-]+$/u)?.[0] ?? '') || /^(?:wash|washing|cleaning|care|use|usage)$/iu.test(headWord)) return false;
  if (/\b(?:not|you|your|yours|anymore|we|our)\b/iu.test(plain)) return false;
  // (`Kids build the track …`: a plural noun, a verb and its object make a clause.)
  const all = allTerms;
  const pluralNoun = (t: Term | undefined) => !!t && (has(t, 'Plural') || (/[^s]s$/u.test(t.text) && wordnet().has(t.text.replace(/s$/u, ''), 'noun')));
  if (all.some((t, i) => i > 0 && pluralNoun(all[i - 1]) && has(t, 'Infinitive') && wordnet().has(t.text, 'verb') && has(all[i + 1], 'Determiner', 'Possessive'))) return false;
  // (`Pieces store easily in packaging box`: a plural noun, a verb and an adverb.)
  if (all.some((t, i) => i > 0 && pluralNoun(all[i - 1]) && !has(t, 'Preposition', 'Adverb', 'Adjective') && /^\p{L}+$/u.test(t.text) && wordnet().has(t.text.toLowerCase(), 'verb') && has(all[i + 1], 'Adverb') && /ly$/u.test(all[i + 1]?.text ?? ''))) return false;
  const items = plain.split(/\s*,\s*/u).filter(Boolean);
  if (items.length > 1) {
    for (const item of items) {
      // (A lone adjective before a comma goes with the next item: `Removable, machine-washable seat pad`.)
      if (!/\s/u.test(item) && item !== items[items.length - 1]) continue;
      const terms = termsOf(ctx.inSentence(item));
      const lastTerm = terms[terms.length - 1];
      const pluralNounLast = !!lastTerm && /[^s]s$/u.test(lastTerm.text) && wordnet().has(lastTerm.text.replace(/s$/u, ''), 'noun');
      let i = 0;
      while (has(terms[i], 'Adverb') && i < 2) i++;
      // (An item that ends on a quality, `acid free`, or opens on one with its preposition, `high in healthy fats`.)
      if (!pluralNounLast && (!has(lastTerm, 'Noun', 'Acronym', 'Value') || (has(lastTerm, 'Adjective') && !has(lastTerm, 'Noun')))) return false;
      if (adjective(terms[i]) && isPreposition(terms[i + 1])) return false;
      if (/^no\s/iu.test(item)) return false;
    }
  }
  return true;
}

/**
 * A noun phrase that ends on its value (`operating system Android 10`, `reading level 2.0-3.5`,
 * `filter type C`): a label of 1–3 lowercase words ending on a noun, then a value of up to 4 words
 * that are names, codes or numbers, one holding a digit or a code. Said as `Its operating system is
 * Android 10`, never `It has an operating system Android 10`.
 */
function labelAndValue(thing: string, original: string): Omit<Piece, 'theme' | 'bullet'> | undefined {
  if (/[,;()[\]]/u.test(thing)) return undefined;
  const tokens = thing.split(/\s+/u);
  let k = tokens.length;
  while (k > 0 && /^(?:\p{Lu}|\d)/u.test(tokens[k - 1]!)) k--;
  const value = tokens.slice(k);
  const label = tokens.slice(0, k);
  if (value.length === 0 || value.length > 4 || !value.some((t) => /\d|^\p{Lu}{1,5}$/u.test(t))) return undefined;
  if (label.length === 0 || label.length > 3 || !label.every((w) => /^\p{Ll}[\p{Ll}-]+$/u.test(w) && !FUNCTION_WORDS.has(w))) return undefined;
  const head = normalizeWord(label[label.length - 1]!);
  if (!wordnet().has(head, 'noun') || isUnitWord(head)) return undefined;
  // (A value that opens on a name is told from its label by the seller's own case only: in `Air
  // Delivery 210 CMM` every word has a capital, and `Delivery` is no value.)
  const first = value[0]!;
  const sellerLabel = original.split(/\s+/u).slice(original.split(/\s+/u).length - tokens.length, k).slice(1);
  const titleCase = (original.match(/\p{L}[\p{L}'’-]*/gu) ?? []).every((w) => /^\p{Lu}/u.test(w) || FUNCTION_WORDS.has(w));
  if (!/\d|^\p{Lu}{1,5}$/u.test(first) && (titleCase || sellerLabel.some((w) => /^\p{Lu}/u.test(w)))) return undefined;
  return { form: 'value', label: label.join(' '), text: value.join(' '), plural: pluralLabel(label.join(' ')) };
}

/**
 * The pieces of one seller sentence: split at its semicolons, a leading `And` taken off, an inner
 * `Label:` read as a spec or dropped when what follows is a sentence. `header` is the bullet's
 * label, for a first piece that is only its value (`Refresh Rate` over `60 Hertz`).
 */
export function piecesOf(sentence: string, header: string, ctx: RestateContext, where: { theme: Theme; bullet: number }): Piece[] {
  const out: Piece[] = [];
  // Clauses: at semicolons, at a stop inside a title segment (`3.9 Feet (1.2M). USB C to C Cable`), at a dash between two (`storage bags for balls- the set comes with ...`)
  // and before a `, Label:` (`Capacity: 1.5 liters, Cord Length: 1 meter`).
  // (Not before a list of single words that ends the sentence: `three modes- soft, hard and medium`
  // names the modes; cut off, it read `It is soft, hard and medium`.)
  // A `【Label】-` inside the sentence starts a new piece and goes; a break inside brackets is none.
  const parts = outsideBrackets(sentence.replace(/\s*【[^】]*】\s*[-–—:]?\s*/gu, '; '), /\s*;\s*|(?<=[\p{L}\d)\]])\.\s+(?=\p{Lu})|(?<=\p{L})[-–—]\s+(?!(?:\p{Ll}+,\s*)+\p{Ll}+,?\s+(?:and|or)\s+\p{Ll}+[.!]?$)(?=\p{Ll}|(?:The|It|This|They|These)\b)|,\s*(?=\p{L}[\p{L} ]{1,30}?\s*[:：]\s)/gu)
    .map((p) => p.trim().replace(/[.!]+$/u, '').trim())
    .filter((p) => /\p{L}|\d/u.test(p));
  parts.forEach((raw, i) => {
    let part = raw;
    if (LEADING_CONJUNCTION.test(part) && wordsOf(part).length > 2) part = part.replace(LEADING_CONJUNCTION, '');
    // A warranty line goes to the specification list as the seller wrote it, never into a frame.
    if (WARRANTY.test(part) || WARRANTY.test(header)) return;
    if (TRADE_LINE.test(part) || TRADE_LINE.test(header)) return;
    // (Nor who sells it: `Sold By:- HerbalStore_24*7` is the store's line, no fact of the product.)
    const ownLabel = part.match(/^([^:：]{1,40}?)\s*[:：]/u)?.[1] ?? '';
    if ((i === 0 && STORE_LABEL.test(header.trim())) || STORE_LABEL.test(ownLabel.trim())) return;
    // `Made In: India` is a state of the product, `It is made in India.`
    const participle = i === 0 && header ? [participleLabel(header), part] : [participleLabel(ownLabel), part.slice(ownLabel.length).replace(/^\s*[:：]\s*/u, '')];
    if (participle[0] && participle[1] && isValue(participle[1]) && bracketsBalanced(participle[1])) {
      const value = participle[1].replace(/^[\s:：-]+/u, '');
      // (With its value: the specification list may say it, and then this goes.)
      out.push({ form: 'state', text: `${participle[0]} ${value}`, value, ...where });
      return;
    }
    // What the buyer must add (`Required to complete: battery, charger, …`, `Sold separately`) is
    // nothing the product has: `It has battery, charger …` said the opposite.
    // (Unless the seller says it as what the product needs, and that it is not in the box: `Requires 2
    // AAA batteries, not included` is said of the product as written, `It requires 2 AAA batteries, not included.`)
    const needs = part.match(NEEDS_NOT_INCLUDED);
    if (needs && !header && bracketsBalanced(part) && wordsOf(part).length <= 12) {
      out.push({ form: 'verb', text: ctx.inSentence(part).replace(/^needs?\b/iu, 'needs').replace(/^requires?\b/iu, 'requires'), ...where });
      return;
    }
    if (NOT_INCLUDED.test(part) || NOT_INCLUDED.test(header)) return;
    // A label that holds its own verb (`Holmes filter fits: HM1865, …`): the verb stays with its
    // value, said of the product only when the label's subject is the product; else the bullet says it.
    const inline = part.match(/^([^:：]{1,40}?)\s*[:：]\s+(\S.*)$/u);
    const verbLabel: readonly [string, string] | undefined = i === 0 && header && labelVerb(header, ctx) !== undefined ? [header, part] : inline?.[1] && inline[2] ? [inline[1], inline[2]] : undefined;
    const labelled = verbLabel ? labelVerb(verbLabel[0], ctx) : undefined;
    if (verbLabel && labelled !== undefined) {
      if (labelled && bracketsBalanced(verbLabel[1])) out.push({ form: labelled.form, text: `${labelled.verb} ${verbLabel[1]}`, label: ctx.inSentence(verbLabel[0]), value: verbLabel[1], ...where });
      return;
    }
    const inner = part.match(INNER_LABEL);
    if (inner?.[1] && inner[2]) {
      // (`Password protected - No`: a yes or no reads well only in the list.)
      if (/^(?:yes|no)$/iu.test(inner[2].trim())) return;
      // (`Healthy Lifestyle: Remove the water …` is an instruction, not a value.)
      if (isLabel(inner[1]) && (isValue(inner[2], inner[1]) || isList(inner[2], ctx)) && bracketsBalanced(inner[2]) && !isVerbFirst(termsOf(ctx.inSentence(inner[2])))) {
        const piece = labelledPiece(inner[1], inner[2], ctx);
        if (piece) out.push({ ...piece, ...where });
        return;
      }
      // A short value belongs to its label (`Human Interface Input: Buttons touch Screen`): said
      // alone, of the product, it read `It buttons touch screen`. The specification list shows it.
      if (isLabel(inner[1]) && isValue(inner[2], inner[1])) return;
      part = inner[2];
    }
    if (i === 0 && header && isLabel(header) && (isValue(part, header) || isList(part, ctx)) && bracketsBalanced(part) && sentence.split(/\s*;\s*/u).length >= 1 && !/^(?:it|this|the|they)\b/iu.test(part)) {
      const terms = termsOf(ctx.inSentence(part));
      // (Nor a slogan after a header, an instruction or a call without a figure: `CORDLESS SERVING -
      // Pick up, pour, put back!` gave `Its cordless serving is Pick up, pour, put back.`)
      const slogan = isInstruction(terms) || (i === parts.length - 1 && /!\s*$/u.test(sentence) && !/\d/u.test(part));
      if (!hasOwnVerb(terms) && !isVerbFirst(terms) && !slogan) {
        const piece = labelledPiece(header, part, ctx);
        if (piece) out.push({ ...piece, ...where });
        return;
      }
    }
    // (`Connect keyboard. mouse and other devices ...`: a piece that starts in lowercase goes on from a broken sentence.)
    if (i === 0 && /^\p{Ll}/u.test(raw) && !/^\p{Ll}+\p{Lu}/u.test(raw)) return;
    const whole = classify(capitalFirst(part), ctx);
    const fronted = whole?.form === 'clause' ? (ownerAfterOf(part, ctx) ?? frontedFacts(part, ctx)) : undefined;
    if (fronted) {
      for (const p of fronted) out.push({ ...p, ...(p.restated ? { sentence: withStop(capitalFirst(part)) } : {}), ...where });
      return;
    }
    const piece = whole;
    // A purpose that finishes its header's sentence (`TRACK ROLLS UP: For quick and easy storage`)
    // is the header's: said of the product it lost its verb (`The … is for quick and easy storage`).
    if (piece?.form === 'purpose' && i === 0 && header && hasOwnVerb(termsOf(ctx.inSentence(header)))) return;
    // A noun phrase the seller exclaims after `a` (`A tasty treat!`) is a slogan: `It has a tasty treat` is
    // no fact. (Not one with a number or a count: `9H surface hardness!`, `Six subjects!` are facts.)
    if ((piece?.form === 'thing' || piece?.form === 'identity') && i === parts.length - 1 && /!\s*$/u.test(sentence) && /^an?\s/iu.test(part) && !/\d/u.test(part)) return;
    // A bracket or quote opened and not closed (`[SM-X200/X205/X207`) cannot be said well in a sentence of ours.
    // (An inch mark, `1.69”`, `8"`, is no quote.)
    if (piece && (piece.form !== 'clause' || piece.restated) && !bracketsBalanced(part.replace(/(?<=\d)["”″]/gu, ''))) return;
    if (piece) out.push({ ...piece, ...(piece.form === 'clause' ? { text: withStop(capitalFirst(part)) } : {}), ...(piece.restated ? { sentence: withStop(capitalFirst(part)) } : {}), ...where });
  });
  return out;
}

/**
 * A sentence about the product with a phrase set before its subject (`Fun and competitive, the HX40
 * table is made of durable MDF`, `With 4 USB-A ports, Mport 31C makes multitasking easy`): two facts,
 * the phrase said in its own form (`It is fun and competitive`, `It has 4 USB-A ports`) and the rest
 * under the description's subject. Left whole, the sentence had a subject of its own and was not said.
 */
function frontedFacts(part: string, ctx: RestateContext): Omit<Piece, 'theme' | 'bullet'>[] | undefined {
  const m = part.match(/^([^,;:()[\]]{3,80}?),\s+(\S.*)$/u);
  if (!m?.[1] || !m[2] || /[!?]$/u.test(part)) return undefined;
  const rest = classify(capitalFirst(m[2]), ctx);
  if (rest?.form !== 'verb' || !rest.restated) return undefined;
  // (`With 4 USB-A ports` names what it has; `Made with 4 sensors`, `Hand washable` how it is.)
  const front = classify(capitalFirst(m[1].replace(/^with\s+/iu, '')), ctx);
  const said = front && (front.form === 'state' || front.form === 'thing' || (front.form === 'verb' && !front.restated)) && bracketsBalanced(m[1]) ? [front] : [];
  return [...said, rest];
}

/** Verbs a seller ends a label on (`Holmes filter fits:`, `Compatible with:`), with the form each is said in. */
const LABEL_VERB = /^(?:(.*?)\s+)?(fits?|includes?|contains?|comes with|works with|supports?|holds?|weighs|measures|(?:is\s+)?compatible with|suitable for)$/iu;

/**
 * A label ending on a verb (`Holmes filter fits`): the verb and its form when the words before it
 * are the product (none, `Holmes filter`, `This case`); null when they are something else (`Remote
 * requires`, `Package includes`); undefined when the label holds no such verb.
 */
function labelVerb(label: string, ctx: RestateContext): { verb: string; form: 'verb' | 'state' } | null | undefined {
  const m = label.trim().match(LABEL_VERB);
  if (!m) return /\b(?:requires?|needs?)$/iu.test(label.trim()) ? null : undefined;
  const verb = m[2]!.toLowerCase().replace(/^is\s+/u, '');
  const subject = (m[1] ?? '').toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
  const brand = new Set((ctx.brand ?? '').toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []);
  const own = (w: string) => /^(?:the|this|these|it|our|each)$/u.test(w) || brand.has(w) || ctx.productWords.has(normalizeWord(w)) || (ctx.nameNouns?.has(normalizeWord(w)) ?? false);
  // (`Holmes filter`: a name's own first word before the product's noun is the product too.)
  const head = subject[subject.length - 1];
  if (subject.length > 0 && !(head !== undefined && own(head) && subject.length <= 3)) return null;
  return { verb, form: /^(?:compatible|suitable)/u.test(verb) ? 'state' : 'verb' };
}

/** The text split at a separator that stands outside brackets. */
function outsideBrackets(text: string, separator: RegExp): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(separator)) {
    const before = text.slice(0, m.index);
    if ((before.match(/\(/gu) ?? []).length > (before.match(/\)/gu) ?? []).length) continue;
    // A stop after an abbreviation ends nothing (`For 250 Sq. Feet`, read apart as `is for 250 sq.`):
    // the rules' sentence splitter decides, as everywhere else.
    if (m[0].startsWith('.') && sentenceEndAt(text, m.index) < 0) continue;
    out.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(text.slice(from));
  return out;
}


/**
 * A seller's `Label: value` as a piece: a property (`Its refresh rate is 60 Hertz.`), but a material
 * as what the product is made of (`It is made of cast aluminium.`): `has a material of Nonstick` is
 * no English. (With its value, so the specification list's line stands for it.)
 */
function labelledPiece(label: string, value: string, ctx: RestateContext): Omit<Piece, 'theme' | 'bullet'> | undefined {
  // (Not a value that runs on into another label: `Pure Grade Aluminum, Colour - Black`.)
  if (/^(?:materials?|fabric|made of)$/iu.test(label.trim()) && !RUNS_ON.test(value) && !/\s[-–—]\s/u.test(value)) return { form: 'state', text: `made of ${ctx.inSentence(value)}`, value };
  // A colour or a finish is what the product is (`It is dark green.`, `It is matte.`): `has a colour
  // of Red` is no English. A value that names none (`As Shown`, `Assorted`) is left to the list.
  // (A one-word label used more as a verb than a noun, `Supply`, `Yield`, names no property of the
  // product alone: `Its supply is 230 Volts AC` is no English. The bullet and the list say it.)
  // (Unless one of its commoner noun senses is a property or a part, `Speed`, `Handle`: `Its speed is 3.0 GHz` reads well.)
  const word = label.trim().toLowerCase();
  if (/^\p{L}+$/u.test(word) && mostlyVerb(word) && !wordnet().senses(word, 'noun').slice(0, 2).some((s) => PROPERTY_FILES.has(s.lexname))) return undefined;
  if (/^(?:colou?rs?|finish|shade)$/iu.test(label.trim())) return colourLike(value) ? { form: 'state', text: ctx.inSentence(value).replace(/\b\p{Lu}\p{Ll}+\b/gu, (w) => w.toLowerCase()), value } : undefined;
  return { form: 'value', label: ctx.inSentence(label), text: value, plural: pluralLabel(label) };
}

/** What a label's noun names when it is the product's property or part: a quality, a time or rate, a thing. */
const PROPERTY_FILES = new Set(['noun.attribute', 'noun.time', 'noun.artifact']);

/** Colour words with at most a shade word before each (`Dark Green`, `Black & Silver`), or one finish (`Matte`, `Brushed`). */
function colourLike(value: string): boolean {
  const words = value.toLowerCase().split(/\s*(?:[&/,]|\band\b)\s*|\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4 || /\d/u.test(value)) return false;
  const shade = (w: string) => /^(?:light|dark|pale|deep|bright|metallic|matte|matt|glossy|neon|pastel|navy|sky|royal|rose|jet)$/u.test(w);
  if (words.length === 1 && (/^(?:matte?|glossy|satin|brushed|polished|metallic|textured|frosted|multicolou?r(?:ed)?|multi-colou?r(?:ed)?)$/u.test(words[0]!) || isColour(words[0]!))) return true;
  return words.some((w) => isColour(w)) && words.every((w) => isColour(w) || shade(w));
}

const pluralLabel = (label: string) => {
  const last = (label.match(/\p{L}+$/u)?.[0] ?? '').toLowerCase();
  return last.length > 3 && /s$/u.test(last) && !/(?:ss|us|is)$/u.test(last) && normalizeWord(last) !== last && !FUNCTION_WORDS.has(last);
};

/** A capital first letter, but not on a name spelled with a capital inside (`boAt` stayed `BoAt`). */
const capitalFirst = (text: string) => (/^\p{Ll}+\p{Lu}/u.test(text) ? text : text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
const withStop = (text: string) => (/[.!?]["'”’)]*$/u.test(text) ? text : `${text.replace(/[\s,;:–—-]+$/u, '')}.`);
