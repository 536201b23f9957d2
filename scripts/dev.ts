import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API in watch mode on :3001 and Vite with hot reload on :3000 (proxying /api
 * and /dev). Ctrl-C stops both. Only Vite talks to the API, so it listens on loopback alone, which
 * also lists held mail at /dev/mailbox (dev-mailbox.routes.ts); Vite itself serves localhost only.
 */
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts', '--no-web-build'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', HOST: process.env.HOST ?? '127.0.0.1', APP_URL: process.env.APP_URL ?? 'http://localhost:3000' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
