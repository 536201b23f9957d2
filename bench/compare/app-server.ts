import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` of one checkout (this one or the base of bench:compare) on a fresh embedded
 * database, and a confirmed seller on it. Only the HTTP API is used, so any commit that has the
 * same sign-up and dev mailbox can be measured by the same code.
 */
export function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

export async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

export function stop(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', resolve));
}

export interface AppServer {
  origin: string;
  child: ChildProcess;
  close(): Promise<void>;
}

/** Starts `scripts/start.js` in `root` (building its server and web app when stale). */
export async function startApp(root: string): Promise<AppServer> {
  const port = freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-compare-data-'));
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development', // the dev mailbox confirms the bench's sellers
      DEV_MAILBOX: 'true',
      AI_PROVIDER: 'builtin',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/api/health`, `the server in ${root}`, child);
  return {
    origin,
    child,
    async close() {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Seller {
  cookie: string;
  token: string;
}

/** Signs a seller up, follows the confirmation link in /dev/mailbox and signs in. */
export async function confirmedSeller(origin: string, email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`): Promise<Seller> {
  const password = 'bench compare secret';
  const post = (url: string, body: object) =>
    fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up/email', { name: 'Bench Seller', email, password, display_name: 'Bench Seller' });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const deadline = Date.now() + 15_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const html = await (await fetch(`${origin}/dev/mailbox`)).text();
    const block = html.split('<li class="mail">').find((b) => b.includes(email) && /Confirm/.test(b));
    link = block && /<a class="link" href="([^"]+)"/.exec(block)?.[1]?.replace(/&amp;/g, '&');
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error('no confirmation mail in /dev/mailbox');
  await fetch(link, { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { cookie, token: signIn.headers.get('set-auth-token') ?? '' };
}
