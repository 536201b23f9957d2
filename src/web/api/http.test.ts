import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../testing/api-routes';
import { ApiError, apiJson, setUnauthorizedListener } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedListener(() => {});
});

describe('apiJson', () => {
  it('sends JSON with the session cookie and reads JSON back', async () => {
    let sent: Request | undefined;
    const { calls } = mockApi({
      'POST /api/contact': ({ request }) => {
        sent = request;
        return json({ message: 'ok' }, 201);
      },
    });
    await expect(apiJson('/api/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ message: 'ok' });
    expect(sent!.credentials).toBe('same-origin');
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ a: 1 });
  });

  it('treats a 401 from a product call as an ended session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedListener(onUnauthorized);
    mockApi({ 'GET /api/usage': () => json({ message: 'No active session. Please log in again.', code: 'UNAUTHORIZED' }, 401) });
    const error = await apiJson('/api/usage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isSessionExpired).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not sign out on an auth call’s 401 (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedListener(onUnauthorized);
    mockApi({ 'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401) });
    await expect(apiJson('/api/auth/sign-in/email', { method: 'POST', body: {}, sessionBound: false })).rejects.toThrow('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives undefined for an empty 204', async () => {
    mockApi({ 'DELETE /api/listings/1': () => new Response(null, { status: 204 }) });
    await expect(apiJson('/api/listings/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
