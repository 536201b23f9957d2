import nlp from 'compromise';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/*
 * compromise, as the writer uses it, with a faster pattern sweep. The post-tagger's sweep is most
 * of a parse, and a parse most of the writer's time (the description reads every piece of the
 * seller's sentences with it). compromise's own sweep gathers a sentence's candidate patterns by
 * concatenating every hook list its words and tags open and then filtering the whole: thousands of
 * array copies per parse. This one walks the same hooks, in the same order, and keeps the same
 * patterns in the same order (the first of each pattern text, each meeting its needs, ifNo, wants
 * and length), so every tag comes out as before: it only skips the copies.
 */

interface Pattern {
  match: string;
  needs: string[];
  ifNo?: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  unTag?: unknown;
  regs?: Reg[];
  group?: unknown;
  justOne?: boolean;
  notIf?: unknown;
}

interface Net {
  hooks: Record<string, Pattern[]>;
  always: Pattern[];
}

type Document = unknown[][];

interface Methods {
  one: {
    cacheDoc: (document: Document) => Set<string>[];
    bulkMatch: (document: Document, net: Net, methods: Methods, opts?: { matchOne?: boolean }) => unknown[];
  };
}

interface HookOrder {
  /** The hook names in compromise's order (its `Object.keys`), and where each stands. */
  names: string[];
  at: Map<string, number>;
  /** Beside each hook's patterns, the number of each one's text (one number for the patterns of one text), and the last stamp each text was seen under. */
  ids: number[][];
  seen: Uint32Array;
  stamp: number;
}

/** Each net's order, made on its first sweep: a net is built once. */
const hookOrders = new WeakMap<Record<string, Pattern[]>, HookOrder>();

function hookOrder(hooks: Record<string, Pattern[]>): HookOrder {
  let order = hookOrders.get(hooks);
  if (!order) {
    const names = Object.keys(hooks);
    const textIds = new Map<string, number>();
    const ids = names.map((name) =>
      hooks[name]!.map((pattern) => {
        let id = textIds.get(pattern.match);
        if (id === undefined) textIds.set(pattern.match, (id = textIds.size));
        return id;
      }),
    );
    order = { names, at: new Map(names.map((name, i) => [name, i])), ids, seen: new Uint32Array(textIds.size), stamp: 0 };
    hookOrders.set(hooks, order);
  }
  return order;
}

/** The patterns worth trying on one sentence (`haves`: its words and tags), as compromise's getHooks, trimDown and tooSmall choose them. */
function candidates(haves: Set<string>, net: Net, termCount: number): Pattern[] {
  const order = hookOrder(net.hooks);
  const { names, at } = order;
  const opened: number[] = [];
  for (const have of haves) {
    const i = at.get(have);
    if (i !== undefined) opened.push(i);
  }
  opened.sort((a, b) => a - b);
  // (compromise keeps a pattern text's first occurrence before it filters: so here, each text
  // marked by its number with this call's stamp, not hashed into a set.)
  if (order.stamp === 0xffffffff) {
    order.seen.fill(0);
    order.stamp = 0;
  }
  const stamp = ++order.stamp;
  const { seen } = order;
  const out: Pattern[] = [];
  for (const i of opened) {
    const patterns = net.hooks[names[i]!]!;
    const ids = order.ids[i]!;
    for (let j = 0; j < patterns.length; j++) {
      const pattern = patterns[j]!;
      if (seen[ids[j]!] === stamp) continue;
      seen[ids[j]!] = stamp;
      if (!pattern.needs.every((need) => haves.has(need))) continue;
      if (pattern.ifNo !== undefined && pattern.ifNo.some((no) => haves.has(no))) continue;
      if (pattern.wants.length > 0 && pattern.wants.filter((want) => haves.has(want)).length < pattern.minWant) continue;
      if (termCount >= pattern.minWords) out.push(pattern);
    }
  }
  for (const pattern of net.always) if (termCount >= pattern.minWords) out.push(pattern);
  return out;
}

/*
 * compromise's runMatch for one pattern on one sentence, less the copies. It tries the pattern from
 * every word, copying the rest of the sentence each time before it looks at the first word; most
 * patterns open on one plain tag or word (`#Noun`, `(a|an)`) that most words lack. Here a start
 * whose word fails that first token is passed over uncopied: compromise's own step (fromHere) would
 * stop there at once, so the matches, their order and their groups are the same. Its steps are read
 * from its source (the package exports no such path; its version is pinned, and lexicon/nlp.test.ts
 * holds the sweep to compromise's own).
 */
interface Reg {
  optional?: boolean;
  negative?: boolean;
  anything?: boolean;
  greedy?: boolean;
  start?: boolean;
  end?: boolean;
  choices?: unknown;
}
interface Found {
  pointer: (number | null)[];
  groups: Record<string, (number | null)[]>;
}
interface Term {
  id: string;
}
type Ptrs = { ptrs: unknown[][]; byGroup: Record<string, unknown> };

const matchSource = new URL('../../src/1-one/match/methods/match/', pathToFileURL(createRequire(import.meta.url).resolve('compromise')));
const step = async <T>(file: string) => ((await import(new URL(file, matchSource).href)) as { default: T }).default;
const fromHere = await step<(terms: Term[], regs: Reg[], start: number, length: number) => Found | null>('02-from-here.js');
const getGroup = await step<(results: Found[], group: unknown) => Ptrs>('03-getGroup.js');
const notIf = await step<(results: Found[], not: unknown, docs: Term[][]) => Found[]>('03-notIf.js');
const termMatches = await step<(term: Term, reg: Reg, index: number, length: number) => boolean | null>('term/doesMatch.js');

/** A first token fromHere tests on the first word alone: no option, negation, wildcard, repeat, anchor or alternatives. */
const plainFirst = (reg: Reg) => !reg.optional && !reg.negative && !reg.anything && !reg.greedy && !reg.start && !reg.end && reg.choices === undefined;
/** Each pattern's token list, with the words a match needs at least (runMatch's minLength) and whether its first token is plain. */
const regInfo = new WeakMap<Reg[], { minLength: number; plain: boolean }>();

function matchSentence(terms: Term[], pattern: { regs?: Reg[]; group?: unknown; justOne?: boolean; notIf?: unknown }): Ptrs {
  const { regs, group, justOne } = pattern;
  if (!regs || regs.length === 0) return { ptrs: [], byGroup: {} };
  let info = regInfo.get(regs);
  if (!info) regInfo.set(regs, (info = { minLength: regs.filter((r) => r.optional !== true && r.negative !== true).length, plain: plainFirst(regs[0]!) }));
  const first = regs[0]!;
  let results: Found[] = [];
  const found = (res: Found) => {
    res.pointer[0] = 0;
    for (const k of Object.keys(res.groups)) res.groups[k]![0] = 0;
    results.push(res);
  };
  if (first.start === true) {
    const res = fromHere(terms, regs, 0, terms.length);
    if (res) found(res);
  } else {
    for (let i = 0; i < terms.length; i += 1) {
      if (terms.length - i < info.minLength) break;
      if (info.plain && termMatches(terms[i]!, first, i, terms.length) !== true) continue;
      const res = fromHere(terms.slice(i), regs, i, terms.length);
      if (!res) continue;
      found(res);
      if (justOne === true) break;
      // (Skip ahead over the match, as runMatch does.)
      const end = res.pointer[2] as number;
      if (Math.abs(end - 1) > i) i = Math.abs(end - 1);
    }
  }
  if (regs[regs.length - 1]!.end === true) results = results.filter((res) => terms.length === res.pointer[2]);
  if (pattern.notIf) results = notIf(results, pattern.notIf, [terms]);
  const out = getGroup(results, group);
  for (const ptr of out.ptrs) {
    const [, start, end] = ptr as [number, number, number];
    ptr[3] = terms[start]!.id;
    ptr[4] = terms[end - 1]!.id;
  }
  return out;
}

/** compromise's `bulkMatch` (sweep and runMatch), the candidates gathered and the starts tried without copies. */
function bulkMatch(document: Document, net: Net, methods: Methods, opts: { matchOne?: boolean } = {}): unknown[] {
  const docCache = methods.one.cacheDoc(document);
  const results: unknown[] = [];
  for (let n = 0; n < document.length; n++) {
    for (const pattern of candidates(docCache[n]!, net, document[n]!.length)) {
      const found = matchSentence(document[n] as Term[], pattern);
      if (found.ptrs.length === 0) continue;
      for (const ptr of found.ptrs) {
        ptr[0] = n;
        const todo: Record<string, unknown> = { ...pattern, pointer: ptr };
        if (pattern.unTag !== undefined) todo.unTag = pattern.unTag;
        results.push(todo);
      }
      if (opts.matchOne === true) return [results[0]];
    }
  }
  return results;
}

/** compromise's own sweep, which ours replaces: kept so a test can hold ours to it. */
export const compromiseSweep = (nlp.methods() as unknown as Methods).one.bulkMatch;

(nlp.methods() as unknown as Methods).one.bulkMatch = bulkMatch;

interface ParsedTerm {
  text: string;
  normal?: string;
  pre?: string;
  post?: string;
  tags: Set<string>;
}

/**
 * Each term of a parse with its text and tags, as `doc.terms().json()` gives them (the term's text
 * with the punctuation around it, trimmed; `[{ text, terms: [{ tags }] }]`), read off the parse:
 * `.terms()` runs a match for every term and `.json()` copies each, a tenth of a parse's cost.
 */
export function termsOfParse(doc: ReturnType<typeof nlp>): { text: string; tags: string[] }[] {
  return ((doc as unknown as { docs: ParsedTerm[][] }).docs).flatMap((terms) =>
    terms.map((t) => ({ text: ((t.pre ?? '') + (t.text || t.normal || '') + (t.post ?? '')).trim(), tags: Array.from(t.tags) })),
  );
}

/**
 * `nlp(text)` without compromise's last step, the chunker, for a caller that reads only the words and
 * their tags (termsOfParse): the chunker sets each term's `chunk` and nothing else, and costs a tenth
 * of a short parse. (Its hook list put back at once: the parse is synchronous.)
 */
export function parseForTags(text: string): ReturnType<typeof nlp> {
  const world = nlp.world() as unknown as { hooks: string[] };
  const hooks = world.hooks;
  world.hooks = hooks.filter((hook) => hook !== 'chunks');
  try {
    return nlp(text);
  } finally {
    world.hooks = hooks;
  }
}

/**
 * compromise's word list: a word's tag, or tags, before any sentence is read. The writer asks it
 * what a word usually is (a noun, a colour, an adjective) where a parse of the whole sentence would
 * cost more than the answer is worth. Read, never changed.
 */
export const LEXICON = (nlp.model() as { one: { lexicon: Readonly<Record<string, string | string[]>> } }).one.lexicon;

/** A word's lexicon tag, several joined by commas as a string of them reads (`Noun,Verb`); undefined for a word it does not list. */
export const lexiconTag = (word: string): string | undefined => {
  const tags = LEXICON[word];
  return tags === undefined ? undefined : String(tags);
};

/** A word's lexicon tags as a list, each on its own (`['Copula', 'PresentTense']`); none for a word it does not list. */
export const lexiconTags = (word: string): readonly string[] => [LEXICON[word] ?? []].flat();

export default nlp;
