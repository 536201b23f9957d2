import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * The optimizer's data shapes (SPEC §3 and §7), validated with zod at the API boundary and on
 * every LLM answer. Field names follow the SPEC verbatim, snake_case included.
 */

export { LIMITS };

const trimmed = (max: number, label: string) =>
  z.string({ message: `${label} must be text` }).max(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters` });

export const optimizerInputSchema = z.object({
  title: trimmed(LIMITS.title, 'Title').refine((v) => v.trim().length > 0, { message: 'Title is required' }),
  bulletPoints: z
    .array(trimmed(LIMITS.bullet, 'Each bullet point'), { message: 'Bullet points must be a list of texts' })
    .max(LIMITS.bulletSlots, { message: `At most ${LIMITS.bulletSlots} bullet points` })
    .refine((bullets) => bullets.filter((b) => b.trim().length > 0).length >= LIMITS.requiredBullets, {
      message: `Fill in at least ${LIMITS.requiredBullets} bullet points`,
    }),
  titleMainKeyword: trimmed(LIMITS.keywordField, 'Main keyword').refine((v) => v.trim().length > 0, {
    message: 'Main keyword is required',
  }),
  titleSecondaryKeywords: trimmed(LIMITS.keywordField, 'Secondary keywords').default(''),
  bulletKeywords: trimmed(LIMITS.keywordField, 'Bullet keywords').default(''),
  /** Listcraft addition: the seller's current description, optional; more facts for the writer. */
  description: trimmed(LIMITS.description, 'Description').optional(),
  /**
   * Listcraft addition (issue 25): the seller's current backend search terms, optional (a bulk
   * file's search-terms column). The rewrite's are never shorter: the writer keeps these otherwise.
   */
  searchTerms: trimmed(LIMITS.searchTerms, 'Search terms').optional(),
  /** Listcraft addition (issue 13): one of the seller's keyword banks, used by the writer and the coverage score. */
  keywordBankId: z.string().uuid({ message: 'Keyword bank id is not valid' }).optional(),
});
export type OptimizerInput = z.infer<typeof optimizerInputSchema>;

/** SPEC §3: list-type fields may arrive as arrays or as strings. */
const listish = z.union([z.array(trimmed(LIMITS.insightText, 'Each item')).max(30), trimmed(LIMITS.insightText, 'Text')]);
const text = trimmed(LIMITS.insightText, 'Text');

export const personaSchema = z.object({
  age_range: text,
  income: text,
  education: text,
  gender: text,
  device_used: text,
  social_media: listish,
  product_user: text,
});

export const insightsSchema = z.object({
  product_name: text,
  key_features: listish,
  short_description: text,
  usage: listish,
  benefits: listish,
  why_people_buy: listish,
  target_audience: listish,
  unique_selling_points: listish,
  buyer_persona_details: personaSchema,
  buyer_persona_description: text,
  buyer_image_prompt: text,
  /** Listcraft addition: true when the persona is inferred rather than known. */
  persona_is_estimate: z.boolean().optional(),
});
export type Insights = z.infer<typeof insightsSchema>;

export const promptsSchema = z.object({
  titlePrompt: trimmed(LIMITS.prompt, 'Title prompt'),
  bulletPrompt: trimmed(LIMITS.prompt, 'Bullet prompt'),
  keywordPrompt: trimmed(LIMITS.prompt, 'Keyword prompt'),
  descriptionPrompt: trimmed(LIMITS.prompt, 'Description prompt'),
});
export type Prompts = z.infer<typeof promptsSchema>;

export const generatedListingSchema = z.object({
  optimized_titles: z.array(z.string()),
  optimized_bullet_points: z.array(z.string()),
  product_description: z.string(),
  backend_search_terms: z.string(),
});
export type GeneratedListing = z.infer<typeof generatedListingSchema>;
/** SPEC §7 `stage_3_optimization`: the generated listing, as the web calls it. */
export type Stage3 = GeneratedListing;

/** The four sections generated (concurrently, for LLMs) and reported as progress. */
export const SECTIONS = ['title', 'bullets', 'description', 'keywords'] as const;
export type Section = (typeof SECTIONS)[number];

/** Turns a list-or-string insight field into a list. */
export function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map((v) => v.trim()).filter(Boolean);
  return value
    .split(/\n|;|•|(?:^|\s)-\s/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Keyword fields are free text: commas, semicolons, pipes or new lines separate keywords. */
export function parseKeywordList(value: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (value ?? '').split(/[,;|\n]+/)) {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    const key = keyword.toLowerCase();
    if (keyword && !seen.has(key)) {
      seen.add(key);
      out.push(keyword);
    }
  }
  return out;
}

export function keywordsOf(input: Pick<OptimizerInput, 'titleMainKeyword' | 'titleSecondaryKeywords' | 'bulletKeywords'>) {
  return {
    main: input.titleMainKeyword.replace(/\s+/g, ' ').trim(),
    secondary: parseKeywordList(input.titleSecondaryKeywords),
    bullet: parseKeywordList(input.bulletKeywords),
  };
}

/** The non-empty bullets, in order. */
export const filledBullets = (input: Pick<OptimizerInput, 'bulletPoints'>) =>
  input.bulletPoints.map((b) => b.trim()).filter(Boolean);

/**
 * Everything the seller gave us: the yardstick for "was this fact in the input?" (unsupported
 * claims) and for "does this sentence state a product fact?" (the audit's substance rules).
 */
export function sourceTextOf(
  input: Pick<OptimizerInput, 'title' | 'bulletPoints' | 'titleMainKeyword' | 'titleSecondaryKeywords' | 'bulletKeywords' | 'description'>,
): string {
  return [input.title, ...input.bulletPoints, input.description ?? '', input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords].join('\n');
}
