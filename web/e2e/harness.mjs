// Starts the real jobportal binary on a fresh SQLite database and a real
// Chromium for the end-to-end tests. Every page opened in that Chromium is
// watched for Content-Security-Policy violations and Permissions-Policy
// errors, and any test during which one is reported fails.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass' };

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
  const deadline = Date.now() + 15000;
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
  throw new Error(`jobportal did not answer /healthz within 15 s:\n${log.join('')}`);
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

afterEach(async () => {
  const reports = await settledPolicyReports();
  if (reports.length > 0) {
    throw new Error(`a page broke the site's Content-Security-Policy or Permissions-Policy:\n${reports.join('\n')}`);
  }
});

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

const arrived = new WeakSet();

/**
 * Under a public page's first screen the app starts at the reader's first input
 * (index.html): a person moves the pointer or touches the screen before doing anything else. A
 * page of the tests does the same, a small pointer move, after each goto, reload, back and forward
 * that waits for the page; the tests of that start itself open their context with
 * `{ firstInput: false }` and make the input they mean.
 */
function arriveAsAReader(page) {
  if (arrived.has(page)) return page;
  arrived.add(page);
  let at = 0;
  for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      const answer = await navigate(...args);
      const options = name === 'goto' ? args[1] : args[0];
      if (options?.waitUntil !== 'commit' && !page.isClosed()) {
        at = at === 1 ? 2 : 1;
        await page.mouse.move(at, at);
      }
      return answer;
    };
  }
  return page;
}

/**
 * Launches headless Chromium with the flags this machine needs. Its contexts and pages are
 * watched for policy problems (see watchPolicies).
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
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
  browser.newContext = async ({ firstInput = true, ...options } = {}) => {
    const context = await newContext(options);
    await watchPolicies(context);
    if (firstInput) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => arriveAsAReader(await newPage());
      context.on('page', arriveAsAReader);
    }
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    return page;
  };
  return browser;
}

/**
 * The real binary and Chromium for one test file, started before its tests and stopped after
 * them (env is passed to the binary). newPage opens a page in a fresh context, 1280x800 unless
 * given a viewport, with a reader's first input after each navigation unless told
 * `{ firstInput: false }` (see arriveAsAReader), and with timeout for each step (and each
 * navigation, if navigationTimeout is set); onPageError hears of the page's uncaught exceptions.
 */
export function useE2E({ env = {}, timeout = 15000, navigationTimeout, onPageError } = {}) {
  const e2e = { server: null, browser: null, newPage };
  before(async () => {
    e2e.server = await startServer({ env });
    e2e.browser = await launchBrowser();
  });
  after(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  async function newPage(viewport = { width: 1280, height: 800 }, { firstInput = true } = {}) {
    const context = await e2e.browser.newContext({ viewport, firstInput });
    const page = await context.newPage();
    if (onPageError) page.on('pageerror', (error) => onPageError(page, error));
    page.setDefaultTimeout(timeout);
    if (navigationTimeout) page.setDefaultNavigationTimeout(navigationTimeout);
    return page;
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
