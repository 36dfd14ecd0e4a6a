// End-to-end: the browser-side defences of the real binary, in Chromium. The main pages run
// under the site's Content-Security-Policy with no violation, the watch that fails every test on
// a violation does see one, and /metrics is not public.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { freePort, settledPolicyReports, startServer, takePolicyReports, useE2E } from './harness.mjs';

const STEP = 15000;

// The demo content gives public jobs, so that a job page filled on the server can be opened.
const e2e = useE2E({ env: { DEMO: '1' }, timeout: STEP, navigationTimeout: STEP });

/** The newest public job of the demo content. */
async function publicJob() {
  const res = await fetch(`${e2e.server.url}/api/jobs?limit=1`);
  assert.equal(res.status, 200);
  const body = await res.json();
  const [job] = body.data;
  assert.ok(job?.id, `no public job in ${JSON.stringify(body).slice(0, 200)}`);
  return job;
}

describe('the Content-Security-Policy', () => {
  test('the main pages load and run with no violation', async () => {
    const job = await publicJob();
    const pages = [
      { path: '/', ready: (page) => page.getByText(job.title).first().waitFor() },
      { path: '/browse', ready: (page) => page.getByText(job.title).first().waitFor() },
      {
        path: `/job/${job.id}/${job.slug}`,
        ready: (page) => page.getByRole('heading', { name: job.title }).first().waitFor(),
        jsonLd: true,
      },
      { path: '/customer/register', ready: (page) => page.getByRole('tab', { name: /Employer/ }).click() },
      { path: '/jp-admin', ready: (page) => page.getByLabel('Username').waitFor() },
    ];
    const page = await e2e.newPage();
    for (const { path, ready, jsonLd } of pages) {
      const res = await page.goto(`${e2e.server.url}${path}`);
      assert.equal(res.status(), 200, path);
      const csp = res.headers()['content-security-policy'] ?? '';
      assert.match(csp, /script-src 'self'/, `${path}: ${csp}`);
      assert.match(csp, /frame-ancestors 'none'/, `${path}: ${csp}`);
      assert.match(res.headers()['permissions-policy'] ?? '', /geolocation=\(\)/, path);
      if (jsonLd) {
        // The job's schema.org data is a script element the policy has no hash for: as data, it must pass.
        assert.match(await res.text(), /<script type="application\/ld\+json">/, path);
      }
      await ready(page);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await settledPolicyReports(), [], `${path} broke the policy`);
    }
    await page.context().close();
  });

  test('a violation is seen by the watch that fails every test', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await settledPolicyReports(), []);
    // An inline script that the policy has no hash for, and a picture from another site.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      const img = document.createElement('img');
      img.src = 'https://images.example.org/tracker.png';
      document.body.append(img);
    });
    let reports = [];
    for (let i = 0; i < 20 && reports.length < 2; i++) reports = reports.concat(await settledPolicyReports());
    assert.equal(await page.evaluate(() => window.injected === true), false, 'the injected script ran');
    assert.ok(reports.some((r) => r.includes('script-src')), `no script-src report in ${JSON.stringify(reports)}`);
    assert.ok(reports.some((r) => r.includes('img-src')), `no img-src report in ${JSON.stringify(reports)}`);
    await page.context().close();
    // Seen and expected here: not a failure of this test.
    takePolicyReports();
  });

  test('no other site can frame a page', async () => {
    const page = await e2e.newPage();
    await page.goto(`data:text/html,<iframe src="${e2e.server.url}/" title="framed"></iframe>`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const frame = page.frames().find((f) => f !== page.mainFrame());
    assert.ok(frame, 'no frame');
    assert.equal(await frame.locator('#root').count(), 0, 'the site rendered inside a frame');
    await page.context().close();
    // Chromium reports the refused frame as a frame-ancestors violation; that one is expected.
    const reports = takePolicyReports();
    assert.ok(reports.every((r) => r.includes('frame-ancestors')), JSON.stringify(reports));
  });
});

describe('/metrics', () => {
  test('is not served on the main address when no token is set', async () => {
    const res = await fetch(`${e2e.server.url}/metrics`);
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), /http_requests_total/);
  });

  test('with METRICS_ADDR and METRICS_TOKEN: only there, only with the token, and both listeners stop cleanly', async () => {
    const metricsPort = await freePort();
    const token = 'e2e-scrape-token';
    const own = await startServer({ env: { METRICS_ADDR: `127.0.0.1:${metricsPort}`, METRICS_TOKEN: token } });
    let stopped = false;
    try {
      const auth = { Authorization: `Bearer ${token}` };
      assert.equal((await fetch(`${own.url}/metrics`, { headers: auth })).status, 404, 'the main address served metrics');
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      assert.equal((await fetch(metricsUrl)).status, 401);
      assert.equal((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong' } })).status, 401);
      const res = await fetch(metricsUrl, { headers: auth });
      assert.equal(res.status, 200);
      assert.match(await res.text(), /http_requests_total\{route="GET \/metrics",status="404"\} 1/);
      assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/`)).status, 404, 'the metrics address served the site');
      stopped = true;
      assert.equal(await own.stop(), 0, `the server did not stop cleanly:\n${own.log.join('')}`);
    } finally {
      if (!stopped) await own.stop();
    }
  });
});
