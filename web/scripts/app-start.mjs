/**
 * The build's last step on index.html (vite.config.ts): the app's code is not fetched from the
 * page's <head> but held in <template id="app-start">, and index.html's own script at the end of
 * <body> starts it. Under a first screen the server wrote (internal/httpapi/first_screen.go) that
 * script only prefetches the scripts once the screen has been painted, so on a slow line the page's
 * HTML and styles do not share it with them, and starts the app at the reader's first input; on
 * every other page it starts the app at once. A template's content is inert: its scripts do not
 * run and its links do not fetch until they are copied out.
 */

import { withStaticImports } from './check-js-budget.mjs';

const heldTag = /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*\bsrc\s*=[^>]*>\s*<\/script>|<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi;

/** Where the line of the tag at `at` begins: its indentation and the line break before it. */
function lineStart(text, at) {
  let from = at;
  while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  if (from > 0 && text[from - 1] === '\n') from--;
  if (from > 0 && text[from - 1] === '\r') from--;
  return from;
}

/**
 * Moves the module scripts and module preloads of the page's <head> into <template id="app-start">,
 * in their order, where the first of them was. `pages` (route to script addresses, see pageScripts)
 * goes into the template's data-pages, for index.html to prefetch the page's own scripts as well.
 * @param {string} html the built index.html
 * @param {Record<string, string[]>} [pages]
 * @returns {string}
 */
export function holdAppStart(html, pages = {}) {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>.');
  const head = html.slice(0, headEnd);
  if (/<template\b[^>]*\bid\s*=\s*["']?app-start\b/i.test(html)) throw new Error('index.html already holds the app in <template id="app-start">.');
  const found = [...head.matchAll(heldTag)];
  if (!found.some((match) => /^<script/i.test(match[0]))) {
    throw new Error('index.html has no <script type="module" src> in its <head> to hold.');
  }
  let kept = '';
  let from = 0;
  for (const match of found) {
    kept += head.slice(from, lineStart(head, match.index));
    from = match.index + match[0].length;
  }
  kept += head.slice(from);
  const at = lineStart(head, found[0].index);
  const named = Object.keys(pages).length > 0 ? ` data-pages="${JSON.stringify(pages).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"` : '';
  const template = `\n    <template id="app-start"${named}>\n${found.map((match) => `      ${match[0]}`).join('\n')}\n    </template>`;
  return kept.slice(0, at) + template + kept.slice(at) + html.slice(headEnd);
}

/**
 * The scripts each public page loads as it starts beyond the entry's: its lazily loaded page
 * module and the modules it fetches on arrival (`page` and `also` in js-budgets.json), with their
 * static imports. index.html prefetches them under a first screen, with the entry's, so the page
 * does not wait for them after the reader's first input.
 * @param {{ chunks: { file: string, isEntry?: boolean, module?: string | null, imports: string[] }[] }} graph
 * @param {Record<string, { page?: string, also?: string[] }>} routes
 * @param {string} base the public path of the files, '/'
 * @returns {Record<string, string[]>}
 */
export function pageScripts(graph, routes, base = '/') {
  const entries = graph.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const held = withStaticImports(graph, entries);
  const chunkOf = (module) => graph.chunks.find((chunk) => chunk.module === module)?.file;
  const pages = {};
  for (const [route, spec] of Object.entries(routes)) {
    const { page, also = [] } = spec ?? {};
    const starts = [page, ...also].map(chunkOf);
    if (!page || starts.some((file) => file === undefined)) throw new Error(`No chunk of the build starts at a module of ${route} in js-budgets.json.`);
    pages[route] = [...withStaticImports(graph, starts)].filter((file) => !held.has(file)).sort().map((file) => `${base}${file}`);
  }
  return pages;
}
