// End-to-end: the employer's and the admin's side of a job with more applications than a page
// holds. 102 people apply; the employer, on a phone, reads the second page of the pipeline, which
// a reload keeps, moves the page's two at once and filters by their stage, which starts again at
// the first page. An admin, on a phone too, extends the job from the approved jobs with the date
// picker, then closes it now after a confirmation; each says so in a toast, and the server has it.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 20000;
// The applicants register from addresses of their own (as many people do), behind the proxy the
// server believes, so that registration's throttle per address lets 102 through.
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP, env: { TRUSTED_PROXIES: '127.0.0.1/32' } });
const { call } = e2e;
const APPLICANTS = 102;
const PHONE = { width: 360, height: 740 };

/** Waits until the pipeline's button of a stage (its name in English) shows count. */
async function waitForCount(stages, stage, count) {
  const button = stages.getByRole('button', { name: stage });
  const deadline = Date.now() + STEP;
  let text = '';
  while (Date.now() < deadline) {
    text = (await button.innerText()).replace(/\s+/g, ' ').trim();
    if (text.endsWith(` ${count}`)) return button;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the stage ${stage} shows "${text}", not ${count}`);
}

/**
 * Waits until the pipeline shows count applications. What was shown stays while a newer answer
 * loads, so one reading can be of the list before the filter; the last one read is reported.
 */
async function waitForArticles(pipeline, count) {
  const deadline = Date.now() + STEP;
  let shown = -1;
  while (Date.now() < deadline) {
    shown = await pipeline.getByRole('article').count();
    if (shown === count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the pipeline shows ${shown} applications, not ${count}`);
}

async function fitsThePhone(page) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');
}

describe('a job with more applications than a page: the employer pages through them, an admin extends and closes it', () => {
  const word = uniqueWord('Pg');
  const title = `Delivery Rider ${word}`;
  const stamp = Date.now();
  const employer = { name: 'Galle Road Couriers', email: `hr-${stamp}@couriers.example`, password: 'couriers-pass-2026' };
  // Applicant 0 applied first: the oldest, on the last page.
  const applicants = Array.from({ length: APPLICANTS }, (_, i) => ({
    name: `Rider ${String(i).padStart(3, '0')} ${word}`,
    email: `rider-${i}-${stamp}@mail.example`,
    password: `rider-pass-${i}-2026`,
    from: `10.77.${i >> 8}.${(i & 255) + 1}`,
  }));
  let jobId;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      from: '10.76.0.1',
      body: { name: employer.name, contactPerson: 'Chaminda Silva', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { from: '10.76.0.1', body: { email: employer.email, password: employer.password } });
    res = await call('POST', '/jobs', {
      token: res.body.token,
      body: {
        title,
        description: 'Deliver parcels along Galle Road between Colombo and Panadura on our motorcycles; fuel and a phone are paid.',
        location: 'Colombo',
        jobType: 'Full Time Jobs',
        experienceLevel: 'Entry Level',
        mainTopic: 'Private Jobs',
        closingDate: sriLankaDay(20),
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    jobId = res.body.data.id;
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: res.body.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const cv = makePdf('Rider - CV');
    // In order, so that the first applicant is the oldest.
    for (const person of applicants) {
      res = await call('POST', '/customers/register/individual', { from: person.from, body: { name: person.name, email: person.email, password: person.password } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      res = await call('POST', '/customers/login', { from: person.from, body: { email: person.email, password: person.password } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const form = new FormData();
      form.append('coverLetter', 'I have ridden for a courier in Colombo for two years and know Galle Road well.');
      form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
      res = await call('POST', `/jobs/${jobId}/apply`, { token: res.body.token, form });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  test('the employer reads the second page on a phone, keeps it on a reload, moves its two and filters by their stage', async () => {
    const page = await e2e.newPage(PHONE);
    try {
      await page.goto(`${e2e.server.url}/customer/login`);
      await page.getByLabel('Email address').fill(employer.email);
      await page.getByLabel('Password', { exact: true }).fill(employer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/customer\/dashboard/);
      await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
      await page.getByRole('article', { name: title }).getByRole('button', { name: `Applications (${APPLICANTS})` }).click();
      const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
      await pipeline.getByText(`Showing 1–100 of ${APPLICANTS}.`).waitFor();
      assert.equal(await pipeline.getByRole('article').count(), 100);
      await pipeline.getByRole('article', { name: applicants[APPLICANTS - 1].name }).waitFor();
      assert.equal(await pipeline.getByRole('article', { name: applicants[0].name }).count(), 0, 'the oldest is not on the first page');

      const pages = pipeline.getByRole('navigation', { name: 'Pages of applications' });
      await pages.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(new RegExp(`[?&]job=${jobId}&applicationsPage=2`));
      await pipeline.getByText(`Showing 101–${APPLICANTS} of ${APPLICANTS}.`).waitFor();
      await pipeline.getByRole('article', { name: applicants[0].name }).waitFor();
      assert.equal(await pipeline.getByRole('article').count(), 2);
      await fitsThePhone(page);
      await assertAccessible(page, 'the second page of a pipeline at 360 px');

      // A reload opens the same job's applications at the same page.
      await page.reload();
      const again = page.getByRole('region', { name: `Applications for ${title}` });
      await again.getByRole('article', { name: applicants[1].name }).waitFor();
      await again.getByText(`Showing 101–${APPLICANTS} of ${APPLICANTS}.`).waitFor();

      // The page's two, at once: the selection is the page shown.
      await again.getByRole('checkbox', { name: 'Select all 2 shown' }).check();
      await again.getByLabel('Move to').selectOption({ label: 'Shortlisted' });
      await again.getByRole('checkbox', { name: 'Email each applicant' }).uncheck();
      await again.getByRole('button', { name: 'Move 2 selected' }).click();
      await page.getByText('2 applications moved to Shortlisted.').waitFor();
      const stages = again.getByRole('navigation', { name: 'Stages' });
      const shortlisted = await waitForCount(stages, 'Shortlisted', 2);
      await waitForCount(stages, 'Applied', APPLICANTS - 2);

      // A filter starts at its first page, and the address forgets the page.
      // The two moved were the second page's too, so the old list has two as well: the filter's
      // answer has come when its one page needs no pages' links.
      await shortlisted.click();
      await page.waitForURL((url) => !url.search.includes('applicationsPage'));
      assert.equal(await shortlisted.getAttribute('aria-pressed'), 'true', 'the stage tapped is the filter');
      await again.getByRole('navigation', { name: 'Pages of applications' }).waitFor({ state: 'detached' });
      await waitForArticles(again, 2);
      await again.getByRole('article', { name: applicants[0].name }).waitFor();
      await again.getByRole('article', { name: applicants[1].name }).waitFor();
      await fitsThePhone(page);
      await assertAccessible(page, 'a filtered pipeline at 360 px');
    } finally {
      await page.context().close();
    }
  });

  test('an admin extends the job with the date picker, then closes it now after a confirmation, on a phone', async () => {
    const page = await e2e.newPage(PHONE);
    try {
      await page.goto(`${e2e.server.url}/jp-admin`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${e2e.server.url}/dashboard?tab=approved`);
      const job = page.getByRole('article', { name: title });
      await job.getByRole('button', { name: 'Extend' }).click();
      const dialog = page.getByRole('dialog', { name: `Extend “${title}”` });
      const date = dialog.getByLabel('New closing date');
      assert.equal(await date.getAttribute('min'), sriLankaDay(1));
      assert.equal(await date.getAttribute('max'), sriLankaDay(180));
      const later = sriLankaDay(60);
      await date.fill(later);
      await fitsThePhone(page);
      await assertAccessible(page, 'the admin’s extend dialog at 360 px');
      await dialog.getByRole('button', { name: 'Save the date' }).click();
      await page.locator('[data-toast-type="success"]').filter({ hasText: title }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      let res = await call('GET', `/jobs/${jobId}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.data.closingDate, later);

      await job.getByRole('button', { name: 'Close now' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Close this job now?' });
      await confirm.getByText(title, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Yes, close it' }).click();
      await page.getByText(`“${title}” is closed.`).waitFor();
      await job.getByText(tr('Closed', { exact: true }), { exact: true }).first().waitFor();
      assert.equal(await job.getByRole('button', { name: 'Close now' }).count(), 0, 'a closed job offers no closing');
      res = await call('GET', `/jobs/${jobId}`);
      assert.equal(res.status, 404, 'the closed job has left the site');
      await fitsThePhone(page);
      await assertAccessible(page, 'the approved jobs after closing one, at 360 px');
    } finally {
      await page.context().close();
    }
  });
});
