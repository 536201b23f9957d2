import type { CategoryRules } from '../../../contract/amazon-catalog.js';
import type { PublishPatch } from '../../../contract/amazon.js';
import type { PolicyProfile } from '../../../rules/index.js';
import { ATTRIBUTE_OF, FIELD_OF_ATTRIBUTE } from '../listing-attributes.js';
import { patchRequest } from '../publish-patch.js';
import { validatorFor, type SchemaError } from './amazon-vocabulary.js';
import type { ProductTypeSchema } from './product-type-schemas.js';

/**
 * What a product type's schema says about the fields Listcraft writes and the attributes a
 * listing must or should have: the category's real limits (instead of the policy's global ones),
 * the required attributes the listing lacks, the recommended ones it lacks, and what the draft
 * breaks, found by validating the listing's attributes with the draft's text in them.
 *
 * "Recommended" is not a keyword of Amazon's schema: it is the product type's `product_details`
 * property group (the attributes Amazon's own listing form shows under Product details), less the
 * required ones. docs/decisions/0030-product-type-definitions.md says why.
 */

type Schema = Record<string, unknown>;
const RECOMMENDED_GROUP = 'product_details';

const objectAt = (value: unknown): Schema | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined);

/** The `value` property's schema of an attribute (each attribute is an array of `{value, …}`). */
function valueSchema(schema: Schema, attribute: string): Schema | undefined {
  const property = objectAt(objectAt(schema.properties)?.[attribute]);
  return objectAt(objectAt(objectAt(property?.items)?.properties)?.value);
}

const numberAt = (schema: Schema | undefined, keyword: string) => (typeof schema?.[keyword] === 'number' ? (schema[keyword] as number) : null);

export function categoryLimits(schema: Schema): CategoryRules['limits'] {
  const title = valueSchema(schema, ATTRIBUTE_OF.title);
  const bullet = valueSchema(schema, ATTRIBUTE_OF.bullets);
  const description = valueSchema(schema, ATTRIBUTE_OF.description);
  const keywords = valueSchema(schema, ATTRIBUTE_OF.keywords);
  return {
    titleMaxChars: numberAt(title, 'maxLength'),
    titleMaxBytes: numberAt(title, 'maxUtf8ByteLength'),
    bulletMaxChars: numberAt(bullet, 'maxLength'),
    bulletMaxCount: numberAt(objectAt(objectAt(schema.properties)?.[ATTRIBUTE_OF.bullets]), 'maxItems'),
    descriptionMaxChars: numberAt(description, 'maxLength'),
    backendMaxBytes: numberAt(keywords, 'maxUtf8ByteLength') ?? numberAt(keywords, 'maxLength'),
  };
}

/** The attribute with Amazon's name for it in this product type (`title` of its schema). */
function named(schema: Schema, attribute: string) {
  const title = objectAt(objectAt(schema.properties)?.[attribute])?.title;
  return { attribute, title: typeof title === 'string' ? title : attribute };
}

const present = (attributes: Record<string, unknown>, name: string) => Array.isArray(attributes[name]) && (attributes[name] as unknown[]).length > 0;

/** A schema error in the seller's words: which attribute, and what Amazon's rule says. */
function problemOf(schema: Schema, error: SchemaError): CategoryRules['problems'][number] {
  const attribute = error.instancePath.split('/')[1] ?? (error.params as { missingProperty?: string }).missingProperty ?? '';
  const { title } = named(schema, attribute);
  return { attribute, field: FIELD_OF_ATTRIBUTE[attribute] ?? null, message: `${title}: ${error.message ?? 'is not valid'}` };
}

export interface DraftCheck {
  /** The listing's attributes as Amazon has them. */
  attributes: Record<string, unknown>;
  /** The text the seller would send, if any; checked in place of Amazon's. */
  draft?: PublishPatch;
  marketplaceId: string;
  language: string;
}

/** The product type's rules for this listing, and what the listing (with the draft in it) breaks. */
export function categoryRules(productType: ProductTypeSchema, check: DraftCheck): CategoryRules {
  const { schema } = productType;
  const attributes: Record<string, unknown> = { ...check.attributes };
  if (check.draft) {
    for (const patch of patchRequest(check.draft, productType.productType, check.marketplaceId, check.language).patches) {
      attributes[patch.path.replace('/attributes/', '')] = patch.value;
    }
  }
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const recommended = productType.propertyGroups[RECOMMENDED_GROUP]?.propertyNames ?? [];
  const validate = validatorFor(`${productType.productType}|${productType.marketplaceId}|${productType.version}`, schema);
  validate(attributes);
  const errors = validate.errors ?? [];
  // A missing required attribute is listed once, by name; every other error is a problem of its attribute.
  const problems = errors.filter((e) => !(e.keyword === 'required' && e.instancePath === '')).map((e) => problemOf(schema, e));
  const seen = new Set<string>();
  return {
    productType: productType.productType,
    displayName: productType.displayName,
    version: productType.version,
    limits: categoryLimits(schema),
    missingRequired: required.filter((name) => !present(attributes, name)).map((name) => named(schema, name)),
    missingRecommended: recommended.filter((name) => !required.includes(name) && !present(attributes, name)).map((name) => named(schema, name)),
    problems: problems.filter((p) => !seen.has(p.message) && seen.add(p.message)),
  };
}

/**
 * The policy profile with this category's limits where the schema gives them, so the audit scores
 * a listing against the limits Amazon enforces for its product type. Targets are kept within them.
 */
export function profileForCategory(profile: PolicyProfile, limits: CategoryRules['limits']): PolicyProfile {
  const within = (range: readonly [number, number], max: number): [number, number] => [Math.min(range[0], max), Math.min(range[1], max)];
  const title = limits.titleMaxChars ?? (limits.titleMaxBytes !== null ? Math.min(profile.title.max, limits.titleMaxBytes) : null);
  return {
    ...profile,
    title:
      title === null
        ? profile.title
        : { ...profile.title, max: title, target: within(profile.title.target, title), mediaMax: undefined, mediaTarget: undefined, exemptMarketplaces: undefined, exemptMax: undefined, exemptTarget: undefined },
    bullets:
      limits.bulletMaxChars === null
        ? profile.bullets
        : { ...profile.bullets, max: limits.bulletMaxChars, target: within(profile.bullets.target, limits.bulletMaxChars) },
    description:
      limits.descriptionMaxChars === null
        ? profile.description
        : { ...profile.description, max: limits.descriptionMaxChars, target: within(profile.description.target, limits.descriptionMaxChars) },
    backend:
      limits.backendMaxBytes === null
        ? profile.backend
        : { ...profile.backend, maxBytes: { default: limits.backendMaxBytes }, apparelMaxBytes: undefined, target: within(profile.backend.target, limits.backendMaxBytes) },
  };
}
