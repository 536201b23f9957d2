import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../src/contract/public-config.js';
import { ConfigError, loadConfig } from '../../src/server/runtime/config.js';
import { loadOrCreateSecrets } from '../../src/server/runtime/secrets.js';
import { expectContract } from '../support/contract-fixtures.js';
import { startTestApp, stopTestApp, useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

const FULL = { SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.x', SPAPI_CLIENT_SECRET: 'secret-value-123', SPAPI_APP_ID: 'amzn1.sp.solution.x' };

describe('Amazon configuration', () => {
  it('is all or nothing: a partial SPAPI_* set stops the boot naming what is missing', async () => {
    const error = await startTestApp({ SPAPI_CLIENT_ID: FULL.SPAPI_CLIENT_ID, SPAPI_ENDPOINT: 'http://127.0.0.1:9' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SPAPI_CLIENT_SECRET is required when any SPAPI_\* variable is set \(found SPAPI_CLIENT_ID, SPAPI_ENDPOINT\)/);
    expect(problems[1]).toMatch(/^SPAPI_APP_ID is required/);
    expect((error as ConfigError).message).not.toContain(FULL.SPAPI_CLIENT_SECRET);
  });

  it('checks the region and the URLs, and fills the region’s defaults', () => {
    expect(() => loadConfig({ ...FULL, SPAPI_REGION: 'us' })).toThrow(/SPAPI_REGION must be one of na, eu, fe/);
    expect(() => loadConfig({ ...FULL, SPAPI_ENDPOINT: 'ftp://x' })).toThrow(/SPAPI_ENDPOINT must start with http:\/\/ or https:\/\//);
    const eu = loadConfig({ ...FULL, SPAPI_REGION: 'eu' }).amazon!;
    expect(eu).toMatchObject({ region: 'eu', endpoint: 'https://sellingpartnerapi-eu.amazon.com', lwaTokenUrl: 'https://api.amazon.com/auth/o2/token', consentUrl: 'https://sellercentral-europe.amazon.com/apps/authorize/consent', draftApp: false });
    expect(loadConfig({}).amazon).toBeUndefined();
    expect(loadConfig({ SPAPI_CLIENT_ID: ' ', SPAPI_REGION: '' }).amazon).toBeUndefined();
  });

  it('adds a token key to a secrets file from before it, keeping the other secrets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-secrets-'));
    try {
      const old = { authSecret: 'a'.repeat(43), adminToken: 'b'.repeat(43) };
      fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(old), { mode: 0o600 });
      const upgraded = loadOrCreateSecrets(dir);
      expect(upgraded).toMatchObject(old);
      expect(Buffer.from(upgraded.tokenKey, 'base64url')).toHaveLength(32);
      expect(loadOrCreateSecrets(dir).tokenKey).toBe(upgraded.tokenKey);
      expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without the Amazon configuration', () => {
  const t = useTestApp();

  it('hides the feature: the public flag is off and every route says why with a 404', async () => {
    const config = expectContract(publicConfigSchema, (await t().app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(config.amazonConnect).toBe(false);
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    for (const url of ['/api/amazon/connection', '/api/amazon/connect', '/api/amazon/items/SKU?marketplace=US', '/api/amazon/callback?state=x']) {
      const res = await seller.client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The Amazon connection is not set up on this server.' });
    }
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/amazon/connection' });
    expect(anonymous.statusCode).toBe(404);
  });
});

describe('with the Amazon configuration', () => {
  it('shows the feature to the browser without any secret', async () => {
    const app = await startTestApp(FULL);
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/config' });
      expect(expectContract(publicConfigSchema, res.json()).amazonConnect).toBe(true);
      expect(res.body).not.toContain(FULL.SPAPI_CLIENT_SECRET);
      expect(res.body).not.toContain(FULL.SPAPI_CLIENT_ID);
    } finally {
      await stopTestApp(app);
    }
  });
});
