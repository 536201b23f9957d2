import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { WritingEngine } from '../../writer/engine.js';
import { createLlmEngine } from '../../writer/llm/llm-engine.js';
import { createLanguageModel } from '../../writer/llm/provider.js';
import { createEngine } from '../../writer/select.js';
import type { WriterSettings } from '../../writer/settings.js';
import type { AiPriority, AiRate } from '../queue/ai-rate.js';

type ModelV3 = Parameters<typeof wrapLanguageModel>[0]['model'];

/**
 * The writing engine AI_PROVIDER names, with every request to the provider (analysis, each
 * section, repairs and retries alike) first taking an admission from the shared AI_RPM limiter,
 * at the model's own boundary, so no path of the writer can bypass it. The optimizer's calls ask
 * as `interactive`, bulk rows as `bulk`; the built-in writer calls no provider and needs none.
 */
export async function createRatedEngine(ai: WriterSettings, aiRate: AiRate, priority: AiPriority): Promise<WritingEngine> {
  if (ai.provider === 'builtin' || !aiRate.limit) return createEngine(ai);
  const settings = { provider: ai.provider, model: ai.model!, apiKey: ai.apiKey, baseUrl: ai.baseUrl, timeoutMs: ai.timeoutMs };
  const model: LanguageModel = wrapLanguageModel({
    model: (await createLanguageModel(settings)) as ModelV3,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => {
        await aiRate.take(params.abortSignal, priority);
        return params;
      },
    },
  });
  return createLlmEngine({ settings, model });
}
