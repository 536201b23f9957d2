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

/**
 * The built-in writer on a thread of its own (writer-thread.ts): rows are written one after
 * another there, while this thread serves requests and the database. A thread that dies fails the
 * rows it held (they are refunded) and the next row starts a new one. Undefined when the thread's
 * program is not there (a bundle built without it): the rows are then written on this thread.
 */
export function threadWriter(): { write: RowWriter; warm(): void; close(): Promise<void> } | undefined {
  const program = threadProgram();
  if (!program) return undefined;
  let worker: Worker | undefined;
  let nextId = 0;
  const tasks = new Map<number, Task>();
  const failAll = (error: Error) => {
    for (const task of tasks.values()) task.reject(error);
    tasks.clear();
    worker = undefined;
  };
  const started = () => {
    if (worker) return worker;
    const thread = new Worker(program.file, { execArgv: program.execArgv });
    thread.on('message', (message: { id: number; writing: RowWriting }) => {
      const task = tasks.get(message.id);
      tasks.delete(message.id);
      task?.resolve(message.writing);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => failAll(new Error('the writer thread stopped')));
    // Idle, it must not keep the process alive.
    thread.unref();
    worker = thread;
    return thread;
  };
  return {
    /** Starts the thread ahead of the first row: loading the writer takes a moment, the first row should not. */
    warm: () => void started(),
    write: (input: OptimizerInput, marketplace: Marketplace, signal?: AbortSignal) =>
      new Promise<RowWriting>((resolve, reject) => {
        signal?.throwIfAborted();
        const id = nextId++;
        const onAbort = () => {
          tasks.delete(id);
          reject(signal!.reason as Error);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        tasks.set(id, {
          resolve: (writing) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(writing);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        const thread = started();
        // Ref'd while it holds work, so a process waiting on rows does not exit under it.
        thread.ref();
        thread.postMessage({ id, input, marketplace });
      }).finally(() => {
        if (tasks.size === 0) worker?.unref();
      }),
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
