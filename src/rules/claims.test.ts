import { describe, expect, it } from 'vitest';
import { unsupportedClaims } from './claims.js';

const SOURCE = 'Yoga mat, 6mm thick, 183 x 61 cm, TPE foam, blue. Weighs 1.1 kg. 1,000 pieces. 12-month warranty.';

describe('unsupportedClaims', () => {
  it('flags numbers with units that the input does not have', () => {
    const findings = unsupportedClaims({ title: 'Yoga Mat 8mm Thick, 2 kg', bullets: [] }, SOURCE);
    expect(findings.map((f) => f.message)).toEqual(['"8mm" is not in the seller\'s input.', '"2 kg" is not in the seller\'s input.']);
    expect(findings[0]).toMatchObject({ rule: 'text.unsupported-claim', severity: 'warning', field: 'title', start: 9, end: 12 });
  });

  it('accepts numbers and units the input has, in any spelling', () => {
    const output = { title: 'Yoga Mat 6 mm, 1.1kg, 1000 Pieces', bullets: ['183 x 61 cm surface', '12 months of warranty'] };
    expect(unsupportedClaims(output, SOURCE)).toEqual([]);
  });

  it('flags certifications, materials and colours the input does not have', () => {
    const output = { title: 'Yoga Mat', bullets: ['FDA approved stainless steel frame in red', 'BPA-free TPE foam', 'IP68 rated'] };
    const found = unsupportedClaims(output, SOURCE).map((f) => [f.index, output.bullets[f.index ?? 0]?.slice(f.start, f.end)]);
    expect(found).toEqual([[0, 'FDA'], [0, 'stainless steel'], [0, 'red'], [1, 'BPA-free'], [2, 'IP68']]);
  });

  it('accepts claim words present in the input, plural or not', () => {
    expect(unsupportedClaims({ title: 'Blue TPE Foam Mat', bullets: ['foam'] }, SOURCE)).toEqual([]);
  });

  it('accepts a claim word in the other spelling of the seller’s (gray for grey, aluminium for aluminum)', () => {
    expect(unsupportedClaims({ title: 'Cable', bullets: [], backend: 'gray aluminium' }, 'Braided cable, Grey, aluminum housing')).toEqual([]);
  });

  it('reports each claim once per field', () => {
    expect(unsupportedClaims({ title: 'Red mat, red strap', bullets: [] }, SOURCE)).toHaveLength(1);
  });
});

/** The spans unsupportedClaims reports for `output` (as a title) against `source`. */
function flagged(output: string, source: string): string[] {
  return unsupportedClaims({ title: output, bullets: [] }, source).map((f) => output.slice(f.start, f.end));
}

describe('unsupportedClaims: units in any spelling', () => {
  it.each([
    ['Rotates 360°', 'Rotates 360 degrees'],
    ['Turns 360 deg', 'Turns 360-degree'],
    ['16 oz bottle', '16 ounces'],
    ['12 pcs set', '12 pieces'],
    ['12 pieces', '12 pc'],
    ['Ready in 30 min', '30 minutes'],
    ['Lasts 2 hr', '2 hours'],
    ['Runs 8h', '8 hrs'],
    ['A 5" screen', '5 inches'],
    ['5 in wide', '5-inch'],
    ["A 6' cable", '6 feet'],
    ['6 ft cable', '6 foot'],
    ['2 lbs', '2 pounds'],
    ['1 lb', '1 pound'],
    ['500g', '500 grams'],
    ['2 kg', '2 kilograms'],
    ['250 ml', '250 millilitres'],
    ['2 L', '2 litres'],
    ['2 liters', '2 l'],
    ['60W bulb', '60 watts'],
    ['5000 mAh', '5000mah'],
    ['64 GB', '64 gigabytes'],
    ['2 TB', '2tb'],
    ['30 cm', '30 centimeters'],
    ['3 mm', '3 millimetres'],
    ['2 m', '2 metres'],
    ['Up to 230°C', '230 degrees Celsius'],
    ['Up to 450 °F', '450 degrees F'],
    ['50 percent', '50%'],
    ['16 fl oz', '16 fluid ounces'],
  ])('%j supports %j', (source, output) => {
    expect(flagged(output, source)).toEqual([]);
  });

  it.each([
    ['Rotates 360°', '180 degrees'],
    ['16 oz', '16 lb'],
    ['16 oz', '16 kg'],
    ['12 pcs', '12 packs'],
    ['30 min', '30 hours'],
    ['5 inches', '5 feet'],
    ['230°C', '230 degrees F'],
    ['64 GB', '64 TB'],
    ['16 fl oz', '16 oz'],
  ])('%j does not support %j', (source, output) => {
    expect(flagged(output, source)).toHaveLength(1);
  });
});

describe('unsupportedClaims: numbers glued to punctuation in the source', () => {
  it.each([
    ['HDMI 2.1 Certified,18 Gbps', '18 Gbps bandwidth'],
    ['Water filter (MTDS),6L tank', '6L tank'],
    ['Water filter (MTDS),6L tank', '6 litres'],
    ['Works at .65 MPa', '0.65 MPa'],
    ['Works at .65 MPa', '.65 MPa'],
    ['Sizes 6,8,10', 'Size 8'],
    ['Sizes 6, 8, 10', 'Sizes 6,8,10'],
    ['Weight 1.50 kg', '1.5 kg'],
    ['Weight 1.5 kg', '1.50 kg'],
    ['1,000 pieces', '1000 pieces'],
    ['Sold 1,00,000 units', '100000 units'],
    ['Sold 1,00,000 units', '1,00,000 units'],
    ['Sold 100,000 units', '1,00,000 units'],
    ['Board 10x20 cm', '20 cm long'],
    ['Style No.7', 'No. 7'],
  ])('%j supports %j', (source, output) => {
    expect(flagged(output, source)).toEqual([]);
  });

  it.each([
    // 1.5 stays one decimal: neither 1 nor 5 nor 15 is in it.
    ['Holds 1.5 kg', '5 kg'],
    ['Holds 1.5 kg', '15 kg'],
    ['Firmware v1.5', '5 mm'],
    ['Model A320', '320 cm'],
    ['1,000 pieces', '1 piece'],
    ['Sold 1,00,000 units', '1 unit'],
    ['Works at .65 MPa', '65 MPa'],
    ['Certified,18 Gbps', '18 Mbps'],
  ])('%j does not support %j', (source, output) => {
    expect(flagged(output, source)).toHaveLength(1);
  });

  it('reads glued numbers in the output too, with spans on the number', () => {
    const output = 'HDMI Certified,48 Gbps';
    expect(flagged(output, 'HDMI Certified, 18 Gbps')).toEqual(['48 Gbps']);
  });
});

describe('unsupportedClaims: eyewear is not glass', () => {
  it('does not let "glasses" support the glass material', () => {
    expect(flagged('Glass lenses', 'Reading glasses with 2 lenses')).toEqual(['Glass']);
    expect(flagged('Glass lenses', 'Reading glasses with glass lenses')).toEqual([]);
    expect(flagged('Reading glasses', 'Reading glasses')).toEqual([]);
  });
});
