import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/runtime/config.js';
import { programArgs } from '../support/programs.js';

// Split from mail-safety.test.ts: this one starts the real server, so it runs in the `processes` project.
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('production without a mail server (L8)', () => {
  it('is a configuration error naming SMTP_URL and why', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/SMTP_URL is required when NODE_ENV=production: without a mail server, confirmation and password-reset links would only be written to the log/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' })).not.toThrow();
  });

  it('stops `npm start`’s server before it opens anything', () => {
    const result = spawnSync(process.execPath, programArgs('main', '--no-web-build'), {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', SMTP_URL: '', DATA_DIR: '/nonexistent/listcraft-never-created', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SMTP_URL is required when NODE_ENV=production');
  });
});
