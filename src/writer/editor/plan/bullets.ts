import nlp from '../lexicon/nlp.js';
import { codePointLength, escapeRegExp, FUNCTION_WORDS, lowerPlainWords, normalizeWord } from '../../../rules/index.js';
import type { BulletFacts, SentenceFact } from '../read/index.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { pluralOf, singularOf } from '../realize/phrases.js';
import { capitalizeFirst, lowerFirst } from '../read/clean.js';
import { fitSentence } from '../fit.js';
import { findMeasures } from '../read/measures.js';
import { wordnet } from '../lexicon/wordnet.js';
import { bulletKind, inShopperOrder } from './bullet-order.js';
import { MAX_HEADER_CLAUSE_WORDS, MAX_KEPT_HEADER_WORDS, NOTE_LABEL, opensLongerName, sameWords, saysNothingNew, settleHeader, withNounInHeader, withoutOpening, withoutStatedDecimals, specLineAsSentence } from './bullet-header.js';
import { isFragment, isNounPhrase, labelBeforePreposition, measuredLabel, sameTheme, saysAlready, withFragment } from './bullet-fragments.js';
import { deriveHeader, headerCase, headerFault, headerNamesProduct, opensWith } from './header.js';

/*
 * Bullets: each seller bullet becomes `HEADER: text`, its sentences in the seller's order, as many
 * whole sentences as fit under the profile's target; the rest moves to the description. The
 * seller's style decides the headers: when most of their bullets carry one, every bullet does (a
 * few words that continue a list join the bullet they continue); otherwise none does. A bullet
 * whose facts were all removed gives its slot to a fact that did not fit elsewhere. The bullets go
 * in the order shoppers read them (plan/bullet-order.ts). A keyword that names the product takes
 * the place of a plain mention of it (`this dripper` becomes `this pour over coffee maker`);
 * nothing is ever inserted into a stock sentence.
 */

export interface PlannedBullet {
  index: number;
  header: string;
  sentences: string[];
}

export interface BulletPlanInputs {
  bullets: readonly BulletFacts[];
  /** Noun phrases of each bullet's text, by its slot (the seller's index when it has none). */
  phrases: ReadonlyMap<number, readonly NounPhrase[]>;
  /** Noun phrases of a text the planner puts together (a fact given a slot of its own). */
  phrasesOf?: (text: string) => readonly NounPhrase[];
  keywordWords: ReadonlySet<string>;
  productHead: string;
  nameWords: ReadonlySet<string>;
  /** Ceiling: the profile's target maximum. */
  ceiling: number;
  /** The hard limit a single sentence may reach. */
  max: number;
  /** The profile's bullet count: a slot left empty by a removed bullet goes to a fact that did not fit. */
  count?: { min: number; max: number };
  /** A shouted header as a sentence, in the seller's own spellings. */
  sentenceCase: (text: string) => string;
  /** The name the title gives the product (`Gold Medal Oat Bran Muffin Mix`): no header only repeats it. */
  titleName?: string;
}

/** The header deriveHeader finds, passing over a phrase that only names the product (`MUFFIN MIX`): the next one then. */
function deriveFor(inputs: BulletPlanInputs, phrases: readonly NounPhrase[], text: string, taken: ReadonlySet<string>): string {
  const passed = new Set(taken);
  for (;;) {
    const header = deriveHeader(phrases, inputs.keywordWords, inputs.productHead, inputs.nameWords, text, passed);
    if (!header || !headerNamesProduct(header, inputs)) return header;
    passed.add(header.toLowerCase());
  }
}

/** Openings that refer back to the sentence before. */
const LEANS_ON_PREVIOUS = /^(?:this|that|these|those|it|they|its|their|such|the problem|the issue|also|plus|however|but|so)\b/iu;

/** A label that introduces a list and reads as the start of a sentence without its colon (`Includes: a remote` -> `Includes a remote`). */
const LIST_VERB = /(?:^|\s)(?:includes?|contains?|comes with|features?|with)$/iu;

export const renderBullet = (b: { header: string; sentences: readonly string[] }) =>
  b.header ? `${b.header}: ${b.sentences.join(' ')}` : b.sentences.join(' ');

/** A bullet on its way: the seller's place (`position`), its header and its sentences with the facts they carry. */
interface Draft {
  index: number;
  position: number;
  header: string;
  texts: string[];
  facts: (SentenceFact | undefined)[];
}

export function planBullets(inputs: BulletPlanInputs): { bullets: PlannedBullet[]; overflow: SentenceFact[]; notes: string[] } {
  const notes: string[] = [];
  const taken = new Set<string>();
  // The seller's style decides: when most of their bullets carry a header, every bullet gets one;
  // otherwise none does (a header of theirs becomes the bullet's first words).
  const filled = inputs.bullets.filter((b) => b.sentences.length > 0);
  const headed = filled.filter((b) => b.header !== '').length;
  const headerStyle = headed > 0 && headed * 2 >= filled.length;
  const ignore = new Set([...inputs.nameWords, inputs.productHead]);
  const phrasesOf = (bullet: BulletFacts, text: string) => inputs.phrases.get(bullet.slot ?? bullet.index) ?? inputs.phrasesOf?.(text) ?? [];

  let drafts = filled.map((bullet, position) => draftOf(bullet, position, headerStyle, inputs, notes, taken, (text) => phrasesOf(bullet, text)));
  const overflow: SentenceFact[] = [];
  drafts = headerStyle ? headEveryBullet(drafts, inputs, notes, taken, overflow) : joinShortBullets(drafts, inputs, ignore, notes);

  const bullets: (PlannedBullet & { position: number })[] = [];
  for (const draft of drafts) {
    const { kept, left } = fitDraft(draft, inputs, notes);
    overflow.push(...left);
    if (kept.length > 0) bullets.push({ index: draft.index, header: draft.header, sentences: kept, position: draft.position });
  }

  // A slot a removed bullet left empty goes to a fact that did not fit, under a header of its own.
  const want = Math.min(inputs.count?.max ?? inputs.bullets.length, Math.max(inputs.bullets.length, inputs.count?.min ?? 0));
  while (bullets.length < want) {
    const extra = bulletFromOverflow(overflow, headerStyle, inputs, taken);
    if (!extra) break;
    const source = bullets.find((b) => b.index === extra.index)?.position ?? filled.length;
    bullets.push({ ...extra, position: source + 0.5 });
  }
  // (Ranked by the seller's header too when the bullet lost it: their `Note:` is a note wherever it goes.)
  const sellerHeader = (index: number) => inputs.bullets.find((b) => b.index === index)?.header ?? '';
  const ranked = inShopperOrder(bullets.map((b) => ({ ...b, written: b.header, header: b.header || sellerHeader(b.index) })));
  return { bullets: ranked.map(({ index, written, sentences }) => ({ index, header: written, sentences })), overflow, notes };
}

/** One seller bullet: its header settled (the seller's, or one naming its fact) and its sentences. */
function draftOf(
  sellerBullet: BulletFacts,
  position: number,
  headerStyle: boolean,
  inputs: BulletPlanInputs,
  notes: string[],
  taken: Set<string>,
  phrasesOf: (text: string) => readonly NounPhrase[],
): Draft {
  const bullet = withNounInHeader(sellerBullet);
  const settled = settleHeader(bullet, inputs);
  const { label } = settled;
  let { joined } = settled;
  let sentenceTextsFromLabel: string[] | undefined;
  let { header: sellerHeader, lead } = settled;
  if (!headerStyle && sellerHeader) {
    // A label before a value of a few words is said as a sentence (`The country of origin is
    // India.`): as a phrase of its own (`Country of origin. India`) it reads broken. Before a list or
    // a sentence the label leads it after a dash (`Health trackers – Heart rate; SpO2; ...`): a full
    // stop there broke a name the seller wrote with a colon (`Star Wars Episode VII. The Force
    // Awakens`).
    const first = bullet.sentences[0]?.text ?? '';
    // A spec line of pairs is said the same way (`The operating system is Windows XP; the style name is 1600 DPI.`).
    // (A label the header rules shortened, `Auto Off` to `Auto`, is no label of the seller's: `The auto is 30 Seconds Off`.)
    const shortened = lowerPlainWords(sellerHeader).length < lowerPlainWords(bullet.header).length;
    if (shortened) sellerHeader = bullet.header;
    // (Before more sentences too: `Suction power (max):370W, Input power (IEC): 1900W. Weight …` was
    // said `Suction power (max). 370W, …`, a label cut from its value.)
    const said = !shortened && (bullet.sentences.length === 1 || /^\d/u.test(first)) && !saysNothingNew(sellerHeader, bullet.sentences) ? specLineAsSentence(inputs.sentenceCase(sellerHeader), first, inputs.sentenceCase) : undefined;
    if (said) sentenceTextsFromLabel = [said, ...bullet.sentences.slice(1).map((s) => s.text)];
    else if (!saysNothingNew(sellerHeader, bullet.sentences)) {
      // (A line of more `Label: value` pairs keeps the full stop: after a dash its next pair would read as the header.)
      const mark = /[\p{L}\p{N})]\s*:\s/u.test(first) ? '.' : ' –';
      lead = `${inputs.sentenceCase(sellerHeader).replace(/[.!;:,]+$/u, '')}${mark}`;
    }
    sellerHeader = '';
  }
  // A list label in a listing with headers is the bullet's header, as the seller wrote it (`WHAT'S IN THE BOX`).
  const listLabel = headerStyle && joined && !!label && lowerPlainWords(label).length <= MAX_KEPT_HEADER_WORDS;
  if (listLabel) {
    sellerHeader = label ?? '';
    lead = '';
    joined = false;
  }
  const text = bullet.sentences.map((s) => s.text).join(' ');
  const derive = (more: ReadonlySet<string> = taken) => deriveFor(inputs, phrasesOf(text), text, more);
  let phrase = sellerHeader || (joined || !headerStyle ? '' : derive());
  // `CHARGE: Charge for 10 mins`: a header may not end on the word the text starts with.
  const firstWord = lowerPlainWords(bullet.sentences[0]?.text ?? '')[0] ?? '';
  let sentenceTexts = sentenceTextsFromLabel ?? bullet.sentences.map((s) => s.text);
  // `SLIM FRESH K617: Slim Fresh K617: ...`: the seller's label said twice goes once; a header
  // that only repeats the text's opening words gives way to another of the bullet's facts.
  if (phrase && !lead && opensWith(sentenceTexts[0] ?? '', phrase)) {
    // `ANTI-SLIP PAD: The anti-slip pad works ...` -> `ANTI-SLIP PAD: Works ...`, when the words left start a predicate.
    const rest = withoutOpening(sentenceTexts[0] ?? '', phrase);
    if (sellerHeader && rest) sentenceTexts = [capitalizeFirst(rest), ...sentenceTexts.slice(1)];
    else if (!(sellerHeader && opensLongerName(sentenceTexts[0] ?? '', phrase))) phrase = derive(new Set([...taken, phrase.toLowerCase()]));
  }
  // (A whole word of the header only: `ANTI-RUST: Rust free …` is no `ANTI-`.)
  const lastWord = (phrase.match(/(?:^|\s)([\p{L}\p{N}]+)$/u)?.[1] ?? '').toLowerCase();
  const trimmed = phrase && lastWord === firstWord ? phrase.replace(/(?:^|\s+)[\p{L}\p{N}]+$/u, '') : phrase;
  let header = listLabel ? headerCase(sellerHeader) : trimmed && !headerFault(trimmed) ? headerCase(trimmed) : '';
  // With no other header in a listing with headers, the seller's own stays when it only reads long
  // or as a clause (`EASY TO CARRY AND SAFE TO USE`) or is a note (`NOTE`); a claim never does.
  const replaced = settled.replaced;
  let leadIsHeader = false;
  if (headerStyle && !header && replaced && NOTE_LABEL.test(replaced.header)) header = headerCase(replaced.header);
  // (So does one that only names the product, `MINI HORNIT HELMETS`, when no fact of the bullet can head it.)
  else if (headerStyle && !header && settled.naming && !lead && !joined && !taken.has(settled.naming.toLowerCase())) header = headerCase(settled.naming);
  else if (headerStyle && !header && lead && !joined && lowerPlainWords(bullet.header).length <= MAX_KEPT_HEADER_WORDS && !opensWith(sentenceTexts[0] ?? '', bullet.header)) {
    header = headerCase(bullet.header.replace(/[.!;:,]+$/u, ''));
    leadIsHeader = true;
  }
  // `1.2 M LONG DURABLE CABLE: ... about 1.2 M long`: a decimal reads as a full stop in a header;
  // when the text states the number, the header names the thing without it.
  if (/\d\.\d/u.test(header)) header = withoutStatedDecimals(header, sentenceTexts.join(' '));
  // `BLUETOOTH 5.2: Helps reduce ...`: a header the text goes on from as its subject becomes that
  // subject (`Bluetooth 5.2 helps reduce ...`), and another of the bullet's facts heads it.
  if (headerStyle && /\d\.\d/u.test(header) && !lead && !listLabel && sentenceTexts[0] && continuesSubject(sentenceTexts[0])) {
    const said = `${inputs.sentenceCase(header)} ${lowerFirst(sentenceTexts[0])}`;
    sentenceTexts = [said, ...sentenceTexts.slice(1)];
    const all = sentenceTexts.join(' ');
    const other = deriveFor(inputs, inputs.phrasesOf?.(all) ?? phrasesOf(all), all, taken);
    notes.push(`Bullet ${bullet.index + 1}: header "${header}" made the first words of its text: a decimal point in a header reads as a full stop.`);
    header = other && !headerFault(other) ? headerCase(other) : '';
  }
  if (replaced && header !== headerCase(replaced.header)) notes.push(`Bullet ${bullet.index + 1}: header "${bullet.header}" replaced: it is ${replaced.fault}.`);
  if (leadIsHeader) lead = '';
  if (header) taken.add(header.toLowerCase());
  let facts: (SentenceFact | undefined)[] = lead ? [undefined, ...bullet.sentences] : [...bullet.sentences];
  let texts = lead ? [lead, ...sentenceTexts] : sentenceTexts;
  if (joined) {
    // `Includes: a remote` reads as a sentence without its colon in a listing without headers.
    const label = lead.replace(/:$/u, '');
    // (`Axial Yeti XL`: capitals on the next word too make a name, whose case stays.)
    const next = texts[1] ?? '';
    const named = /^\p{Lu}[\p{L}'’-]*\s+\p{Lu}/u.test(next);
    // (After a clause's colon the list goes on in lowercase, as the seller wrote it: `… in fun shapes: a dolphin, …`.)
    const clause = lowerPlainWords(label).length > MAX_HEADER_CLAUSE_WORDS;
    const together = LIST_VERB.test(label) ? `${label} ${named ? next : lowerFirst(next)}` : `${lead} ${clause && !named ? lowerFirst(next) : next}`;
    texts = [together.trim(), ...texts.slice(2)];
    facts = facts.slice(1);
  }
  // A label led by a dash is one sentence with its text: fitted apart, a text too long to follow it
  // moved to the description and left the bullet as `Advanced fuzzy logic rice cooker technology –`.
  if (texts.length > 1 && facts[0] === undefined && /\s–$/u.test(texts[0] ?? '')) {
    texts = [`${texts[0]} ${texts[1]}`, ...texts.slice(2)];
    facts = facts.slice(1);
  }
  // Without headers, a `Label: value` pair the bullet opens with would read as one (`Easy grip
  // selector; Warranty: 2 years`): it is said as a sentence (`...; the warranty is 2 years`).
  if (!headerStyle && texts[0]) texts = [pairsAsSentence(texts[0], inputs.sentenceCase), ...texts.slice(1)];
  // A first sentence that is only the header's noun phrase (`1800 Watt Power Consumption.`) now is the header.
  if (header && texts.length > 1 && sameWords(texts[0] ?? '', header)) {
    texts = texts.slice(1);
    facts = facts.slice(1);
  }
  return { index: bullet.index, position, header, texts, facts };
}

/** A text that goes on from a subject it left out: a verb in -s (`Helps ...`) or a purpose (`For faster pairing`). */
function continuesSubject(text: string): boolean {
  if (/^(?:for|with)\s/iu.test(text)) return true;
  // (Read after `It`: alone, `Helps reduce ...` reads as a plural noun.)
  const first = (nlp(`It ${lowerFirst(text)}`).json() as { terms: { tags: string[] }[] }[])[0]?.terms[1]?.tags ?? [];
  return first.includes('PresentTense') && !first.includes('Noun') && !first.includes('Gerund');
}

/** What reads as a bullet's header: up to 10 words before a colon, with no sentence's end among them. */
const OPENING_LABEL = /^([^:.!?]{1,90}?)\s*:\s+(.+)$/su;

/**
 * A text that opens with what reads as a header, its `Label: value` pairs said as a sentence
 * (`Easy grip selector; Warranty: 2 years` -> `Easy grip selector; the warranty is 2 years.`); the
 * text as it was when a pair cannot be said so.
 */
export function pairsAsSentence(text: string, sentenceCase: (text: string) => string): string {
  const m = text.match(OPENING_LABEL);
  if (!m?.[1] || !m[2] || /\d$/u.test(m[1]) || lowerPlainWords(m[1]).length > 10) return text;
  const cut = Math.max(m[1].lastIndexOf(';'), m[1].lastIndexOf(','));
  const before = cut >= 0 ? m[1].slice(0, cut + 1) : '';
  const label = m[1].slice(cut + 1).trim();
  const said = label ? specLineAsSentence(sentenceCase(label), m[2], sentenceCase) : undefined;
  if (!said) return text;
  return before ? `${before} ${lowerFirst(said)}` : said;
}

/**
 * In a listing with headers, a bullet with none gets one: a few words that continue a list or
 * share a theme join the bullet they belong to (`CONNECTIVITY: HDMI ports ..., Blu-ray players`),
 * and a measured phrase is headed by the noun it measures (`BATTERY: Massive 6000 mAh`).
 */
function headEveryBullet(drafts: Draft[], inputs: BulletPlanInputs, notes: string[], taken: Set<string>, overflow: SentenceFact[]): Draft[] {
  const ignore = new Set([...inputs.nameWords, inputs.productHead]);
  const out = [...drafts];
  const fits = (d: Draft, texts: readonly string[]) => codePointLength(renderBullet({ header: d.header, sentences: texts })) <= inputs.ceiling;
  for (let i = 0; i < out.length; i++) {
    const draft = out[i]!;
    if (draft.header || !isFragment(draft.texts)) continue;
    const fragment = draft.texts[0] ?? '';
    const joinTo = (j: number) => {
      const target = out[j];
      // A feature never joins the warranty or the list of contents.
      if (!target?.header) return false;
      if (saysAlready(target.texts, fragment)) {
        notes.push(saidTwice(draft, target, fragment));
        out.splice(i, 1);
        i--;
        return true;
      }
      if (!fits(target, withFragment(target.texts, fragment)) || keepsApart(target, fragment)) return false;
      const facts = [...target.facts];
      target.texts = withFragment(target.texts, fragment);
      // The joined sentence carries the fragment's fact with its own.
      if (target.texts.length > facts.length) facts.push(draft.facts[0]);
      target.facts = facts;
      notes.push(`Bullet ${draft.index + 1}: "${fragment}" joined to bullet ${target.index + 1}: a few words without a header of their own.`);
      out.splice(i, 1);
      i--;
      return true;
    };
    // The nearest bullet on the same theme first, then the one it follows (a list cut into bullets), then the next.
    const byDistance = out.map((_, j) => j).filter((j) => j !== i).sort((a, b) => Math.abs(a - i) - Math.abs(b - i));
    const themed = byDistance.filter((j) => out[j]?.header && sameTheme(fragment, renderBullet({ header: out[j]!.header, sentences: out[j]!.texts }), ignore));
    if (themed.some((j) => joinTo(j))) continue;
    if (headByOwnWords(draft, inputs, taken)) continue;
    if (joinTo(i - 1) || joinTo(i + 1)) continue;
  }
  for (const draft of out) {
    if (draft.header) continue;
    // `9H surface hardness! That is highly durable ...`: a first sentence that is only a noun phrase heads the rest.
    const first = (draft.texts[0] ?? '').replace(/[.!]+$/u, '');
    if (draft.texts.length > 1 && isFragment([first]) && !headerFault(first) && !headerNamesProduct(first, inputs) && !taken.has(first.toLowerCase()) && !/\d\.\d/u.test(first)) {
      draft.header = headerCase(first);
      draft.texts = draft.texts.slice(1);
      draft.facts = draft.facts.slice(1);
      taken.add(draft.header.toLowerCase());
      continue;
    }
    // A short bullet that is one noun phrase and its purpose is headed by the phrase (`METAL PHONE STAND: For mobile phones`).
    if (draft.texts.length === 1 && headByOwnWords(draft, inputs, taken)) continue;
    // A warranty states itself: `WARRANTY: 1 year warranty provided by the manufacturer`.
    const warranty = (draft.texts[0] ?? '').match(/\b(warranty|guarantee)\b/iu)?.[1];
    if (warranty && bulletKind('', draft.texts[0] ?? '') === 'care' && !taken.has(warranty.toLowerCase())) {
      draft.header = headerCase(warranty);
      taken.add(warranty.toLowerCase());
      continue;
    }
    // (The product's own name heads it only when nothing else can: a bullet without a header among headed ones reads worse.)
    if (!headByOpening(draft, inputs, taken)) headByOpening(draft, inputs, taken, true);
  }
  joinLooseFeatures(out, inputs, notes, taken);
  // A few words no neighbour could take (`Imported`, `Polyester`) would stand as a bullet of their
  // own without a header: they join the first bullet that has room (what the product is, first),
  // else go to the description, and their slot to a fact that did not fit.
  // A short phrase that is no fragment (`3.5mm to connect your headphones`) joins only a bullet on its theme.
  return out.filter((draft) => {
    const fragment = draft.texts[0] ?? '';
    const short = draft.texts.length === 1 && lowerPlainWords(fragment).length <= SHORT_PHRASE_WORDS;
    if (draft.header || !short) return true;
    const onTheme = (d: Draft) => isFragment(draft.texts) || sameTheme(fragment, renderBullet({ header: d.header, sentences: d.texts }), ignore);
    const sayer = out.find((d) => d !== draft && saysAlready(d.texts, fragment));
    if (sayer) {
      notes.push(saidTwice(draft, sayer, fragment));
      return false;
    }
    const target = out.find((d) => d.header && onTheme(d) && fits(d, withFragment(d.texts, fragment)) && !keepsApart(d, fragment));
    if (target) {
      const texts = withFragment(target.texts, fragment);
      if (texts.length > target.texts.length) target.facts = [...target.facts, draft.facts[0]];
      target.texts = texts;
      notes.push(`Bullet ${draft.index + 1}: "${fragment}" joined to bullet ${target.index + 1}: a few words without a header of their own.`);
      return false;
    }
    if (!isFragment(draft.texts)) return true;
    overflow.push(draft.facts[0] ?? { text: fragment, bullet: draft.index, measures: [], theme: 'use' });
    notes.push(`Bullet ${draft.index + 1}: "${fragment}" moved to the description: a few words that no bullet on their theme could take, and too little for a bullet with a header.`);
    return false;
  });
}

/**
 * Feature phrases no bullet took (`Consumes Lower Gas`, `Even Distribution Of Heat`) make one
 * bullet: alone, each is too little for a bullet with a header, and in the description a phrase
 * without a verb reads as no sentence. The list is headed by a noun phrase found in it, else by
 * the one of its phrases that is a noun phrase (`EVEN DISTRIBUTION OF HEAT: Consumes lower gas,
 * ...`), which then leaves the list; its words are kept, none is made up.
 */
function joinLooseFeatures(out: Draft[], inputs: BulletPlanInputs, notes: string[], taken: Set<string>): void {
  const loose = out.filter((d) => !d.header && isFragment(d.texts) && !INNER_PAIR.test(d.texts[0] ?? '') && bulletKind('', d.texts[0] ?? '') === 'feature');
  if (loose.length < 2) return;
  const listOf = (ds: readonly Draft[]) => ds.reduce<string[]>((texts, d) => withFragment(texts, d.texts[0] ?? ''), []);
  const fits = (header: string, texts: readonly string[]) => codePointLength(renderBullet({ header, sentences: texts })) <= inputs.ceiling;
  const all = listOf(loose).join(' ');
  const found = deriveFor(inputs, inputs.phrasesOf?.(all) ?? [], all, taken);
  let head: Draft | undefined;
  let header = found && !headerFault(found) ? headerCase(found) : '';
  if (!header) {
    // (A phrase that is a noun phrase: no clause, nor the product's name, nor a header in use.)
    head = loose.find((d) => {
      const phrase = (d.texts[0] ?? '').replace(/[.!]+$/u, '');
      return isNounPhrase(phrase) && !headerFault(phrase) && !taken.has(phrase.toLowerCase());
    });
    if (!head) return;
    header = headerCase((head.texts[0] ?? '').replace(/[.!]+$/u, ''));
  }
  const members = loose.filter((d) => d !== head);
  const texts = listOf(members);
  // (A phrase heading one other is a header over an unrelated fact, `WIDE VIEWING ANGLE: Bluetooth`: it heads a list or nothing.)
  if (members.length < (head ? 2 : 1) || !fits(header, texts)) return;
  const [first, ...rest] = members as [Draft, ...Draft[]];
  if (head) {
    // The phrase that heads the list stands where it was, its fact with it.
    head.header = header;
    head.texts = texts;
    head.facts = members.map((d) => d.facts[0]).slice(0, texts.length);
    notes.push(`Bullet ${head.index + 1}: "${header}" heads the feature phrases of ${members.map((d) => `bullet ${d.index + 1}`).join(', ')}: too short for a bullet each.`);
    for (const d of members) out.splice(out.indexOf(d), 1);
    taken.add(header.toLowerCase());
    return;
  }
  first.header = header;
  first.facts = members.map((d) => d.facts[0]).slice(0, texts.length);
  first.texts = texts;
  taken.add(header.toLowerCase());
  for (const d of rest) {
    notes.push(`Bullet ${d.index + 1}: "${d.texts[0] ?? ''}" joined to bullet ${first.index + 1}: feature phrases too short for a bullet each.`);
    out.splice(out.indexOf(d), 1);
  }
}

/** The note for a few words left out because another bullet already says them. */
const saidTwice = (draft: Draft, sayer: Draft, fragment: string) => `Bullet ${draft.index + 1}: left out "${fragment}": bullet ${sayer.index + 1} already says it.`;

/** Words at most in a one-sentence bullet that may join a bullet on its theme. */
const SHORT_PHRASE_WORDS = 8;

/** Words a predicate never starts with: a header cut before them leaves a text that does not read alone. */
const NO_PREDICATE_START = /^(?:of|and|or|nor|but|that|which|who|whose|than|as|so|is|are|was|were)\b/iu;

/**
 * `Patented active copper technology provides ...` -> `PATENTED ACTIVE COPPER TECHNOLOGY: Provides
 * ...`: the noun phrase a bullet opens with heads it when the words after it are its predicate, so
 * the header names the bullet's own subject and the text does not repeat it.
 */
function headByOpening(draft: Draft, inputs: BulletPlanInputs, taken: Set<string>, nameAllowed = false): boolean {
  const text = draft.texts[0] ?? '';
  const phrase = (inputs.phrasesOf?.(text) ?? []).find((p) => p.position <= 1);
  if (!phrase) return false;
  // The phrase with the word before it when that is a modifier the parser left out (`Patented` of
  // `Patented active copper technology`); a determiner stays in the text (`The anti-slip pad`).
  const lead = text.trim().split(/\s+/u);
  const opening = opensWith(text, phrase.text) ? phrase.text : lead.slice(0, phrase.position + phrase.words).join(' ');
  if (!opensWith(text, opening) || !/^[\p{L}\p{N}][\p{L}\p{N}\s'’&-]*$/u.test(opening) || headerFault(opening) || taken.has(opening.toLowerCase())) return false;
  // The product's own name says nothing about this bullet.
  const names = new Set([...inputs.nameWords, inputs.productHead]);
  if (lowerPlainWords(opening).map(normalizeWord).every((w) => names.has(w) || FUNCTION_WORDS.has(w)) || (!nameAllowed && headerNamesProduct(opening, inputs))) return false;
  const rest = withoutOpening(text, opening);
  if (!rest || NO_PREDICATE_START.test(rest)) return false;
  draft.header = headerCase(opening);
  draft.texts = [capitalizeFirst(rest), ...draft.texts.slice(1)];
  taken.add(draft.header.toLowerCase());
  return true;
}

/**
 * A bullet headed by its own words, moved out of its text: a measured phrase by the noun it
 * measures (`5MP Front Camera` -> `FRONT CAMERA: 5MP`), a phrase with a purpose by its noun phrase
 * (`Metal phone stand for tablets` -> `METAL PHONE STAND: For tablets`).
 */
function headByOwnWords(draft: Draft, inputs: BulletPlanInputs, taken: Set<string>): boolean {
  const text = draft.texts[0] ?? '';
  const measured = measuredLabel(text);
  const split = measured ? { label: measured.label, rest: measured.value } : labelBeforePreposition(text);
  if (!split || headerFault(split.label) || headerNamesProduct(split.label, inputs) || taken.has(split.label.toLowerCase())) return false;
  draft.header = headerCase(split.label);
  draft.texts = [split.rest];
  taken.add(draft.header.toLowerCase());
  return true;
}

/** A `Label: value` pair inside a text: the bullet is a line of specs (`Black, Material: Nonstick`). */
const INNER_PAIR = /[\p{L}\p{N})]\s*:\s+\S/u;

/** A fragment of a spec's own kind: another pair (`Weight: 2 kg`) or a measure (`1.5 m cord`). */
const specKind = (fragment: string) => INNER_PAIR.test(fragment) || findMeasures(fragment).length > 0;

/**
 * Whether a fragment must stay out of a bullet: the warranty and the contents take only their own
 * kind, and so does a line of specs (`Black, Material: Nonstick`): after its last pair a feature
 * (`Even Distribution Of Heat`) reads as that label's value. (After a pair in a sentence that
 * ended, `Ingredients: Black tea, Figs.`, the fragment is a sentence of its own and reads so.)
 */
function keepsApart(target: Draft, fragment: string): boolean {
  const kind = bulletKind(target.header, target.texts[0] ?? '');
  if ((kind === 'care' || kind === 'included') && bulletKind('', fragment) !== kind) return true;
  const last = target.texts.at(-1) ?? '';
  return INNER_PAIR.test(last) && !/[.!?]["')\]]*$/u.test(last) && !specKind(fragment);
}

/** In a listing without headers, a bullet of a few words joins a neighbour on its theme while the listing keeps its count. */
function joinShortBullets(drafts: Draft[], inputs: BulletPlanInputs, ignore: ReadonlySet<string>, notes: string[]): Draft[] {
  const out = [...drafts];
  const min = inputs.count?.min ?? 0;
  for (let i = 0; i < out.length && out.length > min; i++) {
    const draft = out[i]!;
    if (!isFragment(draft.texts)) continue;
    const fragment = draft.texts[0] ?? '';
    // Only onto the bullet it follows, a list the seller cut in two, never onto the warranty or the contents.
    const sayer = out.find((d) => d !== draft && saysAlready(d.texts, fragment));
    if (sayer) {
      notes.push(saidTwice(draft, sayer, fragment));
      out.splice(i, 1);
      i--;
      continue;
    }
    const target = i > 0 && sameTheme(fragment, out[i - 1]!.texts.join(' '), ignore) && !keepsApart(out[i - 1]!, fragment) ? out[i - 1] : undefined;
    if (!target || codePointLength(withFragment(target.texts, fragment).join(' ')) > inputs.ceiling) continue;
    const texts = withFragment(target.texts, fragment);
    if (texts.length > target.texts.length) target.facts = [...target.facts, draft.facts[0]];
    target.texts = texts;
    notes.push(`Bullet ${draft.index + 1}: "${fragment}" joined to bullet ${target.index + 1}: a few words on the same theme.`);
    out.splice(i, 1);
    i--;
  }
  return out;
}

/** The draft's sentences that fit under the ceiling, in the seller's order; the rest move to the description. */
function fitDraft(draft: Draft, inputs: BulletPlanInputs, notes: string[]): { kept: string[]; left: SentenceFact[] } {
  const kept: string[] = [];
  const left: SentenceFact[] = [];
  let full = false;
  draft.texts.forEach((sentence, i) => {
    const next = renderBullet({ header: draft.header, sentences: [...kept, sentence] });
    const fits = codePointLength(next) <= inputs.ceiling || (kept.length === 0 && codePointLength(next) <= inputs.max);
    // Sentences stay in the seller's order: once one moves to the description, the rest follow it.
    // `This is due to ...`, `The problem should not ...`: a sentence that leans on the one before
    // stays with it (within the hard limit), or is left out with a note; alone in the description
    // it would make no sense.
    const leans = !full && kept.length > 0 && LEANS_ON_PREVIOUS.test(sentence);
    // A first sentence longer than a whole bullet keeps its clauses that fit (`..., Vista 50.`); the seller is told what went.
    const room = inputs.max - (draft.header ? codePointLength(draft.header) + 2 : 0);
    const cut = !fits && !full && kept.length === 0 ? fitSentence(sentence, room, `Bullet ${draft.index + 1}`, notes) : sentence;
    if (cut !== sentence && codePointLength(cut) <= room) {
      kept.push(cut);
      full = true;
    } else if (fits && !full) kept.push(sentence);
    else if (leans && codePointLength(next) <= inputs.max) kept.push(sentence);
    else if (leans) {
      full = true;
      notes.push(`Bullet ${draft.index + 1}: left out "${sentence}": it does not fit, and it makes no sense without the sentence before it.`);
    } else {
      full = true;
      left.push(draft.facts[i] ?? { text: sentence, bullet: draft.index, measures: [], theme: 'use' });
    }
  });
  return { kept, left };
}

/**
 * A bullet made of the first fact that did not fit (and the ones after it from the same seller
 * bullet, while they fit), with a header naming it in a listing with headers. The facts it takes
 * leave the overflow.
 */
function bulletFromOverflow(overflow: SentenceFact[], headerStyle: boolean, inputs: BulletPlanInputs, taken: Set<string>): PlannedBullet | undefined {
  for (const [at, first] of overflow.entries()) {
    if (first.bullet < 0 || LEANS_ON_PREVIOUS.test(first.text)) continue;
    const run = [first];
    for (const next of overflow.slice(at + 1)) {
      if (next.bullet !== first.bullet) break;
      run.push(next);
    }
    const text = run.map((f) => f.text).join(' ');
    const header = headerStyle ? deriveFor(inputs, inputs.phrasesOf?.(text) ?? [], text, taken) : '';
    if (headerStyle && (!header || headerFault(header))) continue;
    const cased = header ? headerCase(header) : '';
    const sentences: string[] = [];
    for (const fact of run) {
      if (sentences.length > 0 && codePointLength(renderBullet({ header: cased, sentences: [...sentences, fact.text] })) > inputs.ceiling) break;
      sentences.push(fact.text);
    }
    if (codePointLength(renderBullet({ header: cased, sentences })) > inputs.max) continue;
    overflow.splice(at, sentences.length);
    if (cased) taken.add(cased.toLowerCase());
    return { index: first.bullet, header: cased, sentences };
  }
  return undefined;
}

/** A word that only a noun can be (`protector`, `holder`): after a noun, it makes a compound with it. */
const isCompoundHead = (word: string) => {
  const wn = wordnet();
  const lemma = singularOf(word);
  return !FUNCTION_WORDS.has(word) && wn.has(lemma, 'noun') && !wn.has(word, 'verb') && !wn.has(lemma, 'verb') && !wn.has(word, 'adj') && !wn.has(word, 'adv');
};

/**
 * Puts a product-naming keyword where the text names the product with a plain determiner and a
 * lowercase noun (`this dripper`, `the bottles`), in the number the text used. Returns the bullets
 * unchanged when no such mention exists.
 */
export function placeProductKeyword(bullets: PlannedBullet[], keyword: string, productNouns: readonly string[]): boolean {
  const heads = productNouns.filter(Boolean).map((n) => escapeRegExp(n.toLowerCase()));
  if (heads.length === 0) return false;
  const mention = new RegExp(`\\b([Tt]his|[Tt]he|[Oo]ur|[Tt]hese|[Ee]ach|[Ee]very|[Yy]our)\\s+((?:${heads.join('|')})(?:e?s)?)\\b(?![\\p{L}-])`, 'u');
  for (const bullet of bullets) {
    for (const [i, sentence] of bullet.sentences.entries()) {
      const found = sentence.match(mention);
      if (!found?.[2] || found.index === undefined) continue;
      // A noun that goes on into a compound names something else (`the cable protector` is no
      // cable): it became `the phone charm protector`.
      const next = (sentence.slice(found.index + found[0].length).match(/^\s+([\p{L}]+)/u)?.[1] ?? '').toLowerCase();
      if (next && isCompoundHead(next)) continue;
      const plural = /(?:s|es)$/u.test(found[2]) && !heads.includes(escapeRegExp(found[2]));
      const lower = keyword.toLowerCase() === keyword ? keyword : keyword.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
      const inflected = plural ? pluralOf(singularOf(lower)) : singularOf(lower);
      const at = found.index + found[0].length - found[2].length;
      bullet.sentences[i] = sentence.slice(0, at) + inflected + sentence.slice(at + found[2].length);
      return true;
    }
  }
  return false;
}
