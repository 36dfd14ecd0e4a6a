import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { ACCOUNT_NAMESPACES } from './src/i18n/account-namespaces';

/** A module's path from web/ (src/app/main.tsx), as the chunk graph and js-budgets.json name it. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
function moduleName(id: string | null | undefined): string | null {
  return id ? relative(webRoot, id.replace(/\0/g, '')).split('\\').join('/') : null;
}

/** The app's own build, not its server build (scripts/build-server.mjs). */
function appBuild(_config: unknown, env: { command: string; isSsrBuild?: boolean }): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}

// The Go binary embeds dist/; a fresh clone holds only dist/.keep so that it still
// compiles. The build empties dist/, so put the marker back afterwards.
function keepDistMarker(): Plugin {
  return {
    name: 'keep-dist-marker',
    apply: appBuild,
    closeBundle() {
      writeFileSync(fileURLToPath(new URL('./dist/.keep', import.meta.url)), '');
    },
  };
}

/**
 * The web faces' version: a hash of their files (public/fonts), which index.html puts in their
 * addresses (/fonts/<face>.woff2?v=<version>). The server lets a browser keep a face asked for by
 * this version a year without asking again (internal/httpapi/app.go), and a changed face is asked
 * for by a new address. The build writes it to dist/.fonts-version for the server.
 */
function fontsVersion(): Plugin {
  const dir = fileURLToPath(new URL('./public/fonts/', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.woff2')).sort()) {
    hash.update(`${name}\n`).update(readFileSync(join(dir, name)));
  }
  const version = hash.digest('hex').slice(0, 12);
  let built = false;
  return {
    name: 'fonts-version',
    config(config, env) {
      built = appBuild(config, env);
    },
    transformIndexHtml: (page) => page.replaceAll('__FONTS_VERSION__', version),
    generateBundle() {
      if (built) this.emitFile({ type: 'asset', fileName: '.fonts-version', source: `${version}\n` });
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Writes a Brotli form beside each script, style sheet and text file of the build
 * (`<name>.br`, at the highest quality), which the Go server sends to a browser that accepts it
 * (internal/httpapi/app.go) and otherwise gzip. It is about a sixth smaller than gzip for the
 * scripts and a fifth for the Sinhala and Tamil texts; the server cannot make it at its start
 * without a Brotli library, and at this quality it takes seconds.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: appBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url));
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!/\.(js|css|html|svg|json|txt)$/.test(item.fileName) || basename(item.fileName).startsWith('.')) return;
          const body = Buffer.from(item.type === 'chunk' ? item.code : item.source);
          if (body.length <= 512) return;
          const packed = await brotli(body, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          if (packed.length < body.length * 0.9) await writeFile(join(dir, `${item.fileName}.br`), packed);
        }),
      );
    },
  };
}

/**
 * Writes the app's style sheet into index.html as a <style> element instead of a link to its file.
 * A page then needs nothing but its HTML to be painted: on a slow line the link cost a round trip
 * after the HTML before the first paint (docs/PERFORMANCE.md, "The style sheet inside the page").
 * The server allows the element by its hash (internal/httpapi/app.go pagePolicy). The sheet is
 * taken off the entry before Vite writes its link and the chunks' lists of what to load with
 * them, so no page or chunk asks for the file, which is left out of the build.
 */
function inlineStylesheet(): Plugin {
  let sheets: string[] = [];
  return {
    name: 'inline-stylesheet',
    apply: appBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        sheets = [];
        for (const item of Object.values(bundle)) {
          const imported = item.type === 'chunk' ? item.viteMetadata?.importedCss : undefined;
          if (item.type !== 'chunk' || !imported?.size) continue;
          if (!item.isEntry) {
            throw new Error(`inline-stylesheet: ${item.fileName} has a style sheet of its own; import its styles from src/index.css`);
          }
          sheets.push(...imported);
          imported.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const css = sheets.map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the build`);
          delete bundle[file];
          return Buffer.from(asset.source).toString('utf8').trimEnd();
        });
        const text = css.join('\n');
        if (/<\/style/i.test(text)) throw new Error('inline-stylesheet: the style sheet holds </style and cannot go inside a <style> element');
        if (!html.includes('</head>')) throw new Error('inline-stylesheet: index.html has no </head>');
        // A function, so that a $ in the style sheet is not read as a pattern of the replacement.
        return text ? html.replace('</head>', () => `  <style>${text}</style>\n  </head>`) : html;
      },
    },
  };
}

/**
 * Writes the build's chunk graph to .build/chunks.json (outside dist/, which the Go binary
 * embeds): each JavaScript chunk with its gzip size, the chunks it imports statically and
 * dynamically, the module it is the entry of, and its modules with their rendered sizes.
 * scripts/check-js-budget.mjs reads it to hold each public page to its JavaScript budget
 * (docs/PERFORMANCE.md).
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: appBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          module: moduleName(chunk.facadeModuleId),
          bytes: Buffer.byteLength(chunk.code),
          gzip: gzipSync(chunk.code, { level: 6 }).length,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, info]) => ({ id: moduleName(id), bytes: info.renderedLength }))
            .filter((entry) => entry.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }))
        .sort((a, b) => a.file.localeCompare(b.file));
      const dir = fileURLToPath(new URL('./.build', import.meta.url));
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/chunks.json`, `${JSON.stringify({ chunks }, null, 1)}\n`);
      // The chunks of each language's start texts and of the texts of the pages the app draws
      // itself (startTextsChunk), which the server asks for with a page in that language
      // (internal/httpapi/start_texts.go): "si", "si-account" and so on.
      const texts = Object.fromEntries(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' && /^texts-(si|ta)(-account)?$/.test(item.name) ? [[item.name.slice('texts-'.length), item.fileName]] : [],
        ),
      );
      this.emitFile({ type: 'asset', fileName: '.start-texts.json', source: `${JSON.stringify(texts)}\n` });
    },
  };
}

/**
 * React Router's package names its build with its development warnings for every import
 * condition; its production build, without them (and without their work on every render), is
 * beside it. The builds for the browser and the server take that one.
 */
function routerProductionBuild(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * The chunk a Sinhala or Tamil text file goes to: one chunk per language for the texts the app
 * starts with (i18n/index.ts), so a Sinhala or Tamil reader's app fetches them in one request
 * instead of one per namespace (eighteen), each of which costs a round trip on a slow line; and
 * one per language for the texts of signing in and of a signed-in reader's pages
 * (i18n/account-namespaces.ts), which a public page does not wait for. The prose of the site's own pages (features/static/<page>/locales)
 * stays in its own chunk, fetched by its page alone, and so do the server's messages
 * (i18n/server-texts.ts), fetched with the first one; English texts travel with the app and its
 * pages as before.
 */
function startTextsChunk(id: string): string | null {
  const file = moduleName(id);
  if (!file) return null;
  const shared = /^src\/i18n\/locales\/(si|ta)\/(?!server\.json$)([\w-]+)\.json$/.exec(file);
  const area = /^src\/features\/([\w-]+)(?:\/([\w-]+))?\/locales\/(si|ta)\.json$/.exec(file);
  if (shared) return ACCOUNT_NAMESPACES.includes(shared[2]!) ? `texts-${shared[1]}-account` : `texts-${shared[1]}`;
  if (!area || (area[1] === 'static' && area[2])) return null;
  const namespace = area[2] ? `${area[1]}-${area[2]}` : area[1]!;
  return ACCOUNT_NAMESPACES.includes(namespace) ? `texts-${area[3]}-account` : `texts-${area[3]}`;
}

/**
 * The phone's navigation drawer and the two modules it is made of, in one chunk (`menu`): the
 * app asks for it before the page's chunks (app/layout/site-header.tsx, preloadDrawnMenu), and as
 * one request it takes one of the six connections a browser opens to an HTTP/1.1 server, not
 * three, so the page's own code does not wait a round trip longer behind it.
 */
const menuModules = new Set(['src/app/layout/navigation-drawer.tsx', 'src/components/ui/drawer.tsx', 'src/components/ui/use-modal-behaviour.ts']);

// The Go server embeds dist/ and serves it; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), routerProductionBuild(), keepDistMarker(), chunkGraph(), inlineStylesheet(), fontsVersion(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2020',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: (id: string) => startTextsChunk(id) },
            // Every module the entry imports statically, in one chunk (the entry's own): the app
            // starts from two files (it and the bundler's runtime) instead of fourteen small
            // ones, each a round trip on a slow line. Lazy pages import what they share from it.
            { name: 'start', tags: ['$initial'] },
            // After the entry's group, so that what the drawer imports from the entry stays there.
            { name: (id: string) => (menuModules.has(moduleName(id) ?? '') ? 'menu' : null) },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Each file still gets fresh modules and a fresh jsdom, in a VM context of a worker thread
    // rather than a new process, and one worker per core (the default leaves one core idle):
    // about 75 s for the suite on two cores, against 230 s with forks.
    pool: 'vmThreads',
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
