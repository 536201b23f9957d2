import { lexiconTags } from '../lexicon/nlp.js';
import { droppedTermsNote, relevantSearchTerms, type DroppedTerm } from '../../../rules/search-term-relevance.js';
import { FUNCTION_WORDS, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS, utf8ByteLength } from '../../../rules/index.js';
import { GRAMMAR_WORDS } from '../../../rules/vocabulary.js';
import { attested, isPlace, kindsOf, synonymsIn, termLexicon } from '../lexicon/term-lexicon.js';
import { wordnet, type Synset } from '../lexicon/wordnet.js';
import { isMaterial, productSense } from '../read/lexical.js';
import { isUnitWord } from '../read/measures.js';
import { pluralOf, singularOf } from '../realize/phrases.js';
import { isCatchAll, PRAISE } from './keyword-plan.js';
import { abstractFirst, INDEFINITE_PRONOUNS, inTwoWords, isVague, namesColor, phrasalAct, ranks, RATING, spellingSearched, STORE_NAMES, verbForm } from './search-word-kinds.js';
import { unitVariants } from './unit-variants.js';

/*
 * Backend search terms: real search words that the title and bullets do not already carry. In
 * order: the keywords the text could not place; for the product's noun, its other number, its
 * synonyms and spelling variants and the kinds it belongs to (WordNet); the same for the main
 * keyword and the title's nouns; the audience's words; then the seller's own words that only the
 * description holds. Every source starts from the product, so nothing unrelated gets in; the field
 * is packed toward the byte limit and never over it.
 */

/** A keyword for the search terms and where it came from (`your keyword bank`, `keyword not placed`). */
export interface SourcedKeyword {
  phrase: string;
  source: string;
}

export interface SearchTermInputs {
  /** Keyword phrases the text could not place, most important first, each with its source. */
  keywords: readonly (string | SourcedKeyword)[];
  /** The product's noun (`longboard`) and, for a compound, its head. */
  productNouns: readonly string[];
  /**
   * The product's noun with the title's word before it, when the dictionary names a made thing so
   * (`cutting board` of a board): for its other number and its other names only, not its kinds.
   */
  productCompounds?: readonly string[];
  /** The main keyword when its head noun names the product differently (`rugs`, `vacuum sealers`). */
  keywordNouns: readonly string[];
  /** The seller's other keywords whose head names a thing (`headphones` of earbuds): for their synonyms only, in a sense the seller's words choose. */
  otherKeywordNouns?: readonly string[];
  audiences: readonly string[];
  /** What the seller says the product is for (`camping and hiking` of `ideal for camping and hiking`), from usesIn. */
  uses?: readonly string[];
  /** Common nouns of the title that the bullets also write in lowercase (`mic`), for their synonyms in a sure sense (`microphone`). */
  titleNouns?: readonly string[];
  /** The seller's numbers with units (`48 Inches`, `1500 W`), for their unit variants (`48in`). */
  quantities?: readonly string[];
  /** The seller's own title as they wrote it: its words that the new titles and bullets leave out go here. */
  sellerTitle?: string;
  /** The seller's title, for two words the dictionary writes as one (`sting ray` -> `stingray`). */
  sellerPhrases?: readonly string[];
  /** Every word shown to buyers, for its spelling variants (`aluminium` -> `aluminum`). */
  shownWords: readonly string[];
  /** The seller's words that only the description holds, most frequent first. */
  descriptionWords: readonly string[];
  /** Lowercase words of the titles and bullets: never repeated here. */
  exclude: ReadonlySet<string>;
  /**
   * Words of the seller's own title and bullets. The guarantee shows the seller's field instead of
   * the rewrite when the score rates it higher, so an audience or use word read from them that the
   * rewrite leaves out may be shown after all: those sources never take one.
   */
  sellerShown?: ReadonlySet<string>;
  /** Brand and other names: never search terms, nor variants of them. */
  names: ReadonlySet<string>;
  /** Stems of the seller's words, to pick the sense of a word that fits this listing. */
  sellerStems: ReadonlySet<string>;
  maxBytes: number;
  /** A store whose shoppers spell the American way (US): no British spelling is offered. */
  american?: boolean;
}

/** One chosen search word and where it came from, for the change note (`synonym of earphones`). */
export interface SearchTerm {
  word: string;
  source: string;
}

/** A search word: letters and apostrophes; a hyphen separates (`to-go` is `to` and `go`). */
const WORD = /[\p{L}][\p{L}'’]*/gu;

/**
 * Spelling patterns that differ between English variants: colour/color, fibre/fiber, organise/organize,
 * grey/gray; each marked `uk` when it gives the British form, `us` the American, `both` neither.
 */
const SPELLINGS: readonly [RegExp, string, 'uk' | 'us' | 'both'][] = [
  [/our(?=s?$)/u, 'or', 'us'], [/or(?=s?$)/u, 'our', 'uk'], [/re(?=s?$)/u, 'er', 'us'], [/er(?=s?$)/u, 're', 'uk'], [/is(e|ed|es|ing|ation)$/u, 'iz$1', 'us'],
  [/iz(e|ed|es|ing|ation)$/u, 'is$1', 'uk'], [/ey/u, 'ay', 'us'], [/ay/u, 'ey', 'uk'], [/ll(ed|ing|er)$/u, 'l$1', 'us'], [/([^l])l(ed|ing|er)$/u, '$1ll$2', 'uk'],
  [/um$/u, 'ium', 'uk'], [/ium$/u, 'um', 'us'], [/-/gu, '', 'both'],
  // tire/tyre, jewelry/jewellery, mold/mould, aeroplane/airplane, collectible/collectable,
  // barbecue/barbeque, catalog/catalogue, cozy/cosy, plow/plough. (Not -et/-ette nor -y/-ey: they gave rare
  // forms, `cigaret`, `whimsey`; nor program/programme: a computer's program is never a programme.)
  [/ire(?=s?$)/u, 'yre', 'uk'], [/yre(?=s?$)/u, 'ire', 'us'], [/elry$/u, 'ellery', 'uk'], [/ellery$/u, 'elry', 'us'], [/old(?=s?$)/u, 'ould', 'uk'], [/ould(?=s?$)/u, 'old', 'us'],
  [/^aero/u, 'air', 'us'], [/^air/u, 'aero', 'uk'], [/ectible(?=s?$)/u, 'ectable', 'both'], [/ectable(?=s?$)/u, 'ectible', 'both'], [/ecue(?=s?$)/u, 'eque', 'both'],
  [/og(?=s?$)/u, 'ogue', 'uk'], [/ogue(?=s?$)/u, 'og', 'us'], [/zy$/u, 'sy', 'uk'], [/sy$/u, 'zy', 'us'], [/ow$/u, 'ough', 'uk'],
];

/**
 * Variant spellings of a word that WordNet lists in the same sense (`colour`/`color`,
 * `aluminium`/`aluminum`, `grey`/`gray`): nouns and adjectives, in the word's commonest sense.
 */
function variantsOf(word: string, american = false): string[] {
  const wn = wordnet();
  const out = new Set<string>();
  for (const [pos, lemma] of [['noun', normalizeWord(word)], ['adj', word.toLowerCase()]] as const) {
    const first = wn.senses(lemma, pos)[0];
    if (!first) continue;
    const lemmas = new Set(first.words.map((w) => w.toLowerCase()));
    // (A US store's shoppers type the American spelling: `colour`, `aeroplane` are no search there.)
    for (const [pattern, replacement, form] of SPELLINGS) {
      if (american && form === 'uk') continue;
      const variant = lemma.replace(pattern, replacement);
      if (variant !== lemma && lemmas.has(variant)) out.add(variant);
    }
  }
  return [...out];
}

/** Whether a noun's commonest sense is a thing one can buy (artifact, food, substance, plant, object). */
function isThingFirst(word: string): boolean {
  const first = wordnet().senses(normalizeWord(word), 'noun')[0];
  return first !== undefined && productSense(normalizeWord(word))?.offset === first.offset;
}

/**
 * The other grammatical number of a countable noun (`longboard` -> `longboards`); materials and
 * mass nouns (`fiberglass`, `cotton`) have none worth searching.
 */
function otherNumber(noun: string, product = false): string {
  const last = noun.split(' ').pop() ?? '';
  const singular = singularOf(last);
  // A name of several words that the dictionary lists as a made thing counts as one (`cutting board`:
  // alone a `board` is a committee first, and timber second).
  const madeCompound = noun.includes(' ') && wordnet().senses(noun.replace(/\S+$/u, singular), 'noun')[0]?.lexname === 'noun.artifact';
  if (!madeCompound && (isMaterial(last) || /(?:ss|ing|ware|wear|ness)$/u.test(last))) return '';
  // Only forms of a noun WordNet knows: `series` has no singular `sery`.
  if (!wordnet().has(singular, 'noun')) return '';
  // Only a countable thing, animal or person: not a food or a substance (`coffees`, `doughs`), an
  // act or a quality (`funs`, `plays`), nor a word compromise reads as uncountable (`equipment`)
  // or as an adjective or adverb (`fun`, `more`).
  // (The product's own noun names a thing the seller sells when the word is a message first and a
  // made thing second: a `puzzle` is a problem first, a `cable` a telegram. Not an act, a group, a
  // place or a natural object first: `storage`, `installation`, `bundle`, `Japan`, a smartwatch's `chip`.)
  const senses = wordnet().senses(singular, 'noun');
  const first = senses[0];
  // (Not an abbreviation's, `tvs`: the name in full, `television`, goes in instead.)
  // (Nor a game first, unless its second sense is the game's own ball: `volleyball` is the ball used in playing volleyball.)
  const gameBall = first?.lexname === 'noun.act' && senses[1]?.lexname === 'noun.artifact' && new RegExp(`used in playing (?:\\w+ )?${singular}\\b`, 'u').test(senses[1].gloss);
  const madeSecond = product && singular.length > 3 && ((SECOND_TO_THING.has(first?.lexname ?? '') && senses.slice(0, 2).some((s) => s.lexname === 'noun.artifact')) || gameBall);
  if (!first || !(COUNTABLE_FILES.has(first.lexname) || madeSecond || madeCompound)) return '';
  const tags = lexiconTags(singular);
  if (tags.includes('Uncountable') || tags.some((t) => /^(?:Adjective|Adverb|Comparable|Superlative|Comparative)$/u.test(t))) return '';
  if (singular !== last) return singular;
  // compromise writes `snowmans`: a noun on `man` makes its plural on `men`.
  return /man$/u.test(last) ? last.replace(/man$/u, 'men') : pluralOf(last);
}

/** A word with as many senses as a verb as it has as a noun (`miss`), or more: read as a verb, not a person. */
function readsAsVerb(word: string): boolean {
  return (wordnet().entry(word, 'verb')?.senses.length ?? 0) >= (wordnet().entry(word, 'noun')?.senses.length ?? 0);
}

/** A synonym that is a person's name too (`mike` for a microphone): read as the name. */
const isPersonName = (word: string) => lexiconTags(word).some((t) => /Name$/u.test(t));

/** Kinds a product's noun may be first while it names a made thing second (`puzzle`, `cable`). */
const SECOND_TO_THING = new Set(['noun.communication']);

/** The kinds of noun that have a plural worth searching. */
const COUNTABLE_FILES = new Set(['noun.artifact', 'noun.animal', 'noun.person', 'noun.body']);

/** A unit variant: a number with letters (`48in`, `1.7l`, `1500watt`), kept whole. */
const UNIT_TERM = /^\d+(?:\.\d+)?\p{L}+$/u;

/**
 * The search terms, each word with its source, in the order the issue's sources go: the keyword
 * bank and the keywords not placed; the other number, spelling and unit variants of the product's
 * noun and the seller's quantities; WordNet synonyms of the product type (in the sense the seller's
 * words choose) and the kinds it belongs to; other names of the product (the main keyword's noun);
 * the audiences the text states; then the seller's own words in one word (`stingray`), spelling
 * variants of the shown words and things only the description names. Nothing generic is added to
 * reach a length.
 */
export function planSearchTermList(inputs: SearchTermInputs): SearchTerm[] {
  const chosen: SearchTerm[] = [];
  const chosenStems = new Set<string>();
  let bytes = 0;
  const take = (word: string, source: string) => {
    const cost = utf8ByteLength(word) + (chosen.length > 0 ? 1 : 0);
    if (bytes + cost > inputs.maxBytes) return;
    chosen.push({ word, source });
    bytes += cost;
  };
  const offer = (phrase: string, source: string) => {
    for (const raw of phrase.toLowerCase().match(WORD) ?? []) {
      const word = raw.replace(/['’]s$/u, '').replace(/['’]/gu, '');
      const stem = normalizeWord(word);
      // (Nor a grammar word, `all`, nor one that rates rather than names, `ideal`, `pro`: no shopper searches for them alone.)
      if (word.length < 3 || GRAMMAR_WORDS.has(word) || INDEFINITE_PRONOUNS.has(word) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(word) || PRAISE.has(word) || RATING.has(word)) continue;
      if (inputs.exclude.has(word) || inputs.names.has(word) || inputs.names.has(stem) || chosenStems.has(stem)) continue;
      // A bank from a keyword tool holds rows nobody searches for alone (`available`, `typically`, `name`).
      if (source === BANK && !isBankSearchWord(word, inputs.sellerStems)) continue;
      // A keyword's verb is part of its phrase, not a search alone (`made` of `made in India`).
      if ((source === BANK || source === NOT_PLACED) && verbForm(word)) continue;
      const before = chosen.length;
      take(word, source);
      if (chosen.length > before) chosenStems.add(stem);
    }
  };
  const numberOf = (noun: string) => {
    const last = normalizeWord(noun.split(' ').pop() ?? noun);
    // Not a catch-all (`products`), nor a word that is also an adjective (`electrics` of an electric lint remover).
    if (isCatchAll(last) || wordnet().has(last, 'adj')) return;
    const other = otherNumber(noun, true);
    const written = noun.split(' ').pop() ?? noun;
    if (other) offer(other, `${other.length > written.length ? 'plural' : 'singular'} of ${written}`);
  };
  // The same name short and in full, in the sense the seller's words chose (`television` for a TV,
  // `tv` for a television): WordNet lists both among the sense's names.
  const shortAndFull = (sense: Synset, noun: string) => {
    for (const name of sense.words.map((w) => w.toLowerCase())) {
      if (abbreviates(noun, name)) offer(name, `${noun} in full`);
      else if (abbreviates(name, noun)) offer(name, `short for ${noun}`);
    }
  };
  const ofNoun = (noun: string, withKinds: boolean, keyword = false) => {
    if (!keyword) numberOf(noun);
    const head = noun.split(' ').pop() ?? noun;
    variantsOf(head, inputs.american).forEach((v) => offer(v, `spelling of ${head}`));
    // A catch-all (`accessories`) has no synonyms worth searching (`accoutrement` is a clothing accessory),
    // nor has a word for how the product is sold, a group or an amount first (`bundle`, `set`, `pack`:
    // `sheaf` and `parcel` for a table tennis bundle).
    // (And only in one of its two commonest senses: a `tv` is a broadcast first and a set second, but
    // `story` of `Create a Story` is a floor, `storey`, only fourth.)
    const sense = isCatchAll(normalizeWord(noun)) || soldAs(noun) ? undefined : sureSense(noun, inputs.sellerStems, true);
    if (!sense || !commonSenses(noun).includes(sense.offset)) return;
    // (A keyword's head only in a sense of a few names, `earphone`, `earpiece` for headphones: a
    // category's sense lists any name, `contraption`, `contrivance` for small kitchen appliances.)
    if (keyword && sense.words.length > SMALL_SYNSET) return;
    // A product named in several words has its other names whole (`clothes hamper` for a laundry basket).
    // (A name's first word only when the seller says it: its words go in one by one, and alone
    // `opera` of `opera hat` or `doll` of `glove doll` names something else.)
    // (Or a name on the product's own head whose first words name no thing of their own, `chopping
    // board` for a cutting board: the head is shown, so with it `chopping` searches for this product.)
    const onHead = (name: string) => name.includes(' ') && name.split(' ').at(-1) === noun.split(' ').at(-1) && name.split(' ').slice(0, -1).every((w) => !wordnet().has(w, 'noun') && inUse(w));
    const sellers = (name: string) => onHead(name) || name.split(' ').slice(0, -1).every((w) => inputs.sellerStems.has(w) || inputs.sellerStems.has(normalizeWord(w)));
    const names = (noun.includes(' ') ? sense.words.map((w) => w.toLowerCase()).filter((w) => !noun.startsWith(w) && /^[a-z]+(?: [a-z]+)?$/u.test(w) && (attestedName(w) || onHead(w)) && sellers(w)) : synonymsIn(sense, normalizeWord(noun), sense.words.length <= SMALL_SYNSET)).filter((w) => !isPersonName(w));
    names.forEach((w) => offer(w, `synonym of ${noun}`));
    shortAndFull(sense, normalizeWord(noun));
    // One step up only: two steps reach names too broad to search (`transport` for a toy bus).
    if (withKinds) kindsOf(sense, 1).filter((w) => definitionNames(sense, w)).forEach((w) => offer(w, `a broader name for ${noun}`));
  };
  for (const keyword of inputs.keywords) {
    if (typeof keyword === 'string') offer(keyword, NOT_PLACED);
    else offer(keyword.phrase, keyword.source);
  }
  // The seller's title words that no option and no bullet shows any more (`baseball` of `Ideal for
  // Football, Baseball, …` cut for length): their own words for the product, moved where search looks.
  // (Only a word the dictionary knows as a noun or an adjective: not a verb that joined a phrase, `comes`, `can`.)
  // (Not a unit, which says nothing without its number, nor a piece of a hyphenated word, `built` of `Built-in`.)
  // (Not a piece of a code, `ain` of `L32M7-5AIN`, `fold` of `Fold3`; nor a number word, `two`.)
  // (Nothing of a part that offers a deal, `No Cost EMI/Additional Exchange Offers`: a promotion is no
  // search; nor `free`, alone the end of a claim, `BPA Free`, or of an offer, `Get 2 Months of YouTube Premium Free!`.)
  const sellerTitle = (inputs.sellerTitle ?? '')
    .split(/(?=[,;|()[\]/]|\s[-–—]\s)/u)
    .filter((part) => !PROMOTION.test(part))
    .join('');
  for (const match of sellerTitle.matchAll(/(?<![\p{L}\p{N}])[\p{L}][\p{L}'’-]*(?![\p{L}\p{N}'’-])/gu)) {
    const word = match[0].toLowerCase().replace(/['’]s$/u, '');
    if (word.includes('-') || isUnitWord(word) || /^(?:ideal|suitable|perfect|compatible|free)$/u.test(word)) continue;
    const tags = lexiconTags(word);
    // (`seen` of `As Seen On TV` is a participle.)
    const verb = tags.some((t) => /^(?:PresentTense|PastTense|Participle|Modal|Copula|Auxiliary|Verb|Adverb|Determiner|Pronoun|Value|Cardinal|TextValue)$/u.test(t));
    // (Nor a person's or a place's name: `Melissa Doug` of `Fits Thomas Brio Melissa Doug` is another brand.)
    if (tags.some((t) => /Name$|^(?:Person|Place|City|Country|Organization)$/u.test(t))) continue;
    // A describing word says something of the product (`Flexible Tripod`, `Washable Sidewalk Chalk`, by its noun or the main keyword's)
    // or stands alone (`(Transparent)`); of another word it says nothing a shopper for this product
    // types (`Hot Keys`, `Other Type C Devices`, `Small Pieces`, `Soft AP Mode`).
    const phrase = sellerTitle.slice(match.index + match[0].length).split(/[,;:|()[\]/–—]|\s-\s|\s(?:for|with|and|or|&|to|in|of|by)\s/iu)[0] ?? '';
    const phraseWords = (phrase.toLowerCase().match(/\p{L}+/gu) ?? []).map(normalizeWord);
    const ofProduct = phraseWords.length === 0 || [...inputs.productNouns, ...inputs.keywordNouns].some((n) => phraseWords.includes(normalizeWord(n.split(' ').pop() ?? n)));
    // (A thing, food, material, creature or person in one of its three commonest senses, `noodles`,
    // `fans`, not `charge` or `body`; or a describing word, `wooden`, never a participle: `used`
    // would say second-hand, `boiling` and `making` are acts.)
    // (Not a noun whose commonest sense is abstract, `size`, `type`, `date`, `set`, whatever its third.)
    const thing = namesColor(word) || (!abstractFirst(word) && wordnet().senses(normalizeWord(word), 'noun').slice(0, 3).some((sense) => SEARCH_FILES.has(sense.lexname)));
    // (A describing word of many meanings, `strong`, `fast`, `long`, `standard`, says how good or how
    // much, not what the product is; a colour is the exception, `black`.)
    const vague = isVague(word);
    // (Nor one whose noun is abstract first: `size` of `Standard Size` is an adjective too.)
    const describing = !thing && wordnet().has(word, 'adj') && ofProduct && !vague && !abstractFirst(word);
    if (!verb && !/(?:ed|ing)$/u.test(word) && !phrasalAct(word) && (thing || describing)) offer(word, 'your title, no longer shown');
  }
  // Variants: the product's own noun first, then the units the seller wrote.
  for (const noun of inputs.productNouns) {
    numberOf(noun);
    variantsOf(noun, inputs.american).forEach((v) => offer(v, `spelling of ${noun}`));
  }
  const units = new Set<string>();
  for (const quantity of inputs.quantities ?? []) {
    for (const variant of unitVariants(quantity)) {
      if (!UNIT_TERM.test(variant) || inputs.exclude.has(variant) || units.has(variant)) continue;
      units.add(variant);
      take(variant, `unit variant of ${quantity}`);
    }
  }
  for (const noun of inputs.productNouns) ofNoun(noun, true);
  for (const noun of inputs.productCompounds ?? []) ofNoun(noun, false);
  for (const noun of inputs.keywordNouns) ofNoun(noun, false);
  // The product's name of one word in two, as shoppers type it too (`race track`, `doll house`, `back pack`).
  for (const noun of new Set([...inputs.productNouns, ...inputs.keywordNouns, ...(inputs.titleNouns ?? [])].map((n) => n.split(' ').pop() ?? n))) {
    if (inputs.names.has(noun)) continue;
    const parts = inTwoWords(noun);
    if (parts) offer(parts.join(' '), `"${noun}" in two words`);
  }
  // (Not their other number: a keyword's `brakes` of `without dynamic brakes` or `robots` of a print is no thing the product is.)
  // (In the singular: WordNet's `irons` are fetters, its `iron` is also the appliance.)
  for (const noun of inputs.otherKeywordNouns ?? []) ofNoun(noun.replace(/\S+$/u, normalizeWord), false, true);
  // Other names of the things the title names (`microphone` for a mic), only in a sense the
  // seller's words choose clearly, and only names in use.
  for (const noun of inputs.titleNouns ?? []) {
    // (In its commonest sense only: `story` of `Create a Story` is a tale, whatever a floor's other name.)
    const sense = isCatchAll(normalizeWord(noun)) ? undefined : sureSense(noun, inputs.sellerStems);
    if (sense && !commonSenses(noun).slice(0, 1).includes(sense.offset)) continue;
    if (sense) synonymsIn(sense, normalizeWord(noun)).filter((w) => !isPersonName(w)).forEach((w) => offer(w, `synonym of ${noun}`));
    if (sense) shortAndFull(sense, normalizeWord(noun));
  }
  for (const audience of inputs.audiences) {
    const fromText = (word: string, source: string) => {
      if (!inputs.sellerShown?.has(word)) offer(word, source);
    };
    const head = (audience.match(WORD) ?? []).filter((w) => !/^(?:ages?|aged|grades?|years?|old|and|up)$/iu.test(w)).pop()?.toLowerCase();
    const sense = head ? wordnet().senses(normalizeWord(head), 'noun')[0] : undefined;
    if (!head || sense?.lexname !== 'noun.person') continue;
    // The plural of a singular audience (`boys` of `boy`, `children` of `child's`): shoppers search
    // for `kids backpack`, `mens sweater`; the singular of a plural one (`man` of `men's`) is no search.
    // The audience itself when buyers do not see it (named only in the description), when it is an
    // age or a sex (`toddlers`, `women`): the reader's other people may be no audience (`knockouts`).
    if (isAgeOrSex(normalizeWord(head))) fromText(head, `audience: ${audience}`);
    const other = otherNumber(head);
    if (other.length > head.length) fromText(other, `audience: ${audience}`);
    // Not a word that is also an adjective, nor one read as a verb more than as a noun (`minor`,
    // `miss`: as a search it means something else; `kid` is a noun first, by WordNet's senses); and
    // only a word of everyday speech, which compromise's small lexicon knows (`kid`, `infant`, not
    // `youngster` or `babe`). In the plural shoppers type (`kids`), when the lexicon knows it.
    synonymsIn(sense, normalizeWord(head))
      .filter((w) => !wordnet().has(w, 'adj') && !readsAsVerb(w) && lexiconTags(w).length > 0)
      .forEach((w) => {
        // (Neither when one of them is shown: singular or plural, never both.)
        const plural = pluralOf(w);
        if (!inputs.exclude.has(plural) && !inputs.exclude.has(w)) fromText(lexiconTags(plural).includes('Plural') ? plural : w, `audience: ${audience}`);
      });
  }
  // The uses the seller states: their words that buyers do not see (a use only the description names).
  for (const use of inputs.uses ?? []) for (const word of useWords(use)) if (!inputs.sellerShown?.has(word)) offer(word, `use: for ${use}`);
  // The seller's two words the dictionary writes as one (`sting ray` -> `stingray`).
  for (const [pair, joined] of closedCompounds(inputs.sellerPhrases ?? [])) offer(joined, `one word for "${pair}"`);
  // The shown words written as one, as the dictionary writes them (`nonstick` for `non-stick`,
  // `lightweight`, `wifi`), and the USB standard's connector names as shoppers type them (`usbc`,
  // `typec` for `USB-C`, `Type C`). (Not after a function word: `inbox` of `in-box` is mail.)
  inputs.shownWords.forEach((word, i) => {
    const next = inputs.shownWords[i + 1] ?? '';
    const parts = word.split('-');
    if (/^(?:usb|type)$/u.test(word) && /^[a-c]$/u.test(next)) offer(`${word}${next}`, `one word for "${word} ${next}"`);
    else if (parts.length !== 2 || !parts.every((p) => /^\p{L}{2,}$/u.test(p) || /^[a-c]$/u.test(p)) || FUNCTION_WORDS.has(parts[0]!)) return;
    // (Not a verb and its particle made one, `setup` of `set-up`: the act, not the product; nor a
    // vague word's time, `longtime` of `long-time use`: how long, not what the product is.)
    else if (/^(?:usb|type)-[a-c]$/u.test(word) || (joinedVariant(word) && !phrasalAct(parts.join('')) && !(isVague(parts[0]!) && wordnet().senses(parts[1]!, 'noun').slice(0, 2).some((x) => x.lexname === 'noun.time')))) offer(parts.join(''), `one word for "${word}"`);
  });
  // The shown words give only their spelling variants: their other number is often a part or a
  // name nobody searches for (`screens` of a screen protector, `worlds` of a brand).
  for (const word of new Set(inputs.shownWords)) {
    if (!inputs.names.has(word) && word.length >= 4 && !isUnitWord(word) && spellingSearched(word)) variantsOf(word, inputs.american).forEach((v) => offer(v, `spelling of ${word}`));
  }
  // Only a thing in its commonest sense (`foundry`, `lid`), never `two` (also a playing card).
  // (Not a catch-all: `products`, `ingredients` of a description are no search.)
  inputs.descriptionWords.filter((w) => isThingFirst(w) && attested(normalizeWord(w)) && !isCatchAll(normalizeWord(w))).forEach((w) => offer(w, 'from your description'));
  return chosen;
}

/**
 * A sense with at most this many names may give one that is not in common use (`warmer` for a
 * heater, `earpiece`); a sense with more lists old and regional names too (`charabanc`, `jitney`
 * for a bus), so only names in use count.
 */
const SMALL_SYNSET = 4;

/** Words of a promotion (`No Cost EMI`, `Exchange Offers`, `Cashback`): never in a listing, nor searched for. */
const PROMOTION = /\b(?:emi|offers?|exchange|cashback|coupons?|discounts?|deals?)\b/iu;

/** The source label of the seller's keyword bank. */
const BANK = 'your keyword bank';
const NOT_PLACED = 'keyword not placed';

/** Kinds of noun that name something a shopper searches for: things, foods, materials, living things, people. */
const SEARCH_FILES = new Set(['noun.artifact', 'noun.food', 'noun.substance', 'noun.plant', 'noun.animal', 'noun.person', 'noun.object']);

/**
 * A bank word a shopper searches for: a noun whose commonest sense is a thing, a food, a material,
 * a living thing or a person (`resin`, `figurine`, `children`), not a place the seller never names
 * (`office`, `store` of other listings); an adjective only when the seller says it. Not an adverb
 * (`typically`), an adjective the seller never uses (a claim: `comfortable`) or one of many meanings
 * (`limited`), an abstract noun (`name`, `area`, `feel`, `speeds`), even one the seller's text
 * holds, a pronoun (`everything`), the store's name (`amazon`) or a word that ranks (`highest`).
 */
function isBankSearchWord(word: string, sellerStems: ReadonlySet<string>): boolean {
  if (STORE_NAMES.has(word) || ranks(word)) return false;
  const said = sellerStems.has(normalizeWord(word));
  const first = wordnet().senses(normalizeWord(word), 'noun')[0] ?? wordnet().senses(word, 'noun')[0];
  // (A word with more senses as a describing word than as a noun is read as one, `limited`, `natural`:
  // WordNet's nouns, a train, a gifted person, are not what a keyword tool's row means.)
  const describing = (wordnet().entry(word, 'adj')?.senses.length ?? 0) > (wordnet().entry(word, 'noun')?.senses.length ?? 0);
  if (first && !describing) return SEARCH_FILES.has(first.lexname) && !isCatchAll(normalizeWord(word)) && (said || !isPlace(word));
  // (Not one of many meanings, `limited`, `natural`: it says how much or how good, not what the product is.)
  if (wordnet().has(word, 'adj')) return said && !wordnet().has(word, 'adv') && !isVague(word);
  // An adverb or a verb is no search alone; a word no dictionary knows is judged by the relevance
  // filter (a brand, most likely).
  return !wordnet().has(word, 'adv') && !wordnet().has(word, 'verb') && !/ly$/u.test(word);
}

/**
 * Whether `short` is an abbreviation in use of `full`: a word of two to four letters that a longer
 * word starts with and holds in order (`tv`, `television`), and that WordNet's corpus or compromise's
 * lexicon knows (not `pel` for a pixel). A name of several words spelled out (`random access memory`
 * for `ram`) is no search: its words go in one by one.
 */
function abbreviates(short: string, full: string): boolean {
  if (!/^[a-z]{2,4}$/u.test(short) || !/^[a-z]+$/u.test(full) || full.length <= short.length + 1) return false;
  if (!attested(short) && lexiconTags(short).length === 0) return false;
  let at = 0;
  for (const letter of short) {
    at = full.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return full[0] === short[0];
}

/**
 * Whether a hyphenated word written as one is a word WordNet or compromise's lexicon knows in any
 * part of speech (`nonstick`, `wifi`), and the same word: not a name (`dolby` of `Dol-by`,
 * `spiderman`), nor another word when the dictionary has the hyphenated one too (`co-op` is no `coop`,
 * `re-create` no `recreate`).
 */
function joinedVariant(hyphenated: string): boolean {
  const joined = hyphenated.replace('-', '');
  const wn = wordnet();
  // (A name: compromise tags it so, or each of WordNet's senses is a person or a place, `Ray Dolby`; `WiFi` is a network.)
  const senses = wn.senses(joined, 'noun');
  if (lexiconTags(joined).some((t) => /Name$|^(?:Person|Place|Organization)$/u.test(t)) || (senses.length > 0 && senses.every((x) => /^noun\.(?:person|location)$/u.test(x.lexname) && x.words.some((w) => w !== w.toLowerCase())))) return false;
  if (lexiconTags(joined).length === 0 && !POS.some((pos) => wn.has(joined, pos))) return false;
  return POS.every((pos) => !wn.has(hyphenated, pos) || wn.entry(hyphenated, pos)!.senses.some((o) => wn.entry(joined, pos)?.senses.includes(o)));
}
const POS = ['noun', 'adj', 'verb', 'adv'] as const;

/** The two commonest senses of a noun, or of a name of several words, by their offsets (as sureSense reads the name). */
function commonSenses(noun: string): number[] {
  const wn = wordnet();
  const lemma = noun.replace(/\S+$/u, (last) => (wn.has(noun, 'noun') ? last : normalizeWord(last)));
  return (wn.entry(lemma, 'noun')?.senses ?? []).slice(0, 2);
}

/** A word whose commonest sense is a group or an amount (`bundle`, `set`, `pack`): how a product is sold, not what it is. */
function soldAs(noun: string): boolean {
  // (A name the dictionary has whole is read whole: a `cutting board` is no committee.)
  const lemma = noun.includes(' ') && wordnet().has(noun.replace(/\S+$/u, normalizeWord), 'noun') ? noun.replace(/\S+$/u, normalizeWord) : normalizeWord(noun.split(' ').pop() ?? noun);
  const first = wordnet().senses(lemma, 'noun')[0];
  return first !== undefined && (first.lexname === 'noun.group' || first.lexname === 'noun.quantity');
}

/** A word in use as a noun, an adjective, or the -ing form of a verb in use (`chopping` of `chop`). */
function inUse(word: string): boolean {
  if (attested(word) || attested(word, 'adj')) return true;
  const stem = word.replace(/ing$/u, '');
  return stem !== word && [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, '$1')].some((v) => v.length > 2 && attested(v, 'verb'));
}

/** A dictionary name of several words in use: each of its words is a word in use (`clothes hamper`, not `voider`). */
function attestedName(name: string): boolean {
  return name.split(' ').every((w) => attested(normalizeWord(w)) || attested(w));
}

/**
 * The product sense of a noun that the seller's words choose, when they choose it clearly: the
 * whole name when the dictionary has it (`laundry basket`), else the head's sense whose definition
 * shares the most words with the seller's text, by a margin over any other product sense; a noun
 * with one product sense needs one shared word. An unclear choice gives none (`grinder` of a mixer
 * grinder: a mill, a machine tool, a sandwich), so no synonym or kind of the wrong thing gets in.
 */
function sureSense(noun: string, sellerStems: ReadonlySet<string>, named = false): Synset | undefined {
  const wn = wordnet();
  // WordNet lists a name in the singular (`jigsaw puzzle` for `jigsaw puzzles`).
  const lemma = noun.replace(/\S+$/u, (last) => (wn.has(noun, 'noun') ? last : normalizeWord(last)));
  const senses = wn.senses(lemma, 'noun').filter((s) => PRODUCT_LEXNAMES.includes(s.lexname));
  if (senses.length === 0) return undefined;
  const own = new Set(noun.split(' ').map(normalizeWord));
  // A definition's word from the noun's own root says nothing of which sense the seller means:
  // every sense of `cleaner` cleans (`cleaning` chose a cleanser for a vacuum cleaner), every `remover` removes.
  const roots = [...own].map((w) => w.replace(/(?:er|or|ing|s)$/u, '')).filter((r) => r.length >= 4);
  const overlap = (sense: Synset) => {
    const kinds = sense.hypernyms.map((o) => wn.synset(o, 'noun'));
    const text = [sense.gloss.split(';')[0] ?? '', ...sense.words, ...kinds.flatMap((k) => k.words)].join(' ').toLowerCase();
    const stems = new Set((text.match(/[a-z]{3,}/gu) ?? []).map(normalizeWord).filter((w) => !own.has(w) && !GLOSS_STOP.has(w) && !roots.some((r) => w.startsWith(r))));
    return [...stems].filter((w) => sellerStems.has(w)).length;
  };
  const scored = senses.map((sense) => ({ sense, score: overlap(sense) })).sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  // (What names the product, its noun or a keyword, with one sense of any kind, `headphone`, is sure
  // when the seller's words meet its whole definition: `inserted into the ear` of in-ear earbuds.
  // Not on no word at all: the dictionary's one sense may not be the seller's, `android` is a robot,
  // `irons` are fetters. Nor a word that is also an adjective: `mini` of `Llama Mini` is no
  // miniskirt. Nor any other noun of the title: `PD` of `Type C PD` met palladium's `metal`.)
  const only = named && wn.senses(lemma, 'noun').length === 1 && !wn.has(lemma, 'adj') && senses.length === 1 && glossMeets(senses[0]!, own, sellerStems);
  if (!best || best.score === 0) return (noun.includes(' ') && senses.length === 1) || only ? senses[0] : undefined;
  if (senses.length === 1) return best.sense;
  return best.score >= 2 && best.score >= 2 * (next?.score ?? 0) ? best.sense : undefined;
}

/** Whether the seller's words meet a sense's whole definition, its examples left out (`ear` of `held over or inserted into the ear`). */
function glossMeets(sense: Synset, own: ReadonlySet<string>, sellerStems: ReadonlySet<string>): boolean {
  const text = sense.gloss.replace(/"[^"]*"/gu, ' ').toLowerCase();
  return (text.match(/[a-z]{3,}/gu) ?? []).map(normalizeWord).some((w) => !own.has(w) && !GLOSS_STOP.has(w) && sellerStems.has(w));
}

/**
 * Whether a sense's definition names the kind a broader name belongs to (`a bag carried by a strap`
 * for a backpack, `souvenir` for a party favor, by any name of the kind). A kind it leaves unnamed is
 * the dictionary's class (`receiver` for a TV, `reflector` for a mirror), which shoppers search
 * for as another product.
 */
function definitionNames(sense: Synset, kindWord: string): boolean {
  const wn = wordnet();
  // (The definition without its quoted examples: `a small replica of a person; used as a toy`.)
  const definition = ` ${sense.gloss.replace(/"[^"]*"/gu, ' ').toLowerCase().replace(/[^a-z]+/gu, ' ')} `;
  return sense.hypernyms
    .map((o) => wn.synset(o, 'noun'))
    .filter((kind) => kind.words.some((w) => w.toLowerCase() === kindWord))
    .some((kind) => kind.words.map((w) => w.toLowerCase().replace(/[^a-z]+/gu, ' ')).some((w) => definition.includes(` ${w} `) || definition.includes(` ${w}s `)));
}

/** Senses that can be a product (not `noun.object`: a `vent` is no `volcano` here). */
const PRODUCT_LEXNAMES = ['noun.artifact', 'noun.food', 'noun.substance', 'noun.plant', 'noun.animal'];
/** Words of WordNet definitions that say nothing about a sense (as read/lexical.ts). */
const GLOSS_STOP = new Set(['used', 'use', 'something', 'usually', 'often', 'having', 'made', 'make', 'one', 'any', 'especially', 'consisting', 'small', 'large', 'thing', 'object', 'device', 'part', 'kind', 'type', 'form', 'person', 'the', 'and', 'for', 'with', 'that', 'which', 'from', 'into', 'such']);

/**
 * Two adjacent words of the seller's title that the dictionary knows as one thing, food or living
 * thing, in use or in its only sense (`sting ray` -> `stingray`, `table top` -> `tabletop`), each
 * pair once. The title only: a bullet's `walking stick` is no name of the product.
 */
function closedCompounds(phrases: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const phrase of phrases) {
    const ws = phrase.toLowerCase().match(/\p{L}+/gu) ?? [];
    for (let i = 0; i + 1 < ws.length; i++) {
      const [a, b] = [ws[i]!, ws[i + 1]!];
      if (a.length < 3 || b.length < 3 || FUNCTION_WORDS.has(a) || FUNCTION_WORDS.has(b)) continue;
      for (const joined of [`${a}${b}`, `${a}${singularOf(b)}`]) {
        const entry = wordnet().entry(joined, 'noun');
        const first = wordnet().senses(joined, 'noun')[0];
        if (entry && first && COMPOUND_FILES.has(first.lexname) && (entry.taggedSenses > 0 || entry.senses.length === 1)) {
          out.set(`${a} ${b}`, joined);
          break;
        }
      }
    }
  }
  return out;
}

const COMPOUND_FILES = new Set(['noun.artifact', 'noun.food', 'noun.animal', 'noun.plant']);

export function planSearchTerms(inputs: SearchTermInputs): string {
  return planSearchTermList(inputs).map((t) => t.word).join(' ');
}

/** The change note that names each term's source: `Search terms: "earbuds" (synonym of earphones), "48in" (unit variant of 48 inch).` */
export function searchTermsNote(terms: readonly SearchTerm[]): string | undefined {
  if (terms.length === 0) return undefined;
  const bySource = new Map<string, string[]>();
  for (const t of terms) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t.word]);
  return `Search terms: ${[...bySource].map(([source, words]) => `${words.map((w) => `"${w}"`).join(', ')} (${source})`).join('; ')}.`;
}

/**
 * The relevance filter (src/rules/search-term-relevance.ts) over the writer's own terms: what it
 * drops of the writer's candidates just goes; of the seller's keyword bank, a brand that is not the
 * seller's, another product, a claim or a number the seller never gave goes with a note, while a
 * plain word the listing lacks stays (finding those is what the research is for).
 */
export function relevantBuiltinTerms(
  terms: readonly SearchTerm[],
  seller: { title: string; keywords: readonly string[]; text: string },
  notes: string[],
): SearchTerm[] {
  if (terms.length === 0) return [];
  const result = relevantSearchTerms({ terms: terms.map((t) => t.word).join(' '), naming: [seller.title, ...seller.keywords], text: [seller.text], lexicon: termLexicon });
  const dropped = new Map(result.dropped.map((d) => [d.term, d.why]));
  const fromBank: DroppedTerm[] = [];
  const kept = terms.filter((t) => {
    const why = dropped.get(t.word);
    if (why === undefined) return true;
    if (t.source !== 'your keyword bank') return false;
    fromBank.push({ term: t.word, why });
    return false;
  });
  notes.push(...droppedTermsNote(fromBank, 'left out of your keyword bank'));
  return kept;
}

/**
 * Words that say a product is meant for a use: `ideal for`, `great for`, `use it for`, `perfect in`.
 * `made`, `built` and `designed` only with `for`: `made in a family foundry in France` is where it
 * comes from, not what it is for (it gave the search term `foundry`).
 */
const USE_LEAD = /\b(?:(?:designed|made|built)\s+for|(?:ideal|perfect|great|good|suitable|meant|intended|used|use it|use them|works?|handy|essential|useful|fit|fits|excellent)\s+(?:for|in|during))\s+([^.;:!?()\n]+)/giu;

/**
 * The uses a text states (`camping, hiking and travel` of `ideal for camping, hiking and travel`):
 * what follows a word that says the product is meant for something, up to the end of the clause.
 * People are the audiences' (read/audience.ts), not uses.
 */
export function usesIn(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(USE_LEAD)) {
      // The list of uses ends where a clause begins (`, so`, `, which`, `to keep`).
      const list = (match[1] ?? '').split(/\s+(?:to|so|which|that|because|while|when|where|as|with|without|if)\s+|,\s*(?:so|which|and it|it)\b/iu)[0]!.trim();
      if (list !== '') out.add(list.toLowerCase());
    }
  }
  return [...out];
}

/**
 * The search words of a stated use: things, places and activities (`camping`, `kitchen`,
 * `parties`), not a person (the audiences' words), an adjective or a number.
 */
function useWords(use: string): string[] {
  const wn = wordnet();
  return (use.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => {
    if (w.length < 3 || FUNCTION_WORDS.has(w) || USE_STOP.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || PRAISE.has(w)) return false;
    const first = wn.senses(normalizeWord(w), 'noun')[0] ?? wn.senses(w, 'noun')[0];
    return first !== undefined && USE_FILES.has(first.lexname);
  });
}

/** What a use names: a thing or a room (`kitchen`, `desk`), an activity or an event (`camping`, `weddings`), a place (`beach`). Not `the earth` of `good for the earth`. */
const USE_FILES = new Set(['noun.artifact', 'noun.act', 'noun.event', 'noun.location']);

/** Words of a use phrase that name no use (`use in the kitchen`, `parties and more`). */
const USE_STOP = new Set(['use', 'uses', 'using', 'more', 'etc', 'other', 'others', 'everything', 'anything', 'everyday', 'daily', 'purpose', 'purposes', 'occasion', 'occasions', 'time', 'times']);

/** The kinds of person an audience word belongs to: young people, grown-ups, men, women. */
const AUDIENCE_KINDS = new Set(['juvenile', 'adult', 'male', 'female']);

/**
 * Who the seller's text names the product for outside a `for` phrase: a plural or possessive
 * word for an age or sex (`Kids Backpack`, `Child's Costume`, `Men's Sweater`), never a singular
 * one, which is most often part of a name (`Wonder Woman`) or a person the product depicts.
 */
export function audienceWordsIn(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const raw of text.match(/\p{L}+(?:['’]s\b|s['’](?!\p{L}))?/gu) ?? []) {
      const possessive = /['’]s$|s['’]$/u.test(raw);
      const word = raw.toLowerCase().replace(/['’]s$|['’]$/u, '');
      const singular = normalizeWord(word);
      if (!possessive && singular === word) continue;
      if (isAgeOrSex(singular)) out.add(word);
    }
  }
  return [...out];
}

/**
 * A word for people of an age or a sex (`kid`, `toddler`, `woman`), by its commonest sense's kinds,
 * up to three steps, and in everyday use (compromise's small lexicon knows it): not `knockout`.
 */
function isAgeOrSex(singular: string): boolean {
  const wn = wordnet();
  if (lexiconTags(singular).length === 0 && lexiconTags(pluralOf(singular)).length === 0) return false;
  const first = wn.senses(singular, 'noun')[0];
  if (first?.lexname !== 'noun.person') return false;
  let level = [first];
  for (let step = 0; step < 3 && level.length > 0; step++) {
    if (level.some((s) => s.words.some((w) => AUDIENCE_KINDS.has(w)))) return true;
    level = level.flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')));
  }
  return false;
}

/**
 * What the seller can add when the search terms stay under the policy's target: the sources that
 * gave nothing, named (no keyword bank, no use stated, no audience stated), never a filler word.
 */
export function shortTermsNote(field: { bytes: number; target: number; bank: boolean; uses: number; audiences: number }): string | undefined {
  if (field.bytes >= field.target) return undefined;
  const add = [
    ...(field.bank ? [] : ['a keyword bank from your research']),
    'other names shoppers use for the product',
    ...(field.uses > 0 ? [] : ['what it is for (your text states no use, e.g. "ideal for camping")']),
    ...(field.audiences > 0 ? [] : ['who it is for (your text names no one, e.g. "for toddlers")']),
  ];
  return `Search terms: ${field.bytes} of the ${field.target}+ bytes the policy aims for. They take only words your title and bullets do not show: your keywords, and variants and dictionary synonyms of your words; nothing generic is added. To add more: ${add.join('; ')}. Said in your description, those words go here.`;
}
