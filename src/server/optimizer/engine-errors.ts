import { ZodError } from 'zod';
import { EngineError } from '../../engine/errors.js';
import { AppError } from '../errors.js';

/** Engine failures reach the seller as clear messages that say no credit was used. */
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof EngineError) {
    return new AppError(error.code, `${error.message} No credits were used; please try again.`);
  }
  if (error instanceof ZodError) {
    return new AppError('UPSTREAM_FAILED', 'The writing engine returned an incomplete result. No credits were used; please try again.');
  }
  return error;
}
