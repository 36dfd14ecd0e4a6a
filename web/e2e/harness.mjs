// Starts the real jobportal binary on a fresh SQLite database and a real
// Chromium for the end-to-end tests. Every page opened in that Chromium is
// watched for Content-Security-Policy violations and Permissions-Policy
// errors, uncaught exceptions and console errors, and any test during which
// one is reported fails.
//
// The stories run in the language E2E_LANG names (en, si or ta; scripts/e2e.sh
// runs the suite once in English and once in Sinhala). In another language than
// English every context starts as a return visitor who chose it (the lang
// cookie and the stored choice), each page is reloaded after its first
// navigation, and the stories' English texts in getByRole, getByText,
// getByLabel... are looked up in the app's locale files and stand for the same
// texts in that language (texts.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';
import { textsFor, toEnglish, translate, translateOrKeep } from './texts.mjs';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass' };

/** The language the stories run in (E2E_LANG): 'en', 'si' or 'ta'. */
export const LANGUAGE = process.env.E2E_LANG || 'en';
if (!['en', 'si', 'ta'].includes(LANGUAGE)) throw new Error(`E2E_LANG must be en, si or ta, not ${LANGUAGE}`);

/**
 * The text of the interface that stands in the language of the run for an English one (a
 * string or a pattern), as the locators of the stories find it; for assertions on what a page
 * shows. What is not a text of the interface comes back unchanged.
 */
export function tr(english, { exact = false } = {}) {
  return translate(english, LANGUAGE, { exact });
}

/** The English text of a text the page shows in the run's language, for a story to compare. */
export function en(text) {
  return toEnglish(text, LANGUAGE);
}

/**
 * The address of an app path in the run's language: Sinhala and Tamil pages live under /si and
 * /ta (src/i18n/address.ts), where a reader who chose them is sent and their links lead.
 */
export function at(path, language = LANGUAGE) {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** A TCP port that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, proc, log) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`jobportal exited early:\n${log.join('')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`jobportal did not answer /healthz within 60 s:\n${log.join('')}`);
}

/**
 * Starts the server; returns { url, log, stop }. env adds or overrides environment variables
 * (DEMO, METRICS_TOKEN, ...). stop() resolves to the process's exit code.
 */
export async function startServer({ env = {} } = {}) {
  const bin = process.env.JOBPORTAL_BIN;
  if (!bin) throw new Error('JOBPORTAL_BIN is not set (run the tests through scripts/e2e.sh)');
  const dataDir = await mkdtemp(join(tmpdir(), 'jobportal-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = [];
  const proc = spawn(bin, [], {
    env: {
      ...process.env,
      ADDR: `127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BASE_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (d) => log.push(d.toString()));
  proc.stderr.on('data', (d) => log.push(d.toString()));
  await waitForHealth(url, proc, log);
  return {
    url,
    log,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      return proc.exitCode;
    },
  };
}

/** What the watched pages reported and no test has looked at yet. */
const policyReports = [];

/** Returns the policy reports since the last call and forgets them. */
export function takePolicyReports() {
  return policyReports.splice(0);
}

// Reports reach Node a moment after the page made them: the event is queued in the page and then
// crosses the DevTools connection.
const REPORT_DELAY = 100;

/** Waits for reports on their way, then returns them as takePolicyReports does. */
export async function settledPolicyReports() {
  await new Promise((resolve) => setTimeout(resolve, REPORT_DELAY));
  return takePolicyReports();
}

/** The uncaught exceptions and console errors of the watched pages that no test has looked at yet. */
const pageProblems = [];

/**
 * Returns the uncaught exceptions and console errors reported since the last call and forgets
 * them: a story that makes one on purpose takes it, and checks it is the one it expected.
 */
export function takePageProblems() {
  return pageProblems.splice(0);
}

/**
 * The messages a page showed in English in a Sinhala or Tamil run (speakTheLanguage): a toast, a
 * field's error, or an alert's or a status's own words, with none of the language's letters.
 */
const shownInEnglish = [];

/** Returns the messages shown in English since the last call and forgets them. */
export function takeShownInEnglish() {
  return shownInEnglish.splice(0);
}

afterEach(async () => {
  const reports = await settledPolicyReports();
  const problems = takePageProblems();
  const english = takeShownInEnglish();
  if (english.length > 0 && process.env.E2E_ENGLISH_SHOWN) {
    await appendFile(process.env.E2E_ENGLISH_SHOWN, english.map((line) => `${line}\n`).join(''));
  } else if (english.length > 0) {
    throw new Error(`a page showed a message in English to a reader in ${LANGUAGE}:\n${english.join('\n')}`);
  }
  if (reports.length > 0) {
    throw new Error(`a page broke the site's Content-Security-Policy or Permissions-Policy:\n${reports.join('\n')}`);
  }
  if (problems.length > 0) {
    throw new Error(`a page had an uncaught exception or wrote an error to the console (in ${LANGUAGE}):\n${problems.join('\n')}`);
  }
});

// The browser's own line for an answer with an error status: the stories' refusals (a wrong
// password, a page of someone else's) are answered so on purpose, and the app says so on the page.
const REFUSED_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Makes every page of the context report its uncaught exceptions and console errors. */
function watchProblems(context) {
  const watch = (page) => {
    page.on('pageerror', (error) => pageProblems.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('console', (message) => {
    if (message.type() !== 'error' || REFUSED_ANSWER.test(message.text())) return;
    // The policy reports have their own list (watchPolicies).
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) return;
    pageProblems.push(`${message.page()?.url() ?? 'a page'}: console.error: ${message.text()}`);
  });
}

/** The letters of each language: a script that holds them holds the language's texts. */
const SCRIPTS = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
const TEXTS_DELAY = 400;

/**
 * Makes a context a return visitor who chose the run's language: the server writes the first
 * screen in it (the lang cookie) and the app starts in it (its stored choice), its texts coming
 * late. A choice the story makes later stays.
 */
async function speakTheLanguage(context) {
  if (LANGUAGE === 'en') return;
  await context.addCookies([{ name: 'lang', value: LANGUAGE, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  // The language's texts come as on a slow line, after the rest of the app's code: the app must
  // not draw anything before they are here.
  // The build names a language's file after the language (an area's texts) or the namespace.
  await context.route(/\/assets\/(si|ta|common|auth|dashboard)-[\w-]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (SCRIPTS[LANGUAGE].test(body)) await new Promise((resolve) => setTimeout(resolve, TEXTS_DELAY));
      await route.fulfill({ response, body });
    } catch (error) {
      // A story that ends while a file of texts is on its way closes the page, its context or
      // the browser under it, and the answer with them.
      if (!/disposed|has been closed/.test(String(error?.message))) throw error;
    }
  });
  // Every message the page shows is in the language: a toast, a field's error, an alert's words.
  // A text with two English words and none of the language's letters is one the app did not put
  // in the reader's words (a name or an address inside a sentence of the language is not).
  await context.exposeBinding('__jpShownInEnglish', ({ page }, text) => {
    shownInEnglish.push(`${page.url()}: “${text}”`);
  });
  await context.addInitScript((letters) => {
    const script = new RegExp(letters);
    const seen = new Set();
    let queued = false;
    // An alert's or a status's own words, apart from its buttons and links, which have their own.
    const words = (element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE || (node.nodeType === Node.ELEMENT_NODE && !node.matches('button, a, svg')))
        .map((node) => node.textContent);
    const look = () => {
      queued = false;
      const shown = [
        ...[...document.querySelectorAll('[role="log"] [data-toast-type] p, p[id$="-error"]')].map((element) => element.textContent),
        ...[...document.querySelectorAll('[role="alert"], [role="status"]')].flatMap(words),
      ];
      for (const said of shown) {
        const text = said.replace(/\s+/g, ' ').trim();
        if (seen.has(text) || script.test(text) || !/[A-Za-z]{2,}[,.:;]? [A-Za-z]{2,}/.test(text)) continue;
        seen.add(text);
        window.__jpShownInEnglish(text);
      }
    };
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      setTimeout(look, 20);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, SCRIPTS[LANGUAGE].source);
  await context.addInitScript((language) => {
    try {
      if (localStorage.getItem('language') === null) localStorage.setItem('language', language);
    } catch {
      // about:blank and other pages without storage
    }
  }, LANGUAGE);
}

const translating = new WeakSet();

/**
 * Makes the locator methods of Playwright's Page, Frame, Locator and FrameLocator take the
 * stories' English texts for the texts of the run's language, or the English ones as they are
 * (the server's messages are in English: texts.mjs, translateOrKeep). Each is patched once.
 */
function translateLocators(page) {
  if (LANGUAGE === 'en') return;
  const tr = (english, { exact = false } = {}) => translateOrKeep(english, LANGUAGE, { exact });
  // hasText looks in the text of an element and its children together, where one child's last
  // word meets the next one's first.
  const inText = (english) => translateOrKeep(english, LANGUAGE, { whole: false });
  const withText = (options) =>
    options && (options.hasText !== undefined || options.hasNotText !== undefined)
      ? {
          ...options,
          ...(options.hasText !== undefined ? { hasText: inText(options.hasText) } : {}),
          ...(options.hasNotText !== undefined ? { hasNotText: inText(options.hasNotText) } : {}),
        }
      : options;
  const targets = [page, page.mainFrame(), page.locator('body'), page.frameLocator('body')];
  for (const target of targets) {
    const proto = Object.getPrototypeOf(target);
    if (translating.has(proto)) continue;
    translating.add(proto);
    const patch = (name, change) => {
      const original = proto[name];
      if (typeof original !== 'function') return;
      proto[name] = function (...args) {
        return original.apply(this, change(...args));
      };
    };
    patch('getByRole', (role, options) => [role, options?.name !== undefined ? { ...options, name: tr(options.name, options) } : options]);
    for (const name of ['getByText', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle']) {
      patch(name, (text, options) => [tr(text, options), options]);
    }
    patch('locator', (selector, options) => [selector, withText(options)]);
    patch('filter', (options) => [withText(options)]);
    // An option chosen by its English label: the label in the run's language. A value (or a
    // label the select has as it is) stays.
    const selectOption = proto.selectOption;
    if (typeof selectOption === 'function') {
      proto.selectOption = async function (values, options) {
        // The select's own label among the texts of the English one's keys (a name may have
        // more than one key, spelled alike or not).
        const label = async (text) => {
          const candidates = textsFor(text, LANGUAGE);
          if (candidates.length === 0) return text;
          const labels = await this.evaluate((select) => [...select.options].map((option) => option.label.replace(/\s+/g, ' ').trim())).catch(() => []);
          return candidates.find((candidate) => labels.includes(candidate)) ?? (labels.includes(text) ? text : candidates[0]);
        };
        const one = async (value) => {
          if (value && typeof value === 'object' && typeof value.label === 'string') return { ...value, label: await label(value.label) };
          if (typeof value !== 'string' || textsFor(value, LANGUAGE).length === 0) return value;
          const present = await this.evaluate((select, text) => [...select.options].some((option) => option.value === text || option.label === text), value).catch(() => true);
          return present ? value : { label: await label(value) };
        };
        const chosen = Array.isArray(values) ? await Promise.all(values.map(one)) : await one(values);
        return selectOption.call(this, chosen, options);
      };
    }
  }
}

/**
 * Reloads each page once, after its first navigation, with the browser's cache emptied: the
 * rest of the story is a return visit, where the language chosen comes from storage and the app
 * starts again in it, fetching its code and texts anew.
 */
function reloadOnce(page) {
  const goto = page.goto.bind(page);
  let reloaded = false;
  page.goto = async (...args) => {
    const answer = await goto(...args);
    const options = args[1];
    if (!reloaded && options?.waitUntil !== 'commit' && !page.isClosed()) {
      reloaded = true;
      // As on another day: nothing of the first visit is left in the browser's cache.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.clearBrowserCache');
      await devtools.detach();
      await page.reload(options?.waitUntil ? { waitUntil: options.waitUntil } : undefined);
    }
    return answer;
  };
  return page;
}

/**
 * Makes every page of the context report policy problems: the page's securitypolicyviolation
 * events (script, style, image, font, frame, form... blocked by the CSP) through a binding, and
 * Chromium's console messages about the CSP or a Permissions-Policy header it cannot read.
 */
async function watchPolicies(context) {
  await context.exposeBinding('__jobportalPolicyViolation', ({ page }, text) => {
    policyReports.push(`${page?.url() ?? 'a page'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void window.__jobportalPolicyViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'}${where} ${event.sample}`.trim(),
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) {
      policyReports.push(`${message.page()?.url() ?? 'a page'}: console: ${text}`);
    }
  });
}

const waited = new WeakSet();

/**
 * A public page comes drawn by the server and the app hydrates it; a tap on a button before the
 * app's code has arrived at all does nothing, as it would for a person on a slow line. A page of
 * the tests waits, after each goto, reload, back and forward that waits for the page, until the app
 * runs (index.html's <html data-app="ready">, set by app/providers.tsx); the stories about the
 * drawn page before its code open their context with `{ appReady: false }`.
 */
function waitForTheApp(page) {
  if (waited.has(page)) return page;
  waited.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      const answer = await navigate(...args);
      const options = name === 'goto' ? args[1] : args[0];
      const html = (answer?.headers()['content-type'] ?? 'text/html').startsWith('text/html');
      if (options?.waitUntil !== 'commit' && html && !page.isClosed()) {
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'));
      }
      return answer;
    };
  }
  return page;
}

/**
 * Launches headless Chromium with the flags this machine needs. Its contexts and pages are
 * watched for policy problems (see watchPolicies), uncaught exceptions and console errors (see
 * watchProblems), start in the run's language (see speakTheLanguage) and find the stories'
 * English texts in it (see translateLocators); newContext takes `appReady` and `reload` as
 * newPage of useE2E does. `env` adds to the browser's environment (a device's own fonts, say).
 */
export async function launchBrowser({ env } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    ...(env ? { env: { ...process.env, ...env } } : {}),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async ({ appReady = true, reload = true, ...options } = {}) => {
    const context = await newContext(options);
    await watchPolicies(context);
    watchProblems(context);
    await speakTheLanguage(context);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      translateLocators(page);
      if (reload) reloadOnce(page);
      return appReady ? waitForTheApp(page) : page;
    };
    if (appReady) context.on('page', waitForTheApp);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // A page closed by its browser going away leaves no context to close.
    page.once('close', () => void context.close().catch(() => {}));
    return page;
  };
  return browser;
}

/**
 * The real binary and Chromium for one test file, started before its tests and stopped after
 * them (env is passed to the binary). newPage opens a page in a fresh context, 1280x800 unless
 * given a viewport, waiting for the app after each navigation unless told `{ appReady: false }`
 * (see waitForTheApp), reloaded after its first navigation unless told
 * `{ reload: false }` (a story of the very first visit; see reloadOnce), and with timeout for each step (and each
 * navigation, if navigationTimeout is set); onPageError hears of the page's uncaught exceptions.
 * call and callOk send the API a request as a script would, signIn signs a customer in.
 */
export function useE2E({ env = {}, timeout = 15000, navigationTimeout, onPageError } = {}) {
  const e2e = { server: null, browser: null, newPage, call, callOk, signIn };
  before(async () => {
    e2e.server = await startServer({ env });
    e2e.browser = await launchBrowser();
  });
  after(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  async function newPage(viewport = { width: 1280, height: 800 }, { appReady = true, reload = true } = {}) {
    const context = await e2e.browser.newContext({ viewport, appReady, reload });
    const page = await context.newPage();
    if (onPageError) page.on('pageerror', (error) => onPageError(page, error));
    page.setDefaultTimeout(timeout);
    if (navigationTimeout) page.setDefaultNavigationTimeout(navigationTimeout);
    return page;
  }
  /**
   * A request to the server's API (the path after /api) as a script makes it: body is sent as
   * JSON, form (a FormData) as it is, from as the client's address (X-Forwarded-For). Answers
   * { status, body }, body being the JSON read, or the text when it is not JSON.
   */
  async function call(method, path, { token, body, form, from } = {}) {
    const headers = { Accept: 'application/json' };
    if (token) headers['x-auth-token'] = token;
    if (from) headers['X-Forwarded-For'] = from;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${e2e.server.url}/api${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const text = await res.text();
    try {
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: res.status, body: text };
    }
  }
  /** As call, for a request the story needs to succeed: fails unless it does; answers the body. */
  async function callOk(method, path, options) {
    const answer = await call(method, path, options);
    assert.ok(answer.status >= 200 && answer.status < 300, `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
  /** Signs a customer in on the sign-in page, which leads to their dashboard. */
  async function signIn(page, { email, password }) {
    await page.goto(`${e2e.server.url}/customer/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/customer\/dashboard/);
  }
  return e2e;
}

/**
 * Ends a registration whose own fields are filled: chooses the password, creates the account
 * and, as registration does not sign in, signs in with it on the sign-in page it leads to.
 */
export async function completeRegistration(page, form, { email, password }) {
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL(/\/customer\/login/);
  await page.getByText('Registration successful. Please sign in.').waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/customer\/dashboard/);
}
