/**
 * The app drawn on the server: the Go binary runs this module's build (dist/.ssr.js, made by
 * scripts/build-server.mjs) in an embedded JavaScript engine (internal/ssr) and asks it for the
 * HTML of a public page in the reader's language. The page's data comes through the app's own
 * thunks: the API channels' `send` is the server's own handler (the host function __jp_fetch), so
 * the store holds the same JSON the API answers. The browser hydrates the same components with
 * that store (main.tsx), and replays the answers instead of asking again.
 *
 * The engine drives the work (internal/ssr/engine.go): jpStart(url, language) runs the route's
 * loaders; the engine runs the promise jobs and the due timers (jpTick) until jpPending() is
 * false; jpFinish() draws the page and returns what the server writes.
 */
import './globals';
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter, matchRoutes } from 'react-router';
import { adminApi, api } from '@/app/api-client';
import { StoreProviders } from '@/app/providers';
import { RoutedApp, routePatterns } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import i18n, { isLanguage, LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@/i18n';
import { languageBase, localizedPath } from '@/i18n/address';
import { clockNow, holdClock } from '@/lib/clock';
import { DrawnPartsContext } from '@/lib/drawn-once';
import { collectHead } from '@/lib/use-document-title';
import { harvestSeeds } from '@/lib/seeds';
import { addressOf, type HttpResponse, type RequestConfig } from '@/lib/http';
import { partsFor, suspended } from './drawn-once';
import { serverDataFor, type ServerAnswer } from './server-data';

declare global {
  // Given by the engine: the server's API handler, called with the method and the address; it
  // answers "<status>\n<body>".
  function __jp_fetch(method: string, address: string): string;
}

/** The answers a render asked for, by "METHOD address", handed to the browser with the state. */
let answers: Record<string, ServerAnswer> = {};

function serverSend(config: RequestConfig): Promise<HttpResponse> {
  const method = (config.method ?? 'GET').toUpperCase();
  const address = addressOf(config);
  if (method !== 'GET') {
    return Promise.reject(new Error(`the server's render only reads: ${method} ${address}`));
  }
  const raw = __jp_fetch(method, address);
  const newline = raw.indexOf('\n');
  const status = Number(raw.slice(0, newline));
  const text = raw.slice(newline + 1);
  let data: unknown = text;
  try {
    data = text === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    // not JSON: kept as text, as the browser's channel would
  }
  answers[`${method} ${address}`] = { status, data };
  return Promise.resolve({ data, status, headers: { 'content-type': 'application/json' }, config });
}
api.send = serverSend;
adminApi.send = serverSend;

interface Render {
  renderedAt: number;
  url: string;
  language: Language;
  store: AppStore;
  pending: number;
  failure: unknown;
}
let current: Render | null = null;

/** Starts the render of `url` in `language`: the texts, the page's code and its data. */
function jpStart(url: string, language: string): void {
  answers = {};
  harvestSeeds();
  localStorage.clear();
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const store = makeStore();
  const renderedAt = Date.now();
  holdClock(renderedAt);
  const render: Render = { renderedAt, url, language: lang, store, pending: 0, failure: null };
  current = render;
  const track = (work: Promise<unknown>) => {
    render.pending += 1;
    work.then(
      () => {
        render.pending -= 1;
      },
      (error: unknown) => {
        render.pending -= 1;
        render.failure ??= error;
      },
    );
  };
  track(i18n.loadLanguages(lang, true).then(() => i18n.changeLanguage(lang)));
  const location = new URL(url, 'http://localhost');
  const matched = matchRoutes(serverDataFor(location.pathname), location.pathname);
  for (const match of matched ?? []) {
    const load = match.route.load;
    if (load) for (const work of load({ params: match.params, search: location.searchParams, dispatch: store.dispatch })) track(Promise.resolve(work));
  }
}

/** The page as React draws it with the render's store and address, and the head it asked for. */
function draw(render: Render): { html: string; title: string | null; description: string | null } {
  // The router sees the path without the language's prefix, and its links keep it (app/router.tsx).
  const address = new URL(render.url, 'http://localhost');
  const base = languageBase(render.language);
  const parts = partsFor({ language: render.language, pathname: address.pathname, year: clockNow().getFullYear() });
  const { result, title, description } = collectHead(() =>
    renderToString(
      <StrictMode>
        <DrawnPartsContext.Provider value={parts}>
          <StoreProviders store={render.store}>
            <StaticRouter basename={base || undefined} location={localizedPath(address.pathname, render.language) + address.search}>
              <RoutedApp />
            </StaticRouter>
          </StoreProviders>
        </DrawnPartsContext.Provider>
      </StrictMode>,
    ),
  );
  return { html: parts.finish(result), title, description };
}

function jpPending(): boolean {
  return current !== null && current.pending > 0;
}

/**
 * The store's state, the answers and the head the page asked for, as one line of JSON, then a newline
 * and the page's HTML; or "" when a part of the page waited for its code or texts, which the engine
 * then lets come before asking again.
 */
function jpFinish(again: boolean): string {
  const render = current;
  if (!render) throw new Error('no render was started');
  if (render.failure) throw render.failure;
  const { html, title, description } = draw(render);
  if (suspended(html) && !again) return '';
  current = null;
  // The HTML goes after the rest, not inside its JSON, so that tens of kilobytes of markup are not
  // escaped here and read back in Go (JSON.stringify writes no raw newline, so the first ends it).
  const rest = { title, description, seeds: harvestSeeds(), state: render.store.getState(), answers, language: render.language, renderedAt: render.renderedAt };
  return `${JSON.stringify(rest)}\n${html}`;
}

/** Pages of each kind, drawn once when an engine starts so that their code is in before the first request. */
const WARM_UP_URLS = ['/', '/browse', '/job/0', '/job/0/x/full-details', '/company', '/company/0', '/blogs', '/blogs/0', '/job-Article', '/about', '/faq', '/contact', '/privacy', '/terms', '/-'];

/** The texts of every language, and every page's code, ready before the first request. */
function jpWarmUp(): void {
  const render: Render = { renderedAt: Date.now(), url: '/', language: DEFAULT_LANGUAGE, store: makeStore(), pending: 0, failure: null };
  current = render;
  const work = Promise.all(LANGUAGES.map((language) => i18n.loadLanguages(language, true))).then(async () => {
    for (let round = 0; round < 3; round += 1) {
      let waited = false;
      for (const url of WARM_UP_URLS) waited = suspended(draw({ ...render, url }).html) || waited;
      if (!waited) break;
      await settle();
    }
  });
  render.pending += 1;
  void work.finally(() => {
    render.pending -= 1;
    current = null;
  });
}

/** Lets every promise job and due timer run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The app's address patterns, as JSON: the server answers any address none of them takes with a 404. */
function jpRoutes(): string {
  return JSON.stringify(routePatterns());
}

Object.assign(globalThis, { jpStart, jpPending, jpFinish, jpWarmUp, jpRoutes });
