import { FUNCTION_WORDS, normalizeWord } from '../../../rules/index.js';
import { FACT_LABELS, factsOf, type Fact, type FactKind, type FactSheet } from '../read/fact-sheet.js';
import { isKnownNoun } from '../read/lexical.js';
import { measuresWhatItNeeds, partNamedAfter } from '../read/measures.js';
import { isClause } from './restate.js';

/*
 * The description's specification list, built from the fact sheet: one line per kind of fact
 * (`Size: 1200 mm (48 Inches)`, `Power: 74 W, 220-240 V`), each value the seller's exact words.
 * A measure from a bullet goes in only when it is the product's own (`The deck measures 41" x
 * 9.5"`), never a part's (`70mm wheels`) or something else's (`each shape is 2 inches wide`); the
 * seller's own `Label: value` lines (`Cord Length: 1.5 m`) are kept as they wrote them.
 */

/** The kinds a line is written for, in order. Brand, model and type are the title's, and say nothing new here. */
// (What it works with and comes with are said in the paragraphs above, in full sentences.)
const SPEC_KINDS: readonly FactKind[] = ['size', 'capacity', 'weight', 'count', 'colour', 'material', 'power', 'audience', 'care', 'installation', 'warranty'];
/** How many values one line takes. */
const MAX_VALUES: Partial<Record<FactKind, number>> = { size: 2, capacity: 2, weight: 1, count: 1, colour: 2, material: 2, power: 3, audience: 2, care: 2, installation: 1, warranty: 1 };
const MAX_VALUE_LENGTH = 120;
/** A care or installation clause longer than this is a selling sentence, not a specification. */
const MAX_CLAUSE_LENGTH = 60;

/** The words before a measure that compare it with another thing's (`like your typical`, `than a`). */
const COMPARED = /\b(?:like|unlike|than|compared (?:to|with)|versus|vs\.?)\s+(?:(?:a|an|the|your|our|any|most|typical|standard|regular|ordinary|usual|normal|other|conventional)\s+){0,3}$/iu;
/** Words that say a sentence gives the product's own measure. */
const OWN_MEASURE = /\b(?:measures?|measuring|dimensions?|size[ds]?|overall|capacity|holds?|weighs?|weight|volume|length|width|height|depth|diameter|tall|long|wide)\b/iu;

export interface SpecInputs {
  sheet: FactSheet;
  /**
   * Whether a value says nothing the title does not (`Blue` for a title ending `, Blue`): the
   * title already shows it, and a line of title words only is the same line in every listing.
   */
  inTitle: (value: string) => boolean;
  /** A title measure no title option has room for (`13" x 8.5" x 6`): listed although the seller's title has it. */
  unshown?: (value: string) => boolean;
  /** The product's noun (`longboard`), so `The longboard weighs 2 kg` is the product's own. */
  noun: string;
  /** Lowers a shouted or Title Case label (`CORD LENGTH`) to sentence case in the seller's spellings. */
  sentenceCase: (text: string) => string;
}

const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** A value's numbers in order (`1900` of `1900W` and of `1900 Watts`). */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' ');

/** Whether a measured fact read from a bullet or the description is the product's own. */
function ownMeasure(fact: Fact, noun: string): boolean {
  if (fact.source.field === 'title') return true;
  const { sentence, end } = fact.source;
  // `70mm wheels`, `a 31" wheelbase`: the word right after the measure names a part (`long`, `wide` do not).
  const next = sentence.slice(end).match(/^\s*([\p{L}-]+)/u)?.[1]?.toLowerCase() ?? '';
  const nounWords = new Set((noun.toLowerCase().match(/\p{L}+/gu) ?? []).map(normalizeWord));
  if (next && !nounWords.has(normalizeWord(next)) && !OWN_MEASURE.test(next) && !FUNCTION_WORDS.has(next) && isKnownNoun(next)) return false;
  // `48 inches in slide rail length, and 44 inches in inseam length`: the rail's and the inseam's,
  // not the rowing machine's size.
  const inPart = partNamedAfter(sentence.slice(end));
  if (inPart && !inPart.split(/\s+/u).some((w) => nounWords.has(normalizeWord(w))) && !/^(?:total|overall|full|item|product)$/u.test(inPart)) return false;
  const before = sentence.slice(0, fact.source.start);
  // (`neither too short like your typical 1meter cable or too long like a 2meters cable`: what it is
  // compared with is another product's measure.)
  if (COMPARED.test(before)) return false;
  // `Cord Length : 1 meter`: the length of a part the seller names, not of the product.
  // (`the minimum focal length of 2.5 cm`: a lens's, read with its `of`, whatever the word before names.)
  const partOf = before.match(/([\p{L}-]+)\s+(?:length|width|height|depth|diameter|weight|capacity|size)\s+of\s*$/iu)?.[1]?.toLowerCase();
  const part = partOf ?? before.match(/([\p{L}-]+)\s+(?:length|width|height|depth|diameter|weight|capacity|size)\s*[:：-]?\s*$/iu)?.[1]?.toLowerCase();
  if (part && !nounWords.has(normalizeWord(part)) && !/^(?:item|product|overall|total|net|unit|max|maximum|the|a|an|its|their)$/u.test(part) && (partOf !== undefined || isKnownNoun(part))) return false;
  // (By the noun's head: `Cooks up to 5.5 cups of raw rice` is not the rice cooker's own capacity.)
  const head = [...nounWords].at(-1);
  return OWN_MEASURE.test(before) || (head !== undefined && new RegExp(`\\b${head}s?\\b`, 'iu').test(before));
}

const WARRANTY_WORD = /warrant/iu;
// (`Cleaning Brush` names a thing in the box, not how it is cared for.)
const CARE_START = /^(?:hand|machine|dishwasher|wipe|wash|spot|dry|do not|don't|easy|clean(?!ing\s+[\p{L}-]+\s*$)|rinse|tumble|iron|store|keep|remove|simply|just|install|mount|assembl|wall|no tools|requires?|plug)/iu;
const CARE_WORD = /\b(?:wash\w*|dishwasher|wipe|clean\w*|dry|iron|bleach|care|maintenance|store)\b/iu;
const INSTALL_WORD = /\b(?:install\w*|mount\w*|assembl\w*|set ?up|plug and play)\b/iu;

/**
 * A `made of` phrase says the product's material only when the product is its subject (`Made of
 * solid beech wood`, `The bottle is made of steel`), not a part's (`The blades are made of aluminium`).
 */
function ownMaterial(fact: Fact, noun: string): boolean {
  if (fact.source.field === 'title') return true;
  const before = fact.source.sentence.slice(0, fact.source.start).toLowerCase().replace(/\b(?:made|crafted|constructed|built)\s+(?:of|from|with)\s*$|material:\s*$/u, '').trim();
  const subject = before.replace(/^(?:it|they|this|these|the|our|each|every)\s+/u, '').replace(/\s*\b(?:is|are)(?:\s+\w+ly)?$/u, '').trim();
  if (subject === '' || before === '') return true;
  const nounWords = (noun.toLowerCase().match(/\p{L}+/gu) ?? []).map(normalizeWord);
  return nounWords.length > 0 && subject.split(/\s+/u).every((w) => nounWords.includes(normalizeWord(w)));
}

/**
 * The clause of a sentence that holds the fact (`1 year warranty` of `BPA free; 1 year warranty`,
 * `easy to clean by hand` of `Wide mouth fits ice cubes and is easy to clean by hand`), in the
 * seller's words; a clause that starts on a verb's helper (`is easy to clean`) loses it.
 */
function clauseWith(text: string, cue: RegExp, whole = false): string {
  // (Not at commas: `on a cold, gentle cycle` is one clause. A warranty is never cut inside:
  // `1-year parts and labor warranty` is the seller's line.)
  const clauses = text.split(whole ? /;\s+|\.\s+/u : /;\s+|\.\s+|\s+(?:and|but|so)\s+/u).filter((c) => !/^(?:so|which|that|and|but|because|also|it|this|making|to)\b/iu.test(c.trim()));
  const found = clauses.find((c) => cue.test(c));
  if (found === undefined) return '';
  const clause = found
    .trim()
    .replace(/^(?:is|are|it is|they are|it's)\s+/iu, '')
    // `Warranty: 1 year ...` under the line's own label says it once.
    .replace(/^(?:warranty|care|installation)\s*[:：-]\s*/iu, '');
  return capitalFirst(clause.replace(/[.!]+$/u, ''));
}

// (Not a name spelled with a capital inside: `boAt Laptop` became `BoAt Laptop`.)
const capitalFirst = (text: string) => (/^\p{Ll}+\p{Lu}/u.test(text) ? text : text.replace(/^\p{Ll}(?=\p{Ll})/u, (c) => c.toUpperCase()));

/** The seller's own `Label: value` lines (`Cord Length: 1.5 m`), labels in sentence case. */
function sellerLabels(sheet: FactSheet, sentenceCase: (text: string) => string, inTitle: (value: string) => boolean): { line: string; label: string; value: string }[] {
  // (`Material: Paper; Size: 3"x3"` is two lines, each once: one line beside `Material: Paper` and
  // `Size: 3"x3"` said both twice. So is `Color: Black, Material: Nonstick`, at its comma.)
  const pairs = (label: string, text: string) =>
    text.split(/\s*[;,]\s*(?=[^;:,]{1,40}:\s*\S)/u).map((part, i) => {
      const pair = i === 0 ? undefined : part.match(/^([^:]{1,40}?)\s*:\s*(.+)$/u);
      return pair?.[1] && pair[2] ? { label: pair[1], value: pair[2].trim() } : { label, value: part.trim() };
    });
  return factsOf(sheet, 'spec')
    .filter((f) => f.label && !inTitle(f.text))
    .flatMap((f) => pairs(f.label!.replace(/_/gu, ' '), f.text))
    .filter((p) => p.value !== '' && !inTitle(p.value))
    .map((p) => ({ line: `${sentenceCase(p.label)}: ${p.value}`, label: p.label, value: p.value }));
}

export function planSpecs(inputs: SpecInputs): string[] {
  const { sheet, noun } = inputs;
  const labelled = sellerLabels(sheet, inputs.sentenceCase, inputs.inTitle);
  const labelledValues = labelled.map((l) => key(l.value));
  const lines: string[] = [];
  for (const kind of SPEC_KINDS) {
    const values: string[] = [];
    for (const fact of sheet.facts) {
      if (fact.kind !== kind) continue;
      if ((kind === 'size' || kind === 'capacity' || kind === 'weight') && !ownMeasure(fact, noun)) continue;
      const before = fact.source.sentence.slice(0, fact.source.start);
      // (`needs to be connected to a 4.7V to 5V charging adapter` is the adapter's power, not the watch's.)
      if ((kind === 'power' || kind === 'size' || kind === 'capacity' || kind === 'weight') && measuresWhatItNeeds(before)) continue;
      // `35 by 20-1/2 by 21-1/3 inches`: a measure read from the end of a dimension chain is only its last part.
      // So is one from its start (`8 inches by 51/2 inches`).
      if (kind === 'size' && (/\d[^\d]{0,12}?\s(?:by|x|×)\s*$|\d\s*[x×*]\s*$/iu.test(before) || /^\s*(?:by|x|×|\*)\s*\d/iu.test(fact.source.sentence.slice(fact.source.end)))) continue;
      // (A measure read from inside a longer one, `9"` of `6'9"`, is a part of it only.)
      if ((kind === 'size' || kind === 'weight' || kind === 'capacity') && /[\d'’"”.,/]$/u.test(fact.source.sentence.slice(0, fact.source.start))) continue;
      if (kind === 'material' && !ownMaterial(fact, noun)) continue;
      // A care or installation line is an instruction or a property (`Hand wash only`, `Easy to clean`), not any clause naming a wash.
      // (Nor a sentence with a subject of its own: `Washable coloring supplies make cleanup hassle-free` is no value.)
      if (kind === 'care' || kind === 'installation') {
        const clause = clauseWith(fact.text, kind === 'care' ? CARE_WORD : INSTALL_WORD);
        if (!CARE_START.test(clause) || isClause(clause)) continue;
      }
      // (`Included Components: 1 Smartwatch, ..., 1 Warranty Card` names no warranty.)
      if (kind === 'warranty' && !/\bwarrant(?:y|ies)\b(?!\s+card)/iu.test(fact.text.replace(/^[^:]{1,40}:\s.*warranty card.*$/iu, ''))) continue;
      const value =
        kind === 'warranty'
          ? clauseWith(fact.text, WARRANTY_WORD, true)
          : kind === 'care'
            ? clauseWith(fact.text, CARE_WORD)
            : kind === 'installation'
              ? clauseWith(fact.text, INSTALL_WORD)
              : // (`1.62 fl` read from `1.62 fl oz`: the seller's whole unit. A material or colour ends at
                // its semicolon: `Paper; Size: 3"x3"` is the material and the next label's line.)
                `${(kind === 'material' || kind === 'colour' ? fact.text.split(/\s*;\s*/u)[0] : fact.text) ?? ''}${/\bfl\.?$/iu.test(fact.text) ? (fact.source.sentence.slice(fact.source.end).match(/^\s*oz\b\.?/iu)?.[0] ?? '') : ''}`.replace(/[.!]+$/u, '');
      if (/\bfl$/iu.test(value)) continue;
      // `Installation: Installation is not provided ...` would say its label twice.
      if (key(value).startsWith(key(FACT_LABELS[kind]))) continue;
      const measured = kind === 'size' || kind === 'capacity' || kind === 'weight' || kind === 'power';
      if (value.length > (kind === 'care' || kind === 'installation' ? MAX_CLAUSE_LENGTH : MAX_VALUE_LENGTH) || value === '' || (inputs.inTitle(value) && !(measured && inputs.unshown?.(value)))) continue;
      const k = key(value);
      // Said already: the same words, inside a longer value (`41"` in `41" x 9.5"`), or in a seller's label line.
      if (values.some((v) => ` ${key(v)} `.includes(` ${k} `)) || labelledValues.some((v) => ` ${v} `.includes(` ${k} `))) continue;
      // (Nor a seller's line under the same label with the same figures in another spelling: `Power: 1900W` beside `Power: 1900 Watts`.)
      if (labelled.some((l) => key(l.label) === key(FACT_LABELS[kind]) && figures(l.value) !== '' && figures(l.value) === figures(value))) continue;
      const shorter = values.findIndex((v) => ` ${k} `.includes(` ${key(v)} `));
      if (shorter >= 0) values.splice(shorter, 1);
      values.push(value);
    }
    const kept = values.slice(0, MAX_VALUES[kind] ?? 1);
    if (kept.length > 0) lines.push(`${FACT_LABELS[kind]}: ${kept.join(kind === 'compatibility' || kind === 'audience' ? '; ' : ', ')}`);
  }
  // (One fact once: `Voltage: 230 V` and `Voltage: 230V` differ only in a space.)
  const spaceless = (line: string) => line.toLowerCase().replace(/\s+/gu, '');
  return [...lines, ...labelled.map((l) => l.line)].filter((line, i, all) => all.findIndex((other) => spaceless(other) === spaceless(line)) === i);
}
