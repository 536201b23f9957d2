import http from 'node:http';
import { kettleListing as userInput } from '../kettle-listing.js';

/**
 * `GET /api/listings` under load, as issue 27 measured it: `connections` keep-alive connections
 * each sending the next request as soon as the last answer arrived, for `seconds`. Plain node:http
 * so the client costs the shared CPUs as little as it can.
 */
export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}


/** The seller's free listing, through the real flow (analyse, generate) with the built-in writer. */
export async function createListing(origin: string, token: string): Promise<void> {
  const call = async (url: string, body?: object) => {
    const res = await fetch(`${origin}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', origin, authorization: `Bearer ${token}` },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json() as Promise<unknown>;
  };
  const insights = await call('/api/extract-insights', { userInput });
  const prompts = await call('/api/prompts/defaults');
  await call('/api/generate', { userInput, prompts, insights });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export async function loadListings(origin: string, token: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const url = new URL('/api/listings', origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const times: number[] = [];
  let errors = 0;
  const get = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const began = performance.now();
  const until = began + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until) await get();
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: times.length, perSecond: times.length / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}
