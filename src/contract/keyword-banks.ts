import { z } from 'zod';
import { KEYWORD_PRIORITIES } from '../rules/keyword-bank/bank-keyword.js';
import { KEYWORD_BANK_LIMITS } from './keyword-bank-limits.js';

/**
 * Keyword banks (issue 13): a seller's keyword research, imported from a research tool's export or
 * pasted, saved per seller and chosen on the optimizer page. Every route answers only its owner.
 */

// Kept apart from the schemas, so a page that only needs a number does not load zod (issue 27).
export { KEYWORD_BANK_LIMITS };

export const keywordPrioritySchema = z.enum(KEYWORD_PRIORITIES);

const phrase = z
  .string({ message: 'Keyword must be text' })
  .trim()
  .min(1, { message: 'Keyword is required' })
  .max(KEYWORD_BANK_LIMITS.phrase, { message: `A keyword must be at most ${KEYWORD_BANK_LIMITS.phrase} characters` });
const volume = z.number({ message: 'Search volume must be a number' }).int().min(0).max(1_000_000_000).nullable();
const name = z
  .string({ message: 'Name must be text' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(KEYWORD_BANK_LIMITS.name, { message: `A name must be at most ${KEYWORD_BANK_LIMITS.name} characters` });

/** The export formats recognised by their headers; `plain-list` is one keyword per line. */
export const KEYWORD_FORMATS = ['helium10-cerebro', 'helium10-magnet', 'jungle-scout', 'datadive', 'brand-analytics', 'generic-table', 'plain-list'] as const;
export const keywordFormatSchema = z.enum(KEYWORD_FORMATS);
export type KeywordFormat = z.infer<typeof keywordFormatSchema>;

export const storedKeywordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  volume: z.number().nullable(),
  priority: keywordPrioritySchema,
  /** The file (or "pasted", or "added by hand") the keyword came from. */
  source: z.string(),
  /** Amazon's search frequency rank (1 is the most searched), from a Brand Analytics Search Terms report, which gives no volume. */
  rank: z.number().nullable().optional(),
});
export type StoredKeyword = z.infer<typeof storedKeywordSchema>;

export const keywordBankSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyword_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KeywordBankSummary = z.infer<typeof keywordBankSummarySchema>;

export const keywordBankListSchema = z.object({ banks: z.array(keywordBankSummarySchema) });
export const keywordBankSchema = keywordBankSummarySchema.extend({ keywords: z.array(storedKeywordSchema) });
export type KeywordBank = z.infer<typeof keywordBankSchema>;

export const keywordBankParamsSchema = z.object({ id: z.string().max(100) });
export const keywordParamsSchema = z.object({ id: z.string().max(100), keywordId: z.string().max(100) });

export const createKeywordBankSchema = z.object({ name });
export const renameKeywordBankSchema = z.object({ name });
export const addKeywordSchema = z.object({ phrase, volume: volume.optional().default(null), priority: keywordPrioritySchema.default('normal') });
export const updateKeywordSchema = z
  .object({ priority: keywordPrioritySchema.optional(), volume: volume.optional() })
  .refine((v) => v.priority !== undefined || v.volume !== undefined, { message: 'Nothing to change: send a priority or a volume' });

/** A pasted table or list (the file upload is multipart, with the same answer). */
export const pasteKeywordsSchema = z.object({
  text: z.string({ message: 'Paste must be text' }).max(KEYWORD_BANK_LIMITS.pasteChars, { message: 'The pasted text is too long: split it into smaller pastes' }),
});

/** What an import did, so the seller sees how their file was read. */
export const keywordImportReportSchema = z.object({
  format: keywordFormatSchema,
  /** The header cells the format was recognised by (empty for a plain list). */
  columns: z.array(z.string()),
  rows: z.number(),
  added: z.number(),
  /** Rows that were a variant (case, spacing, plural) of a keyword already in the bank. */
  merged: z.number(),
  skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type KeywordImportReport = z.infer<typeof keywordImportReportSchema>;

export const keywordImportAnswerSchema = z.object({ bank: keywordBankSchema, report: keywordImportReportSchema });
export type KeywordImportAnswer = z.infer<typeof keywordImportAnswerSchema>;

export const PLACEMENTS = ['exact', 'variant', 'partial'] as const;
const placement = z.enum(PLACEMENTS).nullable();

/** Volume-weighted coverage of a listing against a bank (docs/decisions/0013). */
export const bankCoverageSchema = z.object({
  /** 0–100: the weighted volume placed, over the most it could be. */
  score: z.number(),
  /** Share of the bank's (non-excluded) volume that is in the title. */
  titleVolumeShare: z.number(),
  /** Share of the volume that appears anywhere. */
  volumeShare: z.number(),
  keywords: z.array(
    z.object({
      phrase: z.string(),
      volume: z.number().nullable(),
      priority: keywordPrioritySchema,
      placements: z.object({ title: placement, bullets: placement, description: placement, backend: placement }),
      /** Why it is where it is, when that is not obvious ("did not read naturally in the bullets"). */
      note: z.string().optional(),
    }),
  ),
});
export type BankCoverage = z.infer<typeof bankCoverageSchema>;
