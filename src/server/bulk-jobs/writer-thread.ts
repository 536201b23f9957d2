import { parentPort } from 'node:worker_threads';
import type { OptimizerInput } from '../../contract/optimizer.js';
import type { Marketplace } from '../../rules/index.js';
import { createBuiltinEngine } from '../../writer/editor/index.js';
import { engineWriter, reasonOf } from './optimize-row.js';

/**
 * A worker thread that writes bulk rows with the built-in writer (thread-writer.ts starts it). The
 * built-in writer is CPU work, some milliseconds a row; on the embedded database the web server
 * shares the process, and here that work no longer holds up its requests.
 */
const write = engineWriter(createBuiltinEngine());

parentPort!.on('message', (task: { id: number; input: OptimizerInput; marketplace: Marketplace }) => {
  void write(task.input, task.marketplace).then(
    (writing) => {
      try {
        parentPort!.postMessage({ id: task.id, writing });
      } catch (error) {
        parentPort!.postMessage({ id: task.id, writing: { reason: reasonOf(error) } });
      }
    },
    (error: unknown) => parentPort!.postMessage({ id: task.id, writing: { reason: reasonOf(error) } }),
  );
});
