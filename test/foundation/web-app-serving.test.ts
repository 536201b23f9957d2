import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

/** A small built app in the shape Vite and the precompress plugin leave in dist/web. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Listcraft</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'pages/optimizer.html'), '<!doctype html><title>Listcraft</title><div id="root"><h1>Listing Optimizer</h1></div>');
  const script = `console.log(${JSON.stringify('listing '.repeat(400))});`;
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  return dir;
}

describe('serving the web app', () => {
  const webDistDir = fakeWebBuild();
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
  const t = useTestApp({}, { webDistDir });

  it('answers a client route with the app shell, never cached', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/dashboard?tab=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page the build prerendered with its own HTML, and every other page with the shell', async () => {
    for (const url of ['/optimizer', '/optimizer/', '/optimizer?new=1']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Listing Optimizer</h1>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const other = await t().app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('Listing Optimizer');
    const nested = await t().app.inject({ method: 'GET', url: '/optimizer/extra', headers: { accept: 'text/html' } });
    expect(nested.body).not.toContain('Listing Optimizer');
  });

  it('caches hashed assets for a year and sends the brotli copy to browsers that accept it', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('listing listing');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('listing listing');
  });

  it('gives a missing asset a 404 rather than the app shell', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
