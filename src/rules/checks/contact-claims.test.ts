import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { fix } from '../fix/fix.js';
import { getProfile } from '../profiles.js';
import {
  HOLDOUT_SENTENCES, LABELLED_SENTENCES, SECOND_HOLDOUT_SENTENCES, type LabelledSentence,
} from '../testing/contact-claims.labelled.js';
import { CLEAN_BULLETS, cleanListing, findingsFor, withTitle } from '../testing/listings.js';

const profile = getProfile('amazon-2025');

/** The rules that forbid contact details, contact requests, guarantees and prices. */
const BANNED_RULES = new Set(['text.contact-info', 'text.contact-request', 'text.guarantee', 'text.promo-claim']);

/** The banned-content findings for a sentence placed after the first clean bullet's text. */
function bannedFindings(sentence: string) {
  const bullets = [...CLEAN_BULLETS];
  bullets[0] = `${CLEAN_BULLETS[0]} ${sentence}`;
  return audit(cleanListing({ bullets }), undefined, profile).findings.filter(
    (f) => BANNED_RULES.has(f.rule) && f.field === 'bullets' && f.index === 0,
  );
}

interface Measure {
  recall: number;
  precision: number;
  missed: string[];
  falseAlarms: string[];
}

function measure(set: readonly LabelledSentence[]): Measure {
  let truePositives = 0;
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  for (const { text, banned } of set) {
    const flagged = bannedFindings(text).length > 0;
    if (flagged && banned) truePositives++;
    else if (flagged) falseAlarms.push(text);
    else if (banned) missed.push(text);
  }
  return {
    recall: truePositives / (truePositives + missed.length),
    precision: truePositives / (truePositives + falseAlarms.length),
    missed,
    falseAlarms,
  };
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

describe('contact details, guarantees and prices: the labelled set', () => {
  const all = [...LABELLED_SENTENCES, ...HOLDOUT_SENTENCES, ...SECOND_HOLDOUT_SENTENCES];

  it('has at least 150 sentences of both kinds, each once', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((s) => s.banned).length).toBeGreaterThanOrEqual(75);
    expect(all.filter((s) => !s.banned).length).toBeGreaterThanOrEqual(75);
    expect(new Set(all.map((s) => s.text)).size).toBe(all.length);
  });

  it('finds at least 98% of the banned sentences (recall) with at least 98% of its findings right (precision)', () => {
    const sets = { main: LABELLED_SENTENCES, holdout: HOLDOUT_SENTENCES, 'second holdout': SECOND_HOLDOUT_SENTENCES, all };
    for (const [name, set] of Object.entries(sets)) {
      const { recall, precision } = measure(set);
      const positives = set.filter((s) => s.banned).length;
      console.log(`contact and claims, ${name} (${positives} banned, ${set.length - positives} allowed): recall ${percent(recall)}, precision ${percent(precision)}`);
    }
    const result = measure(all);
    expect(result.missed, 'missed').toEqual([]);
    expect(result.falseAlarms, 'false alarms').toEqual([]);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    expect(result.precision).toBeGreaterThanOrEqual(0.98);
  });

  it('reports each banned sentence as an error over whole sentences, never a piece of one', () => {
    const start = CLEAN_BULLETS[0]!.length + 1;
    for (const { text } of all.filter((s) => s.banned)) {
      const bullet = `${CLEAN_BULLETS[0]} ${text}`;
      const findings = bannedFindings(text);
      expect(findings.every((f) => f.severity === 'error'), text).toBe(true);
      for (const f of findings) {
        // A finding starts where the sentence starts (or after the previous one's end) and ends
        // where the sentence ends.
        expect(f.start === start || /[.!?]\s$/.test(bullet.slice(0, f.start)), text).toBe(true);
        expect(f.end === bullet.length || /[.!?]$/.test(bullet.slice(0, f.end)), text).toBe(true);
      }
    }
  });
});

describe('banned statements', () => {
  it('cover only their own sentence, leaving the facts around them', () => {
    const bullet = 'WARRANTY: 12 months warranty on the motor. If you have any problem, please contact us. Fits 6 to 8 inch pots.';
    const [finding] = findingsFor(cleanListing({ bullets: [bullet, ...CLEAN_BULLETS.slice(1)] }), 'text.contact-request');
    expect(bullet.slice(finding?.start, finding?.end)).toBe('If you have any problem, please contact us.');
  });

  it('stop at a semicolon inside a sentence', () => {
    const bullet = 'Soft 6mm foam; WhatsApp +91 98765 43210 for bulk orders.';
    const findings = findingsFor(cleanListing({ bullets: [bullet, ...CLEAN_BULLETS.slice(1)] }), 'text.contact-info');
    expect(findings.map((f) => bullet.slice(f.start, f.end))).toEqual(['; WhatsApp +91 98765 43210 for bulk orders.']);
  });

  it('are reported once per sentence and rule', () => {
    const findings = findingsFor(cleanListing({ description: 'Satisfaction guaranteed or your money back, full refund.' }), 'text.guarantee');
    expect(findings).toHaveLength(1);
  });

  it('are a segment in a title, or the phrase when the title has one segment', () => {
    const title = 'Gaiam Yoga Mat (Call 555-123-4567), 6mm Thick';
    const [finding] = findingsFor(withTitle(title), 'text.contact-info');
    expect(title.slice(finding?.start, finding?.end)).toBe(' (Call 555-123-4567)'.trimStart());
    expect(fix(withTitle(title), undefined, profile).title).toBe('Gaiam Yoga Mat, 6mm Thick');
    expect(fix(withTitle('Gaiam Yoga Mat www.gaiam.com Blue'), undefined, profile).title).toBe('Gaiam Yoga Mat Blue');
  });

  it('are removed whole by fix, and the facts beside them stay', () => {
    const fixed = fix(
      cleanListing({
        bullets: ['Soft 6mm foam. For bulk orders, call us at +91 98765 43210.', 'Message us on WhatsApp for custom sizes. Weighs 1.1 kg.', ...CLEAN_BULLETS.slice(2)],
        description: 'Folds flat.\n\nFeel free to contact our support team with any questions. Rolls up for travel.',
      }),
      undefined,
      profile,
    );
    expect(fixed.bullets.slice(0, 2)).toEqual(['Soft 6mm foam.', 'Weighs 1.1 kg.']);
    expect(fixed.description).toBe('Folds flat.\n\nRolls up for travel.');
  });

  it('leave search terms word by word', () => {
    const findings = findingsFor(cleanListing({ backend: 'mat foam help@brand.com strap' }), 'text.contact-info');
    expect(findings).toMatchObject([{ field: 'backend', start: 9, end: 23 }]);
  });
});
