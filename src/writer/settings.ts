/**
 * What the writer needs to know to be created. The writer owns this shape; the server's config
 * builds it from the environment, so the writer never reaches into the server.
 */
export const AI_PROVIDERS = ['builtin', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Which engine writes, and how to reach it when it is an LLM. */
export interface WriterSettings {
  provider: AiProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
}

/** The settings of an LLM engine: a provider other than the built-in editor, and its model. */
export interface LlmSettings {
  provider: Exclude<AiProvider, 'builtin'>;
  model: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
}
