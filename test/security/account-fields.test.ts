import { describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/**
 * L6: names of 200,000 characters and e-mail local parts of 10,000 were stored, and
 * `display_name: {a:1}` became "[object Object]". Names and display names are text of at most
 * 100 characters, e-mail addresses at most 254.
 */
describe('account fields', () => {
  const t = useTestApp();
  let n = 0;
  const client = () => new AuthClient(t().app, `10.70.0.${++n}`);
  const users = () => t().testDb.database.db.selectFrom('users').select(['name', 'display_name', 'email']).execute();

  it('refuses over-long names, display names and addresses at sign-up, with the reason', async () => {
    const cases = [
      [{ email: 'long-name@example.com', password: 'secret12', name: 'N'.repeat(200_000) }, 'Name must be at most 100 characters.'],
      [{ email: 'long-display@example.com', password: 'secret12', name: 'Ok', display_name: 'D'.repeat(101) }, 'Display name must be at most 100 characters.'],
      [{ email: `${'l'.repeat(10_000)}@example.com`, password: 'secret12', name: 'Ok' }, 'Email must be at most 254 characters.'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await client().post('/api/auth/sign-up/email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await users()).toEqual([]);
  });

  it('accepts names only as text, never turning an object into "[object Object]"', async () => {
    for (const body of [
      { email: 'obj@example.com', password: 'secret12', name: 'Ok', display_name: { a: 1 } },
      { email: 'obj2@example.com', password: 'secret12', name: ['Ok'] },
      { email: 'obj3@example.com', password: 'secret12', name: 42 },
    ]) {
      const res = await client().post('/api/auth/sign-up/email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/(Display name|Name) must be text\./);
    }
    expect((await users()).some((u) => u.display_name === '[object Object]' || u.name === '[object Object]')).toBe(false);
  });

  it('keeps 100-character names and a 254-character address', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const res = await client().post('/api/auth/sign-up/email', { email, password: 'secret12', name: 'N'.repeat(100), display_name: 'D'.repeat(100) });
    expect(res.statusCode).toBe(200);
    const row = (await users()).find((u) => u.email === email)!;
    expect(row.name).toHaveLength(100);
    expect(row.display_name).toHaveLength(100);
  });

  it('applies the same limits when a signed-in user renames themselves', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const long = await seller.client.post('/api/auth/update-user', { display_name: 'x'.repeat(500) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Display name must be at most 100 characters.');
    const object = await seller.client.post('/api/auth/update-user', { name: { a: 1 } });
    expect(object.statusCode).toBe(400);
    const ok = await seller.client.post('/api/auth/update-user', { display_name: 'Renamed' });
    expect(ok.statusCode).toBe(200);
    expect((await seller.client.session())?.user.display_name).toBe('Renamed');
  });

  it('caps the address on sign-in and reset requests too', async () => {
    const long = `${'x'.repeat(300)}@example.com`;
    for (const url of ['/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/auth/send-verification-email']) {
      const res = await client().post(url, { email: long, password: 'whatever1' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Email must be at most 254 characters.');
    }
  });
});
