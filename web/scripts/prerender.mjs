// Pre-renders the site's own pages (src/prerender/static-pages.tsx) after `vite build`: builds that
// module for Node with the app's own Vite configuration (the @ alias), renders each page in English
// with React's react-dom/server and writes { path: html } to dist/.first-screens.json. The Go binary
// embeds dist/ and sends that HTML as the page's first screen (internal/httpapi/static_screens.go);
// a file whose name starts with a dot is not served as a file of the app.
//
// The copy's forms are made inert: they need the app, which takes over at the reader's first input
// (docs/DECISIONS.md, "First screens written by the server"), and a form sent without it would put
// its fields in the address. A page that draws a script or a style attribute fails the build: the
// pages' Content-Security-Policy would block them in the copy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'jobportal-prerender-'));
try {
  await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    // A one-file build for Node keeps the texts' dynamic imports in that file, as it should;
    // Vite's notices about that are all it would print.
    logLevel: 'error',
    // Everything is bundled, so that the module runs from its folder outside web/.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/static-pages.tsx',
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'static-pages.mjs' } },
    },
  });
  const { PAGES, render } = await import(pathToFileURL(join(out, 'static-pages.mjs')).href);
  const pages = {};
  for (const path of Object.keys(PAGES)) {
    const html = render(path).replace(/<form(?=[\s>])/g, '<form inert');
    if (!html.includes('<h1')) throw new Error(`the pre-rendered ${path} has no heading`);
    // The pages' Content-Security-Policy allows neither (internal/httpapi/app.go, pagePolicy).
    if (/<script|\sstyle=/i.test(html)) throw new Error(`the pre-rendered ${path} has a script or a style attribute`);
    pages[path] = html;
  }
  writeFileSync(join(web, 'dist', '.first-screens.json'), `${JSON.stringify(pages)}\n`);
  console.log(`pre-rendered ${Object.keys(pages).join(', ')}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
