import { lexiconTag } from '../lexicon/nlp.js';
import { bracketsBalanced, CASED_WORD_PATTERN, COMPOUND_WORD_PATTERN, escapeRegExp, FUNCTION_WORDS, type Keywords, lowerCompoundWords, lowerPlainWords, normalizeWord, sentenceSpans, SUBJECTIVE_OR_TEMPORARY_WORDS, unclosedBrackets } from '../../../rules/index.js';
import { filledBullets, keywordsOf, type OptimizerInput } from '../../../contract/optimizer.js';
import { dashLabel, markHeaderLabel, readBullet, splitHeader, splitJoinedBullets } from './bullet.js';
import { capitalizeFirst, capitalsNameOf, capsShare, isAllCaps, isTitleCased, knownSpellings, MARKS, namesIn, sentenceCase, tidy, unshout } from './clean.js';
import { audiencesIn } from './audience.js';
import { findMeasures, type Measure } from './measures.js';
import { noFactReason } from './no-fact.js';
import { nameWithout, policyProblems } from './policy.js';
import { nounPhrases, type NounPhrase } from './noun-phrases.js';
import { readFactSheet, type FactSheet } from './fact-sheet.js';
import { readProductNoun, type ProductNoun } from './product.js';
import { readTitle, type TitleRead } from './title.js';

/*
 * read: everything the writer may say, taken from the seller's text and nothing else. Each fact
 * keeps the seller's wording; what the marketplace forbids is set aside with its reason.
 */

/** Where a fact belongs in a description grouped by theme. */
export type Theme = 'what' | 'build' | 'use' | 'care';

export interface SentenceFact {
  text: string;
  /** The seller bullet it came from (-1 for the seller's description). */
  bullet: number;
  measures: Measure[];
  theme: Theme;
}

export interface BulletFacts {
  /** The seller bullet it came from (0-based), for the change notes. */
  index: number;
  /** Its place among the bullets as read: a seller bullet that held two (`...;【SpO2】- ...`) gives two. */
  slot?: number;
  /** The seller's header, cleaned ('' when there was none or it broke a rule). */
  header: string;
  sentences: SentenceFact[];
}

export interface ListingFacts {
  input: OptimizerInput;
  keywords: Keywords;
  title: TitleRead;
  product: ProductNoun;
  bullets: BulletFacts[];
  /** Sentences of the seller's own description, when one was given. */
  description: SentenceFact[];
  /** Who the product is for, in the seller's words (`kids ages 6+`). */
  audiences: string[];
  /** What was set aside and why, for the seller's changes list. */
  removals: string[];
  /** The seller's own spellings (`LED`, `iPhone`), for casing. */
  known: ReadonlyMap<string, string>;
  /** Lowercase words the seller only writes capitalised mid-sentence: names, never search terms. */
  names: ReadonlySet<string>;
  /** Stems of the product's name and main keyword: a header or sentence of only these says nothing. */
  naming: ReadonlySet<string>;
  /**
   * Every fact of the title, bullets and description that survived the policy check, each with the
   * seller's exact words and the sentence it came from (read/fact-sheet.ts).
   */
  sheet: FactSheet;
  /** Noun phrases, from one parse: each bullet's by its slot (brackets left out), the title's and the description's. */
  phrases: { bullets: ReadonlyMap<number, readonly NounPhrase[]>; title: readonly NounPhrase[]; description: readonly NounPhrase[] };
}

const THEME_CUES: readonly [Theme, RegExp][] = [
  ['care', /\b(?:warrant(?:y|ies)|guarantee|certif\w*|tested|approved|compliant|standards?|safe(?:ty)?|non-toxic|wash\w*|clean\w*|care|maintenance|store|storage|replace\w*)\b/iu],
  ['what', /\b(?:includ\w*|comes? with|in the box|package|contents?|set of|kit|compatible|fits|works with|pack of|consists?)\b/iu],
  ['build', /\b(?:made (?:of|from|with)|material|construct\w*|built|design\w*|dimensions?|measures?|size|weight|weighs|thick\w*|finish)\b/iu],
];

function themeOf(text: string, measures: readonly Measure[]): Theme {
  for (const [theme, cue] of THEME_CUES) if (cue.test(text)) return theme;
  if (measures.some((m) => m.kind === 'size' || m.kind === 'weight')) return 'build';
  return 'use';
}

const fact = (text: string, bullet: number): SentenceFact => {
  const measures = findMeasures(text);
  return { text, bullet, measures, theme: themeOf(text, measures) };
};

/** Units written in lowercase after their number, whatever the case around them. */
const LOWERCASE_UNIT = /^(?:mm|cm|km|kg|mg|ml|oz|lbs?|ft|gms?)$/u;

/** Short words in capitals that shout rather than abbreviate. */
const PROMOTION_WORDS = /^(?:NEW|HOT|SALE|BEST|TOP|BIG|FREE|WOW|GIFT|MEGA)$/u;

function cleanTitle(raw: string, known: ReadonlyMap<string, string>): string {
  const tidied = tidy(raw).replace(/[!?$_{}^¬¦]+/gu, ' ').replace(/\s{2,}/gu, ' ').trim();
  // Titles want Title Case: a shouted title word becomes Title Case unless it is an acronym or code.
  const lowered = unshout(tidied, known);
  // In a title written in Title Case, a short word in capitals is an acronym (`8GB RAM`, `SS Steamer`), not shouting.
  const shouted = capsShare(tidied) >= 0.5;
  return lowered.replace(COMPOUND_WORD_PATTERN, (word, offset: number) => {
    const original = tidied.slice(offset, offset + word.length);
    if (!shouted && isAllCaps(original) && /^\p{Lu}{2,4}$/u.test(original) && !FUNCTION_WORDS.has(word.toLowerCase()) && !PROMOTION_WORDS.test(original)) return original;
    // (A unit after its number is written in lowercase: `110 MM` is `110 mm`, never `110 Mm`.)
    if (LOWERCASE_UNIT.test(word) && /\d\s?$/u.test(lowered.slice(0, offset))) return word;
    return isAllCaps(original) && original !== word ? capitalizeFirst(word) : word;
  });
}

/** Header words that introduce contact details (`Customer Care Number`, `Helpline`): only such a header is read with its text. */
const CONTACT_CUE = /\b(?:care|support|service|contact|call|helpline|hotline|whatsapp|e-?mail|phone|number|toll)\b/iu;

/** A sentence that explains the one before it (`This is why ...`, `That means ...`, `Also ...`). */
const LEANS_BACK = /^(?:(?:this|that) (?:is|was|means)\b|(?:which|also|besides|however|but|plus)\b|they(?:['’]re| are)\s+(?:perfect|great|ideal|loved|known)\b)/iu;

/** Quantifiers and pointers that carry nothing alone (`One notebook!`, `That's it!`). */
const EMPTY = /^(?:one|only|other|all|each|every|any|it|that|this|these|those|so|yes|no)$/u;

const contentStems = (text: string) =>
  lowerCompoundWords(text).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord);

/**
 * `1. Remote works with ...`, `2. No programming ...`: the numbers a seller put in front of their
 * bullets, in order, go (the marketplace numbers nothing); a number that starts the text
 * (`4. 25-Inch figure`, a decimal with a space) is the seller's and stays.
 */
function withoutNumbering(bullets: readonly string[]): string[] {
  // (`1.[Top Material]- …`: a bracketed header may follow the number without a space.)
  const numbered = bullets.map((b, i) => new RegExp(`^\\s*\\(?${i + 1}[.)](?:\\s+(?=\\p{L})|\\s*(?=[[【]))`, 'u'));
  const every = bullets.length >= 2 && bullets.every((b, i) => numbered[i]!.test(b));
  return every ? bullets.map((b, i) => b.replace(numbered[i]!, '')) : [...bullets];
}

/** Words of the title a bullet repeats, in order, to be a copy of it rather than one of its specs. */
const TITLE_COPY_WORDS = 6;

export function readListing(input: OptimizerInput): ListingFacts {
  const keywords = keywordsOf(input);
  // A seller bullet that holds two is read as two; `Label ; text` and `LABEL ☞ text` are headers, read before tidying.
  const sellerBullets = withoutNumbering(filledBullets(input)).flatMap((raw, index) => splitJoinedBullets(tidy(markHeaderLabel(raw))).map((text) => ({ index, text })));
  const rawBullets = sellerBullets.map((b) => b.text);
  const rawDescription = tidy(input.description ?? '');
  const known = knownSpellings([input.title, ...rawBullets, rawDescription]);
  for (const word of capitalsNameOf(input.title)) known.set(word.toLowerCase(), word);
  const title = readTitle(cleanTitle(input.title, known));
  const removals: string[] = [];
  // tidy() rewrites these everywhere; the seller is told, since a unit's spelling is a fact of theirs.
  const sellerText = [input.title, ...filledBullets(input), input.description ?? ''].join('\n');
  if (/\d\s*°/u.test(sellerText)) removals.push('The degree sign is written as "degrees" (360° as 360 degrees): Amazon bans ° in bullets.');
  if (/[~±]/u.test(sellerText)) removals.push('Ranges and tolerances are written without ~ and ± (40~60 as 40-60, ±0.5 as +/-0.5): Amazon bans these symbols in bullets.');
  const marks = [...new Set(sellerText.match(MARKS) ?? [])];
  if (marks.length > 0) removals.push(`Removed ${marks.join(' ')}: Amazon bans these symbols in bullets and advises against them in titles.`);
  const seen = new Map<string, number>();
  const names = namesIn([input.title, ...rawBullets, rawDescription]);
  // The brand, the title's first word, is a name wherever the seller never writes it in lowercase (`Holmes`).
  const brand = input.title.match(CASED_WORD_PATTERN)?.[0] ?? '';
  const sellerWords = new Set([input.title, ...rawBullets, rawDescription].join(' ').match(CASED_WORD_PATTERN) ?? []);
  if (/^\p{Lu}/u.test(brand) && !FUNCTION_WORDS.has(brand.toLowerCase()) && !sellerWords.has(brand.toLowerCase())) names.add(brand.toLowerCase());
  // So is the word the seller writes after the brand in the title and again in the text, never in
  // lowercase (`Tata Sky`, `boAt Stone`): the name of the brand's line, not a common word (`Tata sky`).
  const second = input.title.match(/^\S+\s+(\p{Lu}[\p{L}'’-]*)(?=\s)/u)?.[1] ?? '';
  // (The pattern made only when it is asked: a pattern of the seller's words costs a compile each.)
  if (brand && second && !FUNCTION_WORDS.has(second.toLowerCase()) && !sellerWords.has(second.toLowerCase())) {
    // (A Title Case bullet writes the brand so: `Hb Plus` is the title's `HB Plus`.)
    const titled = brand.charAt(0) + brand.slice(1).toLowerCase();
    const bothAgain = new RegExp(`(?<![\\p{L}])(?:${escapeRegExp(brand)}|${escapeRegExp(titled)})\\s+${second}(?![\\p{L}])`, 'u');
    if ([...rawBullets, rawDescription].some((t) => bothAgain.test(t))) names.add(second.toLowerCase());
  }
  // So are the words of the title's name that the seller writes again as a run of three or more, from
  // the brand or the word after it (`Instax Mini Link` of `Fujifilm Instax Mini Link Printer`): a
  // model's name, which a Title Case bullet must not lower (`Instax mini link`).
  // (For its case only: its noun, `Printer`, is still a search word.)
  const caseNames = new Set([...names, ...repeatedNameRun(input.title, [...rawBullets, rawDescription]).map((w) => w.toLowerCase()).filter((w) => !FUNCTION_WORDS.has(w))]);
  // A sentence Written In Title Case reads as a sentence, names and acronyms kept.
  const asSentence = (text: string) => (isTitleCased(text) ? sentenceCase(text, known, caseNames) : text);
  // The seller's dash style (`Label - text`) read over all their bullets, not one at a time.
  const dashStyle = rawBullets.filter((t) => splitHeader(t).header === '' ? dashLabel(t) !== undefined : / [-–—] |\S[-–—] /u.test(t.slice(0, 70))).length * 2 >= rawBullets.length;
  // (In a bullet Written In Title Case, its short sentences are too: `Strong And Sturdy. 6 Months Warranty.`)
  const bulletAsSentences = (sentences: readonly string[]) => {
    const titled = isTitleCased(sentences.join(' '));
    return sentences.map((s) => (titled && isTitleCased(s, 2) ? sentenceCase(s, known, caseNames) : asSentence(s)));
  };
  const read = sellerBullets.map(({ index, text }) => readBullet(index, text, known, dashStyle)).map((b) => ({ ...b, sentences: bulletAsSentences(b.sentences) })).filter((b) => {
    const key = lowerPlainWords([b.header, ...b.sentences].join(' ')).join(' ');
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, b.index);
      return true;
    }
    removals.push(`Bullet ${b.index + 1}: left out, it repeats bullet ${first + 1}.`);
    return false;
  });
  const descriptionSentences = sentenceSpans(rawDescription).map((s) => asSentence(capitalizeFirst(unshout(s.text, known))));
  // One audit for every sentence, header and title segment the seller wrote.
  const checks = [
    ...read.flatMap((b) => [b.header, ...b.sentences]),
    ...descriptionSentences,
    ...title.segments.map((s) => s.text),
    title.name,
  ];
  const found = policyProblems(checks.map((t) => t || 'ok'));
  // `Customer Care Number: 18001028169 ...`: a header and its first sentence read together may
  // hold what neither holds alone.
  const withHeader = policyProblems(read.map((b) => (b.header && b.sentences[0] && CONTACT_CUE.test(b.header) ? `${b.header}: ${b.sentences[0]}` : 'ok')));
  let at = 0;
  const nextProblem = () => found[at++];
  const next = () => nextProblem()?.message;
  // A sentence with no word beyond the product's own name (`From Sticko`, `Yes`) tells the buyer nothing.
  // The product's own name: its brand (the title's first word), its noun and the main keyword.
  // (And the name's last word, its noun as a rule: `One notebook!` of a notebook names it and says nothing.)
  const nameWords = title.name.split(/\s+/u);
  const lastWord = nameWords.at(-1) ?? '';
  const naming = new Set([...contentStems(nameWords[0] ?? ''), ...contentStems(keywords.main), ...contentStems(/^\p{L}+$/u.test(lastWord) ? lastWord : '')]);
  // (Interjections and titles, `Yes`, `Wow!`, `Dr.`, say nothing either.)
  const saysSomething = (text: string) =>
    // A lone exclamation (`Wow!`) is no fact.
    !/^\s*\p{L}+\s*!+\s*$/u.test(text) &&
    (contentStems(text.replace(/['’]\p{L}+/gu, ''))
      // (A word that only rates it is no fact either: `Only the best from Classmate`.)
      .some((w) => w.length > 1 && !naming.has(w) && !EMPTY.test(w) && !SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) && !/Expression|Honorific/u.test(lexiconTag(w) ?? '')) ||
      /\d/u.test(text));
  // The title's words, to find a bullet that only says them again, word for word.
  const titleList = lowerPlainWords(input.title);
  const titleWords = ` ${titleList.join(' ')} `;
  // (A short spec the title also gives, `4 GB RAM`, `66W FlashCharge`, is still a bullet's fact:
  // shoppers read specs in the bullets. A copy is most of the title, or a long run of it.)
  const inTitle = (words: readonly string[]) => words.length >= Math.min(TITLE_COPY_WORDS, titleList.length) && titleWords.includes(` ${words.join(' ')} `);
  const bullets: BulletFacts[] = read.map((b, r) => {
    const headerProblem = next();
    // `MADE IN THE USA & MONEY BACK GUARANTEE`: the part the rules allow stays.
    const parts = headerProblem && b.header ? b.header.split(/\s+(?:&|and|\+)\s+/iu) : [];
    const allowed = parts.length > 1 ? parts.filter((part, i) => !policyProblems(parts)[i]) : [];
    const header = headerProblem ? allowed.join(' & ') : b.header;
    if (headerProblem && b.header) removals.push(header ? `Bullet ${b.index + 1}: header "${b.header}" shortened to "${header}". ${headerProblem}` : `Bullet ${b.index + 1}: header "${b.header}" removed. ${headerProblem}`);
    const sentences: SentenceFact[] = [];
    // `Brewmate Pour Over Coffee Dripper with Reusable Mesh Filter` under that title states nothing
    // the title did not: it goes, its slot to a fact that did not fit elsewhere.
    if (b.sentences.length > 0 && inTitle(lowerPlainWords([b.header, ...b.sentences].join(' ')))) {
      for (let i = 0; i < b.sentences.length; i++) next();
      removals.push(`Bullet ${b.index + 1}: left out "${[b.header, ...b.sentences].filter(Boolean).join(': ')}": it repeats the title.`);
      return { index: b.index, header: '', sentences };
    }
    // A bullet without a letter (`0;0; 0`) is a scraping's placeholder: its digits measure nothing.
    const wordless = !/\p{L}/u.test([b.header, ...b.sentences].join(' '));
    let previousRemoved = false;
    for (const [i, sentence] of b.sentences.entries()) {
      const own = next();
      const problem = own ?? (i === 0 && !headerProblem ? withHeader[r]?.message : undefined);
      const previous = sentences.at(-1);
      const kept = sentences.length;
      // (`10-year limited warranty; For further queries, please contact us at …`: the clauses the rules allow stay.)
      // (Never inside brackets: `(Source: Euromonitor …; Consumer Appliances 2020ED)` is one aside.)
      const split = problem && own ? sentence.split(/\s*;\s*/u).filter((c) => c !== '') : [];
      const clauses = split.every((c) => bracketsBalanced(c)) ? split : [];
      const clauseProblems = clauses.length > 1 ? policyProblems(clauses) : [];
      const allowedClauses = clauses.filter((c, k) => !clauseProblems[k] && saysSomething(c) && !noFactReason(c));
      if (problem && allowedClauses.length > 0 && allowedClauses.length < clauses.length) {
        removals.push(`Bullet ${b.index + 1}: removed "${clauses.filter((c) => !allowedClauses.includes(c)).join('; ')}". ${problem}`);
        sentences.push(fact(allowedClauses.join('; '), b.index));
      } else if (problem) removals.push(`Bullet ${b.index + 1}: removed "${sentence}". ${problem}`);
      // `This is why we ...` after a sentence that went makes no sense alone.
      // (So does a bracket that only added to it: `Please … reach us … (10am - 7pm Working days)`.)
      else if (previousRemoved && (LEANS_BACK.test(sentence) || /^[([][^()[\]]*[)\]][.!]?$/u.test(sentence.trim()))) removals.push(`Bullet ${b.index + 1}: left out "${sentence}": it makes no sense without the sentence before it, which was removed.`);
      // `... as a stylized Pocket POP! Keychain from Funko!`: the splitter cut a name at its `!`; a
      // few words naming the product after it finish that sentence.
      // (Only after a name's `!`, `POP!`: after `Six subjects!`, `One notebook!` is a sentence of its own, and says nothing.)
      else if (!saysSomething(sentence) && previous && /(?:^|\s)\p{Lu}\S*!$/u.test(previous.text) && lowerPlainWords(sentence).length <= 5 && !/[.!?]\s/u.test(sentence)) {
        sentences[sentences.length - 1] = fact(`${previous.text} ${sentence}`, b.index);
      } else if (wordless) removals.push(`Bullet ${b.index + 1}: left out "${sentence}": it has no words, only digits or marks.`);
      // (`For any product related queries contact us at: 1800407267864`: digits alone after a header
      // that went say only what that header said they were.)
      else if (i === 0 && headerProblem && !header && !/\p{L}/u.test(sentence)) removals.push(`Bullet ${b.index + 1}: removed "${sentence}": it is what the removed header "${b.header}" introduced. ${headerProblem}`);
      else if (!saysSomething(sentence)) removals.push(`Bullet ${b.index + 1}: left out "${sentence}": it names the product and says nothing about it.`);
      else if (noFactReason(sentence)) removals.push(`Bullet ${b.index + 1}: removed "${sentence}": ${noFactReason(sentence)}.`);
      else sentences.push(fact(sentence, b.index));
      const merged = previous !== undefined && sentences.at(-1) !== previous;
      previousRemoved = sentences.length === kept && !merged;
    }
    // `(Each sold separately. Subject to availability.)`: a removed sentence that closed a bracket leaves it closed.
    const open = sentences.reduce((n, s) => n + unclosedBrackets(s.text), 0);
    const last = sentences.at(-1);
    if (open > 0 && last && !/\)/u.test(last.text.slice(last.text.lastIndexOf('(')))) sentences[sentences.length - 1] = fact(`${last.text}${')'.repeat(open)}`, b.index);
    return { index: b.index, header, sentences };
  }).map((b, slot) => ({ ...b, slot }));
  const description: SentenceFact[] = [];
  for (const sentence of descriptionSentences) {
    const problem = next();
    if (problem) removals.push(`Description: removed "${sentence}". ${problem}`);
    else if (noFactReason(sentence)) removals.push(`Description: removed "${sentence}": ${noFactReason(sentence)}.`);
    else description.push(fact(sentence, -1));
  }
  const segments = title.segments.filter((segment) => {
    const problem = next();
    if (problem) removals.push(`Title: removed "${segment.text}". ${problem}`);
    return !problem;
  });
  const nameProblem = nextProblem();
  if (nameProblem) {
    const without = nameWithout(title.name, nameProblem);
    if (without) {
      removals.push(`Title: removed "${without.removed}". ${nameProblem.message}`);
      title.name = without.kept;
    }
  }

  const bulletText = bullets.flatMap((b) => [b.header, ...b.sentences.map((s) => s.text)]).join('\n');
  // Bracketed asides (`(Nano)`, `22.9(W)`) make no header or attribute.
  const unbracketed = (text: string) => text.replace(/\([^()]*\)|\[[^\]]*\]/gu, ' ');
  const parsed = nounPhrases([...bullets.map((b) => unbracketed(b.sentences.map((s) => s.text).join(' '))), title.text, description.map((s) => s.text).join(' ')]);
  const product = readProductNoun(title.name, segments.map((x) => x.text), `${bulletText}\n${rawDescription}`, keywords.main);
  for (const w of contentStems(product.noun)) naming.add(w);
  return {
    input,
    keywords,
    title: { ...title, segments },
    product,
    bullets,
    description,
    audiences: audiencesIn([title.text, bulletText, rawDescription]),
    sheet: readFactSheet({
      title: title.text,
      name: title.name,
      bullets: bullets.map((b) => ({ index: b.index, header: b.header, sentences: b.sentences.map((s) => s.text) })),
      description: description.map((s) => s.text),
      productNoun: product.noun,
    }),
    removals,
    known,
    names,
    naming,
    phrases: {
      bullets: new Map(bullets.map((b, i) => [b.slot ?? b.index, parsed[i] ?? []])),
      title: parsed[bullets.length] ?? [],
      description: parsed[bullets.length + 1] ?? [],
    },
  };
}

/**
 * The longest run of the title's first words (from its first or its second word, three or more,
 * each capitalised) that a bullet or the description writes again, in any case.
 */
function repeatedNameRun(title: string, texts: readonly string[]): string[] {
  const words = title.match(CASED_WORD_PATTERN) ?? [];
  const lowered = texts.map((t) => t.toLowerCase().replace(/\s+/gu, ' '));
  for (const start of [0, 1]) {
    let end = start;
    while (end < words.length && /^\p{Lu}/u.test(words[end]!)) end++;
    for (; end - start >= 3; end--) {
      const run = words.slice(start, end);
      const text = run.join(' ').toLowerCase();
      const at = (t: string) => {
        const i = t.indexOf(text);
        return i >= 0 && !/\p{L}/u.test(t.charAt(i - 1)) && !/\p{L}/u.test(t.charAt(i + text.length));
      };
      // (Not the title's own run written whole: a title words its name so only where it is the title.)
      if (lowered.some(at)) return run;
    }
  }
  return [];
}
