/**
 * The API contract: the zod schema of every /api request, answer and error, and the TypeScript
 * types inferred from them. The server validates and serializes with these schemas (and the
 * OpenAPI document is generated from them); the web imports the types and parses answers.
 */
export * from './accounts.js';
export * from './amazon.js';
export * from './amazon-catalog.js';
export * from './amazon-publish-states.js';
export * from './audit.js';
export * from './bulk-jobs.js';
export * from './contact.js';
export * from './credits.js';
export * from './draft-form.js';
export * from './errors.js';
export * from './health.js';
export * from './keyword-banks.js';
export * from './listing-versions.js';
export * from './listings.js';
export * from './optimizer.js';
export * from './optimizer-api.js';
export * from './public-config.js';
