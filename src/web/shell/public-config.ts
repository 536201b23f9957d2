import { useEffect, useState } from 'react';
import { apiJson } from '../api/http';

export interface PublicConfig {
  supportEmail: string;
  /** Digits only. */
  supportWhatsapp: string;
  aiProvider: string;
  aiModel: string;
}

let cached: Promise<PublicConfig> | null = null;

/** GET /api/config once per page load; every caller shares the answer. */
export function loadPublicConfig(): Promise<PublicConfig> {
  cached ??= apiJson<PublicConfig>('/api/config', { sessionBound: false }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let alive = true;
    loadPublicConfig().then(
      (value) => alive && setConfig(value),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  return config;
}

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
