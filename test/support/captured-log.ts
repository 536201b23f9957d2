import { Writable } from 'node:stream';

/** The app's log lines kept in memory, for tests that search them; pass `logger` to the app. */
export function capturedLog(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
