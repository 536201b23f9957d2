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

/** Each net's hook names in compromise's order (its `Object.keys`), and where each stands: a net is built once. */
const hookOrders = new WeakMap<Record<string, Pattern[]>, { names: string[]; at: Map<string, number> }>();

function hookOrder(hooks: Record<string, Pattern[]>) {
  let order = hookOrders.get(hooks);
  if (!order) {
    const names = Object.keys(hooks);
    order = { names, at: new Map(names.map((name, i) => [name, i])) };
    hookOrders.set(hooks, order);
  }
  return order;
}

/** The patterns worth trying on one sentence (`haves`: its words and tags), as compromise's getHooks, trimDown and tooSmall choose them. */
function candidates(haves: Set<string>, net: Net, termCount: number): Pattern[] {
  const { names, at } = hookOrder(net.hooks);
  const opened: number[] = [];
  for (const have of haves) {
    const i = at.get(have);
    if (i !== undefined) opened.push(i);
  }
  opened.sort((a, b) => a - b);
  const seen = new Set<string>();
  const out: Pattern[] = [];
  for (const i of opened) {
    for (const pattern of net.hooks[names[i]!]!) {
      // (compromise keeps a pattern text's first occurrence before it filters: so here.)
      if (seen.has(pattern.match)) continue;
      seen.add(pattern.match);
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

(nlp.methods() as unknown as Methods).one.bulkMatch = bulkMatch;

export default nlp;
