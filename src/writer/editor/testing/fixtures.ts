import type { OptimizerInput } from '../../../contract/optimizer.js';

/**
 * Listings written for the editor's tests in the way sellers write them (not rows of the benchmark
 * data): thin and rich material, shouting, banned lines, measures with units, a warranty.
 */
export const FIXTURES: Record<string, OptimizerInput> = {
  /** Five short bullets: the editor must not pad them, and the guidance must say so. */
  thinBottle: {
    title: 'Hydrolux Insulated Water Bottle 750ml Stainless Steel, Leak Proof Lid, Blue',
    bulletPoints: [
      'Keeps drinks cold for 24 hours and hot for 12 hours',
      'Double wall 18/8 stainless steel with a powder coated finish',
      'Leak proof screw lid with a carry loop for hiking and travel',
      'Wide mouth fits ice cubes and is easy to clean by hand',
      'BPA free and free of plastic taste; 1 year warranty',
    ],
    titleMainKeyword: 'insulated water bottle',
    titleSecondaryKeywords: 'stainless steel bottle, leak proof',
    bulletKeywords: 'hiking bottle, travel flask',
  },
  /** Long bullets with seller headers, an audience, a brand spelled in capitals and a banned claim. */
  richLongboard: {
    title: 'TRAILCRAFT Carver 41" Bamboo Fiberglass Longboard Complete',
    bulletPoints: [
      'RESPONSIVE FLEX: The Carver pairs a bamboo core with triaxial fiberglass for a lively flex. Flex 2 suits riders from 120 to 170 pounds. The deck measures 41" x 9.5" with a 31" wheelbase.',
      'COMPONENTS: 180mm reverse kingpin trucks, 70mm 78A wheels and ABEC-7 bearings come fitted, so the board is ready to ride out of the box.',
      'CONCAVE AND GRIP: A mellow concave and coarse grip tape keep your feet planted when you carve or push up hills.',
      'BEST IN THE WORLD: Every board is pressed and finished by hand in our Oregon workshop.',
      'WARRANTY: 1-year warranty against manufacturing defects. Call us at (555) 123-4567 for a free replacement.',
      'FOR ALL LEVELS: Stable enough for beginners ages 12 and up and lively enough for experienced riders.',
    ],
    titleMainKeyword: 'longboard skateboard',
    titleSecondaryKeywords: 'bamboo longboard, cruiser board',
    bulletKeywords: 'carving longboard',
  },
  /** A shouting seller: capitals lowered, acronyms and codes kept. */
  shoutedCable: {
    title: 'VOLTRA USB C CABLE 2M BRAIDED FAST CHARGING 3A FOR ANDROID PHONES',
    bulletPoints: [
      'FAST CHARGING: SUPPORTS 3A FAST CHARGING AND 480MBPS DATA TRANSFER FOR USB-C PHONES AND TABLETS.',
      'BRAIDED NYLON: THE NYLON BRAIDED JACKET AND ALUMINIUM CONNECTORS SURVIVED 20,000 BEND TESTS IN OUR LAB.',
      '2 METRE LENGTH: LONG ENOUGH TO USE YOUR PHONE WHILE IT CHARGES FROM A WALL SOCKET OR A CAR CHARGER.',
      'WIDE COMPATIBILITY: WORKS WITH SAMSUNG GALAXY S21, PIXEL 6 AND OTHER USB-C DEVICES.',
      'WHAT YOU GET: 1 X USB C CABLE, 1 X VELCRO STRAP. WHATSAPP +91 98765 43210 FOR BULK ORDERS.',
    ],
    titleMainKeyword: 'usb c cable',
    titleSecondaryKeywords: 'fast charging cable',
    bulletKeywords: 'braided cable, type c charger cable',
  },
  /** A toy with bracketed headers, emoji and an age range, sold in the US. */
  emojiToy: {
    title: 'Puzzlepals Wooden Shape Sorter Toy for Toddlers 1-3, 12 Pieces (Rainbow)',
    bulletPoints: [
      '✅【Learning Through Play】Toddlers sort 12 chunky wooden shapes into the matching holes and learn colours and shapes.',
      '✅【Safe Materials】Made of solid beech wood with water-based paint; tested to ASTM F963 and CPSIA.',
      '✅【Easy to Hold】Each shape is 2 inches wide and fits small hands.',
      '✅【Gift Ready】Comes in a sturdy box with a lid for easy storage between play times.',
      '⭐ 100% Happiness Guarantee - email us at help@puzzlepals.example for a full refund!',
    ],
    titleMainKeyword: 'shape sorter toy',
    titleSecondaryKeywords: 'wooden toddler toys',
    bulletKeywords: 'montessori toys, educational toys for toddlers',
  },
  /** An Indian appliance listing with specs written as label: value. */
  specHeater: {
    title: 'Kaveri Quartz Room Heater 800 Watts with 2 Heat Settings (Ivory)',
    bulletPoints: [
      'Heat Settings: 2 settings of 400 W and 800 W for small rooms up to 120 sq ft',
      'Safety: Tip-over switch turns the heater off if it falls; overheat protection cut-off',
      'Body: Powder coated steel body resists rust; cool-touch handle for carrying',
      'Cord Length: 1.5 m; Rated Voltage: 230 V',
      'Warranty: 2 years on the product from the date of purchase',
    ],
    titleMainKeyword: 'room heater',
    titleSecondaryKeywords: 'quartz heater, electric heater',
    bulletKeywords: 'heater for home',
  },
};
