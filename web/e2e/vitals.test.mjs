// End-to-end: real-user page speed. A page opened in Chromium measures its Core Web Vitals with
// the web-vitals package and, when it is hidden, sends them by beacon to the real binary, which
// shows them on /metrics as histograms per page kind.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useE2E } from './harness.mjs';

const TOKEN = 'e2e-vitals-scrape';
const e2e = useE2E({ env: { METRICS_TOKEN: TOKEN }, timeout: 20000, navigationTimeout: 20000 });

async function vitalLines() {
  const res = await fetch(`${e2e.server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  return (await res.text()).split('\n').filter((l) => l.startsWith('web_vitals_'));
}

describe('web vitals', () => {
  test('a visit to the home page reports its vitals when the page is hidden', async () => {
    assert.deepEqual(await vitalLines(), []);
    // One visit: the app runs on the first one too, which would report its own vitals as it leaves.
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('link', { name: 'Browse Jobs' }).first().waitFor();
    // web-vitals is fetched once the page is idle; a click gives INP something to measure.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /web-vitals|vitals/.test(e.name)),
    );
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    const beacon = page.waitForRequest((req) => req.url().endsWith('/api/vitals') && req.method() === 'POST');
    // Hiding the page (as switching tabs does) sends what was measured.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await beacon;

    let lines = [];
    for (let i = 0; i < 50 && !lines.some((l) => l.startsWith('web_vitals_fcp_seconds_count{page="home"} 1')); i++) {
      await new Promise((r) => setTimeout(r, 100));
      lines = await vitalLines();
    }
    assert.ok(
      lines.includes('web_vitals_fcp_seconds_count{page="home"} 1'),
      `no FCP for the home page in:\n${lines.join('\n')}`,
    );
    assert.ok(lines.some((l) => l.startsWith('web_vitals_ttfb_seconds_bucket{page="home",le="+Inf"} 1')));
    await page.context().close();
  });
});
