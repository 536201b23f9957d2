import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/mock-fetch';
import type { Footer } from './Footer';

/** Each case needs its own fetch of /api/config, so the module (and its cache) is loaded fresh. */
async function renderFooter(aiProvider: string, aiModel: string) {
  vi.resetModules();
  mockFetch({ 'GET /api/config': () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider, aiModel }) });
  const { Footer: FreshFooter } = (await import('./Footer')) as { Footer: typeof Footer };
  render(
    <MemoryRouter>
      <FreshFooter />
    </MemoryRouter>,
  );
  return screen.findByText(/Text written by/);
}

afterEach(() => vi.unstubAllGlobals());

describe('the footer names the active writer (issue 10 §5)', () => {
  it('says the built-in editor wrote the text, and that an AI provider can be configured', async () => {
    const line = await renderFooter('builtin', 'Listcraft built-in writer');
    expect(line).toHaveTextContent('Text written by the Listcraft built-in editor');
    expect(line).toHaveTextContent('An AI provider (OpenAI, Anthropic, Google or an OpenAI-compatible model) can be configured.');
  });

  it('names the provider and the model when an LLM writes', async () => {
    expect(await renderFooter('openai', 'gpt-4o-mini')).toHaveTextContent(/^Text written by OpenAI, model gpt-4o-mini$/);
  });

  it('names an OpenAI-compatible server by its model', async () => {
    expect(await renderFooter('openai-compatible', 'llama3.1')).toHaveTextContent(/^Text written by an OpenAI-compatible provider, model llama3\.1$/);
  });
});
