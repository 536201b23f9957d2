import type { WritingEngine } from './engine.js';
import type { WriterSettings } from './settings.js';

/** The engine AI_PROVIDER names: the offline built-in writer by default, or an LLM provider. */
export async function createEngine(ai: WriterSettings, tuning: { attempts?: number; baseDelayMs?: number } = {}): Promise<WritingEngine> {
  // Loaded on first use: start-up never pays for the NLP library or the provider SDKs.
  if (ai.provider === 'builtin') {
    const { createBuiltinEngine } = await import('./editor/index.js');
    return createBuiltinEngine();
  }
  const { createLlmEngine } = await import('./llm/llm-engine.js');
  return createLlmEngine({
    settings: { provider: ai.provider, model: ai.model!, apiKey: ai.apiKey, baseUrl: ai.baseUrl, timeoutMs: ai.timeoutMs },
    ...tuning,
  });
}

/** Creates the engine once, on first use, and shares it. A failed creation is retried next time. */
export function lazyEngine(create: () => Promise<WritingEngine>): () => Promise<WritingEngine> {
  let engine: Promise<WritingEngine> | undefined;
  return () => {
    engine ??= create().catch((error) => {
      engine = undefined;
      throw error;
    });
    return engine;
  };
}
