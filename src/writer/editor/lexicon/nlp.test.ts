import compromise from 'compromise';
import { describe, expect, it } from 'vitest';
import nlp, { compromiseSweep, parseForTags, termsOfParse } from './nlp.js';

/*
 * The writer's compromise (lexicon/nlp.ts) replaces compromise's pattern sweep with one that skips
 * its array copies, and reads a parse's terms without `.terms().json()`. Both must give what
 * compromise gives, tag for tag: an upgrade of compromise that changes either fails here.
 */
type BulkMatch = (document: unknown, net: unknown, methods: unknown, opts?: unknown) => Record<string, unknown>[];
const methods = compromise.methods() as unknown as { one: { bulkMatch: BulkMatch } };

const SENTENCES = [
  'it is designed to fully protect your device from damaging excessive current',
  'durable nylon braided design with premium aluminum housing, and a cord that won’t tangle',
  'compatible with iphone 12, 11, x/xsmax/xr, ipad pro (2020) and more apple devices',
  'Kids build the track themselves; pieces store easily in the box. Ages 3-24 months',
  "Don't wash it in hot water: wipe clean with a dry cloth!",
  'the set comes with 2 extra filters that were tested by our team and are guaranteed to last for years',
  'Letters and words are woven into the fabric, which has been treated so it will not fade when it is washed',
  'If the light is blinking red, the battery should be charged before you can use the remote again',
];

describe('the writer’s compromise', () => {
  it('sweeps the same patterns onto the same words as compromise', () => {
    // (Read at once: compromise takes the pointers off what a sweep returns.)
    const read = (found: ReturnType<BulkMatch>) => found.map((f) => [f.match, JSON.stringify(f.pointer), f.tag, f.unTag]);
    const sweeps: [unknown[], unknown[]][] = [];
    const ours = methods.one.bulkMatch;
    expect(ours).not.toBe(compromiseSweep);
    methods.one.bulkMatch = (document, net, m, opts) => {
      const theirs = (compromiseSweep as unknown as BulkMatch)(document, net, m, opts);
      const mine = ours(document, net, m, opts);
      sweeps.push([read(theirs), read(mine)]);
      return mine;
    };
    try {
      for (const sentence of SENTENCES) nlp(sentence);
    } finally {
      methods.one.bulkMatch = ours;
    }
    expect(sweeps.length).toBeGreaterThan(0);
    for (const [theirs, mine] of sweeps) expect(mine).toEqual(theirs);
  });

  it('reads each term as .terms().json() gives it', () => {
    for (const sentence of SENTENCES) {
      const json = nlp(sentence).terms().json() as { text: string; terms: { tags: string[] }[] }[];
      expect(termsOfParse(nlp(sentence))).toEqual(json.map((t) => ({ text: t.text, tags: t.terms[0]?.tags ?? [] })));
    }
  });

  it('tags a parse without the chunker as the whole parse, and keeps every step for the next', () => {
    const hooks = [...(nlp.world() as unknown as { hooks: string[] }).hooks];
    expect(hooks).toContain('chunks');
    for (const sentence of SENTENCES) expect(termsOfParse(parseForTags(sentence))).toEqual(termsOfParse(nlp(sentence)));
    expect((nlp.world() as unknown as { hooks: string[] }).hooks).toEqual(hooks);
  });
});
