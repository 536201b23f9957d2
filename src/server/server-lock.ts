import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.json';

export interface ServerInfo {
  pid: number;
  port?: number;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server on this DATA_DIR, if any (the embedded database allows one process at a time). */
export function readRunningServer(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as ServerInfo;
    return info.pid !== process.pid && isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims DATA_DIR for this process. PGlite must never be opened by two processes at once,
 * so a second server on the same folder stops with a clear message instead of corrupting it.
 */
export function claimDataDir(dataDir: string) {
  const running = readRunningServer(dataDir);
  if (running) {
    throw new Error(
      `another Listcraft server (pid ${running.pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const file = path.join(dataDir, LOCK_FILE);
  const write = (info: ServerInfo) => fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  write({ pid: process.pid });
  return {
    announce: (port: number) => write({ pid: process.pid, port }),
    release: () => fs.rmSync(file, { force: true }),
  };
}
