import { insightsSchema, optimizerInputSchema, promptsSchema } from '../../src/contract/optimizer.js';
import { contractFixture } from '../support/contract-fixtures.js';

/** A listing written for these tests (not from the benchmark data). */
export const kettleInput = contractFixture(optimizerInputSchema, {
  title: 'Brewmaster Electric Kettle 1.7L Stainless Steel, Fast Boil, Auto Shut-Off',
  bulletPoints: [
    'Boils 1.7 litres of water in about 4 minutes with a 1500W heating element',
    'Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty',
    'Stainless steel interior keeps water free of plastic taste',
    'Cordless design lifts off the 360 degree swivel base for easy pouring',
    'Wide lid opening makes filling and cleaning simple',
    '',
  ],
  titleMainKeyword: 'electric kettle',
  titleSecondaryKeywords: 'tea kettle, hot water boiler',
  bulletKeywords: 'stainless steel kettle, cordless kettle',
});

export const kettlePrompts = contractFixture(promptsSchema, {
  titlePrompt: 'Write 3 titles of 180 to 200 characters for {{product_name}} with {{main_keyword}}.',
  bulletPrompt: 'Write 5 bullets of 300 to 350 characters.',
  keywordPrompt: 'Write 240 to 249 bytes of search terms.',
  descriptionPrompt: 'Write 1800 to 2000 characters.',
});

export const kettleInsights = contractFixture(insightsSchema, {
  product_name: 'Brewmaster Electric Kettle',
  key_features: ['1.7L capacity', 'Auto shut-off'],
  short_description: 'A stainless steel electric kettle.',
  usage: ['Tea', 'Coffee'],
  benefits: 'Fast boiling',
  why_people_buy: ['Speed'],
  target_audience: ['Tea drinkers'],
  unique_selling_points: ['Boil-dry protection'],
  buyer_persona_details: {
    age_range: '25-54 (estimate)',
    income: 'Middle',
    education: 'Any',
    gender: 'Any',
    device_used: 'Mobile',
    social_media: ['Pinterest'],
    product_user: 'Home cook',
  },
  buyer_persona_description: 'Estimated persona: a busy home cook.',
  buyer_image_prompt: 'A kitchen counter with a steel kettle.',
  persona_is_estimate: true,
});
