import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../src/contract/public-config.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';

/** The footer names the active writer from GET /api/config: provider and model, never a key or a base URL. */
describe('public config with an LLM configured', () => {
  const t = useTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'llama3.1',
    AI_BASE_URL: 'http://10.1.2.3:11434/v1',
    AI_API_KEY: 'sk-very-secret-key',
  });

  it('names the provider and model and nothing else about the connection', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(expectContract(publicConfigSchema, res.json())).toMatchObject({ aiProvider: 'openai-compatible', aiModel: 'llama3.1' });
    expect(Object.keys(res.json()).sort()).toEqual(['aiModel', 'aiProvider', 'amazonConnect', 'amazonMode', 'supportEmail', 'supportWhatsapp']);
    expect(res.body).not.toContain('sk-very-secret-key');
    expect(res.body).not.toContain('10.1.2.3');
  });
});
