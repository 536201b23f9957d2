import { APICallError } from 'ai';
import { ZodError } from 'zod';
import { EngineError } from '../../writer/errors.js';
import { AppError } from '../http/errors.js';

/** Engine failures reach the seller as clear messages that say no credit was used. */
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof EngineError) {
    return new AppError(error.code, `${error.message} No credits were used; please try again.`);
  }
  // A time limit or a cancellation that escaped the engine is still the provider's failure,
  // not ours: the seller gets a 502/504 that says the credit came back, never a 500.
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new AppError('UPSTREAM_TIMEOUT', 'The writing engine did not answer in time. No credits were used; please try again.');
  }
  if (error instanceof Error && (error.name === 'AbortError' || APICallError.isInstance(error))) {
    return new AppError('UPSTREAM_FAILED', 'The writing engine failed. No credits were used; please try again.');
  }
  if (error instanceof ZodError) {
    return new AppError('UPSTREAM_FAILED', 'The writing engine returned an incomplete result. No credits were used; please try again.');
  }
  return error;
}
