import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

export * from './error-codes.js';

/**
 * The one error body of the API, whatever went wrong: a stable `code` a client may switch on, a
 * `message` a person can read, and `details` when there is more to say (the fields that failed
 * validation, the seconds to wait after a 429, the request id of a 5xx).
 */
export const errorSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES).describe('A stable error code such as VALIDATION_FAILED or NOT_FOUND; never renamed.'),
    details: z.unknown().optional(),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof errorSchema>;

/** The body of a request no route answers; the same shape as every other error. */
export const routeNotFoundMessage = (method: string, pathname: string) => `No route matches ${method} ${pathname}.`;

/** The error answers a route declares, status by status, so the OpenAPI document lists them. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema])) as { [K in S[number]]: typeof errorSchema };
