import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OptimizerInput } from '../../contract/optimizer.js';
import type { Marketplace } from '../../rules/index.js';
import type { RowWriter, RowWriting } from './optimize-row.js';

interface Task {
  resolve: (writing: RowWriting) => void;
  reject: (error: Error) => void;
}

/**
 * Where the writer thread's program is: beside the bundle (`npm start` builds it as
 * dist/server/writer-thread.js), or beside this file when the sources run under tsx (dev, tests).
 */
function threadProgram(): { file: string; execArgv: string[] } | undefined {
  const built = fileURLToPath(new URL('./writer-thread.js', import.meta.url));
  if (fs.existsSync(built)) return { file: built, execArgv: [] };
  const source = fileURLToPath(new URL('./writer-thread.ts', import.meta.url));
  if (fs.existsSync(source)) return { file: source, execArgv: ['--import', 'tsx'] };
  return undefined;
}

/** One writer thread and the rows it holds. */
interface Slot {
  worker?: Worker;
  tasks: Map<number, Task>;
}

/**
 * The built-in writer on threads of its own (writer-thread.ts): each writes its rows one after
 * another, while this thread serves requests and the database. A row goes to the thread holding
 * the fewest, so with `threads` of them a process writes on as many cores (a worker process has
 * its rows written on every core, not only on the one its own thread runs on). A thread that dies
 * fails the rows it held (they are refunded) and its next row starts a new one. Undefined when the
 * thread's program is not there (a bundle built without it): the rows are then written on this thread.
 */
export function threadWriter(threads = 1): { write: RowWriter; warm(): void; running(): number; close(): Promise<void> } | undefined {
  const program = threadProgram();
  if (!program) return undefined;
  let nextId = 0;
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({ tasks: new Map<number, Task>() }));
  const started = (slot: Slot) => {
    if (slot.worker) return slot.worker;
    const thread = new Worker(program.file, { execArgv: program.execArgv });
    const failAll = (error: Error) => {
      // A thread started since holds the slot's rows now (a close clears the slot: its rows fail).
      if (slot.worker && slot.worker !== thread) return;
      for (const task of slot.tasks.values()) task.reject(error);
      slot.tasks.clear();
      slot.worker = undefined;
    };
    thread.on('message', (message: { id: number; writing: RowWriting }) => {
      const task = slot.tasks.get(message.id);
      slot.tasks.delete(message.id);
      task?.resolve(message.writing);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => failAll(new Error('the writer thread stopped')));
    // Idle, it must not keep the process alive.
    thread.unref();
    slot.worker = thread;
    return thread;
  };
  const leastBusy = () => slots.reduce((best, slot) => (slot.tasks.size < best.tasks.size ? slot : best));
  return {
    /** Starts the threads ahead of the first row: loading the writer takes a moment, the first row should not. */
    warm: () => void slots.forEach(started),
    /** How many threads are up. */
    running: () => slots.filter((slot) => slot.worker).length,
    write: (input: OptimizerInput, marketplace: Marketplace, signal?: AbortSignal) => {
      const slot = leastBusy();
      return new Promise<RowWriting>((resolve, reject) => {
        signal?.throwIfAborted();
        const id = nextId++;
        const onAbort = () => {
          slot.tasks.delete(id);
          reject(signal!.reason as Error);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        slot.tasks.set(id, {
          resolve: (writing) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(writing);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        const thread = started(slot);
        // Ref'd while it holds work, so a process waiting on rows does not exit under it.
        thread.ref();
        thread.postMessage({ id, input, marketplace });
      }).finally(() => {
        if (slot.tasks.size === 0) slot.worker?.unref();
      });
    },
    async close() {
      const running = slots.map((slot) => slot.worker);
      for (const slot of slots) slot.worker = undefined;
      await Promise.all(running.map((thread) => thread?.terminate()));
    },
  };
}
