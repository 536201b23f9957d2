/**
 * The optimizer input's size limits, apart from the zod schemas that enforce them: a page that only
 * needs a number (the optimizer trimming an imported field) must not pull zod into its first load
 * (issue 27's budget, test/foundation/first-load-budget.test.ts).
 */
export const LIMITS = {
  title: 1_000,
  bullet: 2_000,
  keywordField: 1_000,
  description: 5_000,
  searchTerms: 5_000,
  prompt: 20_000,
  insightText: 5_000,
  bulletSlots: 6,
  requiredBullets: 5,
} as const;
