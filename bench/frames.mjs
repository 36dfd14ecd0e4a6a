#!/usr/bin/env node
// bench/frames.mjs measures what a reader on a slow phone feels while a public page starts, in
// Chromium itself rather than in Lighthouse's simulation: it loads each page RUNS times in a new
// context at 412 px with the CPU slowed 4x (Lighthouse's mobile preset). Public pages come drawn by
// the server and the app hydrates them (docs/DECISIONS.md, "Public pages drawn by React on the
// server"). As soon as the page has loaded (its load event) it taps the header's menu button, as a
// reader would, and measures the time from the tap to the menu on screen, whatever the app was
// still doing; a tap that shows nothing within 5 s is counted as lost. For each
// page it prints the median of: the main thread's blocking time (the sum over long tasks of what
// exceeds 50 ms, as Lighthouse's TBT counts it, from the start of the load), the time from the tap
// to its effect, when the page loaded, when the app took over and when it had hydrated; and, for
// the run with the median, every frame longer than 150 ms with the part of it that was script and
// the scripts that ran in it (the Long Animation Frames API). The network is not slowed unless NET says so. It never fails because a page is slow.
//
//   node bench/frames.mjs BASE_URL RUNS PATH...      (bench/lighthouse.sh runs it with LH_FRAMES)
//
// playwright-core comes from the web app's packages (web/node_modules), CHROME_PATH names the
// browser (/usr/bin/chromium by default), LANG_COOKIE the language (en by default), CPU_RATE how
// much slower the CPU runs (4 by default; 1 for this machine's own speed), and NET=slow4g slows the
// network as Lighthouse's DevTools throttling does (562.5 ms a request, 1,474.56 kbit/s down,
// 607.5 kbit/s up), so that the first paint of the page's content and of its largest text (FCP and
// LCP, also printed) are what a reader on a slow line sees. TAP=save taps the page's own first Save
// button (on a job card or a job's page) instead of the menu: its effect, for a reader who is not
// signed in, is the sign-in page. TAP=none taps nothing, for a page the app draws itself (sign-in,
// registration), which has no header before the app runs: the paints and the app's start remain. An https BASE_URL's certificate is accepted as it is (bench/edge.sh
// makes a self-signed one for its HTTPS frontends).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../web/package.json', import.meta.url)));
const { chromium } = require('playwright-core');

const [base, runsText, ...paths] = process.argv.slice(2);
const runs = Number(runsText);
if (!base || !Number.isInteger(runs) || runs < 1 || paths.length === 0) {
  console.error('usage: node bench/frames.mjs BASE_URL RUNS PATH...');
  process.exit(2);
}

/** Observes long tasks and long animation frames from the start of the page, and the app's start. */
function observe(tap) {
  window.benchFrames = [];
  window.benchTasks = [];
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      window.benchFrames.push({
        start: f.startTime,
        duration: f.duration,
        style: f.startTime + f.duration - f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({ what: `${s.invokerType} ${s.invoker}`.slice(0, 60), file: s.sourceURL.split('/').pop(), duration: s.duration })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const p of list.getEntries()) if (p.name === 'first-contentful-paint') window.benchFcp = p.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const p of list.getEntries()) window.benchLcp = p.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.benchTasks.push({ start: t.startTime, duration: t.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (window.benchReady === undefined && document.documentElement.dataset.app === 'ready') window.benchReady = performance.now();
    // The menu's effect is its dialog on screen; a signed-out reader's Save sends them to sign in.
    const shown = tap === 'save' ? location.pathname.endsWith('/customer/login') : document.querySelector('[role="dialog"]');
    if (window.benchTap !== undefined && window.benchEffect === undefined && shown) {
      window.benchEffect = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

// What is tapped: the header's menu button, or (TAP=save) the page's own first Save button, on a
// job card or a job's page (not the list's view switch, also a pressed-or-not button).
const tapTargets = { menu: 'header button.nav-compact', save: 'main button[aria-pressed]:not([role="group"] button)', none: null };
const tap = process.env.TAP || 'menu';
if (!(tap in tapTargets)) {
  console.error(`TAP may be menu, save or none, not '${tap}'`);
  process.exit(2);
}

const blocking = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

async function load(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: base.startsWith('https:'),
  });
  try {
    await context.addCookies([{ name: 'lang', value: process.env.LANG_COOKIE || 'en', url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE || 4) });
    if (process.env.NET === 'slow4g') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (607.5 * 1024) / 8,
      });
    } else if (process.env.NET) {
      throw new Error(`NET may be slow4g or unset, not '${process.env.NET}'`);
    }
    await page.addInitScript(observe, tap);
    await page.goto(base + path, { waitUntil: 'load' });
    // The tap comes as soon as the page has loaded (its load event), as a reader's would: the time
    // to its effect includes any wait for the app's code and for hydration. A tap that shows
    // nothing within 5 s was lost (it came before the app could take it); it is counted, and the
    // reader taps again once the app is ready.
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart);
    let lost = false;
    if (tapTargets[tap]) {
      const menu = page.locator(tapTargets[tap]).first();
      const box = await menu.boundingBox();
      await page.evaluate(() => (window.benchTap = performance.now()));
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      try {
        await page.waitForFunction(() => window.benchEffect !== undefined, null, { timeout: 5_000 });
      } catch {
        lost = true;
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
        await page.evaluate(() => (window.benchTap = performance.now()));
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForFunction(() => window.benchEffect !== undefined, null, { timeout: 30_000 });
      }
    }
    await page.waitForFunction(() => performance.getEntriesByName('app-start').length > 0, null, { timeout: 30_000 });
    const started = await page.evaluate(() => performance.getEntriesByName('app-start')[0].startTime);
    // The tap's effect can come before the page below has hydrated (a menu whose code is here):
    // the run goes on until it has, so that its time and its long tasks are counted.
    await page.waitForFunction(() => window.benchReady !== undefined, null, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const { frames, tasks, tapped, effect, ready, fcp, lcp } = await page.evaluate(() => ({
      fcp: window.benchFcp ?? 0,
      lcp: window.benchLcp ?? 0,
      frames: window.benchFrames,
      tasks: window.benchTasks,
      tapped: window.benchTap,
      effect: window.benchEffect,
      ready: window.benchReady,
    }));
    return { blocking: blocking(tasks), tap: tapTargets[tap] ? effect - tapped : 0, shown: effect ?? 0, lost, ready: ready ?? 0, started, loaded, fcp, lcp, tasks: tasks.length, frames };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)}`.padStart(5);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await load(browser, path));
    results.sort((a, b) => a.blocking - b.blocking);
    const median = results[Math.floor((results.length - 1) / 2)];
    const middle = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    console.log(
      `${path}: blocking ${results.map((r) => Math.round(r.blocking)).join(', ')} ms (median ${Math.round(median.blocking)} ms, ${median.tasks} long tasks); ` +
        (tapTargets[tap]
          ? `tap to ${tap} ${results.map((r) => Math.round(r.tap)).join(', ')} ms (median ${Math.round(middle(results.map((r) => r.tap)))} ms, ${results.filter((r) => r.lost).length} lost; ` +
            `effect on screen at ${Math.round(middle(results.map((r) => r.shown)))} ms from the start of the load); `
          : '') +
        `FCP ${Math.round(middle(results.map((r) => r.fcp)))} ms, LCP ${Math.round(middle(results.map((r) => r.lcp)))} ms, ` +
        `loaded at ${Math.round(middle(results.map((r) => r.loaded)))} ms, app started at ${Math.round(middle(results.map((r) => r.started)))} ms, ` +
        `hydrated at ${Math.round(middle(results.map((r) => r.ready)))} ms`,
    );
    console.log('   start  frame script style  scripts in the frame (run with the median)');
    for (const f of median.frames.filter((frame) => frame.duration > 150)) {
      const script = f.scripts.reduce((sum, s) => sum + s.duration, 0);
      const named = f.scripts.filter((s) => s.duration >= 5).map((s) => `${s.what} (${s.file}) ${Math.round(s.duration)}`);
      console.log(`  ${ms(f.start)} ${ms(f.duration)} ${ms(script)} ${ms(f.style)}  ${named.join('; ') || 'no script: parsing, style and layout'}`);
    }
  }
} finally {
  await browser.close();
}
