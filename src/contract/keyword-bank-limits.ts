/**
 * Keyword banks' size limits, apart from the zod schemas that enforce them (keyword-banks.ts): the
 * optimizer's keyword panel only needs the numbers, and importing the schemas put zod and every
 * bank schema into the code it runs as the page loads (issue 27, TBT), as limits.ts does for the input.
 */
export const KEYWORD_BANK_LIMITS = {
  phrase: 200,
  rows: 10_000,
  fileBytes: 5 * 1024 * 1024,
  name: 120,
  pasteChars: 2_000_000,
  /** Banks one account keeps, and keywords one bank holds (the most one import takes, too). */
  banksPerUser: 50,
  keywordsPerBank: 10_000,
} as const;
