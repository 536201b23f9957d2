import nlp from 'compromise';

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
}

interface Net {
  hooks: Record<string, Pattern[]>;
  always: Pattern[];
}

type Document = unknown[][];

interface Methods {
  one: {
    cacheDoc: (document: Document) => Set<string>[];
    match: (document: Document, pattern: Pattern) => { ptrs: number[][] };
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

/** compromise's `bulkMatch` (sweep and runMatch), the candidates gathered without copies. */
function bulkMatch(document: Document, net: Net, methods: Methods, opts: { matchOne?: boolean } = {}): unknown[] {
  const docCache = methods.one.cacheDoc(document);
  const results: unknown[] = [];
  for (let n = 0; n < document.length; n++) {
    for (const pattern of candidates(docCache[n]!, net, document[n]!.length)) {
      const found = methods.one.match([document[n]!], pattern);
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

export default nlp;
