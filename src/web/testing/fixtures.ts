import { insightsSchema, optimizerInputSchema, promptsSchema } from '../../contract/optimizer';
import { generateResultSchema } from '../../contract/optimizer-api';
import { resolveLimits } from '../../rules/limits';
import { getProfile } from '../../rules/profiles';
import { defaultPrompts } from '../../writer/prompts/templates';
import type { AnalysisAnswer } from '../../contract/index';
import type { Insights, OptimizerInput } from '../optimizer/types';

export const INPUT: OptimizerInput = {
  title: 'Trailmate Insulated Water Bottle 32 oz',
  bulletPoints: ['Keeps drinks cold for 24 hours', 'Leak proof lid', 'BPA free steel', 'Easy to carry', 'Simple to clean'],
  titleMainKeyword: 'insulated water bottle',
  titleSecondaryKeywords: 'steel bottle, leak proof bottle',
  bulletKeywords: 'bpa free',
};
optimizerInputSchema.parse(INPUT);

export const INSIGHTS: Insights = {
  product_name: 'Trailmate Water Bottle',
  key_features: ['Double wall insulation', 'Leak proof lid'],
  short_description: 'An insulated steel bottle.',
  usage: 'Hiking; office',
  benefits: ['Cold drinks all day'],
  why_people_buy: ['No leaks'],
  target_audience: ['Hikers', 'Commuters'],
  unique_selling_points: ['24 hours cold'],
  buyer_persona_details: {
    age_range: '25-45',
    income: 'Middle',
    education: 'College',
    gender: 'Any',
    device_used: 'Smartphone',
    social_media: ['Instagram'],
    product_user: 'Themselves',
  },
  buyer_persona_description: 'An active commuter.',
  buyer_image_prompt: 'A hiker with a bottle',
  persona_is_estimate: true,
};
insightsSchema.parse(INSIGHTS);

export const DEFAULT_PROMPTS = promptsSchema.parse(defaultPrompts(resolveLimits(getProfile('amazon-2025'))));

/** A POST /api/generate answer with only the fields these tests look at; those it has are checked against the contract. */
export const RESULT = {
  listing_id: 'listing-1',
  stage_3_optimization: {
    optimized_titles: ['Trailmate Insulated Water Bottle 32 oz, Leak Proof Steel Bottle', 'Insulated Water Bottle by Trailmate'],
    optimized_bullet_points: ['COLD ALL DAY: Keeps drinks cold for 24 hours.', 'NO LEAKS: Leak proof lid.'],
    product_description: 'An insulated water bottle for hikers and commuters.',
    backend_search_terms: 'flask thermos canteen',
  },
  profile: 'amazon-2025',
  marketplace: 'US',
  engine: 'builtin',
};
generateResultSchema.partial().parse(RESULT);

/** POST /api/extract-insights' answer: the insights and the paid analysis they come from. */
export const ANALYSIS: AnalysisAnswer = { ...INSIGHTS, analysis_id: '5a0c3b9e-2f41-4d7a-9c1e-8b6f0d2a4e71' };
