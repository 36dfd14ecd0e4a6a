// The build step that holds the app's code in <template id="app-start"> (scripts/app-start.mjs).
// Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdAppStart, pageScripts } from './app-start.mjs';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>JobPortal</title>
    <script>
      window.theme = 'light';
    </script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
    <script>start();</script>
  </body>
</html>
`;

const tags = `<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">`;
const indent = (text, spaces) => text.replaceAll(/^/gm, ' '.repeat(spaces));

test('the module script and the preloads go into the template, in order, where they were', () => {
  assert.ok(built.includes(indent(tags, 4)));
  assert.equal(
    holdAppStart(built),
    built.replace(indent(tags, 4), `    <template id="app-start">\n${indent(tags, 6)}\n    </template>`),
  );
});

test('inline scripts, the stylesheet and the body are left alone', () => {
  const held = holdAppStart(built);
  assert.match(held, /<script>\n {6}window\.theme = 'light';\n {4}<\/script>/);
  assert.match(held, /<link rel="stylesheet" crossorigin href="\/assets\/index-jkl.css">/);
  assert.equal(held.slice(held.indexOf('</head>')), built.slice(built.indexOf('</head>')));
  assert.equal((held.match(/<script type="module"/g) ?? []).length, 1);
});

test('a page without a module script is an error, not a page without its app', () => {
  assert.throws(() => holdAppStart('<html><head><title>x</title></head><body></body></html>'), /no <script type="module" src>/);
  assert.throws(() => holdAppStart('<html><body></body></html>'), /no <\/head>/);
});

test('a page already held is not held twice', () => {
  assert.throws(() => holdAppStart(holdAppStart(built)), /already holds/);
});

test('a page with CRLF line ends is left without empty lines', () => {
  const held = holdAppStart(built.replaceAll('\n', '\r\n'));
  assert.match(held, /<template id="app-start">/);
  assert.doesNotMatch(held, /\r\n\s*\r\n/);
});

test("the page scripts go into the template's data-pages, escaped for the attribute", () => {
  const held = holdAppStart(built, { '/job/:id': ['/assets/job-page-1.js'], '/a&b': [] });
  const attribute = held.match(/<template id="app-start" data-pages="([^"]*)">/);
  assert.ok(attribute, held);
  const read = attribute[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  assert.deepEqual(JSON.parse(read), { '/job/:id': ['/assets/job-page-1.js'], '/a&b': [] });
  assert.doesNotMatch(holdAppStart(built, {}), /data-pages/);
});

test("a route's page scripts are its page's and its API module's chunks with their imports, less the entry's", () => {
  const graph = {
    chunks: [
      { file: 'assets/index.js', isEntry: true, module: 'index.html', imports: ['assets/react.js'] },
      { file: 'assets/react.js', module: null, imports: [] },
      { file: 'assets/home-page.js', module: 'src/app/home/home-page.tsx', imports: ['assets/react.js', 'assets/card.js'] },
      { file: 'assets/card.js', module: null, imports: ['assets/format.js'] },
      { file: 'assets/format.js', module: null, imports: [] },
      { file: 'assets/api.js', module: 'src/features/jobs/api.ts', imports: ['assets/client.js'] },
      { file: 'assets/client.js', module: null, imports: [] },
      { file: 'assets/admin.js', module: 'src/features/admin/page.tsx', imports: [] },
    ],
  };
  const routes = { '/': { page: 'src/app/home/home-page.tsx', also: ['src/features/jobs/api.ts'], budgetKB: 100 } };
  assert.deepEqual(pageScripts(graph, routes), {
    '/': ['/assets/api.js', '/assets/card.js', '/assets/client.js', '/assets/format.js', '/assets/home-page.js'],
  });
  assert.throws(() => pageScripts(graph, { '/x': { page: 'src/gone.tsx' } }), /No chunk of the build starts at a module of \/x/);
  assert.throws(() => pageScripts(graph, { '/y': undefined }), /No chunk of the build starts at a module of \/y/);
});
