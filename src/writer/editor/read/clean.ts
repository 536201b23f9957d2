import nlp, { parseForTags, LEXICON, lexiconTag } from '../lexicon/nlp.js';
import { CASED_WORD_PATTERN, COMPOUND_WORD_PATTERN, FUNCTION_WORDS, lastSeen, normalizeWord, sentenceSpans, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { wordnet } from '../lexicon/wordnet.js';
import { isUnitWord } from './measures.js';

/*
 * Cleaning a seller's field without changing what it says: decorations and emoji out, brackets
 * used as header markers turned into a colon, shouting lowered (acronyms, codes and the seller's
 * own spellings kept), spacing and repeated punctuation tidied. Numbers, units and names are never
 * touched.
 */

/** Emoji, pictographs and dingbat decorations sellers put in front of bullets (✔️ ★ ➤ ●). */
const DECORATION = /[\p{Extended_Pictographic}\u2190-\u21FF\u2500-\u25FF\u2700-\u27BF\u2B00-\u2BFF•·◆◇■□▪▶►➤✓✔☑✅]|\uFE0F|\u200D|\u20E3/gu;
/** Marks Amazon bans in bullets; in a seller's text they decorate a brand or a price. */
/** Trademark and copyright signs: banned in bullets, advised against in titles. */
export const MARKS = /[™®©℠]/gu;
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

export function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .replace(DECORATION, ' ')
    // `40°C`, `178°`: the degree sign is banned in bullets, the words say the same.
    // (`40°c` too: read as `40 degrees` and a stray `c`, it became `40 degreesc`.)
    .replace(/(\d)\s*°\s*([CFcf])(?![\p{L}])/gu, (_m, d: string, scale: string) => `${d} degrees ${scale.toUpperCase() === 'C' ? 'Celsius' : 'Fahrenheit'}`)
    .replace(/(\d)\s*°/gu, '$1 degrees')
    .replace(/°/gu, ' ')
    // `40~60MB/S`, `±0.5 mm`: banned in bullets; a range and a tolerance keep their numbers.
    .replace(/(\d(?:\s*[\p{L}%]+)?)\s*~\s*(?=\d)/gu, '$1-')
    .replace(/~\s*(?=\d)/gu, 'approx. ')
    .replace(/~/gu, ' ')
    .replace(/±\s*/gu, '+/-')
    .replace(/[†‡]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,;:!?)\]]|\.(?!\d))/gu, '$1')
    .replace(/([([])\s+/gu, '$1')
    .replace(/([!?])[!?.]+/gu, '$1')
    .replace(/\.{2,}(?!\.)/gu, '.')
    .replace(/,{2,}/gu, ',')
    // `1: 24 Scale`: a ratio typed with a space is one ratio, `1:24`.
    .replace(/(?<![\d.])(\d{1,2}):\s+(\d{1,3})(?=\s*(?:scale|ratio)\b)/giu, '$1:$2')
    // `desk space,keyboard and books`, `too,it is`: a comma between words wants its space (never in `1,500`).
    .replace(/(\p{Ll}{2}),(?=\p{Ll}{2})/gu, '$1, ')
    // `stand ,12 inch stand`: so does a comma between a word and a number (a number's own comma has a digit before it).
    .replace(/(\p{L}{2}),(?=\d)/gu, '$1, ')
    // `It's not for long;0`, `0;0; 0`: a list's empty places (a scraped `0`) say nothing.
    .replace(/(?:\s*;\s*0)+\s*$/u, '')
    // `Separately;Enjoy`, `Type-C;Super`: a semicolon glued to the next word (a scraped list) is followed by a space.
    .replace(/;(?=[\p{L}\p{N}])/gu, '; ')
    // `It'S`, `There'S`, `Don'T`: Title Case capitalised a contraction's ending, which no one writes.
    .replace(/\b(\p{Lu}?\p{Ll}+)(['’])(S|T|Re|Ll|Ve|D|M)\b/gu, (_m, word: string, mark: string, end: string) => `${word}${mark}${end.toLowerCase()}`)
    // `mm :::: Color: Black`: a run of colons or pipes between pairs separates them, as a semicolon does.
    .replace(/(?<!\d)\s*(?::{2,}|\|{2,})\s*(?!\d)/gu, '; ')
    // `works.Next` / `hours,Frequency`: a missing space after a stop or comma, never inside `1.5` or
    // `1,500`, nor inside an address (`help@brand.Com`, `www.Brand.Com`), which a split would cut in two.
    .replace(/([a-z\u00DF-\u00FF]{2})([.,;])(?=\p{Lu}\p{Ll})/gu, (match: string, letters: string, stop: string, at: number, whole: string) =>
      stop === '.' && /(?:@|:\/\/|\bwww\.)\S*$/iu.test(whole.slice(0, at + match.length)) ? match : `${letters}${stop} `,
    )
    .trim();
}

/** One word as it is cased: the shared tokenizer's (`USB-C`, `R&D` and `A+` stay whole). */
const WORD = CASED_WORD_PATTERN;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

export const isAllCaps = (word: string) => UPPER.test(word) && !LOWER.test(word.replace(/['’]s$/u, ''));

export function capsShare(text: string): number {
  let upper = 0;
  let cased = 0;
  for (const char of text) {
    if (UPPER.test(char)) {
      upper++;
      cased++;
    } else if (LOWER.test(char)) cased++;
  }
  return cased === 0 ? 0 : upper / cased;
}

/** A text is shouted when most of its letters are capitals and it is long enough to tell. */
export const isShouted = (text: string) => capsShare(text) >= 0.7 && (text.match(/\p{L}/gu) ?? []).length >= 8;

/**
 * The seller's spelling of each word where they wrote it in mixed-case text (`LED`, `iPhone`,
 * `CoreFlex`), so lowering a shouted sentence keeps their acronyms and names.
 */
export function knownSpellings(texts: readonly string[]): Map<string, string> {
  const known = new Map<string, string>();
  for (const text of texts) {
    // Sentence by sentence, a header apart from its text: a shouted one is evidence of nothing.
    for (const sentence of sentenceSpans(text).flatMap((s) => s.text.split(/:\s+/u))) {
      if (isShouted(sentence)) continue;
      const titleCased = isTitleCased(sentence);
      for (const word of sentence.match(WORD) ?? []) {
        const lower = word.toLowerCase();
        if (word === lower) {
          if (!known.has(lower)) known.set(lower, lower);
          continue;
        }
        // Capitals inside a word (`iPhone`, `CoreFlex`) or a short all-caps word among lowercase ones (`LED`, `USB-C`).
        // (An acronym the seller also writes in capitals is written so, whatever their lowercase
        // slips elsewhere: `amazon fire tv stick` in one bullet made every `Fire TV` a `Fire tv`.)
        const acronym = ACRONYMS.has(lower) && isAllCaps(word);
        const marked = isAllCaps(word) ? keepsCapitals(word) || acronym : /\p{Lu}/u.test(word.slice(1));
        // (In Title Case a capital after a hyphen only starts a word: `Usb-C`, `Usb-If` of a Title
        // Case bullet are evidence of nothing, and never respell the `USB-C` of the seller's title.)
        const wordStarts = titleCased && /-/u.test(word) && word.split(/[-'’]/u).every((part) => /^\p{Lu}\p{Ll}*$/u.test(part));
        if (marked && (known.get(lower) !== lower || acronym) && !wordStarts) known.set(lower, word);
      }
    }
  }
  return known;
}

/**
 * The name a title opens with in capitals, two words or more before a word that is not (`HARRY
 * POTTER Collapsible Storage Cubes`): the seller's spelling of a name, kept wherever the words come
 * back (`Features unique HARRY POTTER design`), never `HARRY Potter` nor `harry potter`. A title in
 * capitals throughout shouts, and says nothing of a name.
 */
export function capitalsNameOf(title: string): string[] {
  const ws = title.trim().split(/\s+/u);
  let end = 0;
  while (end < ws.length && isAllCaps(ws[end] ?? '') && /^\p{Lu}{2,}[®™]?$/u.test(ws[end] ?? '')) end++;
  if (end < 2 || end >= ws.length || isAllCaps(ws[end] ?? '')) return [];
  const run = ws.slice(0, end).map((w) => w.replace(/[®™]$/u, ''));
  return run.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()) || FUNCTION_WORDS.has(w.toLowerCase())) ? [] : run;
}

/** Whether a capitalised word is an acronym or code to keep in capitals when the text is lowered. */
export function keepsCapitals(word: string): boolean {
  if (/\p{N}/u.test(word)) return true;
  // `USB-IF`, `USB-C`: every part an acronym or a single letter.
  const parts = word.toLowerCase().split(/[-'’]/u).filter(Boolean);
  const letters = (part: string) => part.replace(/[^\p{L}]/gu, '');
  // Short capitals that are no English word (`USB`, `HDMI`, `BPA`) are acronyms; `OUR`, `FUN` are words.
  const acronym = (part: string) => !FUNCTION_WORDS.has(part) && letters(part).length <= 4 && !isCommon(part) && lexiconTag(part) === undefined;
  if (parts.length === 1) return acronym(parts[0] ?? '');
  // (Beside an acronym, a part of two letters is one too: the `IF` of `USB-IF`, not `AS-IS`.)
  return parts.some(acronym) && parts.every((part) => acronym(part) || letters(part).length <= 2);
}

/** compromise's lexicon, for the closed-class words WordNet leaves out (`our`, `what`, `it`). */
/** compromise's names of several words that it reads whole (`united states`), apart from its lexicon. */
const FROZEN_LEXICON = (nlp.model() as { one: { frozenLex: Record<string, string> } }).one.frozenLex;

/**
 * An English word in attested use, in any of its forms (`dons`, `braided`, `makes`); kept for the
 * words asked last, as each is asked of its five forms in four parts of speech, for every word cased.
 */
const isCommon = lastSeen(4000, (word): boolean => {
  const wn = wordnet();
  const forms = new Set([word, normalizeWord(word), word.replace(/(?:es|s|ed|d|ing)$/u, ''), word.replace(/(?:ed|ing)$/u, 'e'), word.replace(/ies$/u, 'y')]);
  return [...forms].some((form) => form.length > 1 && (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => (wn.entry(form, pos)?.taggedSenses ?? 0) > 0));
});

/** A word in use (WordNet), a function word or one compromise's lexicon has: lowered inside a sentence unless it is a name. */
// (A contraction by its word: `it's`, `there's`.)
const isDictionaryWord = (word: string): boolean => {
  const bare = word.replace(/['’](?:s|t|re|ll|ve|d|m)$/u, '');
  return isCommon(bare) || FUNCTION_WORDS.has(bare) || lexiconTag(bare) !== undefined || (bare !== word && /n$/u.test(bare) && FUNCTION_WORDS.has(bare.slice(0, -1)));
};

/**
 * A word WordNet writes in lowercase, in any of its forms, however rare (`ergonomic`, `foldable`,
 * `backpack`, `laptop`: none was seen in its tagged corpus): a common word, which a Title Case
 * sentence lowers. A name WordNet has writes capitalised (`Paris`, `Velcro`) and stays.
 */
const inLowercase = lastSeen(4000, (word): boolean => {
  const wn = wordnet();
  const forms = new Set([word, normalizeWord(word), word.replace(/(?:es|s|ed|d|ing)$/u, ''), word.replace(/(?:ed|ing)$/u, 'e'), word.replace(/ies$/u, 'y')]);
  return [...forms].some((form) => form.length > 2 && (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => wn.senses(form, pos).some((sense) => sense.words.includes(form))));
});

/**
 * A word WordNet has only as a name, capitalised in every sense (`halloween`, `easter`, `paris`); not
 * one it has as an acronym (`OR`, `IT`, `LED`), nor a word compromise knows as a common one.
 */
const onlyCapitalised = lastSeen(4000, (word): boolean => {
  if (FUNCTION_WORDS.has(word) || word.length < 3 || (lexiconTag(word) !== undefined && !nameTagged(word))) return false;
  const wn = wordnet();
  const titled = word.charAt(0).toUpperCase() + word.slice(1);
  const senses = (['noun', 'adj', 'verb', 'adv'] as const).flatMap((pos) => wn.senses(word, pos));
  return senses.length > 0 && senses.every((sense) => !sense.words.includes(word)) && senses.some((sense) => sense.words.includes(titled));
});

/** Names of things sold with them that WordNet lists only as rare nouns (`android`, a robot): kept capitalised in Title Case. */
const RARE_NOUN_NAMES: ReadonlySet<string> = new Set(['android', 'ethernet']);

/** A capitalised word that is a name: one the lexicon names (`Samsung`, `Holmes`), or no word any dictionary has (`Chromebook`, `Bionaire`). */
const isNameWord = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (FUNCTION_WORDS.has(lower)) return false;
  return nameTagged(lower) || (!isDictionaryWord(lower) && !inLowercase(lower) && !/\p{Lu}{2}/u.test(word));
};

/** A word neither WordNet nor compromise knows is most likely a name (`SAMSUNG`): Title Case, not lowercase. */
function lowered(word: string): string {
  const lower = word.toLowerCase();
  // Single letters stay (`USB C`, `1 X`), except the words `a` and `I`.
  if (lower.length === 1) return lower === 'a' ? lower : word;
  const tag = lexiconTag(lower);
  const name = tag !== undefined && /Organization|Person|Place|FirstName|LastName|ProperNoun|Company|Country|City|Demonym/u.test(tag);
  const stem = normalizeWord(lower);
  const known = !name && (tag !== undefined || (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => wordnet().has(lower, pos) || wordnet().has(stem, pos)) || FUNCTION_WORDS.has(lower));
  return known || lower.length <= 3 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * Lowers shouting. In a shouted text, and in any run of three or more words in capitals, every word
 * is lowered except acronyms, codes and the seller's own mixed-case spellings. A lone word in
 * capitals is lowered only when it is a common English word (`PREMIUM`); a name (`CROSSVOLT`) or an
 * acronym stays.
 */
export function unshout(text: string, known: ReadonlyMap<string, string>): string {
  const shouted = isShouted(text);
  const words = [...text.matchAll(WORD)];
  const inRun = new Set<number>();
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && isAllCaps(words[j]?.[0] ?? '') && /\p{L}{2}/u.test(words[j]?.[0] ?? '')) j++;
    if (j - i >= 3) for (let k = i; k < j; k++) inRun.add(words[k]?.index ?? -1);
    i = Math.max(j, i + 1);
  }
  return text.replace(WORD, (word, offset: number) => {
    if (!isAllCaps(word)) return word;
    const spelled = known.get(word.toLowerCase());
    if (spelled !== undefined) return spelled;
    if (keepsCapitals(word)) return word;
    if (shouted || inRun.has(offset)) return lowered(word);
    return word.replace(/[^\p{L}]/gu, '').length > 4 && isCommon(word.toLowerCase()) ? word.toLowerCase() : word;
  });
}

/**
 * Words the seller writes with a capital in the middle of a sentence and never in lowercase:
 * names (`Corvette`, `Android`), kept capitalised when Title Case text is lowered.
 */
export function namesIn(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  const lower = new Set<string>();
  for (const text of texts) {
    if (isShouted(text)) continue;
    const titleCased = (text.match(/(?:^|\s)\p{Lu}/gu) ?? []).length > (text.match(/(?:^|\s)\p{Ll}/gu) ?? []).length;
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      if (word === word.toLowerCase()) lower.add(word);
      else if (!titleCased && (match.index ?? 0) > 0 && !/[.!?:]\s*$/u.test(text.slice(0, match.index))) names.add(word.toLowerCase());
    }
  }
  for (const w of lower) names.delete(w);
  return names;
}

/** Words that end a model's name after its code (`SC Pro`, `S24 Ultra`, `XR Max`). */
export const MODEL_SUFFIX = /^(?:Pro|Max|Plus|Ultra|Mini|Lite|Air|SE|Edge|Neo|Prime|Elite|Sport|Turbo)$/u;

/**
 * Acronyms a Title Case seller writes as a word (`Usb`, `Pvc`, `Hdmi`): lowered they would read
 * `usb`; they are written as everyone writes them. Only letters that are no English word in a
 * listing (not `Led`, `Abs`, `Pc` for pieces, `Ram`).
 */
export const ACRONYMS: ReadonlySet<string> = new Set(['usb', 'pvc', 'lcd', 'hdmi', 'bpa', 'uv', 'hd', 'tv', 'gps', 'ac', 'dc', 'ssd', 'hdd', 'cpu', 'gpu', 'nfc', 'rgb', 'ips', 'oled', 'tpe', 'tpu', 'pd', 'pps']);

/** What comes before a letter that is a code: a noun that names by letters, an acronym, or another such letter and `to`. */
const lettersCodeAfter = (before: string) =>
  /(?<![\p{L}])(?:type|class|grade|vitamin|size|plan|side|port|category|level|phase|section|zone|tier|part|option|version|group)\s+$/iu.test(before) ||
  /(?<![\p{L}])(?:\p{Lu}{2,}|\p{Lu}\s+(?:[Tt]o|[Oo]r|[Aa]nd|&|\/))\s+$/u.test(before) ||
  ACRONYMS.has(before.match(/(\p{L}+)\s+$/u)?.[1]?.toLowerCase() ?? '');

/** Forms of `be`, which no model name starts with either. */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/**
 * The words of the countries' and cities' names that compromise knows (`united`, `states`, `york`):
 * its lexicon is the only source of those two tags, bar one rule for `turkey`.
 */
let placeNameWords: ReadonlySet<string> | undefined;
const PLACE_TAG = /\b(?:Country|City)\b/u;

/**
 * Whether compromise could find two place words side by side: the tagger is asked only then (it is
 * most of sentenceCase's cost). Its words are the text's runs without whitespace, cut at hyphens and
 * dashes (compromise cuts there or keeps the run whole); a run of punctuation alone is skipped,
 * as if it were none. Two runs side by side that could each hold a place word, or one run holding
 * two, may make a place; else no two place words are neighbours. Common words such as `the`, `and`,
 * `new` and `long` are place words (`the hague`, `long beach`), so most sentences hold two of them,
 * but seldom side by side. A text with a letter beyond ASCII (`são`) is always asked, since
 * compromise folds accents before its lookup.
 */
function mayHoldPlace(lowered: string): boolean {
  if (/(?![a-z])\p{L}/u.test(lowered)) return true;
  const words = (placeNameWords ??= new Set(
    [...Object.entries(LEXICON), ...Object.entries(FROZEN_LEXICON)]
      .filter(([, tags]) => PLACE_TAG.test(String(tags)))
      .flatMap(([name]) => name.split(/[^a-z]+/u))
      .concat('turkey'),
  ));
  let before = false;
  for (const run of lowered.split(/[\s\-–—/]+/u)) {
    if (!/[a-z0-9]/u.test(run)) continue;
    let found = 0;
    for (const word of run.match(/[a-z]+/gu) ?? []) if (words.has(word)) found++;
    // (`u.s.a.`: compromise reads an acronym without its stops.)
    if (found === 0 && words.has(run.replace(/[^a-z]+/gu, ''))) found = 1;
    if (found >= 2 || (found === 1 && before)) return true;
    before = found > 0;
  }
  return false;
}

/**
 * Where the words of a place of two words or more start in a lowercased sentence (`united states`),
 * kept for the sentences seen last: a listing's sentences are cased again at every stage (read,
 * each title and bullet plan, the review), and the tagger is most of sentenceCase's cost.
 */
const placeWordOffsets = lastSeen<ReadonlySet<number>>(
  2000,
  (lowered) =>
    !mayHoldPlace(lowered)
      ? new Set()
      : new Set(
      // (Without the chunker: it sets no tag.)
      (parseForTags(lowered).json({ offset: true }) as { terms: { text: string; tags: string[]; offset: { start: number } }[] }[])
        .flatMap((sentence) => sentence.terms)
        .filter((t, i, terms) => /Country|City/u.test(t.tags.join(' ')) && [terms[i - 1], terms[i + 1]].some((n) => n && /Country|City/u.test(n.tags.join(' '))))
        .map((t) => t.offset.start),
    ),
);

/** Title Case or shouted text as a sentence: words lowered unless they are names, acronyms or codes. */
export function sentenceCase(text: string, known: ReadonlyMap<string, string>, names: ReadonlySet<string>): string {
  const unshouted = unshout(text, known);
  const all = [...unshouted.matchAll(WORD)];
  const isCode = (word: string | undefined) => !!word && /\d|\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}/u.test(word);
  // A word before a code, or a model suffix after one, is part of a model name (`Blackout SC Pro`,
  // `Galaxy S24 Ultra`): lowering it alters the name. A plain noun after a code stays a noun (`XTE models`).
  const inModelName = new Set(
    all.flatMap((m, i) =>
      MODEL_SUFFIX.test(m[0]) && isCode(all[i - 1]?.[0]) && /^\s+$/u.test(unshouted.slice((all[i - 1]!.index ?? 0) + all[i - 1]![0].length, m.index)) ? [m.index] : [],
    ),
  );
  // A country or city of two words or more (`United States`, `New York`): compromise knows it whole,
  // while each word alone is a common one.
  // (Tagged once, and only when some word is about to be lowered: most Title Case sentences hold no place.)
  let places: ReadonlySet<number> | undefined;
  const isPlaceWord = (offset: number) => (places ??= placeWordOffsets(unshouted.toLowerCase())).has(offset);
  const spaced = (i: number) => /^\s+$/u.test(unshouted.slice((all[i]!.index ?? 0) + all[i]![0].length, all[i + 1]!.index));
  // Not a function word: `up To 2.4Amps`, `Is 1 meter`, `With A Type-C port` are no model names.
  const nameWord = (i: number) => !FUNCTION_WORDS.has(all[i]![0].toLowerCase()) && !COPULAS.has(all[i]![0].toLowerCase());
  // (A number before its unit is a measure, not a model's: `Frame 2 Inches`.)
  const measureAt = (i: number) => /^\d+(?:[.,]\d+)?$/u.test(all[i]?.[0] ?? '') && isUnitWord(all[i + 1]?.[0] ?? '');
  // (Nor a verb's form before a count or a measure: `Provides 6-Speed`, `Delivers 65W` name no model;
  // `6-Speed`, `3-Layer` count, they are no model's code.)
  const verbForm = (i: number) => /PresentTense|PastTense|Gerund/u.test(lexiconTag(all[i]![0].toLowerCase()) ?? '');
  // (`10,000+ bends`, `500+ designs` count too.)
  const count = (i: number) => /^\d+(?:\.\d+)?-\p{L}+$|^\d+\+$/u.test(all[i]![0]) || (/^\d{1,3}$/u.test(all[i]![0]) && /^,\d{3}/u.test(unshouted.slice((all[i]!.index ?? 0) + all[i]![0].length)));
  for (let i = 0; i + 1 < all.length; i++) if (nameWord(i) && isCode(all[i + 1]![0]) && !count(i + 1) && !verbForm(i) && !measureAt(i + 1) && spaced(i)) inModelName.add(all[i]!.index);
  // A product line's noun before a model's name (`Galaxy` of `Galaxy Note 7`, `Surface` of `Surface
  // Pro 9`) is part of it: a capitalised word that is only a noun, one word before.
  const lines = all.flatMap((m, i) =>
    i + 1 < all.length && !inModelName.has(m.index) && inModelName.has(all[i + 1]!.index) && !isCode(all[i + 1]![0]) && !/ing$/u.test(all[i + 1]![0]) && nameWord(i) && spaced(i) && /^\p{Lu}\p{Ll}+$/u.test(m[0]) && wordnet().has(m[0].toLowerCase(), 'noun') && !wordnet().has(m[0].toLowerCase(), 'adj') && !wordnet().has(m[0].toLowerCase(), 'verb')
      ? [m.index]
      : [],
  );
  for (const at of lines) inModelName.add(at);
  const lowered = unshouted.replace(WORD, (word, offset: number) => {
    // (A hyphened acronym the seller writes in capitals elsewhere keeps them: `Usb-If` is their `USB-IF`.)
    const spelled = /-/u.test(word) ? known.get(word.toLowerCase()) : undefined;
    if (spelled !== undefined && spelled !== word && isAllCaps(spelled)) return spelled;
    // `Hb`, `Macbook`, `Ipad`: Title Case capitalised only the first letter of a name the seller
    // spells elsewhere with more capitals (`HB`, `MacBook`, `iPad`): it is written as they spell it.
    // (Capitals only when they make an acronym: `HARRY` of `HARRY POTTER` is a word shouted.)
    const own = known.get(word.toLowerCase());
    if (own !== undefined && own !== word && /^\p{Lu}\p{Ll}+$/u.test(word) && /^\p{L}+$/u.test(own) && /\p{Lu}/u.test(own.slice(1)) && (!isAllCaps(own) || keepsCapitals(own))) return own;
    // The first word, and one after a stop (`etc.) With`), keeps its capital.
    if (ACRONYMS.has(word.toLowerCase()) && /^\p{Lu}\p{Ll}+$/u.test(word) && known.get(word.toLowerCase()) !== word.toLowerCase()) return word.toUpperCase();
    // (`Usb-C`, `Hdmi-compatible`: the acronym before a hyphen too.)
    const joined = word.match(/^(\p{Lu}\p{Ll}+)(-.+)$/u);
    if (joined && ACRONYMS.has(joined[1]!.toLowerCase())) return `${joined[1]!.toUpperCase()}${joined[2]}`;
    // `Ultra-Fine`, `Food-Safe`, `BPA-Free`: a compound's words in Title Case are lowered as words are,
    // its acronyms kept; never a name's (`Fire-Boltt`, `Wi-Fi`), nor one with a letter (`Type-C`).
    // (Nor a name of the seller's, `Fisher-Price`.)
    const compound = names.has(word.toLowerCase()) ? undefined : compoundLowered(word, offset === 0 || /\.["')\]]*\s+$/u.test(unshouted.slice(0, offset)));
    if (compound !== undefined) return compound;
    // `6-Speed`, `2-Year`: a count's word after its hyphen is a plain word, lowered with the rest (`6-speed`).
    const counted = word.match(/^(\d+(?:\.\d+)?-)(\p{Lu}\p{Ll}+)$/u);
    if (counted && offset > 0 && (isDictionaryWord(counted[2]!.toLowerCase()) || inLowercase(counted[2]!.toLowerCase()))) return `${counted[1]}${counted[2]!.toLowerCase()}`;
    if (offset === 0 || /\.["')\]]*\s+$/u.test(unshouted.slice(0, offset)) || isCode(word) || inModelName.has(offset)) return word;
    // A letter in quotes is a code (`Filter "A"`), not the article.
    if (word.length === 1 && /["“'‘]$/u.test(unshouted.slice(0, offset)) && /^["”'’]/u.test(unshouted.slice(offset + 1))) return word;
    // So is a letter after what it names (`Type A`, `Class B`, `USB A`), and its pair (`Type A to A`):
    // lowered, `Type a Male` named no connector.
    if (word.length === 1 && /^\p{Lu}$/u.test(word) && lettersCodeAfter(unshouted.slice(0, offset))) return word;
    const lower = word.toLowerCase();
    // Lowered: words the seller writes in lowercase elsewhere, and common English words that are no name of theirs.
    const sellerLower = known.get(lower) === lower;
    // A proper adjective (`American`, `German`) and a name the lexicon knows (`Samsung`, `Google`,
    // `Nokia`: Organizations, which a compatibility list wrote as `samsung Galaxy`) keep their capital.
    if (nameTagged(lower) && /^\p{Lu}/u.test(word)) return word;
    // The first word of a two-word name keeps its capital with the name (`Rainbow Dash`), though the
    // seller writes it in lowercase alone (`a rainbow lightning bolt`).
    const after = unshouted.slice(offset + word.length).match(/^ (\p{Lu}\p{Ll}+)/u)?.[1];
    // (Not an article or a preposition before a name: `with The Instax Mini` is `with the Instax Mini`.)
    if (after && /^\p{Lu}\p{Ll}/u.test(word) && !FUNCTION_WORDS.has(lower) && names.has(after.toLowerCase())) return word;
    // (A rare word beside a name is a name too: its product line's, `Google Pixel`, `Chromebook Pixel`,
    // or one of a list of names, `Holmes, Sunbeam, and Bionaire`.)
    // (Right after a name, only a singular: `Bionaire humidifiers` are goods.)
    const line = unshouted.slice(0, offset).match(/(\p{Lu}[\p{L}]+)\s+$/u)?.[1];
    const listed = [unshouted.slice(0, offset).match(/(\p{Lu}[\p{L}]+)(?:,\s+|\s+(?:and|or|&)\s+|,\s+(?:and|or|&)\s+)$/u)?.[1], unshouted.slice(offset + word.length).match(/^(?:,\s+|\s+(?:and|or|&)\s+|,\s+(?:and|or|&)\s+)(\p{Lu}[\p{L}]+)/u)?.[1]];
    const nearName = (line !== undefined && normalizeWord(lower) === lower && isNameWord(line)) || listed.some((w) => w !== undefined && (names.has(w.toLowerCase()) || isNameWord(w)));
    // (A word WordNet writes only capitalised is a name: `Halloween`, `Easter`, `Christmas`.)
    if (!sellerLower && onlyCapitalised(lower)) return word;
    return !names.has(lower) && (sellerLower || isDictionaryWord(lower) || (!nearName && !RARE_NOUN_NAMES.has(lower) && inLowercase(lower))) && !isPlaceWord(offset) ? lower : word;
  });
  return capitalizeFirst(lowered);
}

/**
 * A hyphened compound of Title Case words (`Ultra-Fine`, `Food-Safe`) and acronyms (`BPA-Free`) with
 * its words lowered, the first one's capital kept at a sentence's start; undefined when it is no
 * such compound or a part is no common word (`Fire-Boltt`, `Wi-Fi`, `Type-C`, `X-Shot`).
 */
function compoundLowered(word: string, starts: boolean): string | undefined {
  const parts = word.split('-');
  if (parts.length < 2 || nameTagged(word.toLowerCase())) return undefined;
  const titled = parts.filter((p) => /^\p{Lu}\p{Ll}+$/u.test(p));
  if (titled.length === 0 || !parts.every((p) => /^\p{Lu}\p{Ll}+$/u.test(p) || (/^\p{Lu}{2,}$/u.test(p) && keepsCapitals(p)))) return undefined;
  if (!titled.every((p) => isDictionaryWord(p.toLowerCase()) || inLowercase(p.toLowerCase()))) return undefined;
  const out = parts.map((p, i) => (/^\p{Lu}{2,}$/u.test(p) || (i === 0 && starts) ? p : p.toLowerCase())).join('-');
  return out === word ? undefined : out;
}

/**
 * A sentence written In Title Case (six words or more, most of them capitalised). `minWords`: fewer
 * tell, where the text around it is in Title Case (`6 Months Warranty` in a Title Case bullet).
 * Its words that carry something are counted: Title Case may leave `and`, `the`, `for` in
 * lowercase (`Odorless and Keeps the Liquids Fresh for Long`).
 */
export function isTitleCased(text: string, minWords = 6): boolean {
  const words = (text.match(COMPOUND_WORD_PATTERN) ?? []).filter((w) => /^\p{L}/u.test(w));
  // A list of `Label: value` specs keeps its labels as the seller wrote them.
  if (words.length < minWords || (text.match(/[:;]/gu) ?? []).length >= 2) return false;
  const content = words.filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()));
  return content.length > 0 && content.filter((w) => /^\p{Lu}/u.test(w)).length >= content.length * 0.75 && !isShouted(text);
}

/** Words with a vowel letter first that start with a consonant's sound (`a one-year`, `a euro`, `a user`). */
const CONSONANT_SOUND = /^(?:one|once|eu|ew|ouija)/iu;
/** Words with a `u` first that start with a vowel's sound (`an ultra-thin`, `an unbreakable`, `an upgraded`). */
const U_VOWEL_SOUND = /^(?:ultr|umbr|und|unb|unl|unp|unm|unc|unf|unr|uns|unt|unw|unh|up|ugl)/iu;
/** Words with a `u` first that start with a `y` sound (`a unique`, `a universal`, `a useful`; not `an uninterrupted`). */
const U_Y_SOUND = /^(?:uni(?![nm])|use|usu|util|uten)/iu;
/** Words read letter by letter, `an LED`, though the dictionary has them. */
const SPELLED_OUT = new Set(['led']);

/**
 * The seller's article before a word that starts with the other sound (`a aluminum stand` → `an
 * aluminum stand`, `an motorized base` → `a motorized base`), where the sound is certain: a vowel
 * letter before `an` (never `one`, `euro`), and before `a` a lowercase word of the dictionary
 * that starts with a consonant other than `h`, `x` or `y` (`an hour`, `an X-ray` stay). A capital
 * `A` inside a sentence is a letter (`Type A`, `Grade A`) unless the sentence is in Title Case;
 * a letter after what it names never changes.
 */
export function fixArticles(text: string): string {
  const titleCased = isTitleCased(text);
  return text.replace(/(?<![\p{L}\p{N}'’.-])(a|an|A|An)\s+(?=([\p{L}][\p{L}'’-]*))/gu, (match: string, article: string, _next: string, offset: number) => {
    const next = text.slice(offset + match.length).match(/^[\p{L}][\p{L}'’-]*/u)?.[0] ?? '';
    const before = text.slice(0, offset);
    if (/^\p{Lu}/u.test(article) && !(titleCased || /^\W*$|[.!?:;]["')\]]*\s*$/u.test(before))) return match;
    if (lettersCodeAfter(before) || /^\p{L}$/u.test(next)) return match;
    const an = article.length === 2;
    const vowel = /^[aeio]/iu.test(next) ? !CONSONANT_SOUND.test(next) : /^u/iu.test(next) ? U_VOWEL_SOUND.test(next) && !isAllCaps(next) : false;
    const head = next.replace(/[-'’].*$/u, '');
    const plainConsonant = /^[bcdfgjklmnpqrstvwz]\p{Ll}{2,}$/iu.test(head) && !isAllCaps(head) && !SPELLED_OUT.has(head.toLowerCase()) && (isCommon(head.toLowerCase()) || inLowercase(head.toLowerCase()));
    const ySound = !isAllCaps(head) && (CONSONANT_SOUND.test(head) || U_Y_SOUND.test(head));
    if (!an && vowel) return `${article}n${match.slice(article.length)}`;
    if (an && (plainConsonant || ySound)) return `${article.slice(0, 1)}${match.slice(2)}`;
    return match;
  });
}

/** Capital first letter, unless a digit comes first. */
export function capitalizeFirst(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u);
  if (index < 0 || !/\p{L}/u.test(text[index] ?? '')) return text;
  // A name spelled with a capital inside (`boAt`, `iPhone`, `eBay`) keeps the seller's case at the start too.
  // So does a list's lowercase numbering (`i) Power … ii) Capacity`): `I)` would number it apart.
  if (/^\p{Ll}+\p{Lu}/u.test(text.slice(index)) || (/^i\)\s*\S/u.test(text.slice(index)) && /\bii\)/u.test(text))) return text;
  return text.slice(0, index) + (text[index] ?? '').toUpperCase() + text.slice(index + 1);
}

/** compromise's tags for names (`Netflix` is an Organization, `American` a Demonym): they keep their capital. */
const NAME_TAGS = new Set(['Organization', 'Person', 'Place', 'Country', 'City', 'Region', 'Demonym']);

/** A word compromise's lexicon names, by any of its tags (`california` is `Region,ProperNoun`: one string, so a lookup of the whole missed it). */
const nameTagged = (word: string): boolean => (lexiconTag(word) ?? '').split(',').some((tag) => NAME_TAGS.has(tag) || tag === 'ProperNoun');

/**
 * Lower first letter for use mid-sentence, unless the word is a name, an acronym or a code. A word
 * no dictionary knows is most likely a name (`Netflix series to debut soon` became `have netflix
 * series ...`): it keeps its capital, as sentenceCase keeps one inside a sentence.
 */
export function lowerFirst(text: string): string {
  const first = text.match(WORD)?.[0] ?? '';
  if (first.length === 0 || /\p{N}/u.test(first) || /\p{Lu}.*\p{Lu}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first)) return text;
  const lower = first.toLowerCase();
  // (A compound is known when its parts are: `Tip-over`, `Cool-touch`.)
  const parts = lower.split(/[-'’]/u).filter(Boolean);
  if (/^\p{Lu}/u.test(first) && (NAME_TAGS.has(lexiconTag(lower) ?? '') || !(isDictionaryWord(lower) || parts.every(isDictionaryWord)))) return text;
  const at = text.indexOf(first);
  return text.slice(0, at) + first.charAt(0).toLowerCase() + text.slice(at + 1);
}

/** Ends a sentence with a stop unless it already ends with one. */
export const withStop = (text: string) => (/[.!?]["'”’)]*$/u.test(text) ? text : `${text.replace(/[\s,;:–—-]+$/u, '')}.`);
