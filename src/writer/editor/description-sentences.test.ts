import { describe, expect, it } from 'vitest';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { writeForUS } from './testing/write.js';

/*
 * Sentences of the description a seller would be embarrassed by (issue 23), each as a class, on
 * listings written the way sellers write them (none of them a benchmark row).
 */

function descriptionOf(bulletPoints: string[], title: string, titleMainKeyword: string): string {
  const input: OptimizerInput = { title, bulletPoints, titleMainKeyword, titleSecondaryKeywords: '', bulletKeywords: '' };
  return writeForUS(input).product_description;
}

describe('the description says the seller\'s facts as a careful seller would', () => {
  it('never says a store line (`Sold By:- …`) of the product, nor a verb-phrase label as its property (`Its designed by is …`)', () => {
    const description = descriptionOf(
      [
        'SEALED LID: Each tray has a snug lid that keeps freezer odours out of the ice.',
        'Sold By:- FrostlineStore_India',
        'Made In: India',
        'EASY RELEASE: Flexible silicone pushes cubes out with a gentle press.',
      ],
      'Frostline Silicone Ice Cube Tray with Lid, 24 Cubes (Blue)',
      'ice cube tray',
    );
    expect(description).not.toMatch(/FrostlineStore|sold by/iu);
    expect(description).not.toMatch(/\b(?:its|their) (?:made|designed|sold) (?:in|by)\b/iu);
  });

  it('never says a header and its slogan as a property (`Its cordless serving is Lift, pour, set back.`)', () => {
    const description = descriptionOf(
      [
        'CORDLESS SERVING - Lift, pour, set back! You can set the kettle down on the 360° swivel base at any angle.',
        'FAST BOIL: Boils 1.5 litres of water in under 5 minutes.',
        'AUTO SHUT-OFF: Switches off by itself when the water boils.',
      ],
      'Brewmate Electric Kettle 1.5L, Stainless Steel, 1500 Watts (Silver)',
      'electric kettle',
    );
    expect(description).not.toMatch(/cordless serving (?:is|are)/iu);
    expect(description).toMatch(/boils 1\.5 litres of water in under 5 minutes/u);
  });

  it('says a material as what the product is made of, never `has a material of …`', () => {
    const description = descriptionOf(['Heats evenly on any gas burner', 'Colour: Red, Material: Cast aluminium', 'Warranty: 1 year warranty'], 'Hearthly H2 Stovetop Grill Pan Square (Red)', 'grill pan');
    expect(description).not.toMatch(/(?:has|have) an? (?:material|colou?r)s? of/iu);
    expect(description).toMatch(/made of cast aluminium|Material: Cast aluminium/iu);
  });

  it('never lists a sentence as a specification value (`Care: Washable art supplies make cleanup quick`)', () => {
    const description = descriptionOf(
      [
        'TODDLER PAINT SET: Featured in this set are 6 finger paints in bright colours including red, yellow and blue.',
        'WASHABLE PAINTS: Washable art supplies make cleanup quick so parents can relax after playtime.',
        'NON-TOXIC: Each paint is made with non-toxic ingredients.',
      ],
      'Brightdot Washable Finger Paints for Toddlers, 6 Colours',
      'finger paints',
    );
    expect(description).not.toMatch(/^Care: .*\bmake\b/mu);
  });

  it('never says again in a sentence the measure the specification list below gives (`It has up to 3A output.` over `Power: 3A`)', () => {
    const description = descriptionOf(['1m long braided USB C cable', 'Transfers data at up to 480 Mbps', 'Upto 3A output', 'Up To 3A Output'], 'Voltix USB C Cable 1m (Black)', 'usb cable');
    expect(description).toMatch(/480 Mbps/u);
    expect(description.match(/\b3A\b/gu) ?? []).toHaveLength(1);
  });

  it('says a bullet\'s sentence about a counted or measured part as the product\'s, its figures unchanged (`3 buttons improve …`, `Copper wires enable 3.5A output`)', () => {
    const description = descriptionOf(
      ['PRODUCTIVE: 3 buttons improve productivity at your desk every day.', 'CHARGING: Copper wires enable 3.5A output for fast charging.', 'COMFORT: Contoured shape fits either hand.'],
      'Clikko M3 Wireless Mouse for Laptop (Grey)',
      'wireless mouse',
    );
    expect(description).toMatch(/3 buttons that improve productivity|Its 3 buttons improve productivity/u);
    expect(description).toMatch(/copper wires (?:that )?enable 3\.5A output/u);
    // (A verb in -s before `either` is the sentence's verb: `It has contoured shape fits either hand` is none.)
    expect(description).not.toMatch(/has contoured shape fits/u);
  });

  it('says a bullet\'s sentence whose owner comes after `of` (`The soft grip of these chunky markers makes …`) as the product\'s, its words kept', () => {
    const description = descriptionOf(
      [
        'CHUNKY MARKERS: The soft grip of these round chunky markers makes them easy for little hands to hold and colour with.',
        'BRIGHT INK: The vivid ink of these markers dries quickly on paper and card.',
        'WASHABLE: Washable ink makes cleanup quick so parents can relax after playtime.',
      ],
      'Dotbright Washable Chunky Markers for Toddlers, 8 Count',
      'chunky markers',
    );
    expect(description).not.toBe('');
    expect(description).toMatch(/soft grip (?:that )?makes? them easy for little hands to hold and colour with/u);
    expect(description).toMatch(/vivid ink (?:that )?dries quickly on paper and card/u);
    // (The owner's own describing words are the product's, said of it, not lost.)
    expect(description).toMatch(/\bround\b/u);
  });

  it('lists a line of several `Label: value` pairs one pair to a line, each once', () => {
    const description = descriptionOf(['Heats evenly on any gas burner', 'Colour: Black, Material: Nonstick, Handle: Bakelite', 'Cooks two sandwiches at once'], 'Grillo G4 Sandwich Gas Toaster Regular', 'sandwich toaster');
    const lines = description.split('\n');
    expect(lines).toContain('Colour: Black');
    expect(lines).toContain('Handle: Bakelite');
    expect(lines.filter((l) => /^Colou?r: Black$/u.test(l))).toHaveLength(1);
    expect(description).not.toMatch(/Black, Material/u);
    // (The same figure in another spelling under the same label is the same pair: `Power: 1900W` beside `Power: 1900 Watts`.)
    const washer = descriptionOf(['Cleans cars and patios with 130 bar pressure', 'Power: 1900W, Flow rate: 10L/min', 'Draws 1900 Watts of power'], 'Jetwash J9 Pressure Washer', 'pressure washer');
    expect(washer.split('\n').filter((l) => /^Power:/u.test(l))).toHaveLength(1);
  });

  it('says a colour or a finish as what the product is (`It is dark green.`), never `has a colour of …`; a value that names no colour is left to the list', () => {
    const description = descriptionOf(['Heats evenly on any gas burner', 'Colour: Dark Green', 'Finish: Matte', 'Cooks two sandwiches at once'], 'Grillo G4 Sandwich Gas Toaster Regular', 'sandwich toaster');
    expect(description).toMatch(/\b(?:is|are) dark green\b/u);
    expect(description).toMatch(/\bmatte\b/iu);
    expect(description).not.toMatch(/(?:has|have) an? (?:colou?r|finish) of|(?:its|their) (?:colou?r|finish) (?:is|are)/iu);
    const shown = descriptionOf(['Heats evenly on any gas burner', 'Colour: As Shown In The Image', 'Cooks two sandwiches at once'], 'Grillo G4 Sandwich Gas Toaster Regular', 'sandwich toaster');
    expect(shown).not.toMatch(/colou?r (?:is|of) as shown/iu);
  });

  it('never says a label that is more a verb than a noun as the product\'s property (`Its supply is 230 Volts AC.`)', () => {
    const description = descriptionOf(
      ['Boils 1.5 litres of water in under 5 minutes', 'Wide mouth for easy cleaning. Supply: 230 Volts AC, 50 Hz', 'Yield: 40 cups of tea', 'Switches off by itself when the water boils'],
      'Brewmate Electric Kettle 1.5L, Stainless Steel (Silver)',
      'electric kettle',
    );
    expect(description).not.toMatch(/(?:its|their) (?:supply|yield) (?:is|are)|(?:has|have) an? (?:supply|yield) of/iu);
  });
});
