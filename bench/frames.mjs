#!/usr/bin/env node
// bench/frames.mjs measures what blocks the main thread while a public page starts, in Chromium
// itself rather than in Lighthouse's simulation: it loads each page RUNS times in a new context
// with the CPU slowed 4x (Lighthouse's mobile preset). Under a first screen the app starts
// at the reader's first input (web/index.html), so it waits until the app's scripts have been
// prefetched and 0.5 s more, moves the pointer as a reader would, waits until the app has taken
// over from the server's first screen and 2.5 s more. For each page it prints the median blocking
// time before the input and after it (the sum over long tasks of what exceeds 50 ms, as
// Lighthouse's TBT counts it, but from the start of the load), the time from the input to the
// app in place, and, for the run with the median, every frame longer than 150 ms with the part of
// it that was script and the part that was style and layout, and the scripts that ran in it (the
// Long Animation Frames API). The network is not slowed: the page's own chunk, fetched after the
// input, comes at once. It never fails because a page is slow.
//
//   node bench/frames.mjs BASE_URL RUNS PATH...      (bench/lighthouse.sh runs it with LH_FRAMES)
//
// playwright-core comes from the web app's packages (web/node_modules), CHROME_PATH names the
// browser (/usr/bin/chromium by default).
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

/** Observes long tasks and long animation frames from the start of the page. */
function observe() {
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
    for (const t of list.getEntries()) window.benchTasks.push({ start: t.startTime, duration: t.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointermove', () => (window.benchInput ??= performance.now()), { capture: true });
  new MutationObserver(() => {
    if (window.benchHandOver === undefined && window.benchInput !== undefined && !document.getElementById('first-screen')) window.benchHandOver = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const blocking = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

async function load(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(base + path);
    const screen = await page.evaluate(() => document.getElementById('first-screen') !== null);
    if (screen) {
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/index-.*\.js$/.test(e.name)), null, { timeout: 30_000 });
      await page.waitForTimeout(500);
    }
    await page.mouse.move(200, 400);
    await page.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 30_000 });
    await page.waitForTimeout(2500);
    const { frames, tasks, input, handOver } = await page.evaluate(() => ({
      frames: window.benchFrames,
      tasks: window.benchTasks,
      input: window.benchInput ?? 0,
      handOver: window.benchHandOver,
    }));
    return {
      before: blocking(tasks.filter((t) => t.start < input)),
      blocking: blocking(tasks.filter((t) => t.start >= input)),
      ready: screen && handOver !== undefined ? handOver - input : undefined,
      tasks: tasks.length,
      frames,
    };
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
    const before = middle(results.map((r) => r.before));
    const ready = results.every((r) => r.ready !== undefined) ? ` ${Math.round(middle(results.map((r) => r.ready)))} ms from the input to the app in place;` : '';
    console.log(
      `${path}: blocking ${Math.round(before)} ms before the first input;${ready} after it ${results.map((r) => Math.round(r.blocking)).join(', ')} ms (median ${Math.round(median.blocking)} ms, ${median.tasks} long tasks in all)`,
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
