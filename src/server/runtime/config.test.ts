import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.ai.provider).toBe('builtin');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('listens on loopback alone in development and on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', APP_URL: 'https://listcraft.example.com' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('runs background jobs in the web process unless START_WORKER=false, which needs a shared Postgres', () => {
    expect(loadConfig({}).startWorker).toBe(true);
    expect(loadConfig({ START_WORKER: 'TRUE' }).startWorker).toBe(true);
    expect(loadConfig({ START_WORKER: 'false', DATABASE_URL: 'postgres://u@h:5432/db' }).startWorker).toBe(false);
    expect(() => loadConfig({ START_WORKER: 'false' })).toThrow(/START_WORKER can be false only with DATABASE_URL/);
    expect(() => loadConfig({ START_WORKER: 'maybe' })).toThrow(/START_WORKER must be true or false \(got "maybe"\)/);
  });

  it('reads AI_RPM as a whole number of requests per minute', () => {
    expect(loadConfig({}).aiRpm).toBeUndefined();
    expect(loadConfig({ AI_RPM: '600' }).aiRpm).toBe(600);
    expect(() => loadConfig({ AI_RPM: '0' })).toThrow(/AI_RPM must be at least 1/);
    expect(() => loadConfig({ AI_RPM: '12.5' })).toThrow(/AI_RPM must be a whole number/);
    expect(() => loadConfig({ AI_RPM: 'lots' })).toThrow(/AI_RPM must be a whole number/);
  });

  it('gives paid work 7 s to finish after SIGTERM unless PAID_WORK_GRACE_MS says less', () => {
    expect(loadConfig({}).paidWorkGraceMs).toBe(7_000);
    expect(loadConfig({ PAID_WORK_GRACE_MS: '2000' }).paidWorkGraceMs).toBe(2_000);
    expect(loadConfig({ PAID_WORK_GRACE_MS: '0' }).paidWorkGraceMs).toBe(0);
    expect(() => loadConfig({ PAID_WORK_GRACE_MS: '9000' })).toThrow(/PAID_WORK_GRACE_MS must be at most 7000 milliseconds: the process exits 10 s after SIGTERM/);
    expect(() => loadConfig({ PAID_WORK_GRACE_MS: '-1' })).toThrow(/PAID_WORK_GRACE_MS must be at least 0/);
    expect(() => loadConfig({ PAID_WORK_GRACE_MS: '1.5' })).toThrow(/PAID_WORK_GRACE_MS must be a whole number of milliseconds/);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', SMTP_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL']) expect(message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('requires model, key and base URL for the providers that need them', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL[\s\S]*AI_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' })).toThrow(/AI_BASE_URL/);
    const ok = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3', AI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(ok.ai.baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('normalises the support phone number to digits and checks it', () => {
    expect(loadConfig({ SUPPORT_WHATSAPP: '+1 (555) 555-0123' }).supportWhatsapp).toBe('15555550123');
    expect(() => loadConfig({ SUPPORT_WHATSAPP: 'call me' })).toThrow(/SUPPORT_WHATSAPP/);
  });

  it('never exposes secrets to the browser', () => {
    const config = loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-secret' });
    expect(JSON.stringify(publicConfig(config))).not.toContain('sk-secret');
  });

  it('trusts no proxy unless TRUST_PROXY names them: a hop count or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback, ::1' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must not trust every sender/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY must be a hop count from 1 to 10/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, proxy.example.com, 10.0.0.0/33' })).toThrow(
      /TRUST_PROXY must be a hop count or a comma-separated list .* \(not understood: proxy\.example\.com, 10\.0\.0\.0\/33\)/,
    );
  });

  it('refuses production without a mail server, naming the reason', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).nodeEnv).toBe('production');
  });
});
