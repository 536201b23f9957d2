import type { EventSourceMessage } from 'eventsource-parser';
import { ERROR_STATUS } from '../../contract/error-codes';
import type { AnalysisAnswer, GenerateRequest } from '../../contract/index';
import { checked } from '../api/contract-check';
import { ApiError, apiJson, request } from '../api/http';
import type { DraftAnswer, DraftForm, GenerateResult, Insights, OptimizerInput, Prompts, Section } from './types';

/**
 * The shared prompt templates pull in the engine's zod schemas, which are costly to evaluate on a
 * phone, so they load when the seller analyzes rather than with the page.
 */
export const loadTemplates = () => import('../../writer/prompts/templates');


export const extractInsights = async (userInput: OptimizerInput, options: { profile: string; marketplace: string }, signal?: AbortSignal) =>
  checked<AnalysisAnswer>(await apiJson('/api/extract-insights', { method: 'POST', body: { userInput, ...options }, signal }), (c) => c.analysisAnswerSchema);

/** The optimizer draft kept on the server (src/server/optimizer/draft-store.ts). */
export const fetchDraft = async () => checked<DraftAnswer>(await apiJson('/api/optimizer/draft'), (c) => c.draftAnswerSchema);
export const saveDraft = async (form: DraftForm) =>
  checked(await apiJson('/api/optimizer/draft', { method: 'PUT', body: { form } }), (c) => c.draftSavedSchema);
export const clearDraft = async () => checked(await apiJson('/api/optimizer/draft', { method: 'DELETE' }), (c) => c.draftClearedSchema);

/**
 * The profile's default templates from the server; the same shared templates filled locally when
 * the endpoint is unavailable, so a seller is never stuck without prompts.
 */
export async function loadDefaultPrompts(profileId: string, marketplace = 'US'): Promise<Prompts> {
  try {
    const query = new URLSearchParams({ profile: profileId, marketplace });
    return await checked<Prompts>(await apiJson(`/api/prompts/defaults?${query}`), (c) => c.promptsSchema);
  } catch (error) {
    if (error instanceof ApiError && error.isSessionExpired) throw error;
    const [{ defaultPrompts }, { resolveLimits }, { getProfile }] = await Promise.all([
      loadTemplates(),
      import('../../rules/limits'),
      import('../../rules/profiles'),
    ]);
    return defaultPrompts(resolveLimits(getProfile(profileId)));
  }
}

/** The stream parser, which only a generation needs: fetched when the seller analyses, not with the page. */
export const loadStreamParser = () => import('eventsource-parser');

/** The events of a text/event-stream body (a POST stream, which EventSource cannot send). */
async function* serverEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const { createParser } = await loadStreamParser();
  const arrived: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => arrived.push(message) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* arrived.splice(0);
    }
    // A last block without its closing blank line still counts.
    parser.feed(`${decoder.decode()}\n\n`);
    yield* arrived.splice(0);
  } finally {
    reader.releaseLock();
  }
}

/** An answer that breaks the contract. It has no words of its own: the page shows the step's unknown-error message. */
const notTheContract = () => new Error('');

/**
 * POST /api/generate as a stream: progress events as each section finishes, then the result.
 * A server that answers plain JSON instead is accepted too. Every event is parsed against the
 * contract (src/contract/optimizer-api.ts); the schemas load with the first generation, not with
 * the page. The result's fields may each be missing (SPEC §8 has the page say so), but a field
 * that is there has the contract's shape; a progress event that does not is skipped.
 */
export async function generateListing(
  body: GenerateRequest,
  onProgress: (completed: Section[]) => void,
  signal?: AbortSignal,
): Promise<GenerateResult | null> {
  const schemas = import('../../contract/optimizer-api');
  const response = await request('/api/generate', { method: 'POST', body, signal, headers: { Accept: 'text/event-stream' } });
  const { generateEventSchemas } = await schemas;
  const readResult = (data: unknown): GenerateResult | null => {
    if (data === null) return null;
    const parsed = generateEventSchemas.result.partial().safeParse(data);
    if (!parsed.success) throw notTheContract();
    return parsed.data;
  };
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const text = await response.text();
    if (!text) return null;
    try {
      return readResult(JSON.parse(text));
    } catch {
      throw notTheContract();
    }
  }
  for await (const message of serverEvents(response.body)) {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      continue;
    }
    if (message.event === 'progress') {
      const progress = generateEventSchemas.progress.safeParse(data);
      if (progress.success) onProgress(progress.data.completed);
    } else if (message.event === 'result') {
      return readResult(data);
    } else if (message.event === 'error') {
      const error = generateEventSchemas.error.safeParse(data);
      if (!error.success) throw notTheContract();
      const { message: text, code, details } = error.data;
      // The stream's headers went out as 200, so the event's code carries the status it stands for.
      throw new ApiError(text, ERROR_STATUS[code], code, details);
    }
  }
  return null;
}

/** The profile's prompts with every placeholder filled from the listing and its insights. */
export async function filledPrompts(profileId: string, input: OptimizerInput, insights: Insights, marketplace = 'US'): Promise<Prompts> {
  const [defaults, { fillPrompts }] = await Promise.all([loadDefaultPrompts(profileId, marketplace), loadTemplates()]);
  return fillPrompts(defaults, input, insights);
}
