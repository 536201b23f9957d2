import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// With its extension, as the modules the Vite config loads must have (and so do the view's own imports).
import { OptimizerLoading } from '../optimizer/OptimizerFirstView.tsx';

/**
 * Pages whose first view the build writes into their HTML (issue 27). A phone paints it as soon
 * as the HTML and CSS arrive, instead of after the app's script has downloaded, run, read the
 * session and fetched the page's code; React then replaces it with the same boxes
 * (OptimizerFirstView), so nothing moves. `module` is the page's route chunk, whose code the
 * HTML starts downloading alongside the entry's instead of after it.
 */
export const PRERENDERED_PAGES: Record<string, { view: ComponentType; module: string }> = {
  optimizer: { view: OptimizerLoading, module: 'src/web/optimizer/OptimizerPage.tsx' },
};

/** Where the server looks for a page's HTML, `<dist>/pages/<name>.html` (PRERENDERED_DIR in src/server/http/spa.ts). */
export const PRERENDERED_DIR = 'pages';

/** Where index.html wants a page's first view: inside the app's frame, after the top bar. */
export const PAGE_MARKER = '<!--prerendered page-->';

/** The classes of Layout's <main>, so the prerendered page sits where React will draw it. */
const MAIN_OPEN = '<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none" tabindex="-1">';

/** The chunks a route chunk imports statically, transitively, itself included. */
function staticImports(bundle: OutputBundle, root: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(root.fileName);
  return [...seen];
}

/** The HTML of one page: index.html with the page's first view and its code's preloads. */
export function pageHtml(indexHtml: string, view: ComponentType, preload: string[]): string {
  if (!indexHtml.includes(PAGE_MARKER)) throw new Error(`index.html has no ${PAGE_MARKER} marker for the prerendered page`);
  const links = preload.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return indexHtml
    .replace('  </head>', `${links}  </head>`)
    .replace(PAGE_MARKER, `${MAIN_OPEN}${renderToStaticMarkup(createElement(view))}</main>`);
}

export function prerender(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'listcraft:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = path.resolve(config.root, '../..');
    },
    // Before precompress (its writeBundle), which then compresses these pages too.
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(_options, bundle) {
        const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const loadedByIndex = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => staticImports(bundle, entry)));
        fs.mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const [name, page] of Object.entries(PRERENDERED_PAGES)) {
          const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, page.module));
          if (!chunk) throw new Error(`no chunk for ${page.module}: is it still a lazy route?`);
          const preload = staticImports(bundle, chunk).filter((file) => !loadedByIndex.has(file));
          fs.writeFileSync(path.join(outDir, PRERENDERED_DIR, `${name}.html`), pageHtml(indexHtml, page.view, preload));
        }
      },
    },
  };
}
