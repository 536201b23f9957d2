import { describe, expect, it } from 'vitest';
import type { GeneratedListing } from '../../src/contract/optimizer.js';
import type { DraftField } from '../../src/writer/guarantee/draft-issues.js';
import { groundingIssues, groundText } from '../../src/writer/guarantee/grounding.js';
import { sellerText } from '../../src/writer/guarantee/seller-text.js';
import { keywordStuffing } from '../../src/writer/guarantee/stuffing.js';

const SELLER = [
  'Brewmaster Kettle 1.5-Litre Stainless Steel, 8" Base',
  'Holds 1,500 ml of water; boils in 4 minutes with a 1500W element.',
  'BPA-free lid. 2+1* years warranty. Fits model SM-X200/X205.',
  'Eco-friendly packaging. Note: not for induction hobs.',
  'Free of plastic taste. DISHWASHER\u202C SAFE parts.',
  'electric kettle',
].join('\n');
const source = sellerText(SELLER);
const issues = (text: string, field: DraftField = 'bullets') => groundText({ field, index: 0, text }, source);
const words = (text: string, field: DraftField = 'bullets') => issues(text, field).map((i) => `${i.kind}:${i.text}`);

describe('grounding: numbers and units', () => {
  it('accepts the seller’s numbers in any spelling of the same unit and number form', () => {
    expect(words('Boils 1.5 L in 4 min on an 8 inch base; holds 1500 ml with a 1,500 W element.')).toEqual([]);
    expect(words('A 1.5 litre kettle with an 8-inch base and a 1500-watt element.')).toEqual([]);
    expect(words('2+1 years of warranty.')).toEqual([]); // the seller's footnote mark is no other fact
    expect(words('compatible x200 x205', 'backend')).toEqual([]); // model codes the seller wrote
  });

  it('finds numbers and units the seller never gave, including a lost decimal', () => {
    expect(words('A 5-Litre kettle.')).toEqual(['number:5-Litre']); // "1.5-Litre" lost its "1."
    expect(words('Holds 2.5 L, boils in 3 minutes on a 10" base.')).toEqual(['number:2.5 L', 'number:3 minutes', 'number:10"']);
    expect(words('Holds 1.5 gallons.')).toEqual(['number:1.5 gallons']); // the number is the seller's, the unit is not
    expect(issues('Holds 2.5 L.')[0]).toMatchObject({
      instruction: 'Bullet 1: "2.5 L" is not in the seller\'s listing; use only the seller\'s own numbers and units, as the seller wrote them.',
      reason: 'the number "2.5 L" is not in your listing',
    });
  });
});

describe('grounding: materials, certifications and claims', () => {
  it('finds materials, colours and certifications the seller never named', () => {
    expect(words('A bamboo handle, a black glass lid, FDA and CE certified, ISO 9001.')).toEqual([
      'material:bamboo', 'colour:black', 'material:glass', 'certification:FDA', 'certification:CE', 'certification:certified', 'certification:ISO', 'number:9001',
    ]);
    expect(words('A polypropylene base, PFOA-free and non-slip.')).toEqual(['material:polypropylene', 'claim:PFOA-free', 'claim:non-slip']);
  });

  it('finds claims the seller did not make, and keeps those they did', () => {
    expect(words('The #1 best seller, doctor recommended and award-winning.').map((w) => w.split(':')[0])).toEqual(['claim', 'claim', 'claim', 'claim']);
    expect(issues('Doctor recommended for back pain.')[0]!.reason).toBe('a medical claim not in your listing');
    expect(issues('Eco-friendly and certified organic.').map((i) => i.reason)).toEqual([
      'the certification "certified" is not in your listing',
      'the certification "organic" is not in your listing',
    ]); // eco-friendly is the seller's own claim
    expect(words('A BPA-free lid in stainless steel; dishwasher safe.')).toEqual([]); // the seller's words (one hidden by an invisible character)
  });

  it('does not read a material the seller only negated as theirs to state', () => {
    expect(issues('A plastic body.').map((i) => [i.kind, i.text, i.reason])).toEqual([['material', 'plastic', 'your listing only says it is free of "plastic"']]);
    expect(words('No plastic taste; a plastic-free interior.')).toEqual([]);
    // A negation reaches two words on its own line, and never the next line or a compound.
    expect(sellerText('Free of plastic taste. A latex free grip. Not made of glass.').absent).toEqual(['plastic', 'latex', 'glass']);
    expect(sellerText('Locking System - No\nSpecial rubber shoes. Less Noise\nStainless Steel. Non-toxic silicone. Colour - White\nFREE installation').absent).toEqual([]);
  });
});

describe('grounding: assistant talk and formatting', () => {
  it.each([
    ["I'm sorry, but I can't help with that.", "I'm sorry"],
    ['As an AI language model, I cannot verify this.', 'As an AI language model'],
    ['Here is your title: Brewmaster Kettle', 'Here is your title:'],
    ['Sure! Brewmaster Kettle 1.5-Litre', 'Sure!'],
    ['Certainly, here are five bullets: FAST BOIL: boils.', 'Certainly,'],
    ['Title 2: Brewmaster Kettle', 'Title 2:'],
    ['Brewmaster Kettle (198 characters)', '(198 characters)'],
    ['I hope this helps!', 'I hope this helps'],
    ['Note: the title is 198 characters long.', 'Note: the title'],
  ])('finds "%s"', (text, found) => {
    expect(issues(text, 'title').filter((i) => i.kind === 'meta').map((i) => i.text)).toContain(found);
  });

  it('leaves listing copy alone, and the seller’s own notes', () => {
    expect(words('SURE GRIP: a sure-grip handle. Certainly sturdy.')).toEqual([]);
    expect(words('Note: not for induction hobs.')).toEqual([]);
    expect(words('Note: fill to the MAX line before boiling.')).toEqual([]);
    expect(words('Here you get a stainless steel lid.')).toEqual([]);
  });

  it('finds HTML and markdown, and reads numbers past entities', () => {
    expect(words('<b>FAST BOIL:</b> holds 1500 ml &amp; more')).toEqual(['markup:<b>', 'markup:</b>', 'markup:&amp;']);
    expect(words('**FAST BOIL:** *quick* boil')).toEqual(['markup:**', 'markup:**', 'markup:*', 'markup:*']);
    expect(words('## Features\nBoils in 4 minutes.', 'description')).toEqual(['markup:## Features\n']);
    expect(words('It&#39;s quick.')).toEqual(['markup:&#39;']); // no number 39
    expect(words('Line one<br>line two', 'description')).toEqual([]); // Amazon keeps line breaks there
  });

  it('reads every field of a draft, each title option on its own', () => {
    const draft: GeneratedListing = {
      optimized_titles: ['Brewmaster Kettle 1.5-Litre', 'Brewmaster Kettle 2L'],
      optimized_bullet_points: ['Boils in 4 minutes.', 'Made of bamboo.'],
      product_description: 'As an AI, I cannot.',
      backend_search_terms: 'kettle black',
    };
    expect(groundingIssues(draft, source).map((i) => [i.field, i.index, i.text])).toEqual([
      ['title', 1, '2L'],
      ['bullets', 1, 'bamboo'],
      ['description', undefined, 'As an AI'],
      ['description', undefined, 'I cannot'],
      ['backend', undefined, 'black'],
    ]);
  });
});

describe('keyword stuffing', () => {
  const keywords = { main: 'electric kettle', secondary: ['tea kettle'], bullet: ['kettle'] };
  const draft = (bullets: string[], description = ''): GeneratedListing => ({ optimized_titles: ['t'], optimized_bullet_points: bullets, product_description: description, backend_search_terms: '' });

  it('reports each use of a keyword phrase past two in a bullet and four in the description', () => {
    const stuffed = 'ELECTRIC KETTLE: This electric kettle is an electric kettle. Our electric kettle beats every electric-kettle.';
    const found = keywordStuffing(draft([stuffed, 'An electric kettle and a tea kettle.'], 'electric kettles '.repeat(5)), keywords, source);
    expect(found.map((i) => [i.field, i.index, i.text])).toEqual([
      ['bullets', 0, 'electric kettle'],
      ['bullets', 0, 'electric kettle'],
      ['bullets', 0, 'electric-kettle'],
      ['description', undefined, 'electric kettles'],
    ]);
    expect(found[0]!.instruction).toBe('Bullet 1: "electric kettle" appears 5 times; use it at most twice and give the seller\'s facts instead.');
  });

  it('leaves one-word keywords and the seller’s own sentences alone', () => {
    expect(keywordStuffing(draft(['kettle kettle kettle kettle']), keywords, source)).toEqual([]);
    const own = sellerText('Electric kettle for electric kettle fans who love an electric kettle.');
    expect(keywordStuffing(draft(['Electric kettle for electric kettle fans who love an electric kettle.']), keywords, own)).toEqual([]);
  });
});
