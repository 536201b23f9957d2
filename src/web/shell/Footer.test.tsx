import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { configHandler } from '../testing/handlers';
import { renderWithApp } from '../testing/render';
import { server } from '../testing/msw-server';
import { Footer } from './Footer';

function renderFooter(aiProvider: string, aiModel: string) {
  server.use(configHandler({ aiProvider, aiModel }));
  renderWithApp(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.findByText(/Text written by/);
}

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
