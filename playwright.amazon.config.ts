import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The Amazon journey (issue 15): the same production server, configured with an SP-API app that
 * points at the fake Amazon (test/support/fake-amazon-server.ts) started next to it. Kept apart
 * from the main run, whose server has no SP-API app and so never shows the Amazon controls.
 * Run: npx playwright test -c playwright.amazon.config.ts
 */
const freePort = () =>
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]).toString();

process.env.E2E_AMAZON_PORT ??= freePort();
const fake = `http://127.0.0.1:${process.env.E2E_AMAZON_PORT}`;
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: 'e2e-amazon',
  outputDir: 'test-results/e2e-amazon',
  webServer: [
    {
      command: 'node --import tsx test/support/fake-amazon-server.ts',
      url: `${fake}/listings/2021-08-01/items/none?marketplaceIds=x`,
      // The fake answers 403 without a token, which Playwright counts as up.
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_AMAZON_PORT: process.env.E2E_AMAZON_PORT },
    },
    {
      ...server,
      env: {
        ...server.env,
        SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.fake',
        SPAPI_CLIENT_SECRET: 'fake-client-secret',
        SPAPI_APP_ID: 'amzn1.sp.solution.fake-app',
        SPAPI_REGION: 'na',
        // One fake Amazon serving the three regions, each store's Seller Central a path on it (issue 26).
        SPAPI_ENDPOINT_NA: `${fake}/na`,
        SPAPI_ENDPOINT_EU: `${fake}/eu`,
        SPAPI_ENDPOINT_FE: `${fake}/fe`,
        SPAPI_LWA_ENDPOINT: `${fake}/auth/o2/token`,
        SPAPI_CONSENT_URL: `${fake}/{sellerCentral}/apps/authorize/consent`,
      },
    },
  ],
});
