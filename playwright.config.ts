import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './e2e/support/chromium';

/**
 * End-to-end tests run the production server (`npm start`'s entry) on a free port with a
 * throwaway DATA_DIR, in Debian's Chromium. The port and folder are chosen once here and
 * inherited by the workers through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.js',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The journeys confirm sign-ups through /dev/mailbox; the server listens on every address.
      DEV_MAILBOX: 'true',
      REDIS_URL: '',
      AI_PROVIDER: 'builtin',
      TRUST_PROXY: 'loopback',
      SUPPORT_EMAIL: 'help@listcraft.test',
      SUPPORT_WHATSAPP: '+1 555 555 0199',
    },
  },
});
