import { describe, expect, it } from 'vitest';
import { ApiError, defaultErrorMessage, errorFromBody, NetworkError } from './http';
import { CREDITS_MESSAGE, isCreditProblem, toUserError, whatsappLink } from './errors';

describe('reading API errors (SPEC §7)', () => {
  it('takes the message field first', () => {
    const error = errorFromBody(402, JSON.stringify({ message: 'Insufficient credits: 0 left', code: 'USAGE_LIMIT_REACHED' }));
    expect(error).toMatchObject({ message: 'Insufficient credits: 0 left', status: 402, code: 'USAGE_LIMIT_REACHED' });
  });

  it('falls back to details, then to the status default', () => {
    expect(errorFromBody(400, JSON.stringify({ details: 'Bad title' })).message).toBe('Bad title');
    expect(errorFromBody(400, JSON.stringify({ details: { fields: { 'userInput.title': 'Title is required' } } })).message).toBe('Title is required');
    expect(errorFromBody(500, JSON.stringify({ code: 'X' })).message).toBe('API request failed with status 500');
    expect(defaultErrorMessage(418)).toBe('API request failed with status 418');
  });

  it('uses a text body as the last fallback', () => {
    expect(errorFromBody(502, 'Bad gateway from the proxy').message).toBe('Bad gateway from the proxy');
    expect(errorFromBody(502, '').message).toBe('API request failed with status 502');
  });
});

describe('the error catalogue (SPEC §8)', () => {
  it('recognises the credits refusal by its code, whatever its words', () => {
    expect(toUserError(new ApiError('Payment required', 402, 'USAGE_LIMIT_REACHED'), 'x')).toEqual({ message: CREDITS_MESSAGE, credits: true, silent: false });
    expect(isCreditProblem(errorFromBody(402, JSON.stringify({ message: 'You have 0 left', code: 'USAGE_LIMIT_REACHED' })))).toBe(true);
  });

  it('never reads a refusal from the words of a message', () => {
    for (const text of ['Insufficient credits: you have 0', 'You reached your credit limit', 'USAGE_LIMIT_REACHED']) {
      expect(isCreditProblem(new Error(text))).toBe(false);
      expect(toUserError(new ApiError(text, 400, 'VALIDATION_FAILED'), 'x')).toMatchObject({ message: text, credits: false });
    }
  });

  it('keeps only the API’s own codes; anything else is no code', () => {
    expect(new ApiError('x', 400, 'NOT_A_CODE').code).toBeUndefined();
    expect(new ApiError('x', 404, 'NOT_FOUND').is('NOT_FOUND')).toBe(true);
  });

  it('says the connection failed for a request that never reached the API, however the browser words it', () => {
    for (const words of ['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.']) {
      expect(toUserError(new NetworkError(words), 'x').message).toBe('Could not reach Listcraft. Check your connection and try again.');
    }
    expect(toUserError(new TypeError('x is undefined'), 'x').message).toBe('x is undefined');
  });

  it('shows other messages as they are, or the step fallback when empty', () => {
    expect(toUserError(new ApiError('Title is required', 400), 'fallback').message).toBe('Title is required');
    expect(toUserError(new Error(''), 'An unknown error occurred.').message).toBe('An unknown error occurred.');
    expect(toUserError(undefined, 'An unknown error occurred during insight extraction.').message).toBe(
      'An unknown error occurred during insight extraction.',
    );
  });

  it('stays silent for an expired session (the UI signs out instead)', () => {
    expect(toUserError(new ApiError('No active session. Please log in again.', 401), 'x')).toMatchObject({ silent: true });
  });

  it('builds the messaging-app link from digits', () => {
    expect(whatsappLink('+1 555 555 0199')).toBe('https://wa.me/15555550199');
  });
});
