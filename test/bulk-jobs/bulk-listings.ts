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

const HEADER = ['sku', 'marketplace', 'title', 'bullet_1', 'bullet_2', 'bullet_3', 'bullet_4', 'bullet_5', 'bullet_6', 'description', 'main_keyword', 'secondary_keywords', 'bullet_keywords', 'search_terms'];
const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** One row of Listcraft's template for a listing. */
export function templateRow(i: number, listing: OptimizerInput = bulkListing(i)): string[] {
  const bullets = [...listing.bulletPoints, '', '', '', '', '', ''].slice(0, 6);
  return [skuOf(i), '', listing.title, ...bullets, listing.description ?? '', listing.titleMainKeyword, listing.titleSecondaryKeywords, listing.bulletKeywords, ''];
}

/** A CSV in Listcraft's template; `rows` may replace or add raw rows (for files with problems). */
export function listingsCsv(count: number, edit: (rows: string[][]) => string[][] = (rows) => rows): string {
  const rows = edit(Array.from({ length: count }, (_, i) => templateRow(i)));
  return [HEADER, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

export const TEMPLATE_HEADER = HEADER;
