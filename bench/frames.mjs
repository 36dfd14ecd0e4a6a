#!/usr/bin/env node
// bench/frames.mjs measures what blocks the main thread while a public page starts, in Chromium
// itself rather than in Lighthouse's simulation: it loads each page RUNS times in a new context
// with the CPU slowed 4x (Lighthouse's mobile preset), waits until the app has taken over from
// the server's first screen and 2.5 s more, and prints for each page the median blocking time
// (the sum over long tasks of what exceeds 50 ms, as Lighthouse's TBT counts it, but from the
// start of the load) and, for the run with the median, every frame longer than 150 ms with the
// part of it that was script and the part that was style and layout, and the scripts that ran
// in it (the Long Animation Frames API). It never fails because a page is slow.
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
    for (const t of list.getEntries()) window.benchTasks.push(t.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function load(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(base + path);
    await page.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 30_000 });
    await page.waitForTimeout(2500);
    const { frames, tasks } = await page.evaluate(() => ({ frames: window.benchFrames, tasks: window.benchTasks }));
    return { blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), tasks: tasks.length, frames };
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
    console.log(`${path}: blocking ${results.map((r) => Math.round(r.blocking)).join(', ')} ms (median ${Math.round(median.blocking)} ms, ${median.tasks} long tasks)`);
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
