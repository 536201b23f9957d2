import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit } from './audit.js';
import { getProfile } from './profiles.js';
import { CLEAN_BULLETS, CLEAN_DESCRIPTION, CLEAN_SOURCE, CLEAN_TITLE, cleanListing, findingsFor, KEYWORDS } from './testing/listings.js';
import type { Keywords, Listing } from './types.js';
import { GRAMMAR_WORDS } from './vocabulary.js';
import { lowerWords, normalizeWord } from './text/words.js';

const profile = getProfile('amazon-2025');
const seller = { source: CLEAN_SOURCE };
const FILLER = 'It is worth a moment of your time when you weigh up your options.';

const sentencesOf = (findings: { start?: number; end?: number }[], text: string) => findings.map((f) => text.slice(f.start, f.end));

describe('text.no-fact', () => {
  it('flags a sentence none of whose words is in the seller’s text, whatever its length', () => {
    const bullet = `${CLEAN_BULLETS[0]} ${FILLER}`;
    const findings = findingsFor(cleanListing({ bullets: [bullet, ...CLEAN_BULLETS.slice(1)] }), 'text.no-fact', seller);
    expect(sentencesOf(findings, bullet)).toEqual([FILLER]);
    expect(findings[0]).toMatchObject({ severity: 'warning', field: 'bullets', index: 0 });
    expect(findings[0]?.message).toMatch(/in the seller's text/);
  });

  it('does not count the product’s own name as a fact', () => {
    const description = `${CLEAN_DESCRIPTION}\n\nThis Gaiam yoga mat is a wonderful choice. The yoga mat weighs 1.1 kg.`;
    const findings = findingsFor(cleanListing({ description, brand: 'Gaiam' }), 'text.no-fact', { ...seller, keywords: KEYWORDS });
    expect(sentencesOf(findings, description)).toEqual(['This Gaiam yoga mat is a wonderful choice.']);
  });

  it('leaves the seller’s facts alone, in any form: plurals, numbers glued to units, grouped thousands', () => {
    const source = 'Steel frame, 6 mm thick. Holds 1,000 pages. Two pockets.';
    const listing: Listing = { title: 'Binder', bullets: ['FRAME: Sturdy steel frames.', 'Holds 1000 pages in a 6mm binder.', 'A pocket on each side.'] };
    expect(findingsFor(listing, 'text.no-fact', { source })).toEqual([]);
  });

  it('reads `No. 5` as part of its sentence, not a sentence of its own', () => {
    const listing: Listing = { title: 'Paint Brush', bullets: ['No. 5 round brush for fine lines.'] };
    expect(findingsFor(listing, 'text.no-fact', { source: 'Round brush, size 5, for fine lines.' })).toEqual([]);
  });

  it('falls back to the title and keywords, where any number stands for itself', () => {
    const listing = cleanListing({ bullets: ['The extra thick mat cushions knees.', 'Weighs 1.1 kg.', FILLER], description: undefined });
    const findings = findingsFor(listing, 'text.no-fact', { keywords: KEYWORDS });
    expect(findings.map((f) => f.index)).toEqual([2]);
    expect(findings[0]?.message).toMatch(/in the title or the keywords/);
  });
});

describe('the yardstick', () => {
  it('takes a fact from the seller’s text, the title or the keywords alike, and a number only when one of them holds it', () => {
    // (An invented kettle: `brushed` is in the seller's text, `gooseneck` only in the title, `stovetop` only in the keywords.)
    const source = 'Electric kettle. 1.7 litre capacity. Brushed steel body.';
    const title = 'Brewmark Gooseneck Kettle 1.7 L';
    const keywords: Keywords = { main: 'electric kettle', secondary: ['stovetop kettle'], bullet: [] };
    const bullets = ['Brushed finish.', 'Gooseneck spout pours slowly.', 'Works on a stovetop too.', 'Boils in 2.9 minutes.', FILLER];
    const findings = findingsFor({ title, bullets }, 'text.no-fact', { source, keywords });
    expect(findings.map((f) => f.index)).toEqual([3, 4]);
  });
});

describe('text.repeated-sentence', () => {
  it('flags a sentence repeated across fields, headers aside', () => {
    const repeated = 'The 6mm yoga foam layer protects knees, hips and wrists on hard floors.';
    const description = `${CLEAN_DESCRIPTION}\n\n${repeated}`;
    const findings = findingsFor(cleanListing({ description }), 'text.repeated-sentence', seller);
    expect(sentencesOf(findings, description)).toEqual([repeated]);
    expect(findings[0]?.message).toMatch(/repeats a sentence of bullet 1/);
  });

  it('leaves short sentences and whole duplicate bullets (bullet.duplicate) to themselves', () => {
    const bullets = ['Pack of two. Machine washable.', 'Machine washable.', CLEAN_BULLETS[2]!, CLEAN_BULLETS[2]!];
    expect(findingsFor(cleanListing({ bullets }), 'text.repeated-sentence', { source: bullets.join(' ') })).toEqual([]);
  });
});

/*
 * The property: padding a listing with sentences that carry no fact never raises its score, and
 * always lowers it. The filler is generated in varied shapes from a vocabulary with no word of the
 * seller's text, sometimes naming the product, and is put at the start or end of bullets, in the
 * description and as extra bullets.
 */
const FACTS_IN_TITLE_WORDS = [
  'The 6mm extra thick foam cushions knees and wrists on hard floors.',
  'A non slip texture grips the floor during pilates and stretching.',
  'The lightweight mat is 1.1 kg with the carry strap included.',
  'Cushioned support keeps knees comfortable in long holds.',
  'Ocean blue foam wipes clean after home workouts.',
  'The exercise mat measures 183 x 61 cm.',
  'Floor stretching feels steady on the premium surface.',
  'The carry strap holds the rolled mat closed.',
  'Pilates rings and blocks rest on the thick foam without sinking.',
  'Home workouts stay quiet on the cushioned foam.',
  'Wrists rest on the extra thick layer during planks.',
  'The strap is included and clips around the mat.',
  'Stretching on the floor is softer with 6mm of foam.',
  'Exercise sessions on tile keep their grip with the non slip base.',
  'Knees stay cushioned on wooden floors.',
  'Blue edges mark the mat for alignment.',
];
const FILLER_VOCABULARY = {
  adjective: ['wonderful', 'delightful', 'remarkable', 'worthwhile', 'splendid', 'lovely', 'charming', 'thoughtful'],
  noun: ['moment', 'choice', 'decision', 'journey', 'lifestyle', 'experience', 'treasure', 'companion', 'delight', 'wonder'],
  audience: ['anyone', 'everyone', 'families', 'friends', 'loved ones', 'newcomers'],
  verb: ['cherish', 'treasure', 'savour', 'embrace', 'admire', 'adore'],
  adverb: ['Truly', 'Simply', 'Honestly', 'Naturally', 'Certainly'],
};
const pick = <T,>(list: readonly T[]) => fc.constantFrom(...list);
const { adjective, noun, audience, verb, adverb } = FILLER_VOCABULARY;
const filler = fc.oneof(
  fc.constant(FILLER),
  fc.tuple(pick(adjective), pick(noun), pick(audience)).map(([a, n, p]) => `It is a ${a} ${n} for ${p}.`),
  fc.tuple(pick(adverb), pick(noun), pick(adjective)).map(([d, n, a]) => `${d}, it makes every ${n} ${a}.`),
  fc.tuple(pick(verb), pick(noun), pick(noun)).map(([v, n, m]) => `You will ${v} the ${n} it brings to your ${m}.`),
  fc.tuple(pick(verb), pick(verb), pick(adjective), pick(noun)).map(([v, w, a, n]) => `Whether you ${v} or ${w}, this is a ${a} ${n}.`),
  fc.tuple(pick(adjective), pick(noun)).map(([a, n]) => `This yoga mat is a ${a} ${n}!`),
  fc.tuple(pick(noun), pick(adjective)).map(([n, a]) => `What a ${n}, and how ${a} it seems?`),
  fc.tuple(pick(audience), pick(verb), pick(adjective), pick(noun)).map(([p, v, a, n]) => `${p.charAt(0).toUpperCase()}${p.slice(1)} will ${v} such a ${a} ${n} every single evening of the season.`),
);

interface Padding {
  text: string;
  where: 'bullet-end' | 'bullet-start' | 'description' | 'new-bullet';
  bullet: number;
}

function pad(listing: Listing, paddings: readonly Padding[]): Listing {
  const bullets = [...listing.bullets];
  let description = listing.description ?? '';
  for (const { text, where, bullet } of paddings) {
    const i = bullet % bullets.length;
    if (where === 'bullet-end') bullets[i] = `${bullets[i]} ${text}`;
    else if (where === 'bullet-start') bullets[i] = `${text} ${bullets[i]}`;
    else if (where === 'new-bullet') bullets.push(text);
    else description = description ? `${description}\n\n${text}` : text;
  }
  return { ...listing, bullets, description };
}

const padding = fc.record({ text: filler, where: fc.constantFrom<Padding['where']>('bullet-end', 'bullet-start', 'description', 'new-bullet'), bullet: fc.nat(20) });

/**
 * A listing of facts, each stated once: the facts shuffled and cut into one to six bullets of one
 * to three sentences, the rest in the description.
 */
const factualListing = fc
  .tuple(fc.shuffledSubarray(FACTS_IN_TITLE_WORDS, { minLength: 1 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 }))
  .map(([facts, sizes]): Listing => {
    const bullets: string[] = [];
    let at = 0;
    for (const size of sizes) {
      if (at >= facts.length) break;
      bullets.push(facts.slice(at, at + size).join(' '));
      at += size;
    }
    return { title: CLEAN_TITLE, bullets, description: facts.slice(at).join(' ') };
  });

/** Any listing of these facts, repeats and duplicate bullets included. */
const anyListing = fc
  .tuple(fc.array(fc.array(pick(FACTS_IN_TITLE_WORDS), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 7 }), fc.array(pick(FACTS_IN_TITLE_WORDS), { maxLength: 6 }))
  .map(([bullets, description]): Listing => ({ title: CLEAN_TITLE, bullets: bullets.map((b) => b.join(' ')), description: description.join(' ') }));

describe('padding', () => {
  it('uses no word of the seller’s text or title in the filler', () => {
    const known = new Set(lowerWords(`${CLEAN_SOURCE} ${FACTS_IN_TITLE_WORDS.join(' ')}`).map(normalizeWord));
    const fillerWords = [...Object.values(FILLER_VOCABULARY).flat(), 'worth', 'moment', 'weigh', 'options', 'brings', 'seems', 'single', 'evening', 'season']
      .flatMap((w) => lowerWords(w))
      .filter((w) => !GRAMMAR_WORDS.has(w))
      .map(normalizeWord);
    expect(fillerWords.filter((w) => known.has(w))).toEqual([]);
  });

  it('lowers the score of a factual listing, with or without the seller’s text, keywords or either policy', () => {
    fc.assert(
      fc.property(
        factualListing,
        fc.array(padding, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<Keywords | undefined>(KEYWORDS, undefined),
        fc.constantFrom('amazon-2025', 'amazon-2026-07'),
        fc.boolean(),
        (listing, paddings, keywords, profileId, withSource) => {
          const context = withSource ? { source: [CLEAN_SOURCE, ...FACTS_IN_TITLE_WORDS].join('\n') } : {};
          const policy = getProfile(profileId);
          const before = audit(listing, keywords, policy, context);
          const after = audit(pad(listing, paddings), keywords, policy, context);
          expect(after.score).toBeLessThan(before.score);
          // Filler never buys length, readability or keyword coverage.
          expect(after.breakdown.completeness).toBeLessThanOrEqual(before.breakdown.completeness);
          expect(after.breakdown.keywords).toBeLessThanOrEqual(before.breakdown.keywords);
          expect(after.breakdown.structure).toBeLessThanOrEqual(before.breakdown.structure);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('never raises the score of any listing, even one with repeats or filler already', () => {
    fc.assert(
      fc.property(anyListing, fc.array(padding, { minLength: 1, maxLength: 6 }), fc.constantFrom<Keywords | undefined>(KEYWORDS, undefined), fc.boolean(), (listing, paddings, keywords, withSource) => {
        const context = withSource ? { source: [CLEAN_SOURCE, ...FACTS_IN_TITLE_WORDS].join('\n') } : {};
        const before = audit(listing, keywords, profile, context);
        const once = pad(listing, paddings.slice(0, 1));
        const after = audit(pad(listing, paddings), keywords, profile, context);
        expect(audit(once, keywords, profile, context).score).toBeLessThanOrEqual(before.score);
        expect(after.score).toBeLessThanOrEqual(before.score);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('costs the old writer’s 96–99 listing its top score', () => {
    const clean = audit(cleanListing(), KEYWORDS, profile, seller);
    const bullets = CLEAN_BULLETS.map((b) => `${b} ${FILLER}`);
    const padded = audit(cleanListing({ bullets, description: `${CLEAN_DESCRIPTION}\n\n${FILLER} Truly, it makes every moment wonderful.` }), KEYWORDS, profile, seller);
    console.log(`clean listing ${clean.score} (substance ${clean.breakdown.substance}); padded with 7 filler sentences ${padded.score} (substance ${padded.breakdown.substance})`);
    expect(padded.score).toBeLessThanOrEqual(clean.score - 10);
    expect(padded.findings.filter((f) => f.rule === 'text.no-fact')).toHaveLength(7);
  });
});

describe('list headings', () => {
  it('reads "Specifications:" over a list as the list’s structure, not a sentence without a fact', () => {
    const description = `${CLEAN_DESCRIPTION}\n\nSpecifications:\n- Thickness: 6mm\n- Weight: 1.1 kg`;
    expect(findingsFor(cleanListing({ description }), 'text.no-fact', seller)).toEqual([]);
    // Without a list below it, the same words are a sentence like any other.
    const dangling = `${CLEAN_DESCRIPTION}\n\nSpecifications:`;
    expect(findingsFor(cleanListing({ description: dangling }), 'text.no-fact', seller)).toHaveLength(1);
  });
});
