import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../../src/server/runtime/secrets.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/** L13: private API answers could be kept by caches, and a DATA_DIR made beforehand kept mode 0777. */
describe('private answers', () => {
  const t = useTestApp();

  it('carry Cache-Control: no-store on every API answer, errors included', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const auth = { authorization: `Bearer ${seller.token}` };
    const answers = await Promise.all([
      t().app.inject({ method: 'GET', url: '/api/usage', headers: auth }),
      t().app.inject({ method: 'GET', url: '/api/listings', headers: auth }),
      t().app.inject({ method: 'GET', url: '/api/auth/get-session', headers: auth }),
      t().app.inject({ method: 'GET', url: '/api/listings' }),
      t().app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'application/json' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps the sign-in answer (it carries the session token) out of caches', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const res = await seller.client.signIn(seller.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-auth-token']).toBeTruthy();
    expect(String(res.headers['cache-control'])).toContain('no-store');
  });
});

describe('DATA_DIR', () => {
  it('is made private (0700) even when it was created beforehand with 0777', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-open-'));
    try {
      fs.chmodSync(dir, 0o777);
      loadOrCreateSecrets(dir);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
