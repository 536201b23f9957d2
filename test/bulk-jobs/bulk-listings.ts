import type { OptimizerInput } from '../../src/contract/optimizer.js';

const PRODUCTS = ['Kettle', 'Toaster', 'Blender', 'Grinder', 'Juicer', 'Steamer', 'Skillet', 'Wok', 'Griddle', 'Roaster'];

/** A distinct, valid listing per index, written for these tests. */
export function bulkListing(i: number): OptimizerInput {
  const product = PRODUCTS[i % PRODUCTS.length]!;
  return {
    title: `Brewline ${product} Model ${i + 1} Stainless Steel, 1500W, Easy Clean`,
    bulletPoints: [
      `Heats evenly with a 1500W element so the ${product.toLowerCase()} is ready in minutes`,
      `Stainless steel body wipes clean and resists stains from daily use`,
      `Auto shut-off switches the ${product.toLowerCase()} off when it is done or left empty`,
      `Cool-touch handle stays comfortable to hold while it works`,
      `Compact footprint fits small kitchens and dorm rooms`,
    ],
    titleMainKeyword: `${product.toLowerCase()}`,
    titleSecondaryKeywords: `stainless ${product.toLowerCase()}, electric ${product.toLowerCase()}`,
    bulletKeywords: `kitchen ${product.toLowerCase()}`,
  };
}

export const skuOf = (i: number) => `SKU-${String(i + 1).padStart(4, '0')}`;
