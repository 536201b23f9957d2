import { insightsSchema, optimizerInputSchema, type Insights, type OptimizerInput } from '../../src/contract/optimizer.js';
import { contractFixture } from './contract-fixtures.js';

/*
 * Listings written for the LLM-path tests (not from the benchmark data), each with the draft a
 * careful model writes from it: every sentence one of the seller's facts, brand first, headers on
 * every bullet, a description in short paragraphs. Tests answer with these drafts over the local
 * OpenAI-compatible server, and with the same drafts carrying the faults real models add.
 */

export interface Draft {
  titles: string[];
  bullets: string[];
  description: string;
  search_terms: string;
}

export interface ModelCase {
  input: OptimizerInput;
  insights: Insights;
  good: Draft;
}

const insightsFor = (product: string, features: string[]): Insights =>
  contractFixture(insightsSchema, {
    product_name: product,
    key_features: features,
    short_description: product,
    usage: ['Everyday use'],
    benefits: features.slice(0, 2),
    why_people_buy: features.slice(0, 1),
    target_audience: ['Home users'],
    unique_selling_points: features.slice(0, 2),
    buyer_persona_details: {
      age_range: '25-54 (estimate)',
      income: 'Middle',
      education: 'Any',
      gender: 'Any',
      device_used: 'Mobile',
      social_media: ['Instagram'],
      product_user: 'Home user',
    },
    buyer_persona_description: 'Estimated persona: a practical shopper.',
    buyer_image_prompt: 'The product on a table.',
    persona_is_estimate: true,
  });

/** A brand written in mixed case, which the title must keep first and as written. */
export const earphones: ModelCase = {
  input: contractFixture(optimizerInputSchema, {
    title: 'sonoBeat Bassline 102 Wired In Ear Earphones with Mic, 10mm Drivers, 1.2 m Cable, Black',
    bulletPoints: [
      'The 10mm dynamic drivers deliver deep bass and clear vocals for music, calls and videos',
      'The built-in mic with one-button control lets you answer calls and play or pause music',
      'The 1.2 m tangle-free cable fits phones, tablets and laptops with a 3.5 mm jack',
      'Three sizes of silicone ear tips give a snug fit for long listening sessions',
      '1 year warranty from the date of purchase',
    ],
    titleMainKeyword: 'in ear earphones',
    titleSecondaryKeywords: 'wired earphones, earphones with mic',
    bulletKeywords: 'tangle free cable',
  }),
  insights: insightsFor('sonoBeat Bassline 102 earphones', ['10mm dynamic drivers', 'Built-in mic']),
  good: {
    titles: [
      'sonoBeat Bassline 102 Wired In Ear Earphones with Mic, 10mm Dynamic Drivers, 1.2 m Tangle-Free Cable, 3.5 mm Jack, Black',
      'sonoBeat Bassline 102 In Ear Earphones, Wired Earphones with Mic and One-Button Control, Silicone Ear Tips, Black',
    ],
    bullets: [
      'DEEP BASS: The 10mm dynamic drivers deliver deep bass and clear vocals for music, calls and videos.',
      'IN-LINE MIC: The built-in mic with one-button control lets you answer calls and play or pause music.',
      'TANGLE-FREE CABLE: The 1.2 m tangle-free cable fits phones, tablets and laptops with a 3.5 mm jack.',
      'SNUG FIT: Three sizes of silicone ear tips give a snug fit for long listening sessions.',
      'WARRANTY: 1 year warranty from the date of purchase.',
    ],
    description:
      'The sonoBeat Bassline 102 are wired in ear earphones whose 10mm dynamic drivers deliver deep bass and clear vocals for music, calls and videos.\n\n' +
      'The built-in mic with one-button control answers calls and plays or pauses music. The 1.2 m tangle-free cable fits phones, tablets and laptops with a 3.5 mm jack, and three sizes of silicone ear tips give a snug fit for long listening sessions.\n\n' +
      'The earphones come with a 1 year warranty from the date of purchase.',
    search_terms: 'earbuds headphones headset handsfree bass aux',
  },
};

/** Measures the seller wrote with inch marks and "lbs", and a description with a list under a heading. */
export const airHockey: ModelCase = {
  input: contractFixture(optimizerInputSchema, {
    title: 'Arcadia Pro 5 ft Air Hockey Table with 110V Blower, Includes 2 Pushers and 2 Pucks',
    bulletPoints: [
      'The high-output 110V blower spreads an even cushion of air across the playfield so the puck glides fast',
      'Measures 60" L x 30" W x 31" H when assembled and weighs 85 lbs, so the table stays put during fast play',
      'Manual slide scorers on both ends keep track of goals up to 10',
      'Comes with 2 pushers, 2 pucks and the blower power cord',
      'The legs bolt on with the included hardware in about 30 minutes',
    ],
    titleMainKeyword: 'air hockey table',
    titleSecondaryKeywords: 'arcade game table, game room table',
    bulletKeywords: 'air hockey',
  }),
  insights: insightsFor('Arcadia Pro air hockey table', ['110V blower', 'Slide scorers']),
  good: {
    titles: [
      'Arcadia Pro 5 ft Air Hockey Table with 110V Blower, 60 x 30 x 31 Inches, Arcade Game Table, Includes 2 Pushers and 2 Pucks',
      'Arcadia Pro Air Hockey Table, 5 ft Game Room Table with High-Output 110V Blower and Slide Scorers, 2 Pushers, 2 Pucks',
    ],
    bullets: [
      'HIGH-OUTPUT 110V BLOWER: The 110V blower spreads an even cushion of air across the playfield so the puck glides fast. The result is fast-paced, long-lasting play.',
      '60 X 30 X 31 INCHES: The assembled table weighs 85 lbs. The result is a steady table during fast play.',
      'SLIDE SCORERS: Manual slide scorers on both ends keep track of goals up to 10.',
      'READY TO PLAY: Comes with 2 pushers, 2 pucks and the blower power cord.',
      'EASY ASSEMBLY: The legs bolt on with the included hardware in about 30 minutes.',
    ],
    description:
      'The Arcadia Pro air hockey table brings arcade play to the game room. Its high-output 110V blower spreads an even cushion of air across the playfield so the puck glides fast, and manual slide scorers on both ends keep track of goals up to 10.\n\n' +
      'At a glance:\n- Size: 60" L x 30" W x 31" H\n- Weight: 85 lbs\n- Includes: 2 pushers, 2 pucks and the blower power cord\n- Assembly: about 30 minutes',
    search_terms: 'airhockey tabletop arcade puck paddles strikers family',
  },
};

/** Bullets the model reorders: a replacement must come from the seller's bullet on the same topic. */
export const protein: ModelCase = {
  input: contractFixture(optimizerInputSchema, {
    title: 'Musclewell Whey Protein Powder, Chocolate, 2 kg, 66 Servings, 24 g Protein per Scoop',
    bulletPoints: [
      'Each 30 g scoop gives 24 g of whey protein for muscle recovery after training',
      'Mixes smoothly in water or milk with a shaker in 10 seconds, with no lumps',
      'Rich chocolate flavour with 2 g of sugar per serving',
      'The 2 kg tub holds 66 servings with a scoop inside',
      'Tested for banned substances in every batch',
    ],
    titleMainKeyword: 'whey protein powder',
    titleSecondaryKeywords: 'chocolate protein powder, protein for muscle recovery',
    bulletKeywords: 'whey protein',
  }),
  insights: insightsFor('Musclewell whey protein powder', ['24 g protein per scoop', 'Chocolate flavour']),
  good: {
    titles: [
      'Musclewell Whey Protein Powder, Chocolate, 2 kg Tub, 66 Servings, 24 g Protein per 30 g Scoop, Mixes in 10 Seconds',
      'Musclewell Chocolate Whey Protein Powder for Muscle Recovery, 24 g Protein per Scoop, 2 g Sugar, 2 kg, 66 Servings',
    ],
    bullets: [
      'EASY MIXING: Mixes smoothly in water or milk with a shaker in 10 seconds, with no lumps.',
      'HIGH PROTEIN: Each 30 g scoop gives 24 g of whey protein for muscle recovery after training.',
      'CHOCOLATE FLAVOUR: Rich chocolate flavour with 2 g of sugar per serving.',
      '66 SERVINGS: The 2 kg tub holds 66 servings with a scoop inside.',
      'TESTED: Tested for banned substances in every batch.',
    ],
    description:
      'Musclewell whey protein powder gives 24 g of whey protein in each 30 g scoop for muscle recovery after training.\n\n' +
      'It mixes smoothly in water or milk with a shaker in 10 seconds, with no lumps, and has a rich chocolate flavour with 2 g of sugar per serving. The 2 kg tub holds 66 servings with a scoop inside, and every batch is tested for banned substances.',
    search_terms: 'shake supplement isolate gym workout drink mix',
  },
};

/** A plural keyword the model repeats in the singular. */
export const bottle: ModelCase = {
  input: contractFixture(optimizerInputSchema, {
    title: 'HydroPeak Insulated Water Bottle 32 oz, Stainless Steel, Leak-Proof Lid, Navy',
    bulletPoints: [
      'Double-wall vacuum insulation keeps drinks cold for 24 hours and hot for 12 hours',
      'The 32 oz 18/8 stainless steel body holds enough water for a full workday',
      'The leak-proof lid with a carry loop closes tight in a gym bag or backpack',
      'The wide mouth fits ice cubes and makes cleaning easy',
      'A powder-coated navy finish gives a sweat-free grip',
    ],
    titleMainKeyword: 'insulated water bottle',
    titleSecondaryKeywords: 'stainless steel water bottles, gym water bottles',
    bulletKeywords: 'leak proof lid',
  }),
  insights: insightsFor('HydroPeak insulated water bottle', ['Cold for 24 hours', 'Leak-proof lid']),
  good: {
    titles: [
      'HydroPeak Insulated Water Bottle 32 oz, 18/8 Stainless Steel, Leak-Proof Lid with Carry Loop, Wide Mouth, Navy',
      'HydroPeak 32 oz Insulated Water Bottle, Double-Wall Vacuum, Cold 24 Hours, Hot 12 Hours, Leak-Proof Gym Bottle, Navy',
    ],
    bullets: [
      'COLD FOR 24 HOURS: Double-wall vacuum insulation keeps drinks cold for 24 hours and hot for 12 hours.',
      'STAINLESS STEEL: The 32 oz 18/8 stainless steel body holds enough water for a full workday.',
      'LEAK-PROOF LID: The leak-proof lid with a carry loop closes tight in a gym bag or backpack.',
      'WIDE MOUTH: The wide mouth fits ice cubes and makes cleaning easy.',
      'SWEAT-FREE GRIP: A powder-coated navy finish gives a sweat-free grip.',
    ],
    description:
      'The HydroPeak insulated water bottle keeps drinks cold for 24 hours and hot for 12 hours with double-wall vacuum insulation. Its wide mouth fits ice cubes and makes cleaning easy.\n\n' +
      'The 32 oz 18/8 stainless steel body holds enough water for a full workday, and the leak-proof lid with a carry loop closes tight in a gym bag or backpack.',
    search_terms: 'flask thermos tumbler canteen hydration sports',
  },
};

export const MODEL_CASES = { earphones, airHockey, protein, bottle } as const;
