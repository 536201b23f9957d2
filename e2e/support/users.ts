import { expect, type APIRequestContext } from '@playwright/test';
import { MailboxPage } from '../pages/MailboxPage';

export const PASSWORD = 'correct horse 42';

/** A unique address per test, so tests never share data or depend on order. */
export function uniqueEmail(prefix = 'seller') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

const origin = () => process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT}`;

let client = 0;
/**
 * Each API sign-up comes from its own client address (a documentation range), as different
 * sellers would: the e2e server believes loopback's X-Forwarded-For (TRUST_PROXY=loopback), and
 * the per-IP sign-up limit is about one address, not about a test run.
 */
const clientAddress = () => `198.51.100.${(client++ % 250) + 1}`;

/**
 * Shortcut for journeys that are not about accounts: signs up through the API and follows the
 * confirmation link from the dev mailbox, which leaves `request` signed in (it keeps cookies).
 */
export async function createVerifiedUser(request: APIRequestContext, name = 'Sam Seller'): Promise<TestUser> {
  const user = { email: uniqueEmail(), password: PASSWORD, name };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email: user.email, password: user.password, display_name: name },
    headers: { Origin: origin(), 'X-Forwarded-For': clientAddress() },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const link = await MailboxPage.waitForLink(request, user.email, /Confirm/);
  // The link signs the user in and redirects to the app; the redirect's cookie is what matters.
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  const session = await (await request.get('/api/auth/get-session')).json();
  expect(session?.user?.email).toBe(user.email);
  return user;
}

/** Signs in through the API; with `page.request` this signs the browser context in too. */
export async function signInViaApi(request: APIRequestContext, user: TestUser) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: origin() },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
