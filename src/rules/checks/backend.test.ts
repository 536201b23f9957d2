import { describe, expect, it } from 'vitest';
import { cleanListing, findingsFor } from '../testing/listings.js';

const withBackend = (backend: string) => cleanListing({ backend });

describe('backend.bytes', () => {
  it('is an error over 249 bytes, counting multi-byte characters', () => {
    const backend = `${'a'.repeat(246)} ä€`; // 246 + 1 + 2 + 3 = 252 bytes, 249 characters
    const [finding] = findingsFor(withBackend(backend), 'backend.bytes');
    expect(finding).toMatchObject({ severity: 'error', start: 248, end: backend.length });
  });
  it('accepts exactly 249 bytes', () => {
    expect(findingsFor(withBackend(`${'a'.repeat(246)} ä`), 'backend.bytes')).toHaveLength(0);
  });
  it('uses the marketplace limit', () => {
    const backend = 'a'.repeat(220);
    expect(findingsFor(withBackend(backend), 'backend.bytes', { marketplace: 'IN' })).toMatchObject([{ severity: 'error' }]);
    expect(findingsFor(withBackend('a'.repeat(495)), 'backend.bytes', { marketplace: 'JP' })).toHaveLength(0);
  });
  it('counts Japanese full-width text as 3 bytes a character', () => {
    const backend = 'ヨガマット'.repeat(17); // 85 characters, 255 bytes
    expect(findingsFor(withBackend(backend), 'backend.bytes')).toMatchObject([{ severity: 'error' }]);
    expect(findingsFor(withBackend(backend), 'backend.bytes', { marketplace: 'JP' })).toMatchObject([{ severity: 'info' }]);
  });
  it('is info below the target', () => {
    expect(findingsFor(withBackend('sport'), 'backend.bytes')).toMatchObject([{ severity: 'info' }]);
  });
});

describe('backend.punctuation', () => {
  it('fires on commas and other punctuation', () => {
    expect(findingsFor(withBackend('sport, gym; barre'), 'backend.punctuation')).toHaveLength(2);
  });
  it('does not fire on plain words', () => {
    expect(findingsFor(withBackend('sport gym barre'), 'backend.punctuation')).toHaveLength(0);
  });
  it('does not fire on a hyphen inside a word or a decimal point between digits', () => {
    expect(findingsFor(withBackend('2.4ghz 3-in-1 usb-c wi-fi 1.5mm x-large'), 'backend.punctuation')).toHaveLength(0);
  });
  it('fires on hyphens and periods that are not inside a term', () => {
    const cases: [string, string[]][] = [
      ['sport - gym', ['-']],
      ['-sport gym-', ['-', '-']],
      ['sport--gym', ['--']],
      ['node.js e.g. gym', ['.', '.', '.']],
      ['sport. gym', ['.']],
      ['sport .5 gym', ['.']],
      ['sport 2. gym', ['.']],
      ['2.-4 gym', ['.-']],
      ['sport–gym', ['–']],
    ];
    for (const [backend, spans] of cases) {
      expect(findingsFor(withBackend(backend), 'backend.punctuation').map((f) => backend.slice(f.start, f.end)), backend).toEqual(spans);
    }
  });
});

describe('search terms with hyphens and decimals', () => {
  it('are checked whole: subjective, brand and title parts count', () => {
    expect(findingsFor(withBackend('sport best-selling limited-time'), 'backend.subjective-or-temporary').map((f) => f.start)).toEqual([6, 19]);
    expect(findingsFor(cleanListing({ backend: 'sport gaiam-compatible', brand: 'Gaiam' }), 'backend.brand')).toMatchObject([{ start: 6, end: 22, fix: '' }]);
    expect(findingsFor(withBackend('sport non-slip'), 'backend.repeats-title')).toMatchObject([{ start: 6, end: 14 }]);
  });
  it('are not split into words the rules report one by one', () => {
    expect(findingsFor(withBackend('sport 3-in-1 2-in-1 2.4ghz'), 'backend.duplicate-word')).toHaveLength(0);
    expect(findingsFor(withBackend('sport 3-in-1 3-in-1'), 'backend.duplicate-word')).toMatchObject([{ start: 13, end: 19 }]);
    expect(findingsFor(withBackend('sport with-it'), 'backend.stopword')).toHaveLength(0);
  });
});

describe('backend.uppercase', () => {
  it('is info when words have capitals', () => {
    expect(findingsFor(withBackend('Sport GYM barre'), 'backend.uppercase')).toMatchObject([{ severity: 'info', start: 0, end: 5 }]);
  });
  it('does not fire on lowercase, CJK or Arabic', () => {
    expect(findingsFor(withBackend('sport ヨガ رياضة'), 'backend.uppercase')).toHaveLength(0);
  });
});

describe('backend.duplicate-word', () => {
  it('fires on a repeat, singular and plural counting once', () => {
    expect(findingsFor(withBackend('sport gym sports barre'), 'backend.duplicate-word')).toMatchObject([{ severity: 'warning', start: 10, end: 16 }]);
  });
  it('does not fire on distinct words', () => {
    expect(findingsFor(withBackend('sport gym barre'), 'backend.duplicate-word')).toHaveLength(0);
  });
});

describe('backend.repeats-title', () => {
  it('fires on a word already in the title', () => {
    expect(findingsFor(withBackend('sport pilates'), 'backend.repeats-title')).toMatchObject([{ severity: 'warning', start: 6 }]);
  });
  it('does not fire on new words', () => {
    expect(findingsFor(withBackend('sport barre'), 'backend.repeats-title')).toHaveLength(0);
  });
});

describe('backend.repeats-bullets', () => {
  it('is info for words already in the bullets', () => {
    expect(findingsFor(withBackend('sport downward'), 'backend.repeats-bullets')).toMatchObject([{ severity: 'info' }]);
  });
  it('does not fire on new words', () => {
    expect(findingsFor(withBackend('sport barre'), 'backend.repeats-bullets')).toHaveLength(0);
  });
});

describe('backend.stopword', () => {
  it('fires on a an and by for of the with', () => {
    expect(findingsFor(withBackend('a an and by for of the with sport'), 'backend.stopword')).toHaveLength(8);
  });
  it('does not fire on other short words', () => {
    expect(findingsFor(withBackend('sport on in to'), 'backend.stopword')).toHaveLength(0);
  });
});

describe('backend.subjective-or-temporary', () => {
  it('fires on subjective and temporary words', () => {
    expect(findingsFor(withBackend('best new amazing sport limited time'), 'backend.subjective-or-temporary')).toHaveLength(5);
  });
  it('does not fire on product words that look similar', () => {
    expect(findingsFor(withBackend('tank top hot water bottle limited edition'), 'backend.subjective-or-temporary')).toHaveLength(0);
  });
});

describe('backend.asin', () => {
  it('is an error on an ASIN', () => {
    expect(findingsFor(withBackend('sport B07KMVJJK7'), 'backend.asin')).toMatchObject([{ severity: 'error' }]);
  });
  it('does not fire on other codes', () => {
    expect(findingsFor(withBackend('sport b07kmvjjk rct15a'), 'backend.asin')).toHaveLength(0);
  });
});

describe('backend.brand', () => {
  it('fires on brand words when the brand is known', () => {
    expect(findingsFor(cleanListing({ backend: 'sport manduka', brand: 'Manduka' }), 'backend.brand')).toHaveLength(1);
  });
  it('does not fire without a brand', () => {
    expect(findingsFor(cleanListing({ backend: 'sport manduka' }), 'backend.brand')).toHaveLength(0);
  });
});
