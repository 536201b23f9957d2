import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import { healthySchema } from '../../src/contract/health.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { testDatabaseUrl } from '../support/test-env.js';

describe('API basics', () => {
  const t = useTestApp();

  it('reports health after a real database query', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(expectContract(healthySchema, res.json())).toMatchObject({ status: 'ok', database: testDatabaseUrl ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(expectContract(errorSchema, res.json())).toEqual({ message: 'No route matches GET /api/does-not-exist.', code: 'NOT_FOUND' });
  });

  it('says so when the JSON body is malformed', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses a body over 256 KB with a 413', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the public config whitelist only', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['aiModel', 'aiProvider', 'amazonConnect', 'amazonMode', 'supportEmail', 'supportWhatsapp']);
    // Without an SP-API app nothing is a demo or a sandbox: the page marks neither.
    expect(res.json()).toMatchObject({ amazonMode: 'live' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
