// The build step that holds the app's code in <template id="app-start"> (scripts/app-start.mjs).
// Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdAppStart } from './app-start.mjs';

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

test('the module script and the preloads go into the template, in order, where they were', () => {
  assert.equal(
    holdAppStart(built),
    `<!doctype html>
<html lang="en">
  <head>
    <title>JobPortal</title>
    <script>
      window.theme = 'light';
    </script>
    <template id="app-start">
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">
    </template>
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
    <script>start();</script>
  </body>
</html>
`,
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
