import { ApiError, NetworkError } from './http';

/** SPEC §8: the wording shown for any credit refusal, with a Contact Us button beside it. */
export const CREDITS_MESSAGE = 'Insufficient credits. Contact us for additional credits.';

/** A credit refusal, known by the API's code (USAGE_LIMIT_REACHED), whatever its words. */
export const isCreditProblem = (error: unknown): boolean => error instanceof ApiError && error.is('USAGE_LIMIT_REACHED');

export interface UserFacingError {
  message: string;
  /** Show the Contact Us button to the messaging app. */
  credits: boolean;
  /** The session expired: the UI has turned signed-out, so show nothing. */
  silent: boolean;
}

/**
 * Maps anything a step threw to what the error panel shows (SPEC §8). `fallback` is the step's
 * own unknown-error text, e.g. 'An unknown error occurred during insight extraction.'.
 */
export function toUserError(error: unknown, fallback: string): UserFacingError {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (isCreditProblem(error)) return { message: CREDITS_MESSAGE, credits: true, silent: false };
  if (error instanceof ApiError && error.isSessionExpired) return { message: '', credits: false, silent: true };
  if (error instanceof DOMException && error.name === 'AbortError') return { message: '', credits: false, silent: true };
  if (error instanceof NetworkError) {
    return { message: 'Could not reach Listcraft. Check your connection and try again.', credits: false, silent: false };
  }
  return { message: message.trim() || fallback, credits: false, silent: false };
}

export const whatsappLink = (digits: string) => `https://wa.me/${digits.replace(/\D/g, '')}`;
