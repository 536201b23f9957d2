import { http, type HttpHandler } from 'msw';
import { server } from './msw-server';

export { eventStream as sseResponse } from './msw-server';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Handler = (request: { url: string; request: Request; body: unknown }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the API with a table of `METHOD path` handlers (MSW, no stubbed fetch) and records every
 * call, its url as path and query. A route not in the latest table fails the test loudly.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const handlers: HttpHandler[] = Object.entries(routes).map(([key, handle]) => {
    const [method, path] = key.split(' ') as [Method, string];
    const route = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    return route(path, async ({ request }) => {
      const text = await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      const { pathname, search } = new URL(request.url);
      const url = pathname + search;
      calls.push({ method, url, body });
      return handle({ url, request, body });
    });
  });
  server.resetHandlers(...handlers);
  return { calls };
}
