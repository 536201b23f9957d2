/** A realistic seller listing used by the optimizer journeys. */
export const WATER_BOTTLE = {
  title: 'Trailmate Insulated Water Bottle 32 oz Stainless Steel Leak Proof Lid Keeps Drinks Cold',
  bullets: [
    'DOUBLE WALL INSULATION: Vacuum sealed stainless steel keeps water cold for 24 hours and coffee hot for 12 hours on the trail or at your desk.',
    'LEAK PROOF LID: The screw top lid with a silicone seal stops spills in your backpack, gym bag or car cup holder.',
    'BPA FREE MATERIALS: Food grade 18/8 stainless steel with no metallic taste, so every drink tastes the way it should.',
    'EASY TO CARRY: The wide powder coated grip and sturdy loop handle make it comfortable to carry on hikes and commutes.',
    'SIMPLE TO CLEAN: The wide mouth fits ice cubes and a bottle brush, and the lid comes apart for a thorough rinse.',
  ],
  sixthBullet: 'GIFT READY: Arrives in a recyclable box, a practical present for hikers, runners and office workers.',
  mainKeyword: 'insulated water bottle',
  secondaryKeywords: 'stainless steel water bottle, leak proof bottle',
  bulletKeywords: 'bpa free, cold 24 hours, wide mouth',
} as const;
