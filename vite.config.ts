import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './src/web/build/precompress.ts';
import { prerender } from './src/web/build/prerender.ts';

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
    port: 3000,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3001', '/dev': 'http://127.0.0.1:3001' },
  },
});
