import http from 'node:http';
import os from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';

/**
 * H2: `npm start` (development, no SMTP_URL, listening on 0.0.0.0) showed every held reset link
 * to anyone on the network. The server is bound to 0.0.0.0 here and asked from this machine's
 * own non-loopback address, which the kernel routes like a neighbour's connection.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

function get(host: string, port: number, options: { localAddress?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      { host, port, path: '/dev/mailbox', localAddress: options.localAddress, headers: { accept: 'text/html', ...options.headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

// A machine with no network interface but loopback cannot make a non-loopback connection to itself.
describe.skipIf(!lanAddress)('/dev/mailbox from another address on the network', () => {
  let t: TestApp;
  let port = 0;
  const victim = 'victim@example.com';

  beforeEach(async () => {
    t = await startTestApp({ NODE_ENV: 'development', SMTP_URL: '', TRUST_PROXY: '', DEV_MAILBOX: 'true' });
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    // The attacker's first step: a reset (here a sign-up) mail for the victim is held in the outbox.
    expect((await new AuthClient(t.app).signUp(victim)).statusCode).toBe(200);
  });
  afterEach(async () => {
    if (t) await stopTestApp(t);
  });

  it('shows nothing to a visitor from a non-loopback address', async () => {
    const remote = await get(lanAddress!, port, { localAddress: lanAddress });
    expect(remote.body).not.toContain(victim);
    expect(remote.body).not.toContain('Dev mailbox');
    expect(remote.body).not.toContain('/api/auth/');
  });

  it('shows nothing to a request relayed by a proxy on this machine', async () => {
    const relayed = await get('127.0.0.1', port, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(relayed.body).not.toContain(victim);
  });

  it('still shows held mail to the developer’s own browser on this machine', async () => {
    const local = await get('127.0.0.1', port);
    expect(local.status).toBe(200);
    expect(local.body).toContain('Dev mailbox');
    expect(local.body).toContain(victim);
  });
});
