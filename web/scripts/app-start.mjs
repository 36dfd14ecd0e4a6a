/**
 * The build's last step on index.html (vite.config.ts): the app's code is not fetched from the
 * page's <head> but held in <template id="app-start">, and index.html's own script at the end of
 * <body> starts it. Under a page the server drew (internal/httpapi/render.go) that script waits
 * until the page has been painted, so on a slow line the page's HTML, styles and fonts do not
 * share it with the app's scripts and the reader sees the page sooner; the app then hydrates it.
 * On every other page it starts the app at once. A template's content is inert: its scripts do
 * not run and its links do not fetch until they are copied out.
 */

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
 * in their order, where the first of them was.
 * @param {string} html the built index.html
 * @returns {string}
 */
export function holdAppStart(html) {
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
  const template = `\n    <template id="app-start">\n${found.map((match) => `      ${match[0]}`).join('\n')}\n    </template>`;
  return kept.slice(0, at) + template + kept.slice(at) + html.slice(headEnd);
}
