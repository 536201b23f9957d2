import nlp from '../lexicon/nlp.js';
import { bracketsBalanced, FUNCTION_WORDS, lowerPlainWords, lowerWords, normalizeWord, unclosedBrackets } from '../../../rules/index.js';
import { candidateFamilies } from '../../../rules/phrases.js';
import { factsOf, type FactSheet } from '../read/fact-sheet.js';
import type { Theme, SentenceFact } from '../read/index.js';
import { isArtifactNoun, isOnlyAdjective } from '../read/lexical.js';
import { findMeasures, isUnitWord } from '../read/measures.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { unitKind } from '../read/units.js';
import { agree, articleFor, pluralOf, realize, type SlotValue } from '../realize/phrases.js';
import { framesClause, isFullSentence, isLetsYou, LETS_YOU, piecesOf, withoutConnective, type Piece, type PieceForm } from './restate.js';
import { wordnet } from '../lexicon/wordnet.js';

/*
 * The description: the seller's facts said again in full sentences, in up to three short
 * paragraphs by theme: what the product is and what it is made of; what it does and has; what
 * comes with it, what it works with and its care. A bullet's noun phrases are gathered into one
 * sentence (`It has a deep bass output with 40mm drivers and soft memory foam ear cushions.`), a
 * verb phrase gets the subject the seller left out (`It keeps drinks cold ...`), a `Label: value`
 * becomes `Its refresh rate is 60 Hertz.` (plan/restate.ts); a sentence the bullets already say
 * is not said again, and the seller's own description and the sentences the bullets had no room
 * for are kept as written. The specification list (plan/specs.ts) follows. No stock opener or closer.
 */

/** Paragraphs by theme: what it is and is made of; what it does; what comes with it and its care. */
const PARAGRAPH_OF: Readonly<Record<Theme, number>> = { build: 0, use: 1, what: 2, care: 2 };
/** At most this many sentences in a paragraph: a short paragraph is what shoppers read on a phone. */
const PARAGRAPH_SENTENCES = 5;
/** Whether a text holds a phrase the rules want proof for (`award winning`, `world's first`). */
const claims = (text: string) =>
  candidateFamilies(text, lowerWords(text)).some((family) => family.severity !== 'error' && new RegExp(family.pattern.source, family.pattern.flags.replace('g', '')).test(text));

/**
 * Verb phrases in the order given, in groups that make one sentence each: two, or three when none
 * holds its own `and` (`boils ..., switches off ... and lights up ...`), within MAX_JOINED_WORDS.
 */
function joinable(items: readonly Piece[]): Piece[][] {
  // (Never one verb of having twice in a sentence: `features … and features …`.)
  const fits = (xs: readonly Piece[]) => xs.reduce((n, x) => n + wordCount(x.text), 0) <= MAX_JOINED_WORDS && new Set(xs.map(havingVerb).filter(Boolean)).size === xs.filter((x) => havingVerb(x) !== '').length;
  const out: Piece[][] = [];
  for (let i = 0; i < items.length; ) {
    const three = items.slice(i, i + 3);
    const group = three.length === 3 && fits(three) && !three.some((x) => /\sand\s/u.test(x.text)) ? three : items.length > i + 1 && fits(items.slice(i, i + 2)) ? items.slice(i, i + 2) : [items[i]!];
    out.push(group);
    i += group.length;
  }
  return out;
}

/** A label's value that is a sentence: long, with a clause of its own, or opening on a verb (`Protect wires …`). */
function sentenceLike(value: string): boolean {
  const first = (value.match(/\p{L}+/u)?.[0] ?? '').toLowerCase();
  return wordCount(value) > 10 || /\b(?:because|which|while|whereas|so that)\b/iu.test(value) || (/^\p{L}/u.test(value) && wordnet().has(first, 'verb') && !wordnet().has(first, 'noun') && !wordnet().has(first, 'adj'));
}

/** A label that is only adjectives (`Original`, `Scented`, `BIGGER & BETTER`): it names no property. */
function adjectiveLabel(label: string): boolean {
  const ws = label.trim().split(/\s+/u).filter((w) => w !== '' && !/^(?:&|and)$/iu.test(w));
  if (ws.length === 0 || ws.length > 3) return false;
  return ws.every((w) => {
    const word = w.toLowerCase();
    const tags = (nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    return isOnlyAdjective(word) || (tags.includes('Adjective') && !tags.includes('Noun'));
  });
}

/**
 * Where a bullet's verb phrase stops stating its fact and starts selling it (`, which evenly
 * distributes heat to help you get …`, `to help prevent outside intrusion`).
 */
// (Not at `for a …`: `without the need for a separate cable`, `the best solution for …` need theirs.)
const SELLING_TAIL = /,\s*(?:which|making|allowing|ensuring|giving|letting|helping)\b|\s(?:so that|in order to|to help|to ensure|to make sure)\s/iu;
/**
 * A bullet's verb phrase as the description says it: the fact without the words that sell it. The
 * bullet keeps them; said again in full here they made a sentence too long to join another, and the
 * sentence alone under `It` read as the bullet pasted back.
 */
function condense(piece: Piece): Piece {
  if (piece.form !== 'verb') return piece;
  const tail = SELLING_TAIL.exec(piece.text);
  if (!tail) return piece;
  const head = piece.text.slice(0, tail.index).replace(/[\s,;:–—-]+$/u, '');
  // (Only when the fact stands whole: four words or more, brackets closed, and no number left behind.)
  if (wordCount(head) < 4 || !bracketsBalanced(head) || /\d/u.test(piece.text.slice(tail.index))) return piece;
  return { ...piece, text: head };
}

/**
 * How the store sells it, not what it is: `Sold By The Each`, `Net Quantity: 1 Unit`. Said of the
 * product (`It is sold by the each.`, `Its net quantity is 1 Unit.`) it reads as an empty sentence.
 */
function saleUnit(p: Piece): boolean {
  if (p.form === 'state') return /^sold\s+(?:by\s+the\s+each|by\s+each|each|individually|singly|as\s+(?:one|a\s+single)\s+(?:unit|piece|item))$/iu.test(p.text.trim());
  return p.form === 'value' && /^(?:net\s+)?(?:quantity|qty|count|unit\s+count|number\s+of\s+(?:items|pieces|units))$/iu.test((p.label ?? '').trim()) && /^(?:1|one)\s*(?:units?|pieces?|pcs?|count|each|items?|nos?|n)?\.?$/iu.test(p.text.trim());
}

/** Two verb phrases join into one sentence up to this many words together. */
const MAX_JOINED_WORDS = 32;
const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;
/** The order of sentences in a paragraph, by the form of the seller's words. */
const FORM_ORDER: readonly PieceForm[] = ['identity', 'purpose', 'verb', 'part', 'state', 'thing', 'value', 'clause'];

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
  /** The seller's bullets (what the policy check kept), said again in full sentences. */
  bullets?: readonly { header: string; sentences: readonly SentenceFact[] }[];
  /** Sentences said as written: those the bullets had no room for, then the seller's description. */
  sentences: readonly SentenceFact[];
  /** Whether the bullets already hold a sentence word for word (the score's repeat): it is not said again. */
  said?: (sentence: string) => boolean;
  /** The product as the subject of the first sentence (`Zentro Z40`); the name when absent. */
  subjectName?: string;
  /** Values the specification list gives: a `Label: value` of these is not said again in a sentence. */
  specValues?: ReadonlySet<string>;
  /** The specification list's lines, as written. */
  specLines?: readonly string[];
  /** Whether the name ends on the product's noun, so a bullet's noun phrase with that head names the product. */
  productNamed?: boolean;
  /** The nouns the name ends on (`adapter`, `cable`): a bullet's sentence with one as its subject is about the product. */
  nameNouns?: ReadonlySet<string>;
  /** The brand as the title writes it. */
  brand?: string;
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
    // (A phrase that is only its measure names no part: `The … Rice Cooker has 5.5 cups.`)
    if (key(phrase.text) === key(measure.text) || head === unit.toLowerCase()) continue;
    // (A head in lowercase, as in running text: `6.5A 10V Max` is a spec and `6mm Auto` a cut, not a part.)
    if (!head || !/(?:^|\s)\p{Ll}[\p{L}-]*$/u.test(phrase.text) || nounWords.has(normalizeWord(head)) || !isArtifactNoun(head) || seen.has(key(phrase.text))) continue;
    seen.add(key(phrase.text));
    const plural = normalizeWord(head) !== head && /s$/u.test(head);
    out.push({ text: plural ? phrase.text : `a ${phrase.text}`, plural });
  }
  return out.slice(0, MAX_ITEMS);
}

/** What it works with and comes with: one sentence each, the seller's phrases in a frame. */
function framedFacts(inputs: DescriptionInputs, kind: 'compatibility' | 'included'): SlotValue[] {
  const inTitle = inputs.inTitle ?? (() => false);
  return (inputs.sheet ? factsOf(inputs.sheet, kind) : [])
    .filter((f) => f.source.field !== 'title' && !inTitle(f.text) && f.text.length <= MAX_ITEM_LENGTH && !/^(?:a|an|the)?\s*(?:this|it|its|your)\b/iu.test(f.text) && bracketsBalanced(f.text))
    .slice(0, MAX_ITEMS)
    // (The frame says `with` itself: `… is included in the box with a USB Type-C cable` gave `comes with with`.)
    .map((f) => ({ text: f.text.replace(/^with\s+/iu, '') }))
    .filter((f) => f.text !== '');
}

function whatItHas(inputs: DescriptionInputs, subject: () => SlotValue): string[] {
  const fromText = (kind: 'compatibility' | 'included') => framedFacts(inputs, kind);
  // A frame that gives back a sentence of the bullets word for word (`It comes with ...`) says nothing new.
  const said = new Set(inputs.bulletSentences.map(key));
  const out: string[] = [];
  for (const [frame, kind] of [['worksWith', 'compatibility'], ['comesWith', 'included']] as const) {
    const things = fromText(kind);
    if (things.length === 0) continue;
    const sentence = realize(frame, { subject: subject(), things });
    if (sentence && !said.has(key(sentence))) out.push(sentence);
  }
  return out;
}

/** A text by its words, singular, whatever their case and punctuation. */
export const factKey = (text: string) => lowerPlainWords(text).map(normalizeWord).join(' ');
const key = factKey;

/**
 * What the product is and who or what it is for, from the name (`... Frother for Latte Coffee`),
 * the product's type and the audience the seller names. Nothing when the name already says all of
 * it: a sentence that only repeats the title is no fact.
 */
/** The name up to `for` (`... USB Cable Compatible for iPhone` -> `... USB Cable`). */
// (Not after a lone first word: `Late for the Sky Boston-opoly` is a brand's name, not `Late` for something.)
const nameHeadOf = (name: string) =>
  (/^\S+\s+for\s/iu.test(name) ? name : (name.split(/\s+for\s+/iu)[0] ?? name)).replace(/\s+(?:compatible|suitable|ideal|perfect|great|designed|made|used|best)$/iu, '');

function opener(inputs: DescriptionInputs): string | undefined {
  // The name's own purpose (`... Frother for Latte Coffee`): short, no numbers, nothing after another `for`.
  const forRaw = inputs.name.split(/\s+for\s+/iu)[1] ?? '';
  const nameHead = nameHeadOf(inputs.name);
  // Only after the product's own noun: `Creativity for Kids` is a brand, not a purpose.
  const afterNoun = inputs.noun !== '' && key(nameHead).split(' ').includes(key(inputs.noun).split(' ').pop() ?? '');
  const forPart = afterNoun && forRaw.split(/\s+/u).length <= 4 && !/\d/u.test(forRaw) ? forRaw : '';
  // A `for` before the product's noun is inside the name (`Creativity for Kids My First Felt Shapes`): keep it whole.
  // (Without a mark the name's segmenting left at its end: `… Stylus Pen, is a graphic tablet`.)
  const head = (afterNoun || forRaw === '' ? nameHead : inputs.name).replace(/[\s,;:&+/–—-]+$/u, '');
  const nameWords = new Set(key(head).split(' '));
  // Only a type we are sure of (the main keyword naming the product) and new to the name.
  const type = inputs.type;
  const fullName = new Set(key(inputs.name).split(' '));
  const typeNew = type !== '' && !key(type).split(' ').every((w) => nameWords.has(w) || fullName.has(w));
  // A purpose names something (`for kids ages 6+`), never only `more` or `you`.
  const named = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => !FUNCTION_WORDS.has(w) && !/^(?:more|you|your|all|everyone|anyone|use)$/u.test(w));
  // (In sentence case: the title's `Great Gift for Girls and Boys` reads `for girls and boys` here.)
  const purpose = forPart && named(forPart) ? inputs.sentenceCase(forPart) : inputs.audiences[0] ? inputs.sentenceCase(inputs.audiences[0]) : '';
  // Without a purpose or an audience the sentence would only restate the title and keyword.
  if (!purpose) return undefined;
  // A sentence made only of the title's words tells the buyer nothing the title did not.
  const titleWords = new Set(key(inputs.name).split(' '));
  if (!typeNew && key(purpose).split(' ').every((w) => titleWords.has(w))) return undefined;
  const plural = inputs.plural && key(head).endsWith(key(inputs.noun));
  // (`The Stephen Joseph Floor Puzzle is for children`, as every other sentence that names it.)
  const theName = realize('theName', { name: { text: head.replace(/^the\s+/iu, '') } }) ?? head;
  if (!typeNew) return realize('isForOnly', { name: { text: theName, plural }, audience: { text: purpose } });
  return realize('isFor', {
    name: { text: theName, plural },
    noun: { text: plural ? pluralOf(type) : type, plural },
    audience: purpose ? { text: purpose } : undefined,
  });
}

/** Sentences of one paragraph from its pieces, by form; `subject` names the product in the first. */
function sentencesOf(pieces: readonly Piece[], subject: () => SlotValue, naming: () => boolean): string[] {
  const out: string[] = [];
  const byForm = (form: PieceForm) => pieces.filter((p) => p.form === form);
  const alone = (p: Piece) => /,|\sand\s/u.test(p.text) || p.text.split(/\s+/u).length > 12;
  /** Items of a list: at most `max` to a sentence, one that holds its own list or is long goes alone. */
  const groups = (items: readonly Piece[], max: number): Piece[][] => {
    const out: Piece[][] = [];
    let current: Piece[] = [];
    for (const item of items) {
      if (alone(item)) {
        out.push([item]);
        continue;
      }
      current.push(item);
      if (current.length === max) {
        out.push(current);
        current = [];
      }
    }
    if (current.length > 0) out.push(current);
    return out;
  };
  const push = (text: string | undefined) => {
    if (text) out.push(text);
  };
  for (const form of FORM_ORDER) {
    const items = byForm(form);
    if (items.length === 0) continue;
    switch (form) {
      case 'identity':
        for (const p of items.slice(0, 1)) push(realize('isA', { subject: subject(), thing: { text: withArticle(p) } }));
        break;
      case 'purpose':
        push(realize('isForOnly', { name: subject(), audience: { text: items[0]!.text } }));
        break;
      case 'verb': {
        // Two verb phrases to a sentence when they are short enough together: connected prose. (The
        // seller's own verb phrases first, then the sentences about the product, so those pair up.)
        const ordered = sameVerbJoined([...items.filter((p) => !p.restated), ...items.filter((p) => p.restated)]);
        for (const group of joinable(ordered)) {
          const a = group[0]!;
          // (A sentence of the bullets said alone under `It` is said too: under the product's own subject
          // it is no longer the bullet word for word (the score's repeat, `said`, still keeps one out), and
          // left out, a listing whose bullets all read so had a description of one sentence. Not one that
          // wraps a verb of having round a clause of its own, `has a jacket and this jacket provides …`.)
          if (group.length === 1 && a.restated && !naming() && framesClause(a.text)) continue;
          // (`It lets you …` twice in a row reads as a form: the second says `You can …`.)
          if (group.length === 1 && isLetsYou(a.text) && !naming() && /^(?:It|They) lets? you /u.test(out.at(-1) ?? '')) {
            push(`You can ${a.text.slice(LETS_YOU.length)}.`);
            continue;
          }
          const who = subject();
          // (`lets you see …, take … and navigate …`: the frame once, at the first of a run.)
          const actions = group.map((p, i) => {
            const text = agreeing(p.text, who.plural === true, p.restated === true);
            return { text: i > 0 && isLetsYou(group[i - 1]!.text) && isLetsYou(p.text) ? text.replace(/^lets? you /u, '') : text };
          });
          // (`keeps drinks cold for 24 hours and hot for 12 hours, and supports ...`: a comma keeps two `and`s apart.)
          const sentence = actions.length === 2 && /\sand\s/u.test(actions[0]!.text) ? realize('doesBoth', { subject: who, first: actions[0], second: actions[1] }) : realize('does', { subject: who, actions });
          // (`It features …. It also features …`: a sentence that would open as the one before says `also`.)
          const opening = `${who.text} ${actions[0]!.text.split(' ')[0] ?? ''} `;
          push(sentence && (out.at(-1) ?? '').startsWith(opening) && /^(?:It|They) /u.test(opening) ? sentence.replace(opening, `${who.text} also ${opening.slice(who.text.length + 1)}`) : sentence);
        }
        break;
      }
      case 'state':
        for (const group of groups(items, 2)) push(realize('isState', { subject: subject(), states: group.map((p) => ({ text: p.text })) }));
        break;
      case 'thing':
        for (const group of groups(items, 3)) push(realize('hasParts', { subject: subject(), parts: group.map((p) => ({ text: withArticle(p) })) }));
        break;
      case 'value': {
        // A value is a measure, a name or a short list; a sentence after a label (`Protection effect:
        // Protect wires …`, `Ultra-thin: Super thin design, …, which means …`) is left to the bullets:
        // `Its protection effect is Protect wires …` breaks.
        // (A label that is an adjective, `Original: Reproductions of …`, names no property: `has an original of …` breaks.)
        const values = items.filter((p) => !sentenceLike(p.text) && !adjectiveLabel(p.label ?? ''));
        // `Compatibility: Windows 7, Windows 8` says what it works with.
        for (const p of values.filter((x) => /compatib/iu.test(x.label ?? ''))) push(realize('worksWith', { subject: subject(), things: { text: p.text } }));
        for (const group of groups(values.filter((x) => !/compatib/iu.test(x.label ?? '')), 3)) {
          const who = subject();
          // The sentence that names the product: `The Veltron TV has a refresh rate of 60 Hertz`.
          if (who.text !== 'It' && who.text !== 'They') {
            push(realize('hasParts', { subject: who, parts: group.map((p) => ({ text: realize('valueOf', { label: { text: p.label ?? '', plural: p.plural === true }, value: { text: p.text } }) ?? '' })) }));
            continue;
          }
          const clauses = group.map((p) => realize('valueIs', { subject: who, label: { text: p.label ?? '', plural: p.plural === true }, value: { text: p.text } }));
          push(realize('clauses', { clauses: clauses.filter((c): c is string => c !== undefined).map((text) => ({ text })) }));
        }
        break;
      }
      case 'part':
        // `Clear markings make the gauge easy to read` is said as the product's: `It has clear markings
        // that make …` where the sentence names it, else `Its clear markings make …`.
        for (const p of items) {
          const who = subject();
          const named = who.text !== 'It' && who.text !== 'They';
          push(named ? `${who.text} ${who.plural ? 'have' : 'has'} ${withArticle({ ...p, text: p.label ?? '' })} that ${p.value}.` : `${who.plural ? 'Their' : 'Its'} ${p.label} ${p.value}.`);
        }
        break;
      case 'clause':
        for (const p of items) push(p.text);
        break;
    }
  }
  return out;
}

/** Verbs of having: two phrases on one (`features a motorized engine`, `features a working headlight`) are said as one. */
const HAVING = /^(features?|has|have|offers?|includes?|provides?|boasts?)\s/u;
/** A verb phrase's second verb after `and` (`features a working headlight and can work on and off the track`). */
const SECOND_VERB = /^(.+?)\s+and\s+((?:can|will|is|are|has|have|works?|comes?|keeps?|makes?|fits?|lets?|allows?|holds?)\s.+)$/u;

/**
 * Verb phrases of one verb of having, said once: `features a motorized engine and a working headlight`,
 * never `features … and features …`. A phrase that goes on to a second verb (`… and can work on and off
 * the track`) gives that verb a phrase of its own first.
 */
/** A verb phrase's verb of having, in one form (`feature` of `features`, `ha` of `has` and `have`); '' for any other verb. */
const havingVerb = (p: Piece) => (p.text.match(HAVING)?.[1] ?? '').replace(/s$/u, '').replace(/^have$/u, 'ha');

function sameVerbJoined(items: readonly Piece[]): Piece[] {
  const verbOf = havingVerb;
  const out: Piece[] = [];
  for (const item of items) {
    const split = HAVING.test(item.text) && !isLetsYou(item.text) ? item.text.match(SECOND_VERB) : null;
    const parts = split?.[1] && split[2] && !/,|\sand\s/u.test(split[1]) && bracketsBalanced(split[1]) ? [{ ...item, text: split[1] }, { ...item, text: split[2] }] : [item];
    for (const part of parts) {
      const verb = verbOf(part);
      const at = verb === '' ? -1 : out.findIndex((p) => verbOf(p) === verb && !/,|\sand\s/u.test(p.text));
      if (at < 0 || /,|\sand\s/u.test(part.text)) {
        out.push(part);
        continue;
      }
      const first = out[at]!;
      out[at] = { ...first, text: `${first.text} and ${part.text.replace(HAVING, '')}`, restated: first.restated === true && part.restated === true };
    }
  }
  return out;
}

/** `a`/`an` before a thing one counts (`a leak proof screw lid`), none before others (`soft ear cushions`). */
const withArticle = (p: Piece) => (p.countable ? `${articleFor(p.text)} ${p.text}` : p.text);

/**
 * The seller's verb phrase agreeing with the description's subject: `keeps` -> `keep` for `They`;
 * and a sentence whose own subject was plural or miswritten (`thin case cover the front`) -> `covers` for `It`.
 */
function agreeing(said: string, plural: boolean, restated = false): string {
  // (`are also soy free`: away from the seller's sentence before it, `also` adds to nothing.)
  // (`an motorized engine`: the article before a plain lowercase word as it sounds; a name or a code keeps the seller's.)
  const phrase = (restated ? said.replace(/^([\p{L}'’]+)\s+also\s+/u, '$1 ') : said).replace(/\ban (?=[bcdfgjklmnpqrstvwxz][a-z]+\b)/gu, 'a ').replace(/\ba (?=[aeio][a-z]+\b)/gu, 'an ');
  const verb = phrase.match(/^[\p{L}'’]+/u)?.[0] ?? '';
  if (!plural) {
    if (!restated || /s$|ed$/u.test(verb) || /^(?:can|could|will|would|may|might|must|should|shall|did|had|was)$/iu.test(verb)) return phrase;
    if (/^(?:are|were)$/iu.test(verb)) return `${verb.toLowerCase() === 'are' ? 'is' : 'was'}${phrase.slice(verb.length)}`;
    if (/^have$/iu.test(verb)) return `has${phrase.slice(verb.length)}`;
    return `${agree(verb, false)}${phrase.slice(verb.length)}`;
  }
  if (/^(?:is)$/iu.test(verb)) return `are${phrase.slice(verb.length)}`;
  if (/^(?:has)$/iu.test(verb)) return `have${phrase.slice(verb.length)}`;
  if (/^(?:can|could|will|would|must|may|might|should|shall|are|were|have|had|did)$/iu.test(verb)) return phrase;
  return `${agree(verb, true)}${phrase.slice(verb.length)}`;
}

export function planDescription(inputs: DescriptionInputs): string[][] {
  const said = inputs.said ?? (() => false);
  const bulletKeys = new Set(inputs.bulletSentences.map(key));
  const productWords = new Set(key(inputs.noun).split(' ').slice(-1).filter(Boolean));
  const identityWords = inputs.productNamed === false ? new Set<string>() : productWords;
  // (The name as the sentences' subject gives it, after its first word: a seller's sentence whose subject is its model,
  // `Wave Call comes with …`, is about the product; one on the brand's words, `Sport Squad listens …`, is the maker's.)
  const nameWords = new Set(((inputs.subjectName ?? nameHeadOf(inputs.name)).toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).slice(1));
  const ctx = { productWords, identityWords, nameWords, inSentence: inputs.sentenceCase, ...(inputs.nameNouns ? { nameNouns: inputs.nameNouns } : {}), ...(inputs.brand ? { brand: inputs.brand } : {}) };
  const pieces: Piece[] = [];
  // The bullets' own sentences stay in the bullets: only the forms that the description says
  // differently (a subject given, phrases gathered, a label said as a clause) are taken from them.
  for (const bullet of inputs.bullets ?? []) {
    bullet.sentences.forEach((s, i) => {
      for (const piece of piecesOf(s.text, i === 0 ? bullet.header : '', ctx, { theme: s.theme, bullet: s.bullet })) if (piece.form !== 'clause') pieces.push(condense(piece));
    });
  }
  // (The seller's own sentence stays theirs: one about the product is not joined with another.)
  for (const s of inputs.sentences) {
    const found = piecesOf(s.text, '', ctx, { theme: s.theme, bullet: s.bullet }).map((p) => (p.restated ? { form: 'clause' as const, text: p.sentence ?? s.text, theme: p.theme, bullet: p.bullet } : p));
    // A sentence no frame holds whole keeps its numbers as the seller wrote it: the bullets had no room for it.
    const said = ` ${found.map((p) => key(`${p.label ?? ''} ${p.text}`)).join(' ')} `;
    const numbersOf = (t: string) => key(t).split(' ').filter((w) => /\d/u.test(w));
    if (numbersOf(s.text).some((n) => !said.includes(` ${n} `))) pieces.push({ form: 'clause', text: /[.!?]["'”’)]*$/u.test(s.text) ? s.text : `${s.text.replace(/[\s,;:–—-]+$/u, '')}.`, theme: s.theme, bullet: s.bullet });
    else pieces.push(...found);
  }
  // The product as the first sentence names it.
  // (A bracket the title's segmenting left open is closed again, as the seller's title has it.)
  // (Without the seller's bracketed tags, `Robustrion [Anti-Scratch] &` is `Robustrion`.)
  // (A name cut at its comma before the product's noun is no name of it: `MI 10000mAh Lithium Ion, Lithium
  // Polymer Power Bank …` is the MI power bank.)
  const nounLast = key(inputs.noun).split(' ').pop() ?? '';
  const cutName = nameHeadOf(inputs.name).split(/,\s/u)[0] ?? inputs.name;
  const lacksNoun = nounLast !== '' && !key(cutName).split(' ').includes(nounLast) && key(nameHeadOf(inputs.name).replace(/\([^()]*\)?|\[[^\]]*\]?/gu, ' ')).split(' ').includes(nounLast);
  const fullNamed = nameInSentence(inputs.subjectName ?? (lacksNoun ? [inputs.brand ?? '', inputs.noun].join(' ').trim() : cutName));
  // A subject a reader takes in at once (brand, line or model, the product's type); the title's other facts in sentences of their own.
  const short = shortSubject(fullNamed, key(inputs.noun).split(' ').filter(Boolean));
  const named = short.subject;
  const nameRest = restOfName(short.rest);
  const inTitle = inputs.inTitle ?? (() => false);
  const specValues = inputs.specValues ?? new Set<string>();
  const specSpaceless = new Set([...specValues].map((v) => v.replace(/\s+/gu, '')));
  // Title segments no title option could hold: said here, so the listing keeps them.
  // (They are the title's words, and said for that reason; one that reads as no phrase of ours, a
  // code or a warranty, is given as the seller wrote it after the name.)
  const fromTitle = new Set<Piece>();
  const bulletMeasures = new Set(inputs.bulletSentences.flatMap((t) => findMeasures(t).map((m) => key(m.text))));
  const unsaid: string[] = [];
  // (With the name's words after the product, when the subject is cut to it: a figure, a warranty, a bracket's certification.)
  for (const text of [...inputs.titleLeftovers, ...nameRest]) {
    // A measure the specification list gives is said there.
    if (findMeasures(text).length > 0 && findMeasures(text).every((m) => specValues.has(key(m.text)) || [...specValues].some((v) => ` ${v} `.includes(` ${key(m.text)} `))) && !/\p{L}{3}/u.test(text.replace(/\d\S*|\b(?:x|by|inch(?:es)?|cm|mm|ft|feet|kg|g|lbs?|oz|ml|l|w|v)\b/giu, ''))) continue;
    // Only a measure, a count, a warranty or a certification: a title's colour or slogan (`Red`,
    // `Great Gift Idea`) said as a sentence of ours reads as the title pasted back.
    if (!/\d|warrant|certif/iu.test(text)) continue;
    // A title segment is a name's fragment, not a sentence: only a `Label: value` of it, what the product is or does, is said in a
    // sentence of ours (`It has 4 rolls - 90 sheet each roll`, `… has Lithium Polymer power bank …` were not).
    // (A state with a code in it is a variant's name, `Standard (VB021070)`: `It is standard (VB021070)` says nothing.)
    const found = piecesOf(text, '', ctx, { theme: 'build', bullet: -1 }).filter((p) => p.form === 'value' || p.form === 'identity' || p.form === 'verb' || (p.form === 'state' && !/\([^()]*\d[^()]*\)|\p{L}\d{4,}/u.test(p.text)));
    const numbers = (t: string) => t.match(/\d+(?:[.,]\d+)?/gu) ?? [];
    // (A number the specification list gives is kept there.)
    // (By its measure: `1/4Cup` in the list does not give `4 Cups`.)
    const specText = ` ${(inputs.specLines ?? []).map(key).join(' ')} `;
    const fromSpecs = findMeasures(text).filter((m) => specText.includes(` ${key(m.text)} `)).flatMap((m) => numbers(m.text));
    const kept = new Set([...found.flatMap((p) => numbers(`${p.label ?? ''} ${p.text}`)), ...fromSpecs]);
    // (A number the bullets give, with its unit, is in the listing already.)
    const measures = findMeasures(text);
    const measured = new Set(measures.flatMap((m) => numbers(m.text)));
    if (!/certif|warrant/iu.test(text) && measures.length > 0 && measures.every((m) => bulletMeasures.has(key(m.text))) && numbers(text).every((n) => measured.has(n))) continue;
    if (numbers(text).every((n) => kept.has(n))) {
      for (const p of found) fromTitle.add(p);
      pieces.push(...found);
      // (Only a measure, a warranty or a certification: a code or a colour, `IPX7 Waterproof & AUX`, is the title's.)
    } else if (measures.length > 0 || /warrant|certif/iu.test(text)) unsaid.push(text.replace(/[.!]+$/u, ''));
  }
  const seen = new Set<string>();
  const specText = ` ${(inputs.specLines ?? []).map(key).join(' ')} `;
  /** A phrase that is only measures the list gives, a bound and at most two words naming what they measure. */
  const measureInSpecs = (text: string) => {
    const measures = findMeasures(text);
    if (measures.length === 0 || !measures.every((m) => specText.includes(` ${key(m.text)} `))) return false;
    let rest = ` ${key(text)} `;
    for (const m of measures) rest = rest.replace(` ${key(m.text)} `, ' ');
    return rest.split(' ').filter((w) => w !== '' && !FUNCTION_WORDS.has(w) && !/^(?:upto|up|max|maximum|over|approx)$/u.test(w)).length <= 2;
  };
  // What the product works with and comes with is said once, in its own frame (whatItHas).
  const framed = [...framedFacts(inputs, 'compatibility'), ...framedFacts(inputs, 'included')].map((f) => ` ${key(f.text)} `);
  // (What it includes is no fact when it is the product itself: `Includes: Room Heater` of a room heater.)
  const itself = new Set([key(inputs.noun), key(inputs.name)].filter(Boolean));
  // A seller's sentence said as written is a full sentence: a connective that points at a sentence not
  // here goes (`Besides, you may need …`), and a list or a participle with no verb is left to the bullets.
  // (Sentence by sentence: the seller's `Macbook, Thinkpad, Surface, Etc. Therefore Known As …` is one to the splitter.)
  const fullSentences = (text: string) =>
    text
      .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
      .map(withoutConnective)
      .filter(isFullSentence)
      .join(' ');
  const whole = pieces.map((p) => (p.form === 'clause' ? { ...p, text: fullSentences(p.text) } : p)).filter((p) => p.form !== 'clause' || p.text !== '');
  const kept = whole.filter((p) => {
    // A ranking, an award or a health claim is the seller's to make in their bullet, not ours to repeat.
    if (claims(p.text)) return false;
    if (saleUnit(p)) return false;
    if (itself.has(key(p.text.replace(/^(?:includes?|contains?|comes with)\s+/iu, '')))) return false;
    const k = `${p.form === 'clause' ? 'c' : 'p'}:${key(p.text)}`;
    if (!key(p.text) || seen.has(k) || framed.some((f) => ` ${key(p.text)} `.includes(f))) return false;
    seen.add(k);
    if (p.form === 'clause') return !bulletKeys.has(key(p.text)) && !said(p.text);
    // A phrase of the title's words only says what the title says (unless no title option has room for it).
    if (!fromTitle.has(p) && inTitle(p.form === 'value' ? `${p.label ?? ''} ${p.text}` : p.text)) return false;
    // (Nor a value the title names without its label: `Compatible Devices: Laptops` of a laptop charger says `It works with Laptops`.)
    if (p.form === 'value' && !fromTitle.has(p) && !/\d/u.test(p.text) && inTitle(p.text)) return false;
    // (`It fits HM1865, …` when the list below gives `Holmes filter fits: HM1865, …`: said once, there.)
    if (p.value !== undefined && specValues.has(key(p.value))) return false;
    // (Nor a measure and the name of what it measures, `up to 3A output`, beside `Power: 3A`.)
    if (p.form === 'thing' && measureInSpecs(p.text)) return false;
    // (Whatever its spaces: `Its voltage is 230V.` above `Voltage: 230 V`.)
    return !(p.form === 'value' && (specValues.has(key(p.text)) || specSpaceless.has(key(p.text).replace(/\s+/gu, ''))));
  });

  // The first sentence with a subject names the product; the rest say `It` or `They`.
  const first = opener(inputs);
  // (A name that ends on a plural noun is plural whatever the product noun was read as: `The GFB … Protein Bars are`.)
  // (Its noun ends the name before a `with` or `for` phrase: `… Smart Watch with … 120+ Sports Modes` is one watch.)
  // (Nor is a verb before `with` its noun: `… Remote Works with … tv's` is one remote.)
  const lastWord = ((named.replace(/\s*\([^()]*\)$/u, '').split(/\s+(?:with|for)\s+/iu)[0] ?? named).toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !/^(?:works|comes|fits|compatible|designed|made)$/u.test(w)).pop() ?? '';
  const endsPlural = /[^s]s$/u.test(lastWord) && normalizeWord(lastWord) !== lastWord && wordnet().has(normalizeWord(lastWord), 'noun');
  const namedPlural = (inputs.plural && key(named).endsWith(key(inputs.noun))) || endsPlural;
  const plural = inputs.plural || endsPlural;
  let introduced = first !== undefined;
  const subject = (): SlotValue => {
    if (!introduced) {
      introduced = true;
      return { text: realize('theName', { name: { text: named.replace(/^the\s+/iu, '') } }) ?? named, plural: namedPlural };
    }
    return { text: plural ? 'They' : 'It', plural };
  };

  const paragraphs: string[][] = [[], [], []];
  if (first) paragraphs[0]!.push(first);
  // A bullet's sentence about the product is said only joined with another: the two go in the paragraph of the first.
  const restated = kept.filter((p) => p.restated);
  for (const group of joinable(restated)) for (const p of group.slice(1)) kept[kept.indexOf(p)] = { ...p, theme: group[0]!.theme };
  const identity = kept.filter((p) => p.form === 'identity' || p.form === 'purpose');
  const rest = kept.filter((p) => p.form !== 'identity' && p.form !== 'purpose');
  for (const [index, paragraph] of paragraphs.entries()) {
    const own = [...(index === 0 ? identity : []), ...rest.filter((p) => PARAGRAPH_OF[p.theme] === index)];
    paragraph.push(...sentencesOf(own, subject, () => !introduced));
    if (index === 0) paragraph.push(...measuredSentence(inputs, paragraph, subject));
    if (index === 2) paragraph.push(...whatItHas(inputs, subject));
  }
  // A title segment that names the product (`Sturdy Type C Cable with 3A Rapid Charging`) says what
  // it is: `It is a sturdy Type C cable with 3A rapid charging.`, not a fragment after the name.
  // (By its head, the last word before its `with` or `for`: `150 Watch Faces` of a watch names faces.)
  // (Only when the name or the main keyword's type says the noun too: a noun misread, `cooling` of an
  // AC, made `It is a super convertible 6-in-1 cooling`.)
  const nameSaysNoun = key(inputs.name).split(' ').includes(nounLast) || key(inputs.type).split(' ').includes(nounLast);
  // (`… Tank 1:76 Military Ground Vehicle …` cut at its ratio's colon: the segment's first number is half a scale.)
  // (Nor a code that lowers to a function word, `IS Specification` (an Indian Standard) read `is specification`.)
  const splitRatio = (text: string) => (/\d$/u.test(inputs.name.trim()) && /^\d/u.test(text)) || /\b(?:IS|IT|AS|ON|IN|AT|TO|OR|OF|BY|AN|NO|US|BE)\b/u.test(text);
  const namesIt = (text: string) =>
    !plural && nounLast !== '' && nameSaysNoun && !splitRatio(text) && !/^(?:the|a|an)\s/iu.test(text) && bracketsBalanced(text) && !/[:|;]/u.test(text) && key(text.split(/\s+(?:with|for|compatible|that|and|in|to)\s+/iu)[0] ?? '').split(' ').pop() === nounLast && /^[\p{L}\d]/u.test(text);
  for (const text of unsaid.filter(namesIt)) {
    const thing = inputs.sentenceCase(text.replace(/[\s,;:–—-]+$/u, ''));
    paragraphs[0]!.push(realize('isA', { subject: subject(), thing: { text: `${articleFor(thing)} ${thing}` } }) ?? '');
  }
  // A measure and the part it measures (`120Hz Refresh Rate`, `42H Playtime`, `60 Sports Modes`): a
  // thing it has, `It has a 120Hz refresh rate.` (Not `5 Days Runtime`: `a 5 days runtime` is no English.)
  const measuredPart = (text: string): string | undefined => {
    const withUnit = text.trim().match(/^(\d[\d.,]*\s?[\p{L}%"”]*)\s+((?:\p{L}[\p{L}-]*\s+){0,2}(\p{L}[\p{L}-]*))$/u);
    // (A count before its words, `2 Heat Settings`: `2 Heat` is no measure.)
    const m = withUnit?.[1] && findMeasures(withUnit[1])[0]?.text === withUnit[1] ? withUnit : text.trim().match(/^(\d[\d.,]*)\s+((?:\p{L}[\p{L}-]*\s+){0,2}(\p{L}[\p{L}-]*))$/u);
    if (!m?.[1] || !m[2] || !m[3] || findMeasures(m[1])[0]?.text !== m[1]) return undefined;
    const head = m[3].toLowerCase();
    const headPlural = normalizeWord(head) !== head;
    const unitPlural = /\p{L}{2,}s$/u.test(m[1]);
    // (A bare count goes before a plural, `60 Sports Modes`, never `a 2 jar`; what it counts is no person, `200 Guests`.)
    if (/^[\d.,]+$/u.test(m[1]) && !headPlural) return undefined;
    if (splitRatio(text) || wordnet().senses(normalizeWord(head), 'noun')[0]?.lexname === 'noun.person') return undefined;
    if (FUNCTION_WORDS.has(head) || isUnitWord(head) || !wordnet().has(normalizeWord(head), 'noun') || (unitPlural && !headPlural) || m[2].split(/\s+/u).some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) return undefined;
    const phrase = `${m[1]} ${inputs.sentenceCase(m[2])}`;
    return headPlural ? phrase : `${articleFor(phrase)} ${phrase}`;
  };
  // (Each text read once: what names the product went above, the rest is a measured part or a fragment.)
  const others = unsaid.filter((text) => !namesIt(text)).map((text) => ({ text, part: measuredPart(text) }));
  for (const { part } of others) if (part !== undefined) paragraphs[0]!.push(realize('hasParts', { subject: subject(), parts: [{ text: part }] }) ?? '');
  const fragments = others.filter(({ part }) => part === undefined).map(({ text }) => text);
  if (fragments.length > 0) {
    const continues = /^(?:for|with|and|in|on|to|of)\s/iu.test(fragments[0] ?? '');
    paragraphs[0]!.push(realize(continues ? 'titleFactsContinued' : 'titleFacts', { name: { text: short.rest === '' ? nameInSentence(inputs.subjectName ?? inputs.name) : named }, facts: fragments.map((text) => ({ text })) }) ?? '');
    introduced = true;
  }
  // A name the titles had to cut is given whole, as the subject of a sentence when there is one.
  if (!introduced && inputs.nameCut) paragraphs[0]!.unshift(`${inputs.name.replace(/[\s,;:.!]+$/u, '')}.`);
  // Not a bullet's sentence again, by the score's reading or word for word whatever the stops.
  const written = paragraphs.map((p) => p.filter((x) => !said(x) && !bulletKeys.has(key(x))).slice(0, PARAGRAPH_SENTENCES)).filter((p) => p.length > 0);
  // The description opens on the product: a paragraph of the seller's own sentences only (`The app
  // is fully built on iOS & Android.`, a fragment the bullets had no room for) goes after the one
  // that names it. (Those before it hold no `It`: the name is given at the first subject.)
  const nameKey = key(named.replace(/^the\s+/iu, ''));
  const naming = written.findIndex((p) => p.some((x) => key(x).includes(nameKey)));
  const ordered = naming > 0 ? [written[naming]!, ...written.filter((_, i) => i !== naming)] : written;
  // (A title's fact said after the paragraphs, `It has a 2 Year Product Warranty.`, may stand first: the
  // name goes to the first sentence, and the sentence that had it says `It`.)
  const theName = realize('theName', { name: { text: named.replace(/^the\s+/iu, '') } }) ?? named;
  const opening = ordered[0]?.[0]?.match(/^(?:It|They) /u)?.[0];
  if (opening) {
    const at = ordered.flat().findIndex((x) => x.startsWith(`${theName} `));
    const sentence = ordered.flat()[at];
    if (at > 0 && sentence) {
      const p = ordered.findIndex((x) => x.includes(sentence));
      ordered[p]![ordered[p]!.indexOf(sentence)] = `${opening.trim()}${sentence.slice(theName.length)}`;
      ordered[0]![0] = `${theName}${ordered[0]![0]!.slice(opening.length - 1)}`;
    }
  }
  return ordered;
}

/** A subject longer than this many words is the title pasted in, not a name: it is cut to the product. */
const MAX_SUBJECT_WORDS = 10;

interface ShortSubject {
  /** The product as a sentence names it. */
  subject: string;
  /** What the name said after the product's noun (`4 Star BEE Rated Heater For Water Heating with Titanium Armour, …`). */
  rest: string;
}

/**
 * The name cut to what a reader takes in as the product's (`Bajaj New Shakti Neo 10L Vertical Storage
 * Water Heater`) when it runs on as long as a title: at the first word that is the product's noun. The
 * words after it are the title's leftovers (restOfName), said as those are when they hold a figure.
 */
function shortSubject(name: string, nounWords: readonly string[]): ShortSubject {
  const whole = { subject: name, rest: '' };
  const tokens = name.split(/\s+/u).filter(Boolean);
  const nounLast = nounWords.at(-1) ?? '';
  if (tokens.length <= MAX_SUBJECT_WORDS || nounLast === '' || !wordnet().has(nounLast, 'noun')) return whole;
  const plain = (w: string) => normalizeWord(w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ''));
  const at = tokens.findIndex((w, i) => i >= 2 && plain(w) === nounLast && /[\p{L}]$/u.test(w) && bracketsBalanced(tokens.slice(0, i + 1).join(' ')));
  if (at < 0 || at + 1 > MAX_SUBJECT_WORDS) return whole;
  let end = at + 1;
  // (A model code right after the noun, `TV UA55AUE65AKXXL`, is the name's; so is a bracket that gives a number, `(Geyser 10 Litres)`.)
  if (/^(?=[\p{L}-]*\d)(?=\d*\p{L})[\p{L}\d-]{4,}$/u.test(tokens[end] ?? '')) end += 1;
  const after = tokens.slice(end).join(' ').match(/^\([^()]*\d[^()]*\)/u)?.[0];
  if (after) end += after.split(/\s+/u).length;
  const rest = tokens.slice(end).join(' ');
  // (`Dealfreez Case Compatible for Fire TV Stick …`: the seller's name goes on through its `Compatible for`; cut there, it read `The Dealfreez Case is compatible`.)
  if (rest === '' || /^(?:compatible|suitable|ideal|perfect|designed|made|works?)\b/iu.test(rest)) return whole;
  // (Nor a name whose rest gives a certification or a model code, `ISI-Marked`, `MFI Certified`, `BN68-13897A`: no
  // sentence of ours says those as the seller does, so the name keeps them.)
  // (Nor one whose `with` gives a figure, `… Mixer Grinder with 3 Jars and 5 Years Warranty`: said apart from the name, it was a fragment.)
  if (/certif|\bmarked\b|(?:^|\s)with\s.*\d/iu.test(rest) || rest.split(/[\s,()[\]]+/u).some((w) => /^(?=.*\d)(?=.*\p{L})[\p{L}\d-]{4,}$/u.test(w) && !findMeasures(w).some((m) => m.text === w))) return whole;
  return { subject: tokens.slice(0, end).join(' '), rest };
}

/**
 * The name's words after the product (shortSubject's `rest`) as the title's leftovers: each part on
 * its own (`4 Star BEE Rated Heater`, `Water Heating`, `Titanium Armour`, `1 Yr Warranty`, a bracket's
 * `ISI Certified`), so a figure, a certification or a warranty the name gave is said as the title's
 * other leftovers are; the rest the titles and bullets show.
 */
function restOfName(rest: string): string[] {
  const brackets = [...rest.matchAll(/\(([^()]*)\)|\[([^\]]*)\]/gu)].flatMap((m) => (m[1] ?? m[2] ?? '').split(/\s*,\s*/u));
  // (Each count on its own, `Black 800w 2 Heat Settings 2 Year Product Warranty` -> `2 Heat Settings`, `2 Year Product Warranty`; not `3 in 1`.)
  const outside = rest.replace(/\([^()]*\)|\[[^\]]*\]/gu, ' ').split(/\s*[,|;]\s*|\s+(?:with|for)\s+|\s+[-–—]\s+|(?<!\d|\b(?:in|x|by|of|to|and|or|&|up|upto))\s+(?=\d+\s+\p{L}{2})/iu);
  return [...outside, ...brackets].map((t) => t.replace(/^(?:with|for)\s+/iu, '').trim()).filter((t) => t !== '');
}

/**
 * The product's name as a sentence can hold it: without the seller's bracketed tags (`[Anti-Scratch]`)
 * and asides (`(for Home Theatre, Xbox, Playstation etc.)`), a quote cut open by the title's
 * segmenting left out (`Teach Tech “Air Screamer`), a bracket it left open closed again.
 */
function nameInSentence(name: string): string {
  let out = name.replace(/\s*\[[^\]]*\]?/gu, '').replace(/\s*\((?:for|compatible|suitable|ideal)\b[^)]*\)?/giu, '');
  // (An inch mark, `8"`, is no quote.)
  if (!bracketsBalanced(out.replace(/(?<=\d)["”]/gu, ''))) out = out.replace(/(?<!\d)["“”]/gu, '');
  return closeBrackets(out.replace(/[\s&,;:+/–—-]+$/u, ''));
}

function closeBrackets(name: string): string {
  const open = unclosedBrackets(name);
  return open > 0 ? `${name.replace(/[\s,;:]+$/u, '')}${')'.repeat(open)}` : name;
}

/** The parts the seller measures (`It has 180mm reverse kingpin trucks`), unless a sentence above says them. */
function measuredSentence(inputs: DescriptionInputs, written: readonly string[], subject: () => SlotValue): string[] {
  const before = ` ${written.map(key).join(' ')} `;
  const parts = measuredParts(inputs.phrases ?? [], inputs.noun, inputs.inTitle ?? (() => false)).filter((p) => !before.includes(` ${key(p.text.replace(/^a\s+/u, ''))} `));
  if (parts.length === 0) return [];
  const sentence = realize('hasParts', { subject: subject(), parts });
  return sentence && !inputs.bulletSentences.map(key).includes(key(sentence)) ? [sentence] : [];
}
