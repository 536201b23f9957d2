import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recentMail } from './outbox.js';
import { escapeHtml } from './templates.js';

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** Any header a proxy adds to say who the real client is. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Only a browser on this machine, talking to us directly. The server listens on 0.0.0.0, and a
 * proxy on this machine would make every visitor look local, so a forwarded request is refused too.
 */
export function isLocalVisitor(request: FastifyRequest) {
  return (
    isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * Whether every address the server listens on is a loopback one. Then nothing but this machine
 * connects, unless someone on it relays on purpose. A server that does not listen at all (tests
 * that inject requests) is reachable from nowhere.
 */
export function listensOnLoopbackOnly(addresses: readonly (string | { address: string })[]) {
  // A string is a Unix socket's path: only this machine can open it.
  return addresses.every((listening) => typeof listening === 'string' || isLoopback(listening.address));
}

export interface DevMailboxOptions {
  db: Kysely<DB>;
  /** DEV_MAILBOX=true: shown on any listening address (still only to this machine's own browser). */
  switchedOn: boolean;
}

/**
 * /dev/mailbox: recent outbox messages with clickable links, so a new user can finish sign-up
 * without a mail server. Registered only in development without SMTP_URL (and not with
 * DEV_MAILBOX=false). It answers only when switched on (DEV_MAILBOX=true) or while the server
 * listens on loopback alone, and then only requests from this machine without forwarding headers:
 * anyone else who could read it could reset any password. On 0.0.0.0 (the default HOST) a plain
 * relay on this machine (an ssh tunnel, an nginx that adds no X-Forwarded-For) makes every
 * visitor look local, so there the per-request check alone is not enough.
 */
export const devMailboxRoutes: FastifyPluginAsync<DevMailboxOptions> = async (app, { db, switchedOn }) => {
  app.addHook('onListen', async function () {
    if (switchedOn || listensOnLoopbackOnly(this.addresses())) {
      this.log.info('held mail (no SMTP_URL) is listed at /dev/mailbox for a browser on this machine');
    } else {
      this.log.info('held mail (no SMTP_URL): its links are in this log; /dev/mailbox is off because the server listens beyond loopback. Set DEV_MAILBOX=true, or HOST=127.0.0.1, to list them there');
    }
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    // Indistinguishable from a path that does not exist.
    if (!(switchedOn || listensOnLoopbackOnly(request.server.addresses())) || !isLocalVisitor(request)) return reply.callNotFound();
    const mails = await recentMail(db, 50);
    const rows = mails
      .map(
        (mail) => `<li class="mail">
  <div class="meta">${escapeHtml(mail.created_at.toISOString().replace('T', ' ').slice(0, 19))} UTC · to <strong>${escapeHtml(mail.to_address)}</strong></div>
  <div class="subject">${escapeHtml(mail.subject)}</div>
  ${mail.link ? `<a class="link" href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a>` : `<pre>${escapeHtml(mail.text)}</pre>`}
</li>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Listcraft</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#0f172a}
h1{font-size:1.4rem}.note{color:#475569}ul{list-style:none;padding:0}.mail{border:1px solid #e2e8f0;border-radius:10px;padding:12px 16px;margin:12px 0}
.meta{font-size:.85rem;color:#475569}.subject{font-weight:600;margin:4px 0}.link{word-break:break-all;color:#4338ca}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1>
<p class="note">No SMTP_URL is set, so Listcraft keeps outgoing mail here instead of sending it. Newest first.</p>
${mails.length ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
};
