import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { utf8ByteLength } from '../counting.js';
import { getProfile } from '../profiles.js';
import { packBackendTerms } from './backend.js';

describe('packBackendTerms', () => {
  it('lowercases, removes punctuation, stopwords, subjective words and repeats', () => {
    expect(packBackendTerms(['Cork Block, the BEST blocks; Strap & Towel, new'], { title: '', maxBytes: 249 })).toBe('cork block strap towel');
  });

  it('leaves out title words, and bullet words when bullets are given', () => {
    expect(packBackendTerms(['yoga mats pilates sport'], { title: 'Yoga Mats', maxBytes: 249 })).toBe('pilates sport');
    expect(packBackendTerms(['yoga pilates sport'], { title: 'Yoga', bullets: ['For pilates'], maxBytes: 249 })).toBe('sport');
  });

  it('keeps the other number of a title word: `mat` is another search word than `mats`', () => {
    expect(packBackendTerms(['yoga mat pilates'], { title: 'Yoga Mats', maxBytes: 249 })).toBe('mat pilates');
  });

  it('leaves out the brand and ASINs', () => {
    expect(packBackendTerms(['manduka B07KMVJJK7 sport'], { title: '', brand: 'Manduka', maxBytes: 249 })).toBe('sport');
  });

  it('puts priority words first so they survive the byte budget', () => {
    expect(packBackendTerms(['alpha beta gamma delta'], { title: '', maxBytes: 11, priority: ['delta gamma'] })).toBe('gamma delta');
  });

  it('fills the budget with shorter later words when a long one does not fit', () => {
    const packed = packBackendTerms(['aaaa bbbbbbbbbb cc'], { title: '', maxBytes: 8 });
    expect(packed).toBe('aaaa cc');
  });

  it('counts multi-byte words by their UTF-8 size', () => {
    const packed = packBackendTerms(['ヨガ マット 瑜伽 垫子 müsli'], { title: '', maxBytes: 23 });
    expect(utf8ByteLength(packed)).toBe(23); // 6 + 1 + 9 + 1 + 6
    expect(packed).toBe('ヨガ マット 瑜伽');
  });

  it('never outputs a word that was not a candidate', () => {
    expect(packBackendTerms(["women's don’t"], { title: '', maxBytes: 249 })).toBe('women don');
    expect(packBackendTerms(["women's-wear don't-miss 'x-ray'"], { title: '', maxBytes: 249 })).toBe('women wear don miss x-ray');
  });

  it('keeps hyphenated words and decimals whole, so no number appears that the seller never wrote', () => {
    const packed = packBackendTerms(['2.4GHz Wi-Fi router, 3-in-1 USB-C hub, 1.5mm x-large'], { title: '', maxBytes: 249 });
    expect(packed).toBe('2.4ghz wi-fi router 3-in-1 usb-c hub 1.5mm x-large');
    expect(packed.split(' ')).not.toContain('4ghz');
    expect(packed.split(' ')).not.toContain('1');
  });

  it('still splits on punctuation that is not inside a word', () => {
    expect(packBackendTerms(['cork - block--strap, node.js -towel 2. .5'], { title: '', maxBytes: 249 })).toBe('cork block strap node js towel 2 5');
  });

  it('drops a hyphenated term whose parts are the brand, subjective, temporary, or all in the title', () => {
    const options = { title: 'Router 3 in 1', brand: 'Gaiam', maxBytes: 249 };
    expect(packBackendTerms(['gaiam-compatible best-selling limited-time 3-in-1 wi-fi'], options)).toBe('wi-fi');
  });

  it('packs nothing that the search-term rules report', () => {
    const title = 'Gaiam Yoga Mat 3 in 1';
    const packed = packBackendTerms(['Yoga, 2.4GHz wi-fi 3-in-1 gaiam-mat -- usb-c, usb-c the best-selling limited edition time B07KMVJJK7'], { title, brand: 'Gaiam', maxBytes: 249 });
    expect(packed).toBe('2.4ghz wi-fi usb-c limited edition time');
    const rules = new Set(audit({ title, bullets: [], backend: packed, brand: 'Gaiam' }, undefined, getProfile()).findings.map((f) => f.rule));
    for (const rule of ['backend.punctuation', 'backend.stopword', 'backend.subjective-or-temporary', 'backend.brand', 'backend.duplicate-word', 'backend.repeats-title', 'backend.asin'] as const) {
      expect(rules.has(rule), rule).toBe(false);
    }
  });

  it('never packs a temporary phrase that dropping a word in between would create', () => {
    expect(packBackendTerms(['limited the time sport'], { title: '', maxBytes: 249 })).toBe('limited sport');
  });

  it('removes contact details and invisible characters before packing', () => {
    expect(packBackendTerms(['sport help@brand.com ca\u200Bble'], { title: '', maxBytes: 249 })).toBe('sport cable');
  });
});
