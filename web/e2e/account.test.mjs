// End-to-end: the job seeker's account against the real binary (fresh SQLite, job alerts looked
// for every second), in Chromium. A signed-out job seeker presses the heart on a job, signs in
// and finds it saved, still after a reload; creates an alert from a search on /browse; an
// employer posts a matching job, an admin approves it, the alert's email arrives (read from the
// server's log, where emails go without SMTP_URL) and its one-click unsubscribe link turns the
// alert off. The alert waits for the job seeker to confirm their address with the link the
// dashboard sends again. Every account section passes axe at 360 px, in the light and the dark theme.
// The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;
const pageErrors = [];

const e2e = useE2E({
  env: { ALERTS_TICK: '1s' },
  timeout: STEP,
  navigationTimeout: STEP,
  onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`),
});
const call = e2e.callOk;

async function until(check, what, limit = STEP) {
  const deadline = Date.now() + limit;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${limit} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function adminToken() {
  const answer = await call('POST', '/admin-users/login', { body: { username: ADMIN.username, password: ADMIN.password } });
  return answer.token ?? answer.data?.token;
}

async function customerToken(email, password) {
  const answer = await call('POST', '/customers/login', { body: { email, password } });
  return answer.token ?? answer.data?.token;
}

/** Posts a job as the employer and has the admin approve it; returns the job. */
async function postApprovedJob(employerToken, fields) {
  const posted = await call('POST', '/jobs', {
    token: employerToken,
    body: {
      description: 'Care for patients on the medical ward, keep their records and work with the doctors on night and day shifts.',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Mid Level',
      mainTopic: 'Private Jobs',
      closingDate: sriLankaDay(20),
      applyMethod: 'email',
      applyEmail: 'jobs@ward.example',
      ...fields,
    },
  });
  const job = posted.data;
  await call('PUT', `/jobs/${job.id}/approve`, { token: await adminToken() });
  return job;
}

/** The dashboard at a tab, once its section has loaded. */
async function openTab(page, tab, heading) {
  await page.goto(`${e2e.server.url}/customer/dashboard?tab=${tab}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

describe("the job seeker's account", () => {
  const savedWord = uniqueWord('Ka');
  const alertWord = uniqueWord('Ka');
  const stamp = Date.now();
  const employer = { name: 'Ward Care Hospitals', email: `hr-${stamp}@ward.example`, password: 'ward-pass-2026' };
  const seeker = { name: 'Chamari Perera', email: `chamari-${stamp}@mail.example`, password: 'seeker-pass-2026' };
  let employerToken;
  let savedJob;
  let page;

  after(async () => {
    await page?.context().close();
  });

  test('a signed-out job seeker presses the heart, signs in, and the job is saved, still after a reload', async () => {
    await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Ruwani Silva', email: employer.email, password: employer.password },
    });
    await call('POST', '/customers/register/individual', {
      body: { name: seeker.name, email: seeker.email, password: seeker.password },
    });
    employerToken = await customerToken(employer.email, employer.password);
    savedJob = await postApprovedJob(employerToken, { title: `Ward Nurse ${savedWord}`, location: 'Galle' });

    page = await e2e.newPage({ width: 360, height: 780 });
    await page.goto(`${e2e.server.url}/browse?search=${savedWord}`);
    await page.getByRole('button', { name: `Save Ward Nurse ${savedWord} to your favourites` }).click();
    await page.waitForURL(/\/customer\/login$/);
    await page.getByText('Sign in to save this job.', { exact: false }).waitFor();
    await page.getByLabel('Email address').fill(seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(new RegExp(`/browse\\?search=${savedWord}$`));
    await page.getByRole('log').getByText('Job saved successfully').waitFor();
    const heart = page.getByRole('button', { name: `Remove Ward Nurse ${savedWord} from your favourites` });
    assert.equal(await heart.getAttribute('aria-pressed'), 'true');

    await page.reload();
    await page.getByRole('button', { name: `Remove Ward Nurse ${savedWord} from your favourites` }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('customerToken'));
    const favorites = await call('GET', '/user/favorites', { token });
    assert.deepEqual(favorites.data.map((item) => item.jobId), [savedJob.id]);

    await openTab(page, 'saved', 'Saved jobs');
    await page.getByRole('link', { name: `Ward Nurse ${savedWord}` }).waitFor();
    await assertAccessible(page, 'the saved jobs at 360 px');
  });

  test('the job seeker creates an alert from a search on /browse, to be emailed at once', async () => {
    await page.goto(`${e2e.server.url}/browse?search=${alertWord}&location=Kandy`);
    await page.getByRole('button', { name: 'Create an alert from this search' }).click();
    await page.waitForURL(/\/customer\/dashboard\?tab=alerts$/);
    const form = page.getByRole('form', { name: 'New job alert' });
    await form.getByText('We filled this alert from your search.', { exact: false }).waitFor();
    assert.equal(await form.getByLabel('Keywords').inputValue(), alertWord);
    assert.equal(await form.getByRole('checkbox', { name: 'Kandy' }).isChecked(), true);
    await form.getByLabel('How often to email you').selectOption('instant');
    await assertAccessible(page, 'the alert form at 360 px');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await page.getByRole('log').getByText('Job alert created successfully').waitFor();
    await page.getByRole('heading', { name: `${alertWord} · ${tr('Kandy')}` }).waitFor();
    await assertAccessible(page, 'the job alerts at 360 px');
  });

  test('the dashboard asks to confirm the address, sends the link again, and the link confirms it at 360 px', async () => {
    await page.goto(`${e2e.server.url}/customer/dashboard`);
    const notice = page.getByRole('status').filter({ hasText: 'Please confirm your email address' });
    await notice.getByText(`We sent a link to ${seeker.email}. Job alerts and other regular emails start once you open it.`).waitFor();
    const logLength = e2e.server.log.join('').length;
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByRole('log').getByText(`We have sent a new confirmation link to ${seeker.email}.`).waitFor();

    // The email goes to the server's log without SMTP_URL; the email log shows its link masked.
    const line = await until(() => {
      const lines = e2e.server.log.join('').slice(logLength).split('\n');
      return lines.find((item) => item.includes(seeker.email) && item.includes('/customer/confirm-email?token='));
    }, 'the confirmation email is sent');
    const link = /(https?:\/\/[^\s>"\\]+\/customer\/confirm-email\?token=[A-Za-z0-9._~%-]+)/.exec(line)?.[1];
    assert.ok(link && link.startsWith(e2e.server.url), `no link to this site in: ${line}`);
    const logged = await call('GET', `/admin/emails?recipient=${encodeURIComponent(seeker.email)}`, { token: await adminToken() });
    assert.ok(logged.data.length >= 2, 'both confirmation emails are in the email log');
    for (const email of logged.data) {
      assert.ok(!email.body.includes(new URL(link).searchParams.get('token')), 'the email log shows no token');
      assert.match(email.body, /confirm-email\?token=\[hidden\]/);
    }

    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await page.getByRole('status').getByText('Your email address is confirmed. Job alerts will now be sent to it.').waitFor();
    await page.getByRole('log').getByText('Your email address is confirmed. Job alerts will now be sent to it.').waitFor();
    await assertAccessible(page, 'the confirmed email page at 360 px');

    // The link works once.
    const again = await fetch(`${e2e.server.url}/api/customers/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
    });
    assert.equal(again.status, 400);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(/\/customer\/dashboard/);
    // The dashboard reads the profile again, and the notice goes.
    await page.getByText('Please confirm your email address').waitFor({ state: 'detached' });
  });

  test('an employer posts a matching job, an admin approves it, the alert email arrives and unsubscribes in one click', async () => {
    const logLength = e2e.server.log.join('').length;
    const job = await postApprovedJob(employerToken, { title: `Theatre Nurse ${alertWord}`, location: 'Kandy' });
    assert.ok(job.id > 0);

    // Emails go to the server's log when SMTP_URL is not set: the alert's names the job and has
    // the one-click unsubscribe link of RFC 8058.
    const email = await until(() => {
      const lines = e2e.server.log.join('').slice(logLength).split('\n');
      return lines.find((line) => line.includes(seeker.email) && line.includes('/alerts/unsubscribe?token=') && line.includes(`Theatre Nurse ${alertWord}`));
    }, 'the alert email is sent', 20000);
    assert.match(email, /List-Unsubscribe-Post/);
    const link = /(https?:\/\/[^\s>"\\]+\/alerts\/unsubscribe\?token=[A-Za-z0-9._~%-]+)/.exec(email)?.[1];
    assert.ok(link, `no unsubscribe link in: ${email}`);
    assert.ok(link.startsWith(e2e.server.url), `the link ${link} is not on this site`);

    const token = await page.evaluate(() => localStorage.getItem('customerToken'));
    const before = await call('GET', '/user/alerts', { token });
    assert.equal(before.data[0].enabled, true);

    const res = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    assert.equal(res.status, 200);
    const alerts = await call('GET', '/user/alerts', { token });
    assert.equal(alerts.data[0].enabled, false);

    await openTab(page, 'alerts', 'Job alerts');
    await page.getByText('Paused', { exact: true }).waitFor();
  });

  test('each account section passes axe at 360 px in the light theme, then in the dark one chosen in Settings', async () => {
    const sections = [
      ['overview', 'Your job search at a glance'],
      ['saved', 'Saved jobs'],
      ['alerts', 'Job alerts'],
      ['profile', 'Career profile'],
      ['settings', 'Settings'],
    ];
    for (const [tab, heading] of sections) {
      await openTab(page, tab, heading);
      await assertAccessible(page, `the ${tab} section at 360 px, light`);
    }

    await openTab(page, 'settings', 'Settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('log').getByText('Preferences updated successfully').waitFor();
    await until(() => page.evaluate(() => document.documentElement.classList.contains('dark')), 'the page turns dark');

    // The stored choice is applied before the first paint on the next load: no light flash.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement !== null && document.body !== null);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);

    for (const [tab, heading] of sections) {
      await openTab(page, tab, heading);
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
      await assertAccessible(page, `the ${tab} section at 360 px, dark`);
    }
    await page.goto(`${e2e.server.url}/browse`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await assertAccessible(page, '/browse at 360 px, dark');
  });

  test('nothing failed in a page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
