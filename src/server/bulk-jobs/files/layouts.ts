import type { ListingLayout } from './types.js';

/**
 * The two column layouts a bulk file may use, recognised by their header row.
 *
 * - Listcraft's template (template.ts writes it): one column per field of the single optimizer's
 *   form (SPEC §3 "Optimizer user input") plus the SKU, the marketplace and the current search terms.
 * - Amazon's flat-file listing templates (Seller Central, Add Products via Upload): a settings row
 *   (`TemplateType=fptcustom Version=… TemplateSignature=…`) and a row of labels ("Seller SKU",
 *   "Product Name") sit above the row of field names (`item_sku`, `item_name`, `bullet_point1`…);
 *   hundreds of other columns (brand_name, feed_product_type, prices, images) are carried through
 *   untouched. The newer templates spell a field `item_name[marketplace_id=…][language_tag=…]#1.value`
 *   and the SKU `contribution_sku#1.value`; both spellings are read. Their row action is the
 *   `::record_action` column and their variation role `parentage_level[…]#1.value`.
 */

export type Field =
  | 'sku'
  | 'marketplace'
  | 'title'
  | 'bullet1'
  | 'bullet2'
  | 'bullet3'
  | 'bullet4'
  | 'bullet5'
  | 'bullet6'
  | 'description'
  | 'mainKeyword'
  | 'secondaryKeywords'
  | 'bulletKeywords'
  | 'searchTerms'
  | 'brand'
  | 'parentChild'
  | 'updateDelete';

export const BULLET_FIELDS = ['bullet1', 'bullet2', 'bullet3', 'bullet4', 'bullet5', 'bullet6'] as const;

/** Listcraft's template, in order, as template.ts writes it. */
export const LISTCRAFT_COLUMNS: readonly { name: string; field: Field; required: boolean; note: string }[] = [
  { name: 'sku', field: 'sku', required: true, note: 'Your SKU for the product; each row needs its own.' },
  { name: 'marketplace', field: 'marketplace', required: false, note: 'US, UK, DE, FR, IT, ES, CA, JP… Leave empty for the marketplace chosen on the page.' },
  { name: 'title', field: 'title', required: true, note: 'The current product title.' },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    name: `bullet_${n}`,
    field: `bullet${n}` as Field,
    required: n <= 5,
    note: n <= 5 ? `Current bullet point ${n} (the first five are required).` : 'A sixth bullet point, if the listing has one.',
  })),
  { name: 'description', field: 'description', required: false, note: 'The current product description (optional; more facts for the writer).' },
  { name: 'main_keyword', field: 'mainKeyword', required: true, note: 'The search phrase the title must lead with, e.g. "orthopedic dog bed".' },
  { name: 'secondary_keywords', field: 'secondaryKeywords', required: false, note: 'More phrases for the title, separated by commas.' },
  { name: 'bullet_keywords', field: 'bulletKeywords', required: false, note: 'Phrases to work into the bullet points, separated by commas.' },
  { name: 'search_terms', field: 'searchTerms', required: false, note: 'Your current backend search terms. The result file holds the new ones here, never fewer than yours: when the rewrite’s are shorter, yours are kept.' },
];

/** Amazon's field names, as its templates' third row spells them. */
export const AMAZON_COLUMNS = {
  sku: 'item_sku',
  title: 'item_name',
  bullets: ['bullet_point1', 'bullet_point2', 'bullet_point3', 'bullet_point4', 'bullet_point5'],
  description: 'product_description',
  searchTerms: 'generic_keywords',
} as const;

/** A header cell compared loosely: case, spaces, underscores and hyphens do not matter. */
export function headerKey(cell: string): string {
  let text = cell.replace(/^\uFEFF/, '').trim().toLowerCase();
  // Newer Amazon templates: `bullet_point[marketplace_id=ATVPDKIKX0DER][language_tag=en_US]#3.value`.
  const indexed = /^(.*?)(?:\[[^\]]*\])*#(\d+)\.value$/.exec(text);
  if (indexed) {
    const base = indexed[1]!.replace(/\[[^\]]*\]/g, '');
    const index = Number(indexed[2]);
    text = /bullet[_ ]?point$/.test(base) ? `${base}${index}` : index === 1 ? base : `${base}${index}`;
  }
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

const LISTCRAFT_NAMES: Record<string, Field> = {
  sku: 'sku',
  sellersku: 'sku',
  marketplace: 'marketplace',
  title: 'title',
  producttitle: 'title',
  description: 'description',
  productdescription: 'description',
  mainkeyword: 'mainKeyword',
  titlemainkeyword: 'mainKeyword',
  secondarykeywords: 'secondaryKeywords',
  titlesecondarykeywords: 'secondaryKeywords',
  bulletkeywords: 'bulletKeywords',
  searchterms: 'searchTerms',
  backendsearchterms: 'searchTerms',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].flatMap((n) => [`bullet${n}`, `bulletpoint${n}`].map((k) => [k, `bullet${n}` as Field]))),
};

const AMAZON_NAMES: Record<string, Field> = {
  itemsku: 'sku',
  contributionsku: 'sku',
  itemname: 'title',
  productdescription: 'description',
  generickeywords: 'searchTerms',
  generickeyword: 'searchTerms',
  // Older templates split the search terms over generic_keywords1…5; they are read as one.
  ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`generickeywords${n}`, 'searchTerms' as Field])),
  ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`bulletpoint${n}`, `bullet${n}` as Field])),
  brandname: 'brand',
  brand: 'brand',
  parentchild: 'parentChild',
  updatedelete: 'updateDelete',
  // The newer templates: `parentage_level[marketplace_id=…]#1.value` (parent, child) and the
  // `::record_action` column (full_update, partial_update, delete) that replaced update_delete.
  parentagelevel: 'parentChild',
  recordaction: 'updateDelete',
  // Listcraft's additions a seller may put into an Amazon file: the optimizer's keyword fields.
  mainkeyword: 'mainKeyword',
  secondarykeywords: 'secondaryKeywords',
  bulletkeywords: 'bulletKeywords',
};

const AMAZON_ANCHORS = new Set(['itemsku', 'contributionsku', 'itemname']);
const LISTCRAFT_ANCHORS = new Set(['sku', 'title']);

export interface ColumnMap {
  layout: ListingLayout;
  /** Field -> column indexes (several for Amazon's split search terms), in file order. */
  fields: Partial<Record<Field, number[]>>;
}

/** The layout a row's cells name, if it is a header row of either layout. */
export function readHeader(cells: readonly string[]): ColumnMap | null {
  const keys = cells.map(headerKey);
  const layout: ListingLayout | null = keys.some((k) => AMAZON_ANCHORS.has(k))
    ? 'amazon'
    : keys.some((k) => LISTCRAFT_ANCHORS.has(k)) && keys.filter((k) => k in LISTCRAFT_NAMES).length >= 2
      ? 'listcraft'
      : null;
  if (!layout) return null;
  const names = layout === 'amazon' ? AMAZON_NAMES : LISTCRAFT_NAMES;
  const fields: ColumnMap['fields'] = {};
  keys.forEach((key, column) => {
    const field = Object.hasOwn(names, key) ? names[key] : undefined;
    if (field) (fields[field] ??= []).push(column);
  });
  return { layout, fields };
}

/** The columns a layout cannot do without, by the name the seller should add. */
export function missingColumns(map: ColumnMap): string[] {
  if (map.layout === 'listcraft') return LISTCRAFT_COLUMNS.filter((c) => c.required && !map.fields[c.field]).map((c) => c.name);
  const required: [Field, string][] = [
    ['sku', AMAZON_COLUMNS.sku],
    ['title', AMAZON_COLUMNS.title],
    ...AMAZON_COLUMNS.bullets.map((name, i): [Field, string] => [BULLET_FIELDS[i]!, name]),
  ];
  return required.filter(([field]) => !map.fields[field]).map(([, name]) => name);
}

/** Amazon's marketplace ids, as templates name them in their settings row or header. */
const MARKETPLACE_IDS: Record<string, string> = {
  ATVPDKIKX0DER: 'US',
  A2EUQ1WTGCTBG2: 'CA',
  A1AM78C64UM0Y8: 'MX',
  A2Q3Y263D00KWC: 'BR',
  A1F83G8C2ARO7P: 'UK',
  A28R8C7NBKEWEA: 'IE',
  A1PA6795UKMFR9: 'DE',
  A13V1IB3VIYZZH: 'FR',
  APJ6JRA9NG5V4: 'IT',
  A1RKKUPIHCS9HS: 'ES',
  A1805IZSGTT6HS: 'NL',
  AMEN7PMS3EDWL: 'BE',
  A2NODRKZP88ZB9: 'SE',
  A1C3SOZRARQ6R3: 'PL',
  A2VIGQ35RCS4UG: 'AE',
  A17E79C6D8DWNP: 'SA',
  ARBP9OOSHTCHU: 'EG',
  A33AVAJ2PDY3EV: 'TR',
  A21TJRUUN4KGV: 'IN',
  A1VC38T7YXB528: 'JP',
  A19VAU5U5O7RUS: 'SG',
  A39IBJ37TRP1C6: 'AU',
};

/** The one marketplace an Amazon template's top rows name by id, or null when none or several. */
export function marketplaceNamedIn(rows: readonly (readonly string[])[]): string | null {
  const found = new Set<string>();
  for (const row of rows) {
    for (const cell of row) {
      for (const match of cell.matchAll(/\b(A[0-9A-Z]{8,13})\b/g)) {
        const code = MARKETPLACE_IDS[match[1]!];
        if (code) found.add(code);
      }
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}
