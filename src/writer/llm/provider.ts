import type { LanguageModel } from 'ai';
import type { LlmSettings } from '../settings.js';

/**
 * Builds the AI SDK model for the configured provider. Provider packages load on demand, so
 * the built-in writer (the default) never pays for them at start-up.
 */
export async function createLanguageModel(settings: LlmSettings): Promise<LanguageModel> {
  const { provider, model, apiKey, baseUrl } = settings;
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      // `.chat()` speaks Chat Completions, which every OpenAI-compatible server also understands.
      return createOpenAI({ apiKey, baseURL: baseUrl }).chat(model);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey, baseURL: baseUrl })(model);
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({ apiKey, baseURL: baseUrl })(model);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl!,
        apiKey,
        supportsStructuredOutputs: true,
      })(model);
    }
  }
}
