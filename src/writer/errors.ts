/**
 * Errors the engines raise, with the API's stable codes, so the server maps them without
 * knowing which engine ran. `detail` is for the log only.
 */
export class EngineError extends Error {
  constructor(
    readonly code: 'UPSTREAM_FAILED' | 'UPSTREAM_TIMEOUT',
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
