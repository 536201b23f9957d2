import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../contract/errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export { ERROR_STATUS };
export type { ErrorBody, ErrorCode };

/** The one error type of the API: a stable code, a message a person can read, optional details. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** How long a client should wait before trying again when the database cannot do the work. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot save anything right now because our database is unavailable. Nothing was changed; please try again in a minute.';

/** The answer when the database cannot do the work: a 503 with Retry-After, never a 200 that lost it. */
export function databaseUnavailable(message = DATABASE_UNAVAILABLE_MESSAGE, cause?: unknown) {
  const error = new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  if (cause !== undefined) error.cause = cause;
  return error;
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';

/** Translates whatever was thrown into the API's error body, hiding internals of 5xx answers. */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody; internal: boolean } {
  // Before anything else: better-auth wraps the driver's error in its own 4xx/5xx APIError.
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) error = databaseUnavailable(undefined, error);
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body, internal: error.status >= 500 };
  }
  const fastifyError = error as FastifyError & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const fields: Record<string, string> = {};
    for (const issue of fastifyError.validation) {
      const params = issue.params as { issue?: { path?: PropertyKey[] } };
      const key = fieldName(params.issue?.path ?? issue.instancePath.split('/').filter(Boolean));
      fields[key] ??= issue.message ?? 'is invalid';
    }
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    return {
      status: 400,
      body: { message: `Invalid request. ${summary}`, code: 'VALIDATION_FAILED', details: { fields } },
      internal: false,
    };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' }, internal: false };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { message: 'The request body is too large (the limit is 256 KB).', code: 'PAYLOAD_TOO_LARGE' },
        internal: false,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { message: 'Send the request body as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' },
        internal: false,
      };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, body: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' }, internal: false };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: ErrorCode = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return { status, body: { message: fastifyError.message, code }, internal: false };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
    internal: true,
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal } = toErrorBody(error);
    const retryAfter = (body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (internal) {
      // The log line carries the request id (pino's reqId) so a user's report can be traced.
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      body.details = retryAfter ? { retryAfterSeconds: retryAfter, requestId: request.id } : { requestId: request.id };
    } else {
      request.log.info({ code: body.code, status }, body.message);
    }
    if (reply.sent) return;
    if ((status === 429 || status === 503) && retryAfter) void reply.header('Retry-After', String(retryAfter));
    void reply.status(status).type('application/json').send(body);
  });

}
