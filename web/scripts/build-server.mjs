// Builds the app for the server after `vite build`: src/server/render.tsx and everything it draws,
// in one script with no imports (the engine of internal/ssr runs it, with no module loader and no
// Node.js), written to dist/.ssr.js. The Go binary embeds dist/; a file whose name starts with a
// dot is not served as a file of the app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  define: { 'process.env.NODE_ENV': '"production"' },
  ssr: { target: 'webworker', noExternal: true, resolve: { conditions: ['browser', 'default'], externalConditions: [] } },
  build: {
    ssr: 'src/server/render.tsx',
    outDir: join(web, 'dist'),
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: 'es2020',
    rollupOptions: { output: { format: 'iife', entryFileNames: '.ssr.js', codeSplitting: false } },
  },
});
const size = readFileSync(join(web, 'dist', '.ssr.js')).length;
console.log(`server build: dist/.ssr.js, ${(size / 1024).toFixed(0)} kB, ${Date.now() - started} ms`);
