#!/usr/bin/env node
/**
 * Holds each public page to its JavaScript budget (docs/PERFORMANCE.md). Reads the chunk graph
 * the build writes (.build/chunks.json, see vite.config.ts) and the budgets (js-budgets.json),
 * and for each route adds up the gzip size of the JavaScript it needs before it is interactive:
 * the entry chunk and every chunk it imports statically, the route's page chunk and its static
 * imports, and the modules every page loads at start (the `start` list). Exits with 1 and names
 * each route over its budget.
 *
 *   node scripts/check-js-budget.mjs            check every route
 *   node scripts/check-js-budget.mjs --modules  also list the largest modules of the entry chunk
 *   --graph FILE and --budgets FILE read another chunk graph or budget file
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The chunks a set of chunks needs: they and everything they import statically. */
export function withStaticImports(graph, files) {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const needed = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (needed.has(file)) continue;
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`The chunk graph has no chunk ${file}.`);
    needed.add(file);
    pending.push(...chunk.imports);
  }
  return needed;
}

/** The chunk a module is the entry of (a lazily loaded page, say), or an error naming it. */
function chunkOf(graph, module) {
  const chunk = graph.chunks.find((candidate) => candidate.module === module);
  if (!chunk) {
    throw new Error(`No chunk of the build starts at ${module}: is the module still loaded with import(), and its path in js-budgets.json right?`);
  }
  return chunk.file;
}

/** Each route's initial JavaScript: the chunks it loads and their gzip bytes. */
export function measureRoutes(graph, budgets) {
  const entries = graph.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  if (entries.length === 0) throw new Error('The chunk graph has no entry chunk.');
  const start = [...entries, ...(budgets.start ?? []).map((module) => chunkOf(graph, module))];
  const gzip = new Map(graph.chunks.map((chunk) => [chunk.file, chunk.gzip]));
  return Object.entries(budgets.routes).map(([route, { page, also = [], budgetKB }]) => {
    const files = withStaticImports(graph, [...start, chunkOf(graph, page), ...also.map((module) => chunkOf(graph, module))]);
    const bytes = [...files].reduce((sum, file) => sum + gzip.get(file), 0);
    return { route, files: [...files].sort(), bytes, budgetBytes: Math.round(budgetKB * 1000) };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The message for each route over its budget; none when every route keeps to it. */
export function overBudget(results) {
  return results
    .filter((result) => result.bytes > result.budgetBytes)
    .map(
      (result) =>
        `${result.route} loads ${kB(result.bytes)} of gzip JavaScript before it is interactive, over its budget of ${kB(result.budgetBytes)} (web/js-budgets.json, docs/PERFORMANCE.md)`,
    );
}

/** The value after a command-line option, else the file of that name beside this script's folder. */
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fileURLToPath(new URL(fallback, import.meta.url));
}

function main() {
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  let graph;
  try {
    graph = read(option('--graph', '../.build/chunks.json'));
  } catch {
    console.error('JavaScript budget: web/.build/chunks.json is missing; run `npm run build` in web/ first.');
    process.exit(1);
  }
  const budgets = read(option('--budgets', '../js-budgets.json'));
  const results = measureRoutes(graph, budgets);
  for (const result of results) {
    console.log(`${result.route.padEnd(20)} ${kB(result.bytes).padStart(9)} of ${kB(result.budgetBytes).padStart(9)} in ${result.files.length} files`);
  }
  if (process.argv.includes('--modules')) {
    for (const chunk of graph.chunks.filter((candidate) => candidate.isEntry)) {
      console.log(`\n${chunk.file}: ${chunk.bytes} bytes, ${chunk.gzip} gzip; its largest modules (bytes before minifying):`);
      for (const module of chunk.modules.slice(0, 40)) console.log(`${String(module.bytes).padStart(8)} ${module.id}`);
    }
  }
  const failures = overBudget(results);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`JavaScript budget exceeded: ${failure}`);
    process.exit(1);
  }
  console.log('JavaScript budget: every route keeps to its budget.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
