import type { PublicConfig } from '../../contract/index';

const PROVIDER_NAMES: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  'openai-compatible': 'an OpenAI-compatible provider',
};

/**
 * The footer's line naming the active writer: the provider and model when an LLM is configured,
 * e.g. "Text written by OpenAI, model gpt-4o-mini"; otherwise that the built-in editor wrote it
 * and that an AI provider can be configured (README, "Choosing the writer").
 */
export function aiCredit(config: Pick<PublicConfig, 'aiProvider' | 'aiModel'>): string {
  if (config.aiProvider === 'builtin' || !config.aiProvider) {
    return 'Text written by the Listcraft built-in editor, offline. An AI provider (OpenAI, Anthropic, Google or an OpenAI-compatible model) can be configured.';
  }
  const provider = PROVIDER_NAMES[config.aiProvider] ?? config.aiProvider;
  return config.aiModel ? `Text written by ${provider}, model ${config.aiModel}` : `Text written by ${provider}`;
}
