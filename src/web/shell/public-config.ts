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
  builtin: 'Listcraft',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  'openai-compatible': 'an OpenAI-compatible model',
};

/** The footer's AI credit line, e.g. "AI by OpenAI (gpt-4o-mini)". */
export function aiCredit(config: Pick<PublicConfig, 'aiProvider' | 'aiModel'>): string {
  if (config.aiProvider === 'builtin') return `Written by ${config.aiModel || 'the Listcraft built-in writer'}`;
  const provider = PROVIDER_NAMES[config.aiProvider] ?? config.aiProvider;
  return config.aiModel ? `AI by ${provider} (${config.aiModel})` : `AI by ${provider}`;
}
