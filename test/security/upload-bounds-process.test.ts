import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../bulk-jobs/bulk-client.js';
import { listingsCsv, TEMPLATE_HEADER, templateRow } from '../bulk-jobs/bulk-listings.js';
import { until } from '../support/poll.js';
import { freePort } from '../support/ports.js';
import { programArgs } from '../support/programs.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDatabaseUrl } from '../support/test-env.js';
import { deflated, deflatedRepeat, deflatedZip, editedWorkbook, workbookParts } from '../support/zip-files.js';

/**
 * Issue 25: a 5 MB keyword export whose zip headers lied about its size inflated to gigabytes, and
 * the server, in a 2 GB memory limit, was killed; on the embedded database every user lost the
 * service until a restart. Here the real server process runs with a small V8 heap and a 1 GB
 * ceiling on its resident memory once it has started, enforced as a container's OOM killer would
 * (SIGKILL the moment it is passed), takes a 2 GB bomb on both upload routes and a few KB of cell ranges that name
 * every cell of a sheet, and must still answer a bystander.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const HEAP_MB = 384;
const RSS_CEILING_MB = 1_024;
const SHEET = 'xl/worksheets/sheet1.xml';

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Starts the peak (VmHWM) over from the present resident memory (Linux clear_refs "5"). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Kills the process with SIGKILL as soon as its resident memory passes the ceiling. */
function oomKiller(child: ChildProcess, ceilingMb: number) {
  let killed = false;
  const timer = setInterval(() => {
    const memory = memoryOf(child.pid!);
    if (memory && memory.rss > ceilingMb && !killed) {
      killed = true;
      child.kill('SIGKILL');
    }
  }, 5);
  return { stop: () => clearInterval(timer), killed: () => killed };
}

describe.runIf(process.platform === 'linux')('the server under a memory limit, fed upload bombs', () => {
  let testDb: TestDatabase | undefined;
  let dataDir = '';
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-bomb-'));
    if (testDatabaseUrl) testDb = await createTestDatabase();
  });
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await testDb?.drop();
    testDb = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a lying zip bomb on both upload routes with a 400, stays under the ceiling, and keeps answering', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const base = `http://127.0.0.1:${port}`;
    const output: string[] = [];
    child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, ...programArgs('main', '--no-web-build')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DEV_MAILBOX: 'true',
        PORT: String(port),
        APP_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: testDb?.url ?? '',
        SMTP_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => output.push(String(chunk)));
    child.stderr!.on('data', (chunk) => output.push(String(chunk)));
    let killer: ReturnType<typeof oomKiller> | undefined;
    try {
      await until(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 'the server', 60_000);
      // Armed once the server is up: starting the embedded database peaks higher than anything after.
      killer = oomKiller(child, RSS_CEILING_MB);

      // A seller, confirmed through the dev mailbox.
      const email = `bomb-${Date.now()}@example.com`;
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: 'secret12', name: 'Bomb Test', display_name: 'Bomb Test' }),
      });
      expect(signUp.status).toBe(200);
      const link = await until(async () => {
        const html = await (await fetch(`${base}/dev/mailbox`)).text();
        const block = html.split('<li class="mail">').find((b) => b.includes(email));
        return block ? /class="link" href="([^"]+)"/.exec(block)?.[1]?.replace(/&amp;/g, '&') : undefined;
      }, 'the confirmation mail');
      const verified = await fetch(link.replace(origin, base), { redirect: 'manual' });
      const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const headers = { cookie, origin };
      const upload = async (url: string, fileName: string, content: Uint8Array) => {
        const body = multipart([{ field: 'file', filename: fileName, content }]);
        const res = await fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, 'content-type': body.contentType }, body: body.payload, signal: AbortSignal.timeout(60_000) });
        return { status: res.status, body: (await res.json()) as { message: string } };
      };
      resetPeak(child.pid!);
      const idle = memoryOf(child.pid!)!;

      // 2 GB in a sheet entry that declares 2 KB: 2 MB on the wire, under the keyword import's 5 MB.
      const parts = await workbookParts([TEMPLATE_HEADER, templateRow(0)]);
      const filler = await deflatedRepeat('x', 2 * 1024 * 1024 * 1024);
      const bomb = deflatedZip([...parts].map(([name, bytes]) => (name === SHEET ? { name, data: filler, declaredSize: 2_048 } : { name, data: deflated(bytes) })));
      expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);

      const bulk = await upload('/api/bulk-jobs', 'listings.xlsx', bomb);
      expect(bulk.status).toBe(400);
      expect(bulk.body.message).toMatch(/^This Excel file could not be read: it is damaged, or far larger once unpacked than a listing file/);

      const bank = (await (await fetch(`${base}/api/keyword-banks`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bombs' }) })).json()) as { id: string };
      const keywords = await upload(`/api/keyword-banks/${bank.id}/import`, 'export.xlsx', bomb);
      expect(keywords.status).toBe(400);
      expect(keywords.body.message).toMatch(/far larger once unpacked than a keyword export/);

      // A few KB whose ranges name all 17 billion cells of a sheet: read as the listings it holds.
      const ranges = editedWorkbook(await workbookParts([TEMPLATE_HEADER, templateRow(0)]), SHEET, (xml) =>
        xml
          .replace('<sheetData>', '<cols><col min="1" max="16384" width="12"/></cols><sheetData>')
          .replace('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="B5:XFD1048576"/></mergeCells><dataValidations count="1"><dataValidation type="list" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>'),
      );
      const ranged = await upload('/api/bulk-jobs', 'listings.xlsx', ranges);
      expect(ranged.status).toBe(201);

      // A CSV of a listing and a million empty lines before one stray value.
      const stray = await upload('/api/bulk-jobs', 'listings.csv', new TextEncoder().encode(`${listingsCsv(1)}${'\r\n'.repeat(1_000_000)}stray\r\n`));
      expect(stray.status).toBe(400);

      // Still answering, never killed, and the peak stayed far below what unpacking would take.
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const after = memoryOf(child.pid!)!;
      expect(killer.killed()).toBe(false);
      expect(after.peak).toBeLessThan(RSS_CEILING_MB);
      console.info(`server memory: ${idle.rss.toFixed(0)} MB before the uploads, peak ${after.peak.toFixed(0)} MB during them (ceiling ${RSS_CEILING_MB} MB, heap ${HEAP_MB} MB)`);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n(killed by the memory ceiling: ${killer?.killed() ?? false})\n--- server output ---\n${output.join('').slice(-3000)}`);
    } finally {
      killer?.stop();
    }
  });
});
