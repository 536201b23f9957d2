import { insightsSchema, keywordsOf, optimizerInputSchema, promptsSchema } from '../../contract/optimizer';
import { audit } from '../../rules/audit';
import { generateResultSchema } from '../../contract/optimizer-api';
import { listingSchema, type ListingDetails } from '../../contract/listings';
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

const OUTPUT = {
  optimized_titles: ['Trailmate Insulated Water Bottle 32 oz, Leak Proof Steel Bottle', 'Insulated Water Bottle by Trailmate'],
  optimized_bullet_points: ['COLD ALL DAY: Keeps drinks cold for 24 hours.', 'NO LEAKS: Leak proof lid.'],
  product_description: 'An insulated water bottle for hikers and commuters.',
  backend_search_terms: 'flask thermos canteen',
};
const PROFILE = getProfile('amazon-2025');

/**
 * A whole POST /api/generate answer, checked against the contract. Its audits come from the real
 * rules engine, so a panel that reads them sees what the server would send for this listing.
 */
export const RESULT = generateResultSchema.parse({
  listing_id: 'listing-1',
  analysis_id: '5a0c3b9e-2f41-4d7a-9c1e-8b6f0d2a4e71',
  stage_3_optimization: OUTPUT,
  audit: {
    before: audit({ title: INPUT.title, bullets: INPUT.bulletPoints }, keywordsOf(INPUT), PROFILE, { marketplace: 'US' }),
    after: audit(
      { title: OUTPUT.optimized_titles[0]!, bullets: OUTPUT.optimized_bullet_points, description: OUTPUT.product_description, backend: OUTPUT.backend_search_terms },
      keywordsOf(INPUT),
      PROFILE,
      { marketplace: 'US' },
    ),
  },
  profile: 'amazon-2025',
  marketplace: 'US',
  engine: 'builtin',
  repaired: false,
  changes: [],
  guidance: [],
});

/** POST /api/extract-insights' answer: the insights and the paid analysis they come from. */
export const ANALYSIS: AnalysisAnswer = { ...INSIGHTS, analysis_id: '5a0c3b9e-2f41-4d7a-9c1e-8b6f0d2a4e71' };

/** A saved listing as GET /api/listings/:id answers it (checked against the contract), with the fields a test cares about. */
export const savedListing = (fields: Partial<ListingDetails> = {}): ListingDetails =>
  listingSchema.parse({
    id: 'l1',
    created_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-20T10:00:00.000Z',
    original_title: 'Old bottle title',
    original_bullets: ['Old bullet one', 'Old bullet two'],
    generated_title: 'New Insulated Bottle | Alternative Title',
    generated_bullets: ['Bullet one', 'Bullet two'],
    generated_description: 'A description.',
    generated_keywords: ['flask', 'thermos'],
    title_main_keyword: 'insulated bottle',
    title_secondary_keywords: '',
    bullet_keywords: '',
    insights: {},
    prompts: {},
    policy_profile: 'amazon-2025',
    marketplace: 'US',
    engine: 'builtin',
    original_score: 55,
    audit_score: 91,
    amazon_publish: null,
    amazon_import: null,
    ...fields,
  });
