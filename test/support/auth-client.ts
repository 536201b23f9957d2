import type { FastifyInstance } from 'fastify';
import type { SmtpCatcher } from './smtp-catcher.js';

/** Drives the real auth endpoints through app.inject, keeping cookies like a browser would. */
export class AuthClient {
  cookie = '';
  constructor(
    private app: FastifyInstance,
    private ip = '10.0.0.1',
  ) {}

  async post(url: string, payload: unknown) {
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { cookie: this.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': this.ip },
    });
    this.keepCookies(res.headers['set-cookie']);
    return res;
  }

  async get(url: string) {
    const res = await this.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.cookie, 'x-forwarded-for': this.ip },
    });
    this.keepCookies(res.headers['set-cookie']);
    return res;
  }

  keepCookies(setCookie: string | string[] | undefined) {
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0]!, pair] as const),
    );
    for (const line of [setCookie ?? []].flat()) {
      const pair = line.split(';')[0]!;
      const name = pair.split('=')[0]!;
      if (/max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
      else jar.set(name, pair);
    }
    this.cookie = [...jar.values()].join('; ');
  }

  signUp(email: string, password = 'correct horse', name = 'Sam Seller') {
    return this.post('/api/auth/sign-up/email', { email, password, name, display_name: name });
  }

  signIn(email: string, password = 'correct horse') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  async session() {
    const res = await this.get('/api/auth/get-session');
    return res.json() as { user: { id: string; email: string; display_name: string | null } } | null;
  }
}

/** Signs up, follows the confirmation link from the mail, and returns a signed-in client. */
export async function signedInUser(app: FastifyInstance, smtp: SmtpCatcher, email: string, ip?: string) {
  const client = new AuthClient(app, ip);
  await client.signUp(email);
  const mail = await smtp.waitFor((m) => m.to === email && /Confirm/.test(m.subject));
  const link = new URL(mail.link!);
  await client.get(link.pathname + link.search);
  const session = await client.session();
  if (!session) throw new Error(`could not sign in ${email}`);
  return { client, user: session.user };
}
