// The budget check on a made-up chunk graph: what it counts for a route, and that a route over
// its budget fails with its name, size and budget. Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { measureRoutes, overBudget } from './check-js-budget.mjs';

const chunk = (file, gzip, extra = {}) => ({ file, gzip, bytes: gzip * 3, isEntry: false, isDynamicEntry: false, module: null, imports: [], dynamicImports: [], modules: [], ...extra });

const graph = {
  chunks: [
    chunk('index.js', 50_000, { isEntry: true, module: 'src/main.tsx', imports: ['react.js'], dynamicImports: ['home.js', 'browse.js', 'api.js'] }),
    chunk('react.js', 30_000),
    chunk('home.js', 5_000, { isDynamicEntry: true, module: 'src/home.tsx', imports: ['card.js', 'react.js'] }),
    chunk('card.js', 2_000),
    chunk('browse.js', 8_000, { isDynamicEntry: true, module: 'src/browse.tsx', imports: ['card.js', 'form.js'] }),
    chunk('form.js', 20_000),
    chunk('api.js', 1_000, { isDynamicEntry: true, module: 'src/api.ts', imports: ['http.js'] }),
    chunk('http.js', 4_000),
  ],
};

const budgets = {
  start: [],
  routes: {
    '/': { page: 'src/home.tsx', also: ['src/api.ts'], budgetKB: 100 },
    '/browse': { page: 'src/browse.tsx', budgetKB: 100 },
  },
};

test('a route counts the entry, its page, what it loads at start, and their static imports once', () => {
  const [home, browse] = measureRoutes(graph, budgets);
  assert.deepEqual(home.files, ['api.js', 'card.js', 'home.js', 'http.js', 'index.js', 'react.js']);
  assert.equal(home.bytes, 50_000 + 30_000 + 5_000 + 2_000 + 1_000 + 4_000);
  assert.deepEqual(browse.files, ['browse.js', 'card.js', 'form.js', 'index.js', 'react.js']);
  assert.equal(browse.bytes, 110_000);
  assert.deepEqual(overBudget([home]), []);
});

test('a route over its budget is named with its size and budget', () => {
  const failures = overBudget(measureRoutes(graph, budgets));
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^\/browse loads 110\.0 kB of gzip JavaScript before it is interactive, over its budget of 100\.0 kB/);
});

test('modules every page loads at start count for every route', () => {
  const [home, browse] = measureRoutes(graph, { ...budgets, start: ['src/api.ts'] });
  assert.equal(home.bytes, 92_000);
  assert.equal(browse.bytes, 115_000);
});

test('a page module that is no chunk of the build is an error, not a zero', () => {
  assert.throws(() => measureRoutes(graph, { routes: { '/x': { page: 'src/gone.tsx', budgetKB: 1 } } }), /No chunk of the build starts at src\/gone\.tsx/);
});

test('the script exits with 1 and names the route over its budget', () => {
  const dir = mkdtempSync(join(tmpdir(), 'js-budget-'));
  writeFileSync(join(dir, 'chunks.json'), JSON.stringify(graph));
  writeFileSync(join(dir, 'budgets.json'), JSON.stringify(budgets));
  const script = fileURLToPath(new URL('./check-js-budget.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script, '--graph', join(dir, 'chunks.json'), '--budgets', join(dir, 'budgets.json')], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /JavaScript budget exceeded: \/browse loads 110\.0 kB .* over its budget of 100\.0 kB/);
  assert.doesNotMatch(run.stderr, /exceeded: \/ loads/);
  assert.match(run.stdout, /^\/ +92\.0 kB of +100\.0 kB in 6 files$/m);
});
