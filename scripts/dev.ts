import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API in watch mode on :3001 and Vite with hot reload on :3000 (proxying /api
 * and /dev). Ctrl-C stops both. Only Vite talks to the API, so it listens on loopback alone, which
 * also lists held mail at /dev/mailbox (dev-mailbox.routes.ts); Vite itself serves localhost only.
 * DEV_PORT and DEV_API_PORT move them (a second checkout, or a port already taken); vite.config.ts
 * reads the same two.
 */
const webPort = process.env.DEV_PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts', '--no-web-build'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: process.env.HOST ?? '127.0.0.1', APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, DEV_PORT: webPort, DEV_API_PORT: apiPort } }),
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
