import { FUNCTION_WORDS, lowerWords, normalizeWord, TEXT_PHRASE_FAMILIES, utf8ByteLength, wordTokens, words } from '../../src/rules/index.js';
import { SEARCH_TERM_WORD_PATTERN } from '../../src/rules/text/words.js';
import type { GeneratedListing, OptimizerInput } from '../../src/contract/optimizer.js';
import { keepsStatement, measuredFacts, quantitiesIn, quantityKey, statementsIn, type Statement } from './facts.js';
import { identityOf, type Identity } from './identity.js';
import { fieldSmells, smellKey, smellsIn, type Smell, type SmellContext } from './smells.js';
import { contentWords, proseUnits, sentencesOf, stem, type Unit } from './text.js';

/**
 * The per-listing measures of `npm run bench:quality`. Everything the seller gave is read once
 * (`readSeller`), then each output is measured against it (`measureOutput`). Boilerplate needs all
 * listings, so this file only returns each sentence's masked form; the run counts them.
 */

export interface Seller {
  input: OptimizerInput;
  identity: Identity;
  /** Stems of the content words of everything the seller typed (title, bullets, keywords). */
  stems: Set<string>;
  /** Numbers with units in the input: canonical key -> as written. */
  facts: Map<string, string>;
  statements: Statement[];
  /** Every number of the input, bare or with a unit, and every number-with-unit key. */
  numbers: Set<string>;
  quantityKeys: Set<string>;
  smellKeys: Set<string>;
  /** The masked forms of the input's own sentences: a sentence the seller wrote is not the writer's boilerplate. */
  maskedSentences: Set<string>;
  smellContext: SmellContext;
}

const sellerText = (input: OptimizerInput) =>
  [input.title, ...input.bulletPoints, input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords].join('\n');

/** A sentence with the product's own words replaced by `_` (runs of them by one `_`), lowercase. */
export function maskSentence(text: string, masked: Set<string>): { key: string; unmasked: number } {
  const out: string[] = [];
  let unmasked = 0;
  for (const w of words(text)) {
    if (masked.has(normalizeWord(w))) {
      if (out.at(-1) !== '_') out.push('_');
    } else {
      out.push(w.toLowerCase());
      unmasked++;
    }
  }
  return { key: out.join(' '), unmasked };
}

function inputUnits(input: OptimizerInput): Unit[] {
  const bullets = input.bulletPoints.map((b) => b.trim()).filter(Boolean);
  return [{ field: 'title', text: input.title }, ...proseUnits(bullets, '')];
}

export function readSeller(input: OptimizerInput, brandField?: string): Seller {
  const identity = identityOf(input, brandField);
  const text = sellerText(input);
  const quantities = quantitiesIn(text);
  const facts = new Map(measuredFacts(text).map((q) => [quantityKey(q), q.raw.trim()]));
  const bare = new Set(quantities.filter((q) => !q.unit || q.unit === 'x').map((q) => q.number));
  const smellContext: SmellContext = {
    productWords: new Set([...words(input.titleMainKeyword), ...identity.productName].map(normalizeWord)),
    unitOnlyNumbers: new Set(quantities.filter((q) => q.unit && q.unit !== 'x' && !bare.has(q.number)).map((q) => q.number)),
  };
  const units = inputUnits(input);
  const bullets = input.bulletPoints.map((b) => b.trim()).filter(Boolean);
  const smellKeys = new Set([
    ...units.flatMap((u) => smellsIn(u, smellContext)).map(smellKey),
    ...[input.title, ...bullets].flatMap(fieldSmells).map(smellKey),
    // Brands written in lower or camel case (boAt, iPhone) may start a sentence as the seller writes them.
    ...words(text).filter((w) => /^\p{Ll}.*\p{Lu}/u.test(w) || w === words(input.title)[0]).map((w) => smellKey({ kind: 'lowercase-start', text: w })),
    ...splitsIn(text, identity).map((s) => `split:${s.toLowerCase()}`),
  ]);
  return {
    input,
    identity,
    stems: new Set(contentWords(text).map(stem)),
    facts,
    statements: statementsIn([input.title, ...bullets.flatMap((b) => sentencesOf(b))]),
    numbers: new Set(quantities.map((q) => q.number)),
    quantityKeys: new Set(quantities.filter((q) => q.unit && q.unit !== 'x').map(quantityKey)),
    smellKeys,
    maskedSentences: new Set(units.map((u) => maskSentence(u.text, identity.masked).key)),
    smellContext,
  };
}

/**
 * Where the brand or product name appears with words inserted between its words: the name's first
 * i words (i ≥ 1) in order, then 1–4 other words, then its next words in order (at least 2, or the
 * rest of the name), compared case-insensitively word by word (punctuation ignored). A span that
 * holds the whole name as well is a repeat of the name, not a split.
 */
export function splitsIn(text: string, identity: Identity): string[] {
  const names = [identity.brand, identity.productName].filter((n) => n.length >= 2).map((n) => n.map((w) => w.toLowerCase()));
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const raw = words(line);
    const tokens = raw.map((w) => w.toLowerCase());
    for (const name of names) {
      for (let p = 0; p < tokens.length; p++) {
        if (tokens[p] !== name[0]) continue;
        let i = 1;
        while (i < name.length && tokens[p + i] === name[i]) i++;
        if (i >= name.length) continue; // whole name, contiguous
        const need = Math.min(2, name.length - i);
        for (let gap = 1; gap <= 4; gap++) {
          const q = p + i + gap;
          let k = 0;
          while (i + k < name.length && tokens[q + k] === name[i + k]) k++;
          if (k >= need) {
            // A name's first words and then the whole name (`MARVEL AVENGERS: Marvel Avengers Assemble …`,
            // a header before its text) repeat the name; nothing was put inside it.
            const span = tokens.slice(p, q + k).join(' ');
            if (!` ${span} `.includes(` ${name.join(' ')} `)) found.push(raw.slice(p, q + k).join(' '));
            break;
          }
        }
      }
    }
  }
  return found;
}

export interface ListingMeasures {
  sentences: number;
  filler: string[];
  /** Masked forms of the output's sentences that are not the seller's own, for the boilerplate count. */
  masked: { key: string; text: string }[];
  facts: { total: number; kept: number; removedByPolicy: number; lost: string[] };
  invented: string[];
  splits: string[];
  titlePairs: number;
  sameWordPairs: string[][];
  backendWords: number;
  backendRepeats: string[];
  backendBytes: number;
  smells: Smell[];
  /** Title options whose word sets differ from every earlier option's. */
  distinctTitles: number;
  /** Some bullets carry a `HEADER:` and others do not. */
  mixedHeaders: boolean;
  /** Titles ending in `, Word` where the word is already in the title before it (`…24-by-36-Inch, Inch`). */
  loneRepeatTitles: string[];
  /** Contact, guarantee, promotion and unproven-claim phrases in the output's titles, bullets or description. */
  policyLines: string[];
}

/** `HEADER: text`: the same cut as the output-sentence definition (at most 10 words, no sentence punctuation). */
const HEADER = /^([^:.!?\n]{1,80}):\s/u;
const hasHeader = (bullet: string) => {
  const m = bullet.match(HEADER);
  return !!m && words(m[1]!).length <= 10;
};
const POLICY_RULES = new Set(['text.contact-info', 'text.contact-request', 'text.guarantee', 'text.promo-claim', 'text.unproven-claim']);
const POLICY_FAMILIES = TEXT_PHRASE_FAMILIES.filter((f) => POLICY_RULES.has(f.rule));

function policyPhrases(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const family of POLICY_FAMILIES) {
      for (const m of text.matchAll(family.pattern)) if (!family.accept || family.accept(m[0])) found.push(`${family.rule}: ${m[0]}`);
    }
  }
  return found;
}

/** `…, Inch` or `…, Ebss`: a last comma piece of one word that the title already has, or a unit alone. */
function endsInLoneRepeat(title: string): boolean {
  const m = title.match(/,\s*([\p{L}][\p{L}-]*)\s*$/u);
  if (!m) return false;
  const last = normalizeWord(m[1]!.toLowerCase());
  const before = lowerWords(title.slice(0, m.index)).flatMap((w) => [w, ...w.split('-')]).map(normalizeWord);
  return before.includes(last);
}

const contentSet = (title: string) => new Set(words(title).filter((w) => !FUNCTION_WORDS.has(w.toLowerCase())).map(normalizeWord));
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((w) => b.has(w));

export function measureOutput(seller: Seller, output: GeneratedListing, changes: readonly string[]): ListingMeasures {
  const { identity } = seller;
  const bullets = output.optimized_bullet_points;
  const units = proseUnits(bullets, output.product_description);

  const filler = units
    .filter((u) => !contentWords(u.text).some((w) => !identity.naming.has(normalizeWord(w)) && seller.stems.has(stem(w))))
    .map((u) => u.text);

  const masked = units
    .map((u) => ({ ...maskSentence(u.text, identity.masked), text: u.text }))
    .filter((m) => m.unmasked > 0 && !seller.maskedSentences.has(m.key))
    .map(({ key, text }) => ({ key, text }));

  const visible = [...output.optimized_titles, ...bullets, output.product_description].join('\n');
  const outputFacts = new Set(measuredFacts(visible).map(quantityKey));
  const changeFacts = new Set(measuredFacts(changes.join('\n')).map(quantityKey));
  const visibleSentences = [...output.optimized_titles, ...bullets, ...sentencesOf(output.product_description)];
  const lost: string[] = [];
  let kept = 0;
  let removedByPolicy = 0;
  for (const [key, raw] of seller.facts) {
    if (outputFacts.has(key)) kept++;
    else if (changeFacts.has(key)) removedByPolicy++;
    else lost.push(raw);
  }
  for (const statement of seller.statements) {
    if (keepsStatement(statement, visibleSentences)) kept++;
    else if (keepsStatement(statement, changes)) removedByPolicy++;
    else lost.push(`${statement.kind}: ${statement.text}`);
  }

  const everything = `${visible}\n${output.backend_search_terms}`;
  const invented = [
    ...new Set(
      quantitiesIn(everything)
        .filter((q) => (q.unit && q.unit !== 'x' ? !seller.quantityKeys.has(quantityKey(q)) : !seller.numbers.has(q.number)))
        .map((q) => q.raw.trim()),
    ),
  ];

  const splits = [...new Set(splitsIn(visible, identity))].filter((s) => !seller.smellKeys.has(`split:${s.toLowerCase()}`));

  const titleSets = output.optimized_titles.map(contentSet);
  const sameWordPairs: string[][] = [];
  let titlePairs = 0;
  for (let a = 0; a < titleSets.length; a++) {
    for (let b = a + 1; b < titleSets.length; b++) {
      titlePairs++;
      if (sameSet(titleSets[a]!, titleSets[b]!)) sameWordPairs.push([output.optimized_titles[a]!, output.optimized_titles[b]!]);
    }
  }

  const shown = new Set(lowerWords([...output.optimized_titles, ...bullets].join('\n')));
  // Search terms as the rules read them: a decimal stays whole (`1.5m` is one term, not `1` and `5m`).
  const backend = wordTokens(output.backend_search_terms.toLowerCase(), SEARCH_TERM_WORD_PATTERN).map((t) => t.text);

  const outputUnits: Unit[] = [...output.optimized_titles.map((text) => ({ field: 'title' as const, text })), ...units];
  const smells = [
    ...outputUnits.flatMap((u) => smellsIn(u, seller.smellContext)),
    ...[...output.optimized_titles, ...bullets, output.product_description].flatMap(fieldSmells),
  ].filter((s) => !seller.smellKeys.has(smellKey(s)));

  return {
    sentences: units.length,
    filler,
    masked,
    facts: { total: seller.facts.size + seller.statements.length, kept, removedByPolicy, lost },
    invented,
    splits,
    titlePairs,
    sameWordPairs,
    backendWords: backend.length,
    backendRepeats: backend.filter((w) => shown.has(w)),
    backendBytes: utf8ByteLength(output.backend_search_terms),
    smells,
    distinctTitles: titleSets.filter((set, i) => titleSets.slice(0, i).every((earlier) => !sameSet(earlier, set))).length,
    mixedHeaders: bullets.some(hasHeader) && !bullets.every(hasHeader),
    loneRepeatTitles: output.optimized_titles.filter(endsInLoneRepeat),
    policyLines: policyPhrases([...output.optimized_titles, ...bullets, output.product_description]),
  };
}

