import { bankCoverageSchema, keywordBankSchema, type BankCoverage, type KeywordBank, type StoredKeyword } from '../../contract/keyword-banks';

/** Keyword banks as the API answers them (issue 13), checked against the contract on load. */

export const BANK_ID = '0b6f2c1e-7a3d-4c59-9e21-5f8a1d3c7b40';
export const OTHER_BANK_ID = '9d4e8a2f-1c6b-4f37-8a05-2e7c9b1d6f83';

const STAMP = '2026-11-20T10:00:00.000Z';

export const keyword = (id: string, phrase: string, volume: number | null, priority: StoredKeyword['priority'] = 'normal', source = 'cerebro.csv'): StoredKeyword => ({
  id,
  phrase,
  volume,
  priority,
  source,
});

export const BANK: KeywordBank = keywordBankSchema.parse({
  id: BANK_ID,
  name: 'Water bottles (Cerebro)',
  keyword_count: 5,
  created_at: STAMP,
  updated_at: STAMP,
  keywords: [
    keyword('k1', 'stainless steel water bottle', 12_400),
    keyword('k2', 'insulated water bottle', 48_200, 'must-have'),
    keyword('k3', 'hydro flask', 90_500, 'excluded'),
    keyword('k4', 'leak proof bottle', 3_100),
    keyword('k5', 'bottle for hiking', null, 'normal', 'added by hand'),
  ],
});

export const OTHER_BANK: KeywordBank = keywordBankSchema.parse({
  id: OTHER_BANK_ID,
  name: 'Dog beds',
  keyword_count: 1,
  created_at: STAMP,
  updated_at: STAMP,
  keywords: [keyword('d1', 'orthopedic dog bed', 22_000)],
});

/** A bank as large as the contract allows (KEYWORD_BANK_LIMITS.rows), volumes falling with the index. */
export function bigBank(rows = 10_000): KeywordBank {
  return {
    ...BANK,
    keyword_count: rows,
    keywords: Array.from({ length: rows }, (_, i) => keyword(`big-${i}`, `keyword number ${i}`, (rows - i) * 10)),
  };
}

/** A generate answer's bank_coverage: the original listing against the bank, and the rewrite. */
export const COVERAGE_AFTER: BankCoverage = bankCoverageSchema.parse({
  score: 82.4,
  titleVolumeShare: 0.71,
  volumeShare: 0.93,
  keywords: [
    { phrase: 'stainless steel water bottle', volume: 12_400, priority: 'normal', placements: { title: 'partial', bullets: 'exact', description: null, backend: null } },
    { phrase: 'insulated water bottle', volume: 48_200, priority: 'must-have', placements: { title: 'exact', bullets: 'variant', description: 'exact', backend: null } },
    { phrase: 'hydro flask', volume: 90_500, priority: 'excluded', placements: { title: null, bullets: null, description: 'exact', backend: null } },
    {
      phrase: 'leak proof bottle',
      volume: 3_100,
      priority: 'normal',
      placements: { title: null, bullets: null, description: null, backend: 'exact' },
      note: 'Did not read naturally in the bullets, so it went to the search terms',
    },
    { phrase: 'bottle for kids', volume: null, priority: 'normal', placements: { title: null, bullets: null, description: null, backend: null } },
  ],
});

export const COVERAGE_BEFORE: BankCoverage = bankCoverageSchema.parse({
  score: 41,
  titleVolumeShare: 0.2,
  volumeShare: 0.45,
  keywords: COVERAGE_AFTER.keywords.map((k) => ({ ...k, placements: { title: null, bullets: k.phrase === 'insulated water bottle' ? 'exact' : null, description: null, backend: null } })),
});

/**
 * What the fake server reads for any uploaded file. jsdom's File does not survive MSW's
 * XMLHttpRequest interception (the part arrives named "blob" with the text "undefined"), so the
 * upload handler cannot read the test's file and imports this Cerebro-style export instead.
 */
export const UPLOADED_EXPORT = 'Keyword Phrase\tSearch Volume\nsteel tumbler\t5400\nbottle brush\t880\nInsulated Water Bottles\t51000\n';
