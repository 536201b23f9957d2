import { APICallError, generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { EngineError } from '../errors.js';

export interface CallPolicy {
  timeoutMs: number;
  /** Attempts for 429/5xx answers and transport failures. */
  attempts: number;
  /** First back-off; doubles each time. A Retry-After header wins when shorter than 10 s. */
  baseDelayMs: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

function retryAfterMs(error: APICallError): number | undefined {
  const header = error.responseHeaders?.['retry-after'];
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 10_000) : undefined;
}

/** Strips anything that looks like a credential from a provider's error text before it is shown or logged. */
export function redact(text: string, secret?: string): string {
  let out = text.replace(/\b(sk|pk|rk|key)-[A-Za-z0-9_-]{8,}/g, '[redacted]').replace(/Bearer\s+[A-Za-z0-9._-]+/gi, 'Bearer [redacted]');
  if (secret) out = out.split(secret).join('[redacted]');
  return out;
}

/**
 * One structured-output call with a time limit, retries with back-off on 429 and 5xx, and one
 * more try when the model answers with malformed JSON. Failures become EngineErrors with clear,
 * key-free messages.
 */
export async function callForObject<T>(options: {
  model: LanguageModel;
  schema: z.ZodType<T>;
  name: string;
  system: string;
  prompt: string;
  policy: CallPolicy;
  signal?: AbortSignal;
  apiKey?: string;
}): Promise<T> {
  const { policy } = options;
  const deadline = Date.now() + policy.timeoutMs;
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let malformedTries = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await generateText({
        model: options.model,
        system: options.system,
        prompt: options.prompt,
        output: Output.object({ schema: options.schema, name: options.name }),
        maxRetries: 0, // retries are ours, so their delays are ours to choose and to test
        abortSignal: signal,
        temperature: 0.4,
      });
      return result.output as T;
    } catch (error) {
      if (timeout.aborted) {
        throw new EngineError('UPSTREAM_TIMEOUT', `The AI provider did not answer within ${Math.round(policy.timeoutMs / 1000)} seconds.`);
      }
      if (options.signal?.aborted) throw new EngineError('UPSTREAM_FAILED', 'The request was cancelled.');
      if (NoObjectGeneratedError.isInstance(error)) {
        if (++malformedTries < 2) continue;
        throw new EngineError('UPSTREAM_FAILED', 'The AI provider answered twice with output that is not the JSON we asked for.');
      }
      const apiError = APICallError.isInstance(error) ? error : undefined;
      const retryable = apiError ? apiError.isRetryable || apiError.statusCode === 429 : isTransportError(error);
      if (retryable && attempt < policy.attempts) {
        const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
        const wait = apiError ? (retryAfterMs(apiError) ?? backoff) : backoff;
        // Retry waits fit inside the time limit: a wait that would outlast it is not started, and
        // the provider's own failure is reported (never the timer firing mid-wait, which was a 500).
        if (Date.now() + wait < deadline) {
          const waited = await sleep(wait, signal).then(
            () => true,
            () => false,
          );
          if (waited) continue;
          if (options.signal?.aborted) throw new EngineError('UPSTREAM_FAILED', 'The request was cancelled.');
        }
      }
      const status = apiError?.statusCode;
      const detail = redact(String((error as Error).message ?? error), options.apiKey).slice(0, 300);
      if (status === 401 || status === 403) {
        throw new EngineError('UPSTREAM_FAILED', 'The AI provider refused our credentials. Check AI_API_KEY.', detail);
      }
      if (status === 429) throw new EngineError('UPSTREAM_FAILED', 'The AI provider is rate-limiting us. Please try again in a minute.', detail);
      throw new EngineError(
        'UPSTREAM_FAILED',
        status ? `The AI provider failed (HTTP ${status}) after ${attempt} attempt${attempt === 1 ? '' : 's'}.` : 'The AI provider could not be reached.',
        detail,
      );
    }
  }
}

function isTransportError(error: unknown): boolean {
  const text = String((error as { cause?: { code?: string } })?.cause?.code ?? (error as Error)?.message ?? '');
  return /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|fetch failed|socket hang up/i.test(text);
}
