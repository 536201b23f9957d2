import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.json';

export interface ServerInfo {
  pid: number;
  port?: number;
  /**
   * When the process started, as the kernel counts it (Linux: clock ticks since boot, from
   * /proc/<pid>/stat). A PID is reused after a crash; a PID with the same start time is not.
   */
  startedAt?: string;
  /** Random per run, so two records of one PID are never mistaken for each other. */
  instance?: string;
}

/** The kernel's start time of a process, or undefined where /proc is not available. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19]; // field 22 of the whole line: starttime
  } catch {
    return undefined;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the recorded process is still the one running under that PID. */
function isSameProcess(info: ServerInfo): boolean {
  if (!Number.isInteger(info.pid) || info.pid <= 0 || !isAlive(info.pid)) return false;
  if (info.startedAt === undefined) return true; // a record from an older version: the PID is all we have
  const now = processStartTime(info.pid);
  return now === undefined || now === info.startedAt;
}

/** The running server on this DATA_DIR, if any (the embedded database allows one process at a time). */
export function readRunningServer(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as ServerInfo;
    return info.pid !== process.pid && isSameProcess(info) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims DATA_DIR for this process. PGlite must never be opened by two processes at once,
 * so a second server on the same folder stops with a clear message instead of corrupting it.
 * A record left by a killed server is ignored, even when its PID now belongs to another process.
 */
export function claimDataDir(dataDir: string) {
  const running = readRunningServer(dataDir);
  if (running) {
    throw new Error(
      `another Listcraft server (pid ${running.pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const file = path.join(dataDir, LOCK_FILE);
  const self = { pid: process.pid, startedAt: processStartTime(process.pid), instance: crypto.randomUUID() };
  const write = (info: ServerInfo) => fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  write(self);
  return {
    announce: (port: number) => write({ ...self, port }),
    release: () => {
      // Only our own record: a newer server may have claimed the folder after we were presumed dead.
      try {
        const info = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerInfo;
        if (info.instance !== self.instance) return;
      } catch {
        return;
      }
      fs.rmSync(file, { force: true });
    },
  };
}
