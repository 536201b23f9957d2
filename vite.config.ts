import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './src/web/build/precompress.ts';
import { prerender } from './src/web/build/prerender.ts';

/** `npm run dev`'s ports (scripts/dev.ts, DEV_PORT and DEV_API_PORT): Vite's, and the API's it proxies to. */
const ports = loadEnv('development', import.meta.dirname, 'DEV_');
const webPort = Number(ports.DEV_PORT ?? 3000);
const api = `http://127.0.0.1:${ports.DEV_API_PORT ?? 3001}`;

/** The web app lives in src/web and builds to dist/web, which the API server serves. */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Lists each page's chunks and their static imports: the first-load budget is read from it
    // (src/web/build/first-load.ts, test/foundation/first-load-budget.test.ts).
    manifest: true,
  },
  server: {
    port: webPort,
    strictPort: true,
    // The API's paths, not the web app's own modules in src/web/api (/api/http.ts and its
    // siblings), which a bare '/api' prefix sent to the API server: a 404 and a blank page.
    proxy: { '^/(api|dev)(/(?![^/?]*\\.(ts|tsx|js|css)(\\?|$))|$)': api },
  },
});
