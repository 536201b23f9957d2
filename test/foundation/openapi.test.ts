import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { usageSchema } from '../../src/contract/credits.js';
import { draftAnswerSchema } from '../../src/contract/draft-form.js';
import { errorSchema } from '../../src/contract/errors.js';
import { healthySchema, unhealthySchema } from '../../src/contract/health.js';
import { listingPageSchema, listingSchema } from '../../src/contract/listings.js';
import { promptsSchema } from '../../src/contract/optimizer.js';
import { analysisAnswerSchema, generateResultSchema } from '../../src/contract/optimizer-api.js';
import { publicConfigSchema } from '../../src/contract/public-config.js';
import { contactAnswerSchema } from '../../src/contract/contact.js';
import { keywordBankListSchema, keywordBankSchema, keywordImportAnswerSchema, storedKeywordSchema } from '../../src/contract/keyword-banks.js';
import { useTestApp } from '../support/test-app.js';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };

/** The answers of the main routes, as src/contract declares them. */
const ANSWERS: [method: string, path: string, status: string, schema: z.ZodObject][] = [
  ['get', '/api/health', '200', healthySchema],
  ['get', '/api/health', '503', unhealthySchema],
  ['get', '/api/config', '200', publicConfigSchema],
  ['get', '/api/usage', '200', usageSchema],
  ['get', '/api/prompts/defaults', '200', promptsSchema],
  ['post', '/api/extract-insights', '200', analysisAnswerSchema],
  ['post', '/api/generate', '200', generateResultSchema],
  ['get', '/api/optimizer/draft', '200', draftAnswerSchema],
  ['get', '/api/listings', '200', listingPageSchema],
  ['get', '/api/listings/{id}', '200', listingSchema],
  ['put', '/api/listings/{id}', '200', listingSchema],
  ['post', '/api/contact', '201', contactAnswerSchema],
  ['get', '/api/keyword-banks', '200', keywordBankListSchema],
  ['post', '/api/keyword-banks', '201', keywordBankSchema],
  ['get', '/api/keyword-banks/{id}', '200', keywordBankSchema],
  ['post', '/api/keyword-banks/{id}/keywords', '201', storedKeywordSchema],
  ['post', '/api/keyword-banks/{id}/import', '200', keywordImportAnswerSchema],
  ['post', '/api/keyword-banks/{id}/import-text', '200', keywordImportAnswerSchema],
];

/** The fields a schema's answer always has (zod marks the others optional on the way out). */
const requiredKeys = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType)._zod.optout !== 'optional')
    .map(([key]) => key)
    .sort();

describe('the OpenAPI document', () => {
  const t = useTestApp();

  async function document() {
    const res = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json() as { paths: Record<string, Record<string, Operation>> };
  }
  const schemaOf = (operation: Operation | undefined, status: string) => operation?.responses[status]?.content?.['application/json']?.schema;

  it('documents the answer of every main route with the contract’s fields', async () => {
    const { paths } = await document();
    for (const [method, path, status, schema] of ANSWERS) {
      const documented = schemaOf(paths[path]?.[method], status);
      expect(documented, `${method.toUpperCase()} ${path} ${status}`).toBeDefined();
      expect(Object.keys(documented!.properties ?? {}).sort(), `${method.toUpperCase()} ${path} ${status}`).toEqual(Object.keys(schema.shape).sort());
      expect([...(documented!.required ?? [])].sort(), `${method.toUpperCase()} ${path} ${status}`).toEqual(requiredKeys(schema));
    }
  });

  it('documents every error answer of /api with the one error schema', async () => {
    const { paths } = await document();
    const errors = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses)
          .filter((status) => Number(status) >= 400)
          .map((status) => ({ at: `${method.toUpperCase()} ${path} ${status}`, schema: schemaOf(operation, status) })),
      ),
    );
    expect(errors.length).toBeGreaterThan(20);
    for (const { at, schema } of errors) {
      expect(Object.keys(schema?.properties ?? {}), at).toEqual(expect.arrayContaining(Object.keys(errorSchema.shape)));
      expect([...(schema?.required ?? [])].sort(), at).toEqual(expect.arrayContaining(['code', 'message']));
    }
  });
});
