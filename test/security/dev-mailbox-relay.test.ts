import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 25: `/dev/mailbox` answered through a plain relay on the same machine (an ssh tunnel, an
 * nginx that adds no forwarding headers): the relay's connection comes from 127.0.0.1 and says
 * nothing of who is behind it, so every held reset link was one request away. The mailbox now
 * answers only when switched on (DEV_MAILBOX=true) or while the server listens on loopback alone.
 */
const victim = 'victim@example.com';

function getMailbox(port: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/dev/mailbox', agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A TCP relay on 127.0.0.1 to the app, as `ssh -L` or a header-less nginx would be. */
async function relayTo(port: number) {
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy());
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { port: (relay.address() as net.AddressInfo).port, close: () => new Promise((resolve) => relay.close(resolve)) };
}

describe('/dev/mailbox and where the server listens', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    if (t) await stopTestApp(t);
    t = undefined;
  });

  async function serve(env: Record<string, string>, host: string) {
    t = await startTestApp({ NODE_ENV: 'development', SMTP_URL: '', TRUST_PROXY: '', ...env });
    await t.app.listen({ host, port: 0 });
    expect((await new AuthClient(t.app).signUp(victim)).statusCode).toBe(200);
    return (t.app.server.address() as net.AddressInfo).port;
  }

  it('shows nothing through a relay on this machine when the server listens on every address', async () => {
    const port = await serve({}, '0.0.0.0');
    const relay = await relayTo(port);
    try {
      const relayed = await getMailbox(relay.port);
      expect(relayed.status).toBe(404);
      expect(relayed.body).not.toContain(victim);
    } finally {
      await relay.close();
    }
    // The relay cannot be told from the developer's browser, so neither sees it.
    expect((await getMailbox(port)).status).toBe(404);
  });

  it('shows held mail when the server listens on loopback alone', async () => {
    const port = await serve({}, '127.0.0.1');
    const local = await getMailbox(port);
    expect(local.status).toBe(200);
    expect(local.body).toContain(victim);
  });

  it('shows held mail on every address when switched on with DEV_MAILBOX=true, and never with DEV_MAILBOX=false', async () => {
    const port = await serve({ DEV_MAILBOX: 'true' }, '0.0.0.0');
    expect((await getMailbox(port)).body).toContain(victim);
    await stopTestApp(t!);

    const off = await serve({ DEV_MAILBOX: 'false' }, '127.0.0.1');
    expect((await getMailbox(off)).status).toBe(404);
  });
});
