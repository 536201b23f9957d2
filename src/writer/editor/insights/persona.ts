import { articleFor } from '../realize/phrases.js';

const nounWithArticle = (noun: string, plural: boolean) => (plural ? noun : `${articleFor(noun)} ${noun}`);

/*
 * The buyer persona is a guess from words in the listing, never data about real customers, so
 * every value says it is an estimate. Cues are a constant table: the first strongest match wins.
 */

export interface PersonaEstimate {
  label: string;
  age_range: string;
  income: string;
  education: string;
  gender: string;
  device_used: string;
  social_media: string[];
  product_user: string;
  /** Who the seller's words point at, used in the description and the image prompt. */
  scene: string;
}

interface Cue {
  words: readonly string[];
  persona: Omit<PersonaEstimate, 'gender' | 'income'> & { gender?: string; income?: string };
}

const CUES: readonly Cue[] = [
  {
    words: ['baby', 'infant', 'newborn', 'toddler', 'nursery', 'crib', 'stroller', 'diaper', 'teether', 'pacifier'],
    persona: {
      label: 'parents of babies and toddlers', age_range: '25–40 (estimate)', education: 'High school to college-educated (estimate)',
      gender: 'Mostly mothers, also fathers and gift-givers (estimate)', device_used: 'Smartphone', social_media: ['Instagram', 'Facebook', 'Pinterest'],
      product_user: 'A baby or toddler, with a parent or caregiver buying', scene: 'a parent with a toddler at home',
    },
  },
  {
    words: ['kid', 'child', 'children', 'toy', 'boy', 'girl', 'preschool', 'plush', 'puzzle', 'playset', 'lego', 'doll', 'dinosaur'],
    persona: {
      label: 'parents and gift-givers shopping for children', age_range: '28–45 (estimate)', education: 'High school to college-educated (estimate)',
      gender: 'Mixed, slightly more mothers (estimate)', device_used: 'Smartphone', social_media: ['Facebook', 'Instagram', 'YouTube', 'Pinterest'],
      product_user: 'Children, with parents, relatives or friends buying as a gift', scene: 'a child playing at home while a parent watches',
    },
  },
  {
    words: ['gamer', 'gaming', 'console', 'controller', 'esports', 'xbox', 'playstation', 'ps4', 'ps5', 'nintendo', 'rgb'],
    persona: {
      label: 'gamers', age_range: '16–34 (estimate)', education: 'High school to college (estimate)', gender: 'Mostly men (estimate)',
      device_used: 'Gaming PC or console, and a smartphone', social_media: ['YouTube', 'Twitch', 'Discord', 'Reddit'],
      product_user: 'Gamers who play regularly', scene: 'a gamer at a desk setup',
    },
  },
  {
    words: ['student', 'school', 'classroom', 'teacher', 'college', 'homework', 'stem', 'grade', 'learning', 'educational'],
    persona: {
      label: 'students, teachers and parents', age_range: '16–45 (estimate)', education: 'In school or college, or teaching (estimate)',
      device_used: 'Smartphone and laptop', social_media: ['YouTube', 'Instagram', 'TikTok', 'Pinterest'],
      product_user: 'Students, and the teachers and parents who buy for them', scene: 'a student at a study desk',
    },
  },
  {
    words: ['yoga', 'gym', 'workout', 'fitness', 'exercise', 'training', 'running', 'athlete', 'sport', 'sports', 'protein', 'muscle', 'cycling', 'hiking'],
    persona: {
      label: 'active, fitness-minded adults', age_range: '18–45 (estimate)', education: 'College-educated (estimate)',
      device_used: 'Smartphone and fitness tracker', social_media: ['Instagram', 'YouTube', 'TikTok', 'Strava'],
      product_user: 'People who train or exercise regularly', scene: 'an active adult during a workout',
    },
  },
  {
    words: ['dog', 'cat', 'puppy', 'kitten', 'pet', 'leash', 'litter', 'aquarium', 'bird', 'horse'],
    persona: {
      label: 'pet owners', age_range: '25–54 (estimate)', education: 'Mixed (estimate)', gender: 'Mixed, slightly more women (estimate)',
      device_used: 'Smartphone', social_media: ['Instagram', 'Facebook', 'TikTok'], product_user: 'Pet owners caring for their animals',
      scene: 'a pet owner at home with their pet',
    },
  },
  {
    words: ['kitchen', 'cooking', 'cook', 'baking', 'bake', 'chef', 'recipe', 'food', 'meal', 'coffee', 'tea', 'cookware', 'utensil', 'knife', 'pan', 'blender'],
    persona: {
      label: 'home cooks', age_range: '28–60 (estimate)', education: 'Mixed, often college-educated (estimate)',
      device_used: 'Smartphone and tablet in the kitchen', social_media: ['Pinterest', 'Instagram', 'YouTube', 'Facebook'],
      product_user: 'People who cook and bake at home', scene: 'a home cook in a bright kitchen',
    },
  },
  {
    words: ['snack', 'grocery', 'flavor', 'flavour', 'organic', 'vitamin', 'supplement', 'capsule', 'serving', 'nutrition', 'gluten', 'vegan', 'sugar', 'spice'],
    persona: {
      label: 'health-conscious households', age_range: '25–55 (estimate)', education: 'College-educated (estimate)',
      device_used: 'Smartphone', social_media: ['Instagram', 'Facebook', 'Pinterest', 'YouTube'],
      product_user: 'Households who plan their food and wellness purchases', scene: 'an adult in a home kitchen with the product on the counter',
    },
  },
  {
    words: ['office', 'desk', 'laptop', 'monitor', 'keyboard', 'mouse', 'business', 'work', 'meeting', 'printer', 'stationery'],
    persona: {
      label: 'office and remote workers', age_range: '24–55 (estimate)', education: 'College-educated (estimate)',
      device_used: 'Laptop and smartphone', social_media: ['LinkedIn', 'YouTube', 'Facebook'],
      product_user: 'Professionals working at a desk, in the office or at home', scene: 'a professional at a tidy desk',
    },
  },
  {
    words: ['phone', 'iphone', 'smartphone', 'mobile', 'tablet', 'ipad', 'charger', 'charging', 'cable', 'usb', 'bluetooth', 'headphone', 'earphone', 'speaker', 'tv', 'hdmi', 'camera', 'wireless'],
    persona: {
      label: 'everyday tech users', age_range: '18–45 (estimate)', education: 'High school to college (estimate)',
      device_used: 'Smartphone, laptop and tablet', social_media: ['YouTube', 'Instagram', 'Reddit', 'X'],
      product_user: 'People who use phones, computers and gadgets every day', scene: 'a person using the product with their devices at home',
    },
  },
  {
    words: ['skin', 'hair', 'makeup', 'beauty', 'cosmetic', 'nail', 'lipstick', 'serum', 'moisturizer', 'shampoo', 'fragrance'],
    persona: {
      label: 'beauty and self-care shoppers', age_range: '18–45 (estimate)', education: 'Mixed (estimate)', gender: 'Mostly women (estimate)',
      device_used: 'Smartphone', social_media: ['Instagram', 'TikTok', 'YouTube', 'Pinterest'], product_user: 'People with a regular self-care routine',
      scene: 'a person in a bathroom mirror routine',
    },
  },
  {
    words: ['camping', 'outdoor', 'tent', 'fishing', 'hunting', 'garden', 'gardening', 'plant', 'lawn', 'patio', 'bbq', 'grill', 'skateboard', 'longboard', 'bike'],
    persona: {
      label: 'outdoor and garden enthusiasts', age_range: '25–60 (estimate)', education: 'Mixed (estimate)',
      device_used: 'Smartphone', social_media: ['YouTube', 'Facebook', 'Instagram'], product_user: 'People who spend their free time outdoors',
      scene: 'a person outdoors in daylight',
    },
  },
  {
    words: ['car', 'vehicle', 'truck', 'auto', 'automotive', 'motorcycle', 'dashboard', 'tire', 'engine'],
    persona: {
      label: 'drivers and car owners', age_range: '25–60 (estimate)', education: 'Mixed (estimate)', gender: 'Mixed, slightly more men (estimate)',
      device_used: 'Smartphone', social_media: ['YouTube', 'Facebook', 'Reddit'], product_user: 'Drivers who look after their vehicle',
      scene: 'a driver next to their car',
    },
  },
  {
    words: ['home', 'bedroom', 'living', 'bathroom', 'decor', 'furniture', 'storage', 'cleaning', 'laundry', 'bed', 'sofa', 'curtain', 'lamp'],
    persona: {
      label: 'homeowners and renters', age_range: '25–54 (estimate)', education: 'Mixed (estimate)', device_used: 'Smartphone',
      social_media: ['Pinterest', 'Instagram', 'Facebook'], product_user: 'People furnishing and running a home', scene: 'a person in a tidy living room',
    },
  },
];

const WOMEN = ['women', 'woman', 'ladies', 'lady', 'womens', 'her', 'female', 'girl', 'mom', 'mother', 'bridal'];
const MEN = ['men', 'man', 'mens', 'him', 'male', 'boy', 'dad', 'father', 'gentleman'];
const PREMIUM = ['premium', 'luxury', 'professional', 'handcrafted', 'handmade', 'leather', 'stainless', 'gold', 'silver', 'designer', 'artisan'];

const DEFAULT: Omit<PersonaEstimate, 'product_user' | 'scene'> = {
  label: 'everyday adult shoppers',
  age_range: '25–54 (estimate)',
  income: 'Middle income (estimate)',
  education: 'Mixed (estimate)',
  gender: 'Mixed; the listing gives no strong cue (estimate)',
  device_used: 'Smartphone',
  social_media: ['Facebook', 'Instagram', 'YouTube'],
};

function score(words: ReadonlySet<string>, cueWords: readonly string[]): number {
  return cueWords.reduce((sum, w) => sum + (words.has(w) ? 1 : 0), 0);
}

/** `words` are normalized (lowercase, singular) words of the seller's text and keywords. */
export function estimatePersona(words: ReadonlySet<string>, productNoun: string, plural: boolean): PersonaEstimate {
  let best: Cue | undefined;
  let bestScore = 0;
  for (const cue of CUES) {
    const s = score(words, cue.words);
    if (s > bestScore) {
      best = cue;
      bestScore = s;
    }
  }
  const women = score(words, WOMEN);
  const men = score(words, MEN);
  const gender =
    women > men ? 'Mostly women (estimate)'
    : men > women ? 'Mostly men (estimate)'
    : best?.persona.gender ?? DEFAULT.gender;
  const income = score(words, PREMIUM) > 0 ? 'Upper-middle income (estimate)' : best?.persona.income ?? DEFAULT.income;
  if (!best) {
    return {
      ...DEFAULT,
      gender,
      income,
      product_user: `Adults who need ${nounWithArticle(productNoun, plural)}`,
      scene: `an adult using the ${productNoun} at home`,
    };
  }
  return { ...best.persona, gender, income };
}
