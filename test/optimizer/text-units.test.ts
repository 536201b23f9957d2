import { describe, expect, it } from 'vitest';
import { stripMarkup } from '../../src/writer/guarantee/markup.js';
import { removeUnits, textUnits, unitsCovering, type UnitField } from '../../src/writer/guarantee/text-units.js';

const pieces = (text: string, field: UnitField) => textUnits(text, field).map((u) => `${u.kind}:${text.slice(u.start, u.end)}`);
/** Removes the units holding `words`, as the final pass does for a flagged span. */
const without = (text: string, field: UnitField, words: string) => {
  const at = text.indexOf(words);
  return removeUnits(text, field, unitsCovering(textUnits(text, field), at, at + words.length));
};

describe('text units: what can be removed whole', () => {
  it('reads a bullet as its header and its sentences, keeping numbers and abbreviations whole', () => {
    expect(pieces('EASY CLEAN: Antibacterial surface kills germs. Holds 1.5 L (approx. 50 oz.) of water! Fits a U.S. outlet', 'bullets')).toEqual([
      'lead-in:EASY CLEAN:',
      'sentence:Antibacterial surface kills germs.',
      'sentence:Holds 1.5 L (approx. 50 oz.) of water!',
      'sentence:Fits a U.S. outlet',
    ]);
    expect(pieces('Made for 16 oz. bottles. “It boils fast.” Done', 'bullets')).toEqual(['sentence:Made for 16 oz. bottles.', 'sentence:“It boils fast.”', 'sentence:Done']);
  });

  it('ends a sentence after a unit short form when a new sentence follows, so removing one keeps the other', () => {
    const text = 'HIGH-OUTPUT 110V BLOWER: Holds players up to 85 lbs. The result is fast-paced, long-lasting play.';
    expect(pieces(text, 'bullets')).toEqual([
      'lead-in:HIGH-OUTPUT 110V BLOWER:',
      'sentence:Holds players up to 85 lbs.',
      'sentence:The result is fast-paced, long-lasting play.',
    ]);
    expect(without(text, 'bullets', 'fast-paced')).toBe('HIGH-OUTPUT 110V BLOWER: Holds players up to 85 lbs.');
  });

  it('reads a title as segments, and search terms as words', () => {
    expect(pieces('Brewmaster Kettle 1,500W - Stainless Steel, 8" Base | Tea', 'title')).toEqual([
      'segment:Brewmaster Kettle 1,500W', 'segment:Stainless Steel', 'segment:8" Base', 'segment:Tea',
    ]);
    expect(pieces('Here is your title: Sure! Brewmaster Kettle', 'title')).toEqual(['segment:Here is your title', 'segment:Sure!', 'segment:Brewmaster Kettle']);
    expect(pieces('kettle  tea boiler', 'backend')).toEqual(['word:kettle', 'word:tea', 'word:boiler']);
  });

  it('removes a whole sentence, never the words around a flagged span', () => {
    expect(without('EASY CLEAN: Antibacterial surface kills germs. Wide lid for easy filling.', 'bullets', 'Antibacterial')).toBe(
      'EASY CLEAN: Wide lid for easy filling.',
    );
    expect(without('Antibacterial surface kills germs', 'bullets', 'kills germs')).toBe('');
  });

  it('drops a header whose sentences are all gone', () => {
    expect(without('DOCTOR TIP: Doctor recommended for back pain. SIZE: Fits 8" bases.', 'bullets', 'Doctor recommended')).toBe('SIZE: Fits 8" bases.');
  });

  it('keeps paragraph breaks in a description', () => {
    expect(without('One fact.\n\nKills germs. Two fact.\n\nThree fact.', 'description', 'Kills')).toBe('One fact.\n\nTwo fact.\n\nThree fact.');
    expect(without('One fact. Kills germs.\n\nThree fact.', 'description', 'Kills')).toBe('One fact.\n\nThree fact.');
  });

  it('removes a title segment with its separator', () => {
    expect(without('Brewmaster Kettle, Best Seller, 1.7L Stainless Steel', 'title', 'Best Seller')).toBe('Brewmaster Kettle, 1.7L Stainless Steel');
    expect(without('Best Seller - Brewmaster Kettle', 'title', 'Best Seller')).toBe('Brewmaster Kettle');
    expect(without('kettle black tea', 'backend', 'black')).toBe('kettle tea');
  });
});

describe('markup: formatting goes, words stay', () => {
  it('strips HTML, with block tags as breaks in a description', () => {
    expect(stripMarkup('<p>Boils <b>fast</b> &amp; quietly.</p><ul><li>1.7 L</li></ul>', 'description').text).toBe('Boils fast & quietly.\n\n1.7 L');
    expect(stripMarkup('<strong>FAST BOIL:</strong> Boils.<br>Quiet.', 'bullets').text).toBe('FAST BOIL: Boils. Quiet.');
    expect(stripMarkup('Boils.<br>Quiet.', 'description').text).toBe('Boils.<br>Quiet.');
  });

  it('strips markdown emphasis and list markers, and drops heading lines', () => {
    expect(stripMarkup('- **FAST BOIL:** boils *fast*', 'bullets').text).toBe('FAST BOIL: boils fast');
    expect(stripMarkup('## Features\n- Boils fast\n* Quiet', 'description').text).toBe('- Boils fast\nQuiet');
    expect(stripMarkup('1. Boils fast', 'bullets').text).toBe('Boils fast');
    expect(stripMarkup('Step 1. Fill 2*3 cups', 'bullets').text).toBe('Step 1. Fill 2*3 cups');
  });
});
