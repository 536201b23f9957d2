import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { datasetDir, deriveKeywords, type Row } from './dataset.js';

/** What bench:scale's two modes (scale.ts: Postgres; scale-embedded.ts: the default start) share. */

export const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
export const say = (line: string) => console.log(line);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export function freePort(): number {
  const probe = spawnSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]);
  return Number(probe.stdout.toString());
}

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

// HTTP as a seller

export async function api(port: number, url: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { origin: `http://localhost:${port}`, ...(init.headers as Record<string, string>) };
  if (init.body && typeof init.body === 'string') headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A confirmed, signed-in seller (the dev mailbox confirms them); resolves to their bearer token. */
export async function seller(port: number, email: string): Promise<string> {
  const password = 'scale-password-1';
  await api(port, '/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ email, password, name: 'Scale Bench' }) });
  const link = await until('the confirmation mail', async () => {
    const mailbox = await (await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).text();
    const block = mailbox.split('<li class="mail">').find((b) => b.includes(email));
    return block ? /class="link" href="([^"]+)"/.exec(block)?.[1]?.replace(/&amp;/g, '&') : undefined;
  });
  await fetch(link.replace(`http://localhost:${port}`, `http://127.0.0.1:${port}`), { redirect: 'manual' });
  const signIn = await api(port, '/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
  return signIn.headers.get('set-auth-token')!;
}

// The file: real listings from the shared dataset, in Listcraft's template

export function datasetRows(count: number, skip: number): Row[] {
  const rows: Row[] = [];
  for (const file of ['us.jsonl', 'in.jsonl']) {
    for (const line of fs.readFileSync(path.join(datasetDir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as Row;
      if (row.title && row.bullets.filter((b) => b.trim()).length >= 5) rows.push(row);
    }
  }
  if (rows.length < skip + count) throw new Error(`the dataset has ${rows.length} usable rows; ${skip + count} needed`);
  return rows.slice(skip, skip + count);
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function listcraftCsv(rows: Row[]): string {
  const header = ['sku', 'marketplace', 'title', 'bullet_1', 'bullet_2', 'bullet_3', 'bullet_4', 'bullet_5', 'description', 'main_keyword', 'secondary_keywords', 'bullet_keywords'];
  const lines = rows.map((row, i) => {
    const keywords = deriveKeywords(row);
    const bullets = row.bullets.filter((b) => b.trim()).slice(0, 5);
    return [`SCALE-${i + 1}`, row.locale === 'in' ? 'IN' : 'US', row.title, ...bullets, row.description ?? '', keywords.main, keywords.secondary.join(', '), keywords.bullet.join(', ')];
  });
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}

// Measures

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export interface Latency {
  p50: number;
  p99: number;
  n: number;
}

/** The bystander: another seller reading their dashboard, back to back with a 50 ms pause. */
export function bystander(port: number, token: string) {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await api(port, '/api/listings', { token });
      samples.push(performance.now() - started);
      await sleep(50);
    }
  })();
  return {
    async stop(): Promise<Latency> {
      running = false;
      await loop;
      return { p50: percentile(samples, 50), p99: percentile(samples, 99), n: samples.length };
    },
  };
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;
