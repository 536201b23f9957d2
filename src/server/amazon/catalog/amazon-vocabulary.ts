import { Ajv2019, type ErrorObject, type ValidateFunction } from 'ajv/dist/2019.js';

/**
 * A JSON Schema validator for Amazon's product type schemas: JSON Schema draft 2019-09 plus the
 * keywords of Amazon's vocabulary (Product Type Definitions meta-schema v1). Those that check a
 * value are implemented here; the informational ones are declared so the validator knows them.
 * Validating without them would pass titles Amazon refuses (byte limits) and refuse schemas.
 *
 * - `maxUtf8ByteLength` / `minUtf8ByteLength`: a string's length in UTF-8 bytes, not characters.
 * - `maxUniqueItems` with `selectors`: at most that many items differ in the selector properties
 *   (one `item_name` per marketplace and language, say).
 * - `editable`, `hidden`, `enumNames`, `selectors`: informational.
 */

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function amazonValidator(): Ajv2019 {
  // The schemas name Amazon's meta-schema, which is an identifier, not a document to load.
  const ajv = new Ajv2019({ allErrors: true, validateSchema: false, strict: false, validateFormats: false });
  ajv.addKeyword({
    keyword: 'maxUtf8ByteLength',
    type: 'string',
    schemaType: 'number',
    error: { message: ({ schema }) => `must be at most ${String(schema)} bytes (UTF-8)` },
    validate: (limit: number, data: string) => utf8Bytes(data) <= limit,
  });
  ajv.addKeyword({
    keyword: 'minUtf8ByteLength',
    type: 'string',
    schemaType: 'number',
    error: { message: ({ schema }) => `must be at least ${String(schema)} bytes (UTF-8)` },
    validate: (limit: number, data: string) => utf8Bytes(data) >= limit,
  });
  ajv.addKeyword({
    keyword: 'maxUniqueItems',
    type: 'array',
    schemaType: 'number',
    error: { message: ({ schema }) => `must have at most ${String(schema)} distinct items` },
    validate: function maxUniqueItems(limit: number, data: unknown[], parent?: Record<string, unknown>) {
      const selectors = Array.isArray(parent?.selectors) ? (parent.selectors as string[]) : null;
      const keys = data.map((item) => {
        if (!selectors || !item || typeof item !== 'object') return JSON.stringify(item);
        return JSON.stringify(selectors.map((name) => (item as Record<string, unknown>)[name] ?? null));
      });
      return new Set(keys).size <= limit;
    },
  });
  for (const keyword of ['editable', 'hidden', 'enumNames', 'selectors']) ajv.addKeyword({ keyword });
  return ajv;
}

const ajv = amazonValidator();
/** Compiled schemas by product type, marketplace and version: compiling one takes far longer than using it. */
const compiled = new Map<string, ValidateFunction>();
const MAX_COMPILED = 32;

export function validatorFor(key: string, schema: Record<string, unknown>): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    // Amazon's $id is the same across schemas of one product type; ajv keeps schemas by $id.
    const { $id: _id, ...rest } = schema;
    validate = ajv.compile(rest);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  return validate;
}

export type SchemaError = ErrorObject;
