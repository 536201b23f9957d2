import { z } from 'zod';
import { RULES, type RuleId } from '../rules/checks/registry.js';

/** Every rule id the audit can report; the web app runs the audit too, so this adds nothing to its bundle. */
const RULE_IDS = RULES.map((rule) => rule.id) as [RuleId, ...RuleId[]];

/**
 * The rules engine's verdict on a listing as the API sends it (src/rules/audit.ts AuditResult),
 * and the thin-material guidance (src/rules/guidance.ts). Kept field for field with those types:
 * a response is serialized through these schemas, so a field missing here never reaches a client.
 */

export const severitySchema = z.enum(['error', 'warning', 'info']);

export const findingSchema = z.object({
  rule: z.enum(RULE_IDS),
  severity: severitySchema,
  field: z.enum(['title', 'bullets', 'description', 'backend', 'highlights', 'keywords']),
  /** Which bullet, for bullet findings. */
  index: z.number().optional(),
  /** Code-unit offsets into the field's text, for highlighting. */
  start: z.number().optional(),
  end: z.number().optional(),
  message: z.string(),
  /** Replacement for the span [start, end) when a deterministic fix exists ('' deletes it). */
  fix: z.string().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

export const scoreBreakdownSchema = z.object({
  length: z.number(),
  compliance: z.number(),
  keywords: z.number(),
  structure: z.number(),
  substance: z.number(),
});

const coverageField = z.enum(['title', 'bullets', 'description', 'backend']);
const coverageStatus = z.enum(['exact', 'all-words', 'some-words', 'missing']);

export const keywordCoverageSchema = z.object({
  keyword: z.string(),
  kind: z.enum(['main', 'secondary', 'bullet']),
  words: z.array(z.string()),
  fields: z.record(coverageField, coverageStatus),
  matched: z.record(coverageField, z.number()),
  score: z.number(),
});

export const coverageReportSchema = z.object({
  keywords: z.array(keywordCoverageSchema),
  /** 0–100, or null when there are no keywords to cover. */
  weighted: z.number().nullable(),
  fields: z.array(coverageField),
});

export const auditResultSchema = z.object({
  score: z.number().describe('0–100'),
  breakdown: scoreBreakdownSchema,
  findings: z.array(findingSchema),
  coverage: coverageReportSchema,
});
export type AuditResult = z.infer<typeof auditResultSchema>;

/** A field below the policy's target, and what kind of fact would help; the writer never pads. */
export const guidanceSchema = z.object({
  field: z.enum(['title', 'bullets', 'description', 'backend']),
  index: z.number().optional(),
  count: z.number(),
  unit: z.enum(['characters', 'bytes']),
  target: z.tuple([z.number(), z.number()]).readonly(),
  message: z.string(),
});
export type Guidance = z.infer<typeof guidanceSchema>;
