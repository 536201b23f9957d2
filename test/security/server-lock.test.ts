import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, processStartTime, readRunningServer } from '../../src/server/runtime/server-lock.js';

/**
 * L12: after `kill -9`, server.json stays behind; when its PID was reused by another process,
 * the restart was refused ("another Listcraft server is using ..."), forever.
 */
describe('the DATA_DIR lock', () => {
  const dirs: string[] = [];
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-lock-'));
    dirs.push(dir);
    return dir;
  };
  /** Some other live process, standing in for whatever took the dead server's PID. */
  const unrelatedProcess = () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  };

  it.runIf(processStartTime(process.pid) !== undefined)('ignores a stale record whose PID now belongs to another process', () => {
    const dir = dataDir();
    const pid = unrelatedProcess();
    // What a killed server left: its PID (now reused) and the start time of the server that died.
    fs.writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ pid, port: 3000, startedAt: '1', instance: 'dead-server' }));
    expect(readRunningServer(dir)).toBeUndefined();
    const lock = claimDataDir(dir);
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'server.json'), 'utf8'));
    expect(written).toMatchObject({ pid: process.pid, startedAt: processStartTime(process.pid) });
    expect(written.instance).toMatch(/^[0-9a-f-]{36}$/);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.json'))).toBe(false);
  });

  it('still refuses a second server while the recorded one is really running', () => {
    const dir = dataDir();
    const pid = unrelatedProcess();
    fs.writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ pid, port: 3000, startedAt: processStartTime(pid), instance: 'live-server' }));
    expect(readRunningServer(dir)?.pid).toBe(pid);
    expect(() => claimDataDir(dir)).toThrow(new RegExp(`another Listcraft server \\(pid ${pid}\\) is using`));
  });

  it('leaves a newer server’s record alone when an old one releases late', () => {
    const dir = dataDir();
    const lock = claimDataDir(dir);
    fs.writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ pid: process.pid, instance: 'newer-server' }));
    lock.release();
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.json'), 'utf8')).instance).toBe('newer-server');
  });
});
