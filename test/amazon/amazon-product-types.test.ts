import { describe, expect, it } from 'vitest';
import { categoryRulesSchema } from '../../src/contract/amazon-catalog.js';
import { amazonImportSchema } from '../../src/contract/amazon.js';
import { connectedSeller, FAKE_SELLER, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { productTypeSchema } from '../support/fake-amazon-catalog.js';
import { useTestApp } from '../support/test-app.js';

/**
 * Product Type Definitions (issue 26, item 3): the listing's product type schema fetched, kept per
 * product type, marketplace and version, and used to check drafts locally with Amazon's vocabulary.
 */

const US = 'ATVPDKIKX0DER';
const fake = useFakeAmazon();

/** A category stricter than the policy: 150-character titles, 255-character bullets, 200 bytes of search terms. */
const PET_BED = (version: string) => ({
  version,
  displayName: 'Pet Bed',
  schema: productTypeSchema({
    productType: 'PET_BED',
    required: ['item_name', 'brand', 'bullet_point', 'item_type_keyword'],
    attributes: {
      item_name: { title: 'Item Name', maxLength: 150 },
      brand: { title: 'Brand Name', maxLength: 100 },
      bullet_point: { title: 'Bullet Point', maxLength: 255, maxItems: 5 },
      product_description: { title: 'Product Description', maxLength: 2000 },
      generic_keyword: { title: 'Search Terms', maxUtf8ByteLength: 200 },
      item_type_keyword: { title: 'Item Type Keyword', maxLength: 200 },
      material: { title: 'Material' },
      color: { title: 'Colour' },
      size: { title: 'Size' },
    },
  }),
  propertyGroups: {
    product_identity: { title: 'Product Identity', propertyNames: ['item_name', 'brand', 'item_type_keyword'] },
    product_details: { title: 'Product Details', propertyNames: ['bullet_point', 'product_description', 'generic_keyword', 'material', 'color', 'size'] },
  },
});

const BED = {
  title: `Acme Orthopedic Dog Bed for Large Dogs, Memory Foam Mattress with Washable Cover and Non-Slip Bottom, Grey, 36 x 27 Inches, for Dogs up to 70 lb, Extra Thick`,
  bullets: ['MEMORY FOAM: 4 inch foam.', 'WASHABLE: zip cover.', 'NON SLIP: rubber base.', 'SIZE: 36 x 27 inches.', 'WARRANTY: two years.'],
  keywords: 'hundebett orthopaedisch',
  brand: 'Acme',
};

describe('Product Type Definitions', () => {
  const t = useTestApp(() => fake.env());

  it('the import uses the category’s own limits in its audit, and names the required and recommended attributes the listing lacks', async () => {
    fake.catalog.setProductType('PET_BED', PET_BED('U1'));
    const seller = await connectedSeller(t(), fake);
    const attributes = { ...amazonAttributes(US, BED), material: [{ value: 'Memory foam', marketplace_id: US, language_tag: 'en_US' }] };
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'BED-L', marketplaceId: US, productType: 'PET_BED', attributes });

    const imported = expectContract(amazonImportSchema, (await seller.client.get('/api/amazon/items/BED-L?marketplace=US')).json());
    expect(imported.categoryRules).toMatchObject({
      productType: 'PET_BED',
      displayName: 'Pet Bed',
      version: 'U1',
      limits: { titleMaxChars: 150, titleMaxBytes: null, bulletMaxChars: 255, bulletMaxCount: 5, descriptionMaxChars: 2000, backendMaxBytes: 200 },
      missingRequired: [{ attribute: 'item_type_keyword', title: 'Item Type Keyword' }],
      missingRecommended: [
        { attribute: 'product_description', title: 'Product Description' },
        { attribute: 'color', title: 'Colour' },
        { attribute: 'size', title: 'Size' },
      ],
    });
    // The 157-character title is over this category's 150, not the policy's 200: the audit says so.
    expect([...BED.title].length).toBe(157);
    expect(imported.limits).toMatchObject({ titleMaxChars: 150, bulletMaxChars: 255, backendMaxBytes: 200 });
    expect(imported.audit.findings.find((f) => f.rule === 'title.length')?.message).toBe('The title is 157 characters; the limit is 150.');
    expect(imported.notes).toEqual([
      'Amazon requires these for Pet Bed and the listing has none: Item Type Keyword.',
      'Recommended for Pet Bed and missing: Product Description, Colour, Size.',
    ]);
    const asked = fake.requests.find((r) => r.path === '/definitions/2020-09-01/productTypes/PET_BED')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({ marketplaceIds: US, sellerId: FAKE_SELLER, requirements: 'LISTING' });
    expect(asked.headers['x-amz-access-token']).toMatch(/^Atza\|/);
  });

  it('keeps a schema per product type, marketplace and version: fetched once a day, again only for a new version', async () => {
    const db = t().testDb.database.db;
    fake.catalog.setProductType('CAT_TREE', { ...PET_BED('V1'), displayName: 'Cat Tree' });
    const seller = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'TREE-1', marketplaceId: US, productType: 'CAT_TREE', attributes: amazonAttributes(US, BED) });
    const definitions = () => fake.requests.filter((r) => r.path === '/definitions/2020-09-01/productTypes/CAT_TREE').length;
    const downloads = () => fake.catalog.schemaDownloads.filter((p) => p.includes('CAT_TREE')).length;

    await seller.client.get('/api/amazon/items/TREE-1?marketplace=US');
    await seller.client.get('/api/amazon/items/TREE-1?marketplace=US');
    expect([definitions(), downloads()]).toEqual([1, 1]);

    // A day on, Amazon is asked for the version; the same version is not downloaded again.
    t().clock.advance(25 * 60 * 60_000);
    await seller.client.get('/api/amazon/items/TREE-1?marketplace=US');
    expect([definitions(), downloads()]).toEqual([2, 1]);

    // A new version is downloaded and kept beside the old one.
    fake.catalog.setProductType('CAT_TREE', { ...PET_BED('V2'), displayName: 'Cat Tree' });
    t().clock.advance(25 * 60 * 60_000);
    const imported = amazonImportSchema.parse((await seller.client.get('/api/amazon/items/TREE-1?marketplace=US')).json());
    expect(imported.categoryRules?.version).toBe('V2');
    expect([definitions(), downloads()]).toEqual([3, 2]);
    const kept = await db.selectFrom('amazon_product_type_schemas').select(['product_type', 'amazon_marketplace_id', 'version']).where('product_type', '=', 'CAT_TREE').orderBy('version').execute();
    expect(kept).toEqual([
      { product_type: 'CAT_TREE', amazon_marketplace_id: US, version: 'V1' },
      { product_type: 'CAT_TREE', amazon_marketplace_id: US, version: 'V2' },
    ]);
  });

  it('checks a draft locally with Amazon’s vocabulary: search terms counted in UTF-8 bytes, titles in characters', async () => {
    fake.catalog.setProductType('PET_BED', PET_BED('U1'));
    const seller = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'BED-DE', marketplaceId: US, productType: 'PET_BED', attributes: amazonAttributes(US, BED) });
    const patchesBefore = fake.patches().length;

    // 150 characters of "ü" are 300 bytes: within a 150-character title, over 200 bytes of search terms.
    const umlauts = 'ü'.repeat(150);
    const res = await seller.client.post('/api/amazon/items/BED-DE/check?marketplace=US', { title: umlauts, keywords: umlauts, bullets: [...BED.bullets, 'SIX', 'SEVEN'] });
    expect(res.statusCode).toBe(200);
    const rules = expectContract(categoryRulesSchema, res.json());
    expect(rules.problems).toEqual([
      { attribute: 'bullet_point', field: 'bullets', message: 'Bullet Point: must NOT have more than 5 items' },
      { attribute: 'bullet_point', field: 'bullets', message: 'Bullet Point: must have at most 5 distinct items' },
      { attribute: 'generic_keyword', field: 'keywords', message: 'Search Terms: must be at most 200 bytes (UTF-8)' },
    ]);
    // One character over the category's title limit is named too.
    const over = expectContract(categoryRulesSchema, (await seller.client.post('/api/amazon/items/BED-DE/check?marketplace=US', { title: 'x'.repeat(151) })).json());
    expect(over.problems).toEqual([{ attribute: 'item_name', field: 'title', message: 'Item Name: must NOT have more than 150 characters' }]);
    expect(over.missingRequired.map((a) => a.attribute)).toEqual(['item_type_keyword']);
    // Nothing was sent to Amazon's listing.
    expect(fake.patches().length).toBe(patchesBefore);
  });

  it('an import still works when Amazon will not give the product type’s schema, and says so', async () => {
    const seller = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'ODD-1', marketplaceId: US, productType: 'NO_SUCH_TYPE', attributes: amazonAttributes(US, BED) });
    fake.catalog.setProductType('NO_SUCH_TYPE', { ...PET_BED('W1'), schema: 'not a schema' as unknown as Record<string, unknown> });
    const imported = amazonImportSchema.parse((await seller.client.get('/api/amazon/items/ODD-1?marketplace=US')).json());
    expect(imported.categoryRules).toBeNull();
    expect(imported.limits.titleMaxChars).toBe(200);
    expect(imported.notes).toEqual([expect.stringMatching(/^Amazon’s rules for product type NO_SUCH_TYPE could not be read \(Amazon’s product type schema was not a JSON Schema\.\); the policy’s limits were used\.$/)]);
  });
});
