import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/test-env.js';
import { freePort } from '../support/ports.js';
import { programArgs } from '../support/programs.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  const output: string[] = [];
  const child = spawn(process.execPath, programArgs('main', '--no-web-build'), {
    cwd: ROOT,
    // Development, as `npm start` runs by default: the dev mailbox exists only there.
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', SMTP_URL: '', DEV_MAILBOX: 'true', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}


/**
 * Waits for the server to answer. A loaded CI machine (five test workers each booting PGlite on two
 * cores) once took more than a minute to start it, so the wait is long; a server that exits instead
 * fails at once, with what it printed.
 */
async function serving(server: ReturnType<typeof startServer>, base: string, what: string) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) before ${what}:\n${server.output.join('')}`);
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one message naming every bad variable', () => {
    const result = spawnSync(process.execPath, programArgs('main', '--no-web-build'), {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: 'nope', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT must be a whole number');
    expect(result.stderr).toContain('DATABASE_URL must be a URL');
    expect(result.stderr.match(/Invalid configuration/g)).toHaveLength(1);
  });

  it.runIf(!testDatabaseUrl)(
    'keeps data and secrets across a restart, and shuts down cleanly with a stream open',
    async () => {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://localhost:${port}` };
      const base = `http://127.0.0.1:${port}`;

      const first = startServer(env);
      await serving(first, base, 'first start');
      const secretsFile = path.join(dataDir, 'secrets.json');
      expect(fs.statSync(secretsFile).mode & 0o777).toBe(0o600);
      const secrets = fs.readFileSync(secretsFile, 'utf8');
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.APP_URL },
        body: JSON.stringify({ email: 'keep@example.com', password: 'secret12', name: 'Keep' }),
      });
      expect(signUp.status).toBe(200);

      // A second server on the same embedded database is refused, not allowed to corrupt it.
      const second = spawnSync(process.execPath, programArgs('main', '--no-web-build'), {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(await freePort()), DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/another Listcraft server .* is using/);

      // Confirm the address through the dev mailbox, then hold a live usage stream open.
      const mailbox = await (await fetch(`${base}/dev/mailbox`)).text();
      const link = /class="link" href="([^"]+)"/.exec(mailbox)![1]!.replace(/&amp;/g, '&');
      const verified = await fetch(link.replace(env.APP_URL, base), { redirect: 'manual' });
      const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const stream = await fetch(`${base}/api/usage/stream`, { headers: { cookie } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const firstEvent = new TextDecoder().decode((await reader.read()).value);
      expect(firstEvent).toContain('event: usage');

      first.child.kill('SIGTERM');
      // The in-flight stream is ended by the server rather than cut, and the process exits cleanly.
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
      expect(await exited(first.child)).toBe(0);
      expect(first.output.join('')).toContain('stopped cleanly');

      const restarted = startServer(env);
      try {
        await serving(restarted, base, 'restart');
        expect(fs.readFileSync(secretsFile, 'utf8')).toBe(secrets);
        expect(await (await fetch(`${base}/dev/mailbox`)).text()).toContain('keep@example.com');
        const health = await (await fetch(`${base}/api/health`)).json();
        expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
      } finally {
        restarted.child.kill('SIGINT');
        expect(await exited(restarted.child)).toBe(0);
      }
    },
    360_000,
  );
});
