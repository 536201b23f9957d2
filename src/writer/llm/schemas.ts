import { z } from 'zod';

/**
 * What we ask the model for. Stricter than the API's Insights shape (lists are always arrays,
 * every field required) because providers' JSON-schema modes need that.
 */
const list = z.array(z.string());

export const llmInsightsSchema = z.object({
  product_name: z.string(),
  key_features: list,
  short_description: z.string(),
  usage: list,
  benefits: list,
  why_people_buy: list,
  target_audience: list,
  unique_selling_points: list,
  buyer_persona_details: z.object({
    age_range: z.string(),
    income: z.string(),
    education: z.string(),
    gender: z.string(),
    device_used: z.string(),
    social_media: list,
    product_user: z.string(),
  }),
  buyer_persona_description: z.string(),
  buyer_image_prompt: z.string(),
});

export const titlesAnswer = z.object({ titles: z.array(z.string()).min(1).max(5) });
export const bulletsAnswer = z.object({ bullets: z.array(z.string()).min(1).max(10) });
export const descriptionAnswer = z.object({ description: z.string() });
export const keywordsAnswer = z.object({ search_terms: z.string() });
