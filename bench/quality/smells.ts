import nlp from 'compromise';
import { COMPOUND_WORD_PATTERN, FUNCTION_WORDS, normalizeWord, wordTokens, words } from '../../src/rules/index.js';
import { quantitiesIn } from './facts.js';
import { lexicon, type Unit } from './text.js';

/**
 * Grammar smells: patterns a careful seller would not publish. Each detector is written down in
 * SMELL_DEFINITIONS (printed by `npm run bench:quality -- --explain`). The benchmark runs them on
 * the seller's input and on the output and counts only the smells the writer introduced: a smell
 * whose key (kind and matched words, lowercase) is also found in the input is the seller's own.
 */
export const SMELL_DEFINITIONS: Record<string, string> = {
  'article-adjective':
    '`a`/`an` before a phrase of at most 4 words that ends the clause (`.` `;` `:` `!` `?` `)`, the end, or `,` not followed by an adjective) and has no countable noun: every word an adjective or adverb, or adjectives then a material that takes no article (porcelain, plastic, cotton, steel, …): "a thick porcelain.", "a durable."',
  'is-bare-noun':
    '`is` + optional adjective + a singular countable noun with no determiner, ending the clause: "this air hockey is table.", "It is perfect gift." Nouns used as modifiers ("is dishwasher safe", "is table top size"), mass nouns ("is steel"), adjective + quality/weight/grade/duty/size ("is high quality", "is light weight"), proper nouns, -ing words and words shaped like adjectives (-able, -ful, -ic, -al, …, compact) are not smells.',
  'keyword-slot':
    'a stock keyword frame whose slot does not name this product: "if you want/need (a) X", "looking/shopping/searching for (a) X?", "anyone/shoppers looking|shopping|searching for X", "anyone who needs X", "use it as (a) X", "when (you) compare/choosing/comparing X" with X\'s last word not a word of the main keyword, of the product name, or a generic product noun (product, item, set, kit, …); and "this/these X <verb>" with X a person, age or time word ("If you want a child", "Use it as a compact", "If you want frosting").',
  'header-function-end':
    'a bullet header whose last word is an article, preposition, conjunction (the rules engine\'s FUNCTION_WORDS), pronoun, determiner, copula or modal: "MADE WITH", "PERFECT FOR", "EASY TO".',
  'header-lone-adjective':
    'a bullet header that is one adjective, optionally after adverbs: compromise tags it Adjective or a past participle, or it ends in -able/-ible/-proof/-ful/-ous/-ive/-less: "DURABLE", "HIGHLY DETAILED", "WATERPROOF".',
  'header-clause':
    'a bullet header that is a clause: a pronoun followed by a verb, or a noun followed by a copula, modal or auxiliary (compromise tags, possessive `\'s` removed first): "BUNTING IS ADJUSTABLE", "IT KEEPS DRINKS COLD", "WHAT IT IS". A noun and a verb in -s is not counted: compromise reads plural noun compounds ("COSTUME DETAILS") that way.',
  'doubled-word': 'the same word twice in a row, case-insensitive, letters only: "the the", "Cable cable".',
  'lowercase-start':
    'a title, header or sentence whose first letter is lowercase, unless its first word is written that way in the input (brands such as boAt, iPhone).',
  'unbalanced-brackets':
    'a title, bullet or description with unmatched ( ) [ ] { } or “ ”, or an odd number of straight double quotes, not counting inch marks (a `"`, `”` or `″` right after a digit, or a `"` after a digit and a space).',
  'it-has-all': '"It has all …", "It has every …": a stock frame wrapped around a seller\'s clause ("It has all Mudpuppy products adhere to CPSIA").',
  'frame-clause':
    '"It has/features/offers/includes/provides/brings" followed, before the clause ends, by a noun or pronoun and then a finite verb (copula, modal, or a present-tense verb in -s): a frame wrapped around a whole clause.',
  'unit-dropped':
    'a number that the input only ever writes with a unit (`8"`, `1.5-Litre`) appears in the output without one (`THIS LOVELY 8 COLLECTIBLE DOLL`).',
  'lone-number':
    'a title segment (split at `,` `|` `;` and spaced dashes) or a bullet header that is only a number: "…, 13, Mini, …", "Mixed, 1" (a number cut off from what it counts). Years (19xx, 20xx) are not counted.',
};

export type SmellKind = keyof typeof SMELL_DEFINITIONS;
export interface Smell {
  kind: SmellKind;
  /** The words that show the smell. */
  text: string;
}
export const smellKey = (s: Smell) => `${s.kind}:${s.text.toLowerCase().replace(/\s+/g, ' ').trim()}`;

interface Term {
  text: string;
  tags: Set<string>;
}
const tagCache = new Map<string, Term[]>();
/** compromise's tags for a short lowercase phrase (cached: headers and frames repeat across listings). */
function tagged(phrase: string): Term[] {
  const key = phrase.toLowerCase();
  let found = tagCache.get(key);
  if (!found) {
    found = (nlp(key).termList() as unknown as Term[]).map((t) => ({ text: t.text, tags: t.tags }));
    if (tagCache.size > 50_000) tagCache.clear();
    tagCache.set(key, found);
  }
  return found;
}
const lexTags = (w: string) => [lexicon[w.toLowerCase()] ?? []].flat();

/** Materials and substances that take no article in English ("a thick porcelain" is wrong). */
const MASS_NOUNS = new Set(
  'porcelain ceramic plastic steel cotton silicone leather bamboo nylon polyester aluminum aluminium rubber foam wool silk linen denim velvet acrylic resin stoneware copper brass vinyl latex cardboard polypropylene polyethylene fleece spandex rayon canvas suede'.split(' '),
);
const GENERIC_PRODUCT_NOUNS = new Set('product item set kit pack one model design unit piece pair bundle version tool device accessory gift option choice'.split(' '));
const ADJECTIVE_ENDING = /^\p{L}{3,}(?:able|ible|proof|ful|ous|ive|less|ic|al)$/u; // 3+ letters before: `table`, `cable` are nouns
const ADJECTIVES_COMPROMISE_MISSES = new Set(['compact', 'multipurpose', 'premium', 'standard', 'universal', 'sturdy', 'cordless', 'reusable', 'lightweight', 'stainless']);
/** Nouns that make an adjective + noun pair usable after `is` without an article. */
const PREDICATE_HEADS = new Set(['quality', 'weight', 'grade', 'duty', 'size', 'strength', 'resistance']);
const CLOSED = ['Pronoun', 'Possessive', 'Determiner', 'Copula', 'Modal', 'Preposition', 'Conjunction', 'QuestionWord'];

const isAdjectival = (t: Term) => (t.tags.has('Adjective') || t.tags.has('Adverb')) && !t.tags.has('Noun');
const isMass = (t: Term) => t.tags.has('Uncountable') || MASS_NOUNS.has(t.text);

function articleAdjective(text: string): Smell[] {
  const out: Smell[] = [];
  const re = /\b(an?)\s+((?:[\p{L}'-]+\s+){0,3}[\p{L}'-]+)\s*([.;:!?)]|,\s*([\p{L}-]+)|$)/giu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const phrase = m[2]!;
    if (m[4] && tagged(m[4]).every(isAdjectival)) continue; // coordinate adjectives: "a soft, warm blanket"
    const terms = tagged(phrase);
    const last = terms.at(-1);
    if (!last) continue;
    const adjectiveOnly = terms.every(isAdjectival);
    const massHead = MASS_NOUNS.has(last.text) && terms.length > 1 && terms.slice(0, -1).every(isAdjectival);
    if (adjectiveOnly || massHead) out.push({ kind: 'article-adjective', text: `${m[1]} ${phrase}` });
  }
  return out;
}

function isBareNoun(text: string): Smell[] {
  const out: Smell[] = [];
  const re = /\bis\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?\s*([.;:!?,)]|$)/giu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // Cheap look-up first: determiners, adverbs, participles and the like after `is` are fine.
    const first = m[1]!.toLowerCase();
    if (lexTags(first).some((t) => CLOSED.includes(t) || t === 'Adverb' || t === 'Participle' || t === 'PastTense' || t === 'Negative')) continue;
    if (/^\p{Lu}/u.test(m[1]!) && /\p{Ll}/u.test(text)) continue; // `is Swedish Fish`, `is MI`: a capitalised name mid-sentence (headers in capitals aside)
    const terms = tagged(`it is ${m[1]}${m[2] ? ` ${m[2]}` : ''}`).slice(2);
    const head = terms.at(-1);
    if (!head || !head.tags.has('Singular') || head.tags.has('ProperNoun') || head.tags.has('Adjective') || isMass(head) || head.tags.has('Value') || head.text.endsWith('ing')) continue;
    // compromise guesses unknown words as nouns; words shaped like adjectives are not counted (`is compact`, `is foldable`).
    if (ADJECTIVE_ENDING.test(head.text) || ADJECTIVES_COMPROMISE_MISSES.has(head.text)) continue;
    if (terms.length === 2 && PREDICATE_HEADS.has(head.text)) continue; // "is high quality", "is light weight", "is heavy duty"
    if (terms.length === 2 && !(terms[0]!.tags.has('Adjective') && !terms[0]!.tags.has('Noun'))) continue; // "is table top" style modifiers
    out.push({ kind: 'is-bare-noun', text: `is ${terms.map((t) => t.text).join(' ')}` });
  }
  return out;
}

const SLOT_FRAMES = [
  /\bif you (?:want|need) (?:an? |some )?([^,.;!?]+?)\s*[,.]/giu,
  /\b(?:looking|shopping|searching) for (?:an? )?([^,.;!?]+?)\?/giu,
  /\b(?:anyone|shoppers?|buyers?) (?:who (?:is|are) )?(?:looking|shopping|searching) for (?:an? )?([^,.;!?]+?) (?:will|should|can)\b/giu,
  /\banyone who needs (?:an? )?([^,.;!?]+?)\s*[,.;]/giu,
  /\buse it as (?:an? )?([^,.;!?]+?)\s*[,.;]/giu,
  /\b(?:you compare|when comparing|when choosing|choosing|comparing) ([^,.;!?]+?)\s*(?:[,.;]|side by side)/giu,
];

export interface SmellContext {
  /** Normalised words that name this product: main keyword and product name words. */
  productWords: Set<string>;
  /** Numbers the input writes only with a unit. */
  unitOnlyNumbers: Set<string>;
}

function keywordSlot(text: string, ctx: SmellContext): Smell[] {
  const out: Smell[] = [];
  for (const frame of SLOT_FRAMES) {
    frame.lastIndex = 0;
    for (let m = frame.exec(text); m; m = frame.exec(text)) {
      const slot = words(m[1]!);
      const head = slot.at(-1);
      if (!head || slot.length > 6) continue;
      const n = normalizeWord(head);
      if (!ctx.productWords.has(n) && !GENERIC_PRODUCT_NOUNS.has(n)) out.push({ kind: 'keyword-slot', text: m[0].replace(/[,.;?]$/, '') });
    }
  }
  const re = /\b(?:this|these)\s+((?:[\p{L}&'-]+\s+){0,3}?[\p{L}&'-]+)\s+(?:is|are|has|have|comes?|features?|offers?|makes?|lets?|keeps?|gives?|helps?|brings?|will|can)\b/giu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const terms = tagged(m[1]!);
    const head = terms.at(-1);
    if (!head) continue;
    if (head.tags.has('Actor') || head.tags.has('Person') || head.tags.has('Date') || head.tags.has('Duration') || terms.every(isAdjectival)) {
      out.push({ kind: 'keyword-slot', text: m[0] });
    }
  }
  return out;
}

function headerSmells(header: string): Smell[] {
  const out: Smell[] = [];
  // Possessives off first: compromise reads `Ambrane's` as `Ambrane is`.
  const tokens = wordTokens(header.replace(/['’]s\b/giu, ''), COMPOUND_WORD_PATTERN).map((t) => t.text.toLowerCase());
  const last = tokens.at(-1);
  if (!last) return out;
  if (FUNCTION_WORDS.has(last) || lexTags(last).some((t) => CLOSED.includes(t))) out.push({ kind: 'header-function-end', text: header });
  const terms = tagged(tokens.join(' '));
  const core = terms.filter((t) => !(t.tags.has('Adverb') && !t.tags.has('Adjective')));
  if (core.length === 1 && terms.length <= 3) {
    const t = core[0]!;
    const adjective = (t.tags.has('Adjective') && !t.tags.has('Noun')) || t.tags.has('PastTense') || t.tags.has('Participle') || (ADJECTIVE_ENDING.test(t.text) && !lexTags(t.text).includes('Singular'));
    if (adjective && !/\d/.test(t.text)) out.push({ kind: 'header-lone-adjective', text: header });
  }
  for (let i = 0; i + 1 < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + 1]!;
    const pronounVerb = a.tags.has('Pronoun') && b.tags.has('Verb');
    const nounFinite = a.tags.has('Noun') && (b.tags.has('Copula') || b.tags.has('Modal') || b.tags.has('Auxiliary'));
    if (pronounVerb || nounFinite) {
      out.push({ kind: 'header-clause', text: header });
      break;
    }
  }
  return out;
}

function doubledWords(text: string): Smell[] {
  const out: Smell[] = [];
  const re = /(?<![\p{L}\p{N}])(\p{L}+)\s+(\p{L}+)(?![\p{L}\p{N}])/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1]!.toLowerCase() === m[2]!.toLowerCase()) out.push({ kind: 'doubled-word', text: m[0] });
    re.lastIndex = m.index + m[1]!.length; // overlapping pairs: "a a a"
  }
  return out;
}

function lowercaseStart(text: string): Smell[] {
  const first = words(text)[0];
  if (!first || !/^\p{Ll}/u.test(first)) return [];
  return [{ kind: 'lowercase-start', text: first }];
}

const PAIRS: [string, string][] = [['(', ')'], ['[', ']'], ['{', '}'], ['“', '”']];
function unbalanced(raw: string): Smell[] {
  const out: Smell[] = [];
  // A curly close quote right after a digit is an inch mark (`1.69”`), not a quote.
  const text = raw.replace(/(?<=\d)[”″]/gu, '');
  for (const [open, close] of PAIRS) {
    let depth = 0;
    let bad = false;
    for (const ch of text) {
      if (ch === open) depth++;
      else if (ch === close && --depth < 0) bad = true;
    }
    if (bad || depth !== 0) {
      const at = bad ? text.indexOf(close) : text.lastIndexOf(open);
      // Context after the mark only: a header put before the seller's text must not make their mark ours.
      out.push({ kind: 'unbalanced-brackets', text: `${open}${close} ${words(text.slice(at, at + 40)).join(' ')}` });
    }
  }
  // An inch mark may follow its number after a space (`1.69 "`).
  const unquoted = text.replace(/(?<=\d ?)"/g, '');
  const straight = unquoted.split('"').length - 1;
  const last = unquoted.lastIndexOf('"');
  // The same context for the seller's text and ours, so a quote the seller left open is theirs.
  if (straight % 2 === 1) out.push({ kind: 'unbalanced-brackets', text: `" ${words(unquoted.slice(last, last + 40)).join(' ')}` });
  return out;
}

function frames(text: string): Smell[] {
  const out: Smell[] = [];
  const all = /\bit has (?:all|every)\b[^.;!?]*/giu.exec(text);
  if (all) out.push({ kind: 'it-has-all', text: all[0] });
  const re = /\bit (?:has|features|offers|includes|provides|brings)\s+([^.;:!?]+)/giu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const terms = tagged(m[1]!.split(',')[0]!);
    for (let i = 0; i + 1 < terms.length; i++) {
      const a = terms[i]!;
      const b = terms[i + 1]!;
      if (a.tags.has('Noun') && (b.tags.has('Copula') || b.tags.has('Modal') || (b.tags.has('PresentTense') && !b.tags.has('Gerund') && /[^s]s$/.test(b.text)))) {
        out.push({ kind: 'frame-clause', text: m[0] });
        break;
      }
    }
  }
  return out;
}

function unitDropped(text: string, ctx: SmellContext): Smell[] {
  return quantitiesIn(text)
    .filter((q) => !q.unit && ctx.unitOnlyNumbers.has(q.number))
    .map((q) => ({ kind: 'unit-dropped' as const, text: q.raw }));
}

function loneNumbers(unit: Unit): Smell[] {
  const segments = unit.field === 'title' ? unit.text.split(/[,|;]| [-–—] /) : unit.field === 'header' ? [unit.text] : [];
  return segments
    .filter((s) => /^\s*[\d.,/]+\s*$/.test(s) && !/^\s*(?:19|20)\d\d\s*$/.test(s)) // a year after a date's comma is fine
    .map((s) => ({ kind: 'lone-number' as const, text: s.trim() }));
}

/** Every smell in one unit of text (a title, a header or a sentence). */
export function smellsIn(unit: Unit, ctx: SmellContext): Smell[] {
  const text = unit.text;
  return [
    ...(unit.field === 'header' ? headerSmells(text) : []),
    ...articleAdjective(text),
    ...isBareNoun(text),
    ...keywordSlot(text, ctx),
    ...doubledWords(text),
    ...lowercaseStart(text),
    ...frames(text),
    ...unitDropped(text, ctx),
    ...loneNumbers(unit),
  ];
}

/** Bracket and quote balance is a property of a whole field (a bullet, the description, a title), not of a sentence. */
export const fieldSmells = (text: string): Smell[] => unbalanced(text);
