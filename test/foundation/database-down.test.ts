import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/database.js';
import { testConfig } from '../support/test-app.js';

describe('health with the database down', () => {
  const config = testConfig();
  const database = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
  const app = database.then((db) =>
    buildApp({ config, database: db, secrets: { authSecret: 'x'.repeat(40), adminToken: 'y'.repeat(40), tokenKey: 'z'.repeat(43) }, logger: false }),
  );
  afterAll(async () => {
    await (await app).close();
    await (await database).close();
  });

  it('answers 503 with a clear message', async () => {
    const res = await (await app).inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The database is unreachable. Listcraft cannot serve requests until it is back.',
      code: 'SERVICE_UNAVAILABLE',
      database: 'postgres',
    });
  });
});
