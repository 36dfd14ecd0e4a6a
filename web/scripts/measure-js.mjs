#!/usr/bin/env node
/**
 * Measures in a real browser what scripts/check-js-budget.mjs computes from the chunk graph: the
 * built binary (JOBPORTAL_BIN) runs with the demo content, Chromium (CHROME_PATH) opens each
 * public page, moves the pointer (under a first screen the app starts at the reader's first
 * input), and every script answer until the network is idle is counted at its gzip size on the
 * wire. Prints both figures per route.
 *
 *   make build && cd web && CHROME_PATH=/usr/bin/chromium JOBPORTAL_BIN=$PWD/../bin/jobportal node scripts/measure-js.mjs
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/harness.mjs';
import { measureRoutes } from './check-js-budget.mjs';

const read = (path) => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'));
const computed = new Map(measureRoutes(read('../.build/chunks.json'), read('../js-budgets.json')).map((r) => [r.route, r]));

const server = await startServer({ env: { DEMO: '1' } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: ['--no-sandbox'] });
try {
  const first = async (path, key) => (await (await fetch(`${server.url}${path}`)).json())[key]?.[0]?.id;
  const ids = {
    job: await first('/api/jobs', 'jobs'),
    company: await first('/api/companies', 'companies'),
    blog: await first('/api/blogs', 'posts'),
  };
  const paths = {
    '/job/:id': `/job/${ids.job ?? 1}`,
    '/company/:id': `/company/${ids.company ?? 1}`,
    '/blogs/:id': `/blogs/${ids.blog ?? 1}`,
    '/jobs/topic/:topic': '/jobs/topic/it-and-software',
    '/jobs/district/:district': '/jobs/district/colombo',
    '/jobs/company/:id': `/jobs/company/${ids.company ?? 1}`,
    '/company/industry/:industry': '/company/industry/it-and-software',
    '/blogs/tag/:tag': '/blogs/tag/cv',
    '/cv/s/:token': '/cv/s/unknown-token',
  };
  console.log('route                 browser (files)  computed (files)  only in browser / only computed');
  for (const [route, expected] of computed) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    // A script may come twice: prefetched under a first screen, then run from the cache.
    page.on('response', async (response) => {
      const file = new URL(response.url()).pathname.slice(1);
      if (response.request().resourceType() !== 'script' && !/^assets\/.*\.js$/.test(file)) return;
      const sizes = await response.request().sizes().catch(() => null);
      scripts.set(file, Math.max(scripts.get(file) ?? 0, sizes ? sizes.responseBodySize : 0));
    });
    await page.goto(`${server.url}${paths[route] ?? route}`, { waitUntil: 'networkidle' });
    // Under the server's first screen the app starts at the reader's first input (index.html).
    await page.mouse.move(20, 20);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const onlyBrowser = [...scripts.keys()].filter((file) => !expected.files.includes(file));
    const onlyComputed = expected.files.filter((file) => !scripts.has(file));
    console.log(
      `${route.padEnd(20)} ${(bytes / 1000).toFixed(1).padStart(8)} kB (${String(scripts.size).padStart(2)})  ${(expected.bytes / 1000).toFixed(1).padStart(8)} kB (${String(expected.files.length).padStart(2)})  ${onlyBrowser.join(' ') || '-'} / ${onlyComputed.join(' ') || '-'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
