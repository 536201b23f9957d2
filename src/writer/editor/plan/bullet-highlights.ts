import nlp from '../lexicon/nlp.js';
import { escapeRegExp, FUNCTION_WORDS, lowerCompoundWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { ACRONYMS } from '../read/clean.js';
import type { BulletFacts } from '../read/index.js';
import { isArtifactNoun, isColour, isKnownNoun, isMaterial, isPersonNoun, isProductNoun } from '../read/lexical.js';
import { findMeasures, isUnitWord } from '../read/measures.js';
import { singularOf } from '../realize/phrases.js';
import { isCatchAll } from './keyword-plan.js';

/*
 * Facts of the bullets a shopper compares, in the seller's words, for the title option that leads
 * with features (issue 23): what the product has, counted (`5 LED Lights` of `Race car's 5 LED
 * lights keep …`, `8 Attached Handles`), and how thick, wide or tall it is (`3 mm Thick` of
 * `Measurements: 9 in. X 12 in, 3 mm thick`). Numbers and units as written; nothing the title says.
 */

/** What may come before a count of the product's parts: the bullet's start, a mark, a possessive, or a word for having. */
const HAS_BEFORE = /(?:^|[:;.!,(]\s*|['’]s\s+|\b(?:includes?|including|has|have|features?|featuring|contains?|comes with)\s+)$/iu;
/** A weaker cue (`back with 3 clicks`, `and 5 rounds`): then only a made thing in its commonest sense is a part. */
const WITH_BEFORE = /\b(?:with|plus|and)\s+$/iu;
/** Where the counted phrase ends: a mark, the end, or a word that starts what it does or is for. */
const PHRASE_END = /^(?:$|[,.;:!?)\]]|\s+[-–—]\s|\s+(?:and|or|&|with|for|in|on|to|that|which|are|is|included)\b)/iu;
/** `of` ends it only after a strong cue (`32 pages of pictures`): after `with` it counts a quantity of something else (`with 2 cups of dough`). */
const OF_END = /^\s+of\b/iu;
/** Praise is no part's name: `555 High Quality Blocks`, `4 Adorable Tokens`. */
const PRAISE = /^(?:quality|premium|high|good|great|durable|superior|professional|excellent|nice|beautiful|lovely|stylish|adorable|cute|amazing|awesome|perfect|ideal|fun|fantastic|wonderful|gorgeous|elegant|attractive|trendy|best|top)$/iu;
/** Where the sentence's verbs start, as compromise reads it in context: a verb after the phrase (`6 LED lights flash`, `4 suction cups hold it`) ends it. */
const verbStarts = (text: string) =>
  new Set((nlp(text).json({ offset: true }) as { terms: { offset: { start: number }; tags: string[] }[] }[]).flatMap((s) => s.terms).filter((t) => t.tags.includes('Verb')).map((t) => t.offset.start));
/** Words that count no kind of part (`3 different modes`, `2 other colors`): the count is a choice, not a part. */
const NO_PART = /^(?:different|various|other|more|extra|additional|many|several|new|free|total|pairs?|times?|ways?|years?|months?|weeks?|days?|hours?|minutes?|seconds?|sizes?|colou?rs?|styles?|designs?|options?|modes?|levels?|settings?|speeds?|steps?|packs?|sets?|boxes|box|cases?|bags?|stars?|reviews?|ratings?|customers?|people|users?|players?|kids|children|pounds?|lbs?)$/iu;
/** A dimension said after its measure (`3 mm thick`, `4" wide`): the product's own. */
const DIMENSION_AFTER = /^\s*(thick|wide|long|tall|high|deep)\b/iu;

export function bulletHighlights(bullets: readonly BulletFacts[], titleText: string, productHead = ''): string[] {
  const titleNumbers = new Set(titleText.match(/\d+(?:[.,]\d+)?/gu) ?? []);
  const titleWords = new Set(lowerCompoundWords(titleText).map(normalizeWord));
  const out: string[] = [];
  for (const text of bullets.flatMap((b) => b.sentences.map((s) => s.text))) {
    let verbs: ReadonlySet<number> | undefined;
    // Counted parts: `5 LED lights`, `8 attached handles`, `32 pages`.
    for (const m of text.matchAll(/(?<![\p{L}\p{N}.,/×x-])(\d{1,3})\s+((?:[\p{L}][\p{L}'’-]*\s+){0,2}[\p{L}][\p{L}'’-]*)/gu)) {
      const [whole, count = '', words = ''] = m;
      const at = m.index ?? 0;
      const before = text.slice(Math.max(0, at - 30), at);
      const strong = HAS_BEFORE.test(before);
      if (Number(count) < 2 || titleNumbers.has(count) || (!strong && !WITH_BEFORE.test(before))) continue;
      // (The shortest run of words that ends on a plural part and a phrase's end.)
      const ws = words.split(/\s+/u);
      const from = at + whole.length - words.length;
      const endsAt = (i: number) => {
        const after = from + ws.slice(0, i + 1).join(' ').length;
        return PHRASE_END.test(text.slice(after)) || (strong && OF_END.test(text.slice(after))) || (verbs ??= verbStarts(text)).has(after + (text.slice(after).match(/^\s+/u)?.[0].length ?? 0));
      };
      // (A count that opens the bullet may count a singular, as sellers write it: `3 Stainless Steel Jar - …`.)
      const opening = /^\W*$/u.test(text.slice(0, at));
      const counted = (w: string) => /[^s]s$/iu.test(w) || (opening && /^\p{L}+$/u.test(w));
      // (A singular ends only at a mark or a joining word, never where the tagger guessed a verb: `3 ear tip sizes`.)
      const ends = (w: string, i: number) => (/[^s]s$/iu.test(w) ? endsAt(i) : PHRASE_END.test(text.slice(from + ws.slice(0, i + 1).join(' ').length)));
      const end = ws.findIndex((w, i) => counted(w) && ends(w, i));
      if (end < 0) continue;
      const phrase = ws.slice(0, end + 1);
      const last = (phrase.at(-1) ?? '').toLowerCase();
      const lower = phrase.map((w) => w.toLowerCase());
      if (!counted(last) || lower.some((w) => FUNCTION_WORDS.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || NO_PART.test(w) || w.split('-').some((p) => PRAISE.test(p)) || isUnitWord(w))) continue;
      const part = singularOf(last);
      // (A part one can hold, not a person, a catch-all, or a colour: `4 players`, `2 items`, `3 reds`.)
      // (A singular is a made thing, not a material: `2 Stainless Steel` of `2 stainless steel beaters`.)
      const singular = !/[^s]s$/u.test(last);
      if (!(strong && !singular ? isProductNoun(part) : isArtifactNoun(part)) || isPersonNoun(part) || isCatchAll(part) || isColour(part) || (singular && isMaterial(part))) continue;
      if (lower.every((w) => titleWords.has(normalizeWord(w)))) continue;
      // (Nor a part the title counts already: `6 Customizable Buttons` beside the title's `3 Buttons`; another
      // highlight may count another kind of it, `108 Character Cards` and `12 Invitation Cards`.)
      const countsPart = (t: string) => new RegExp(`\\d\\s*(?:[\\p{L}-]+\\s+){0,2}${escapeRegExp(part)}(?:e?s)?(?![\\p{L}])`, 'iu').test(t);
      if (countsPart(titleText)) continue;
      out.push(`${count} ${phrase.map(capitalised).join(' ')}`);
    }
    // A dimension after its measure: `3 mm thick`.
    for (const m of findMeasures(text)) {
      if (m.kind !== 'size' || /[x×*]/iu.test(m.text) || (m.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => titleNumbers.has(n))) continue;
      const dimension = text.slice(m.end).match(DIMENSION_AFTER)?.[1];
      // (Not a limit, nor what it fits: `up to 3 mm thick`, `fits 2" wide straps`.)
      // (Nor the end of a range, `fits children 39 to 45 inch tall`: the size of whom it fits.)
      if (!dimension || /\b(?:up ?to|upto|max(?:imum)?|min(?:imum)?|over|under|than|fits?|for)\s*$|\d\s*(?:to|-|–|~)\s*$/iu.test(text.slice(0, m.start))) continue;
      // (Nor one side of a size: `4" wide x 6" long`, `19" wide by 41" tall`, `30.2"wide x 24.5"high` are one fact, for the size reader.)
      if (/^\s*\p{L}+\s*(?:[x×*]|by\s)/iu.test(text.slice(m.end)) || /(?:[x×*]|\bby)\s*$/iu.test(text.slice(0, m.start))) continue;
      // (Nor a compound, `1.82 m high-speed`; nor a dimension the title gives, `1.75-in Thick … Float`.)
      if (/^\s*\p{L}+-/u.test(text.slice(m.end)) || titleWords.has(dimension.toLowerCase())) continue;
      // (Nor a bullet that is the measure alone, `0.7" high`: a listing's package line more often than the product's.)
      if (text.trim().replace(/[.!]$/u, '').length <= m.text.length + dimension.length + 1) continue;
      // (Nor what describes another noun, `3 meters high drop`, unless the product or a made thing: `1m long cable`.)
      const next = text.slice(m.end).match(/^\s*\p{L}+\s+(\p{L}+)/u)?.[1]?.toLowerCase() ?? '';
      if (next !== '' && !FUNCTION_WORDS.has(next) && normalizeWord(next) !== productHead && !isArtifactNoun(next)) continue;
      // (One of each: `3” Tall` and `2.25” Tall` are two figures' heights.)
      if (out.some((o) => o.toLowerCase().endsWith(` ${dimension.toLowerCase()}`))) continue;
      out.push(`${m.text} ${capitalised(dimension.toLowerCase())}`);
    }
  }
  return [...new Set(out)].slice(0, 3);
}

/** Title case as the seller's capitals allow (`LED` stays); a shouted word (`LIGHTS`) is no capitals of theirs. */
const capitalised = (word: string) => {
  if (/^\p{Lu}{4,}$/u.test(word) && !ACRONYMS.has(word.toLowerCase())) return word.charAt(0) + word.slice(1).toLowerCase();
  return /\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);
};

/** A material the seller gave a bullet of its own (`Polyester`, `Made from PVC`, `Cotton and Linen`). */
const MATERIAL_LINE = /^(?:made (?:of|from|with)\s+)?(\p{L}+(?:\s+\p{L}+)?)(?:\s+(?:and|&)\s+(\p{L}+(?:\s+\p{L}+)?))?$/iu;
/** A colour said as a line of its own: `Color black`, `Colour: Navy`, `Red in color`. */
const COLOUR_LINE = /^(?:colou?r\s*:?\s+(\p{L}+)|(\p{L}+)\s+in\s+colou?r)$/iu;
/** A property a shopper filters by, said as a line (`Hand painted`, `Fire resistant`, `Acid and lignin free`). */
const PROPERTY_LINE = /^(?:hand[- ](?:painted|made|crafted|sewn|stitched|carved|blown)|(?:fire|flame|water|scratch|rust|stain|heat|shatter|tear|fade|uv)[- ]resistant|(?:(?:acid|lignin|bpa|lead|latex|phthalate|cadmium|nickel|formaldehyde)(?:\s+(?:and|&)\s+|[- ]))+free)$/iu;
/** Heads that name no part of the product: what it is like or for (`Articulated design`, `Great gift`, `Hours of play`). */
const NO_PART_HEAD = /^(?:features?|designs?|styles?|looks?|quality|gifts?|ideas?|play|fun|skills?|development|coordination|reasoning|products?|items?|merchandise|packages?|packs?|orders?|pieces?|sizes?|colou?rs?|versions?|editions?|series|collections?|availability|performance|protection|comfort|fit|use|uses|value|warranty|guarantee|manuals?|instructions?|certificates?|cards?|booklets?)$/iu;

/** Words that sell rather than name (`Convenient Grip`, `True Powerful Bass`): a title fact names what the part is. */
const SELLING = /^(?:convenient|powerful|comfortable|comfy|easy|sturdy|strong|reliable|unique|exclusive|true|real|genuine|authentic|original|official|classic|smooth|smoothest|ultimate|extreme|enhanced|advanced|innovative)$/iu;

/**
 * The seller's headline facts written as bullets of their own, or as a `;` clause of one (`Zipper
 * closure`, `Textile lining`, `Teflon non-stick coating`, `Polyester`, `Color black`, `Hand
 * painted`), for the title option that leads with a feature (issue 23): a short title whose bullets
 * say these had one option only. The seller's words, title-cased; nothing the title says already, no
 * praise, no sentence (`Includes doll and bottle`, `Makes a great gift`), no number.
 */
export function bulletHeadlines(bullets: readonly BulletFacts[], titleText: string): string[] {
  const titleWords = new Set(lowerCompoundWords(titleText).map(normalizeWord));
  const out: string[] = [];
  for (const b of bullets) {
    // (A bullet with a header is the header's: bulletFeatures reads it.)
    if (b.header !== '') continue;
    for (const clause of b.sentences.map((s) => s.text).join(' ').split(/\s*;\s*/u)) {
      const line = clause.trim().replace(/[.!]+$/u, '');
      if (line === '' || /[\d,:()[\]/+"“”]/u.test(line.replace(/^(colou?r)\s*:/iu, '$1'))) continue;
      const headline = headlineOf(line);
      if (!headline) continue;
      // (Nothing the title says: `Original HP ink cartridge` under `HP 682 … Ink Cartridge` names the product again.)
      const words = lowerCompoundWords(headline).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord);
      if (words.some((w) => titleWords.has(w) || w.split('-').some((p) => titleWords.has(normalizeWord(p))))) continue;
      out.push(headline);
    }
  }
  return [...new Set(out)].slice(0, 3);
}

/** One bullet line as a title fact, or none: a material, a colour, a property, or a part named whole. */
function headlineOf(line: string): string | undefined {
  const title = (text: string) => text.split(/\s+/u).map(capitalised).join(' ');
  const colour = COLOUR_LINE.exec(line);
  const named = colour?.[1] ?? colour?.[2];
  if (named !== undefined) return isColour(named.toLowerCase()) ? title(named.toLowerCase()) : undefined;
  if (PROPERTY_LINE.test(line)) return title(line.toLowerCase()).replace(/\b(?:bpa|uv)\b/giu, (w) => w.toUpperCase()).replace(/\bAnd\b/u, 'and');
  const material = MATERIAL_LINE.exec(line);
  // (A word of three letters or more: `SE` of `iPhone SE` is selenium to the dictionary.)
  const isMaterialWords = (text: string | undefined) => text === undefined || (text.length >= 3 && (isMaterial(text.toLowerCase()) || text.toLowerCase().split(/\s+/u).every((w) => w.length >= 3 && isMaterial(w))));
  if (material && isMaterialWords(material[1]) && isMaterialWords(material[2])) {
    return [material[1], material[2]].filter((m): m is string => m !== undefined).map(title).join(' and ');
  }
  // A part named whole: two to four words, the last one a thing (`Zipper closure`, `Auto off pilot light`).
  const ws = line.split(/\s+/u);
  const lower = ws.map((w) => w.toLowerCase());
  if (ws.length < 2 || ws.length > 4 || !ws.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w))) return undefined;
  if (lower.some((w) => FUNCTION_WORDS.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || w.split('-').some((p) => PRAISE.test(p) || SELLING.test(p)) || /^(?:one|two|three|single|double|all|every|each|no|not|your|our)$/u.test(w))) return undefined;
  const head = singularOf(lower.at(-1) ?? '');
  // (A letter names a variant, not a part: `Style b`.)
  if (head.length < 3 || !isProductNoun(head) || isCatchAll(head) || NO_PART_HEAD.test(lower.at(-1) ?? '') || isPersonNoun(head)) return undefined;
  // (A sentence is no headline: `Organizes your keys`, `Creates a half-circle`, `Includes doll and bottle`.)
  // (A first word that is a noun too opens a compound, `Scratch resistant sole plate`, `Zipper closure`;
  // a participle describes, `Quilted lining`.)
  const first = (nlp(line).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  const verb = first.some((t) => /^(?:PresentTense|Adverb)$/u.test(t)) || (first.includes('Verb') && !first.includes('PastTense') && !isKnownNoun(lower[0] ?? ''));
  if (verb) return undefined;
  return title(line);
}
