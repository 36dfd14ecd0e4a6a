// End-to-end: the talent pool, against the real binary on a fresh SQLite file, in Chromium.
// A visitor on a phone opens 'Apply Now' from the menu, sees the form's checks (the form passes
// axe with its errors shown), has a file that only pretends to be a PDF refused by the server,
// and sends a real PDF; the acknowledgement lands in the email log. An admin finds the CV in the
// talent pool by topic, sub-topic and search, downloads the very same file, contacts the person
// (the email appears in the email log and the row is marked contacted), and deletes it.
// The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { makePdf } from './data.mjs';

const STEP = 15000;

const pageErrors = [];

const e2e = useE2E({
  timeout: STEP,
  navigationTimeout: STEP,
  onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`),
});
const { call } = e2e;

/** Waits until check() is true, for at most `limit` ms. */
async function until(check, what, limit = STEP) {
  const deadline = Date.now() + limit;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${limit} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The bytes of a small PNG image: what a file named .pdf may really hold. */
function pngBytes() {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** Signs in at /jp-admin and waits for the dashboard. */
async function signInAdmin(page) {
  await page.goto(`${e2e.server.url}/jp-admin`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

function tabs(page) {
  return page.getByRole('navigation', { name: 'Dashboard sections' });
}

async function adminToken() {
  const res = await call('POST', '/admin-users/login', { body: ADMIN });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.token;
}

async function emailsTo(recipient, token) {
  const res = await call('GET', `/admin/emails?recipient=${encodeURIComponent(recipient)}&limit=50`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

describe('the talent pool', () => {
  const stamp = Date.now();
  const person = { name: `Tharushi Wickramasinghe ${stamp % 100000}`, email: `tharushi-${stamp}@mail.example`, phone: '077 345 6789' };
  const cv = makePdf('Tharushi Wickramasinghe - Curriculum Vitae');
  const subject = `A software job in Colombo ${stamp % 100000}`;
  let adminPage;

  after(async () => {
    await adminPage?.context().close();
  });

  test("a visitor on a phone sends a CV through the header's 'Apply Now'", async () => {
    const page = await e2e.newPage({ width: 360, height: 800 });
    try {
      await page.goto(`${e2e.server.url}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Apply Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply for jobs on JobPortal' });
      const form = dialog.getByRole('form', { name: 'Send your CV' });
      await form.waitFor();
      await dialog.getByText('Looking at a particular job? Open it and apply from its page.').waitFor();

      // Nothing filled in: each field says what it needs, and the focus goes to the first.
      await form.getByRole('button', { name: 'Send my CV' }).click();
      await form.getByText('Enter your name.').waitFor();
      await form.getByText('Tick the box so that we may keep your CV and contact you.').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'name', 'the focus is on the name');
      await assertAccessible(page, "the 'Apply Now' form with its errors at 360 px");
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      assert.ok(fits, 'the page does not scroll sideways at 360 px');

      await form.getByLabel('Full name').fill(person.name);
      await form.getByLabel('Email address').fill(person.email);
      await form.getByLabel('Phone number').fill(person.phone);
      await form.getByLabel('Kind of job').selectOption('Private Jobs');
      await form.getByLabel('Field').selectOption('IT and Software');
      await form.getByRole('checkbox', { name: /keeps my CV/ }).check();

      // A PNG named .pdf passes the browser's check by name; the server reads the content and refuses it.
      await form.getByLabel('Your CV').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: pngBytes() });
      await form.getByRole('button', { name: 'Send my CV' }).click();
      const refusal = page.getByRole('log', { name: 'Notifications' }).locator('[data-toast-type="error"]').first();
      await refusal.waitFor();
      const reason = await refusal.innerText();
      assert.doesNotMatch(reason, /Check your connection/, `the server's reason is shown: ${reason}`);
      await dialog.waitFor();
      assert.equal(await form.getByLabel('Full name').inputValue(), person.name, 'what was typed stays');

      await form.getByLabel('Your CV').setInputFiles({ name: 'tharushi-cv.pdf', mimeType: 'application/pdf', buffer: cv });
      await form.getByText(/tharushi-cv\.pdf \(/).waitFor();
      await form.getByRole('button', { name: 'Send my CV' }).click();
      await page.getByText('Your CV was sent. We will contact you when a suitable job comes up.').waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }

    const token = await adminToken();
    await until(async () => (await emailsTo(person.email, token)).length > 0, 'the acknowledgement is in the email log');
  });

  test('an admin finds the CV by topic, sub-topic and search, and downloads the same file', async () => {
    adminPage = await e2e.newPage();
    const page = adminPage;
    await signInAdmin(page);
    await tabs(page).getByRole('link', { name: 'Talent pool' }).click();
    await page.waitForURL(/[?&]tab=talent-pool/);
    const filters = page.getByRole('search', { name: 'Filter the CVs' });
    await filters.getByLabel('Main topic').selectOption('Private Jobs');
    await filters.getByLabel('Sub-topic').selectOption('IT and Software');
    await filters.getByRole('searchbox', { name: 'Search' }).fill(person.email);
    await filters.getByRole('button', { name: 'Apply' }).click();

    const row = page.getByRole('row').filter({ hasText: person.name });
    await row.waitFor();
    for (const text of [person.email, person.phone, 'Private Jobs', 'IT and Software', 'tharushi-cv.pdf', 'Not yet']) {
      await row.getByText(text, { exact: true }).first().waitFor();
    }
    assert.equal(await page.getByRole('table', { name: 'CVs in the talent pool' }).getByRole('row').count(), 2, 'one CV and the header row');
    await assertAccessible(page, 'the talent pool at 1280 px');

    const downloaded = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download the CV of ${person.name}` }).click();
    const download = await downloaded;
    assert.match(download.suggestedFilename(), /\.pdf$/i);
    const bytes = await readFile(await download.path());
    assert.ok(bytes.equals(cv), 'the downloaded file is the one sent');

    // Another sub-topic does not show it.
    await filters.getByLabel('Sub-topic').selectOption('Engineering');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No CV matches these filters.').waitFor();
  });

  test('the admin contacts the person: the email is in the log and the CV is marked contacted', async () => {
    const page = adminPage;
    assert.ok(page, 'the earlier step ran');
    const filters = page.getByRole('search', { name: 'Filter the CVs' });
    await filters.getByLabel('Sub-topic').selectOption('IT and Software');
    await filters.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row').filter({ hasText: person.name });
    await row.getByRole('button', { name: `Contact ${person.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${person.name}` });
    // The sentence names the address and the person's language: the address is found, then the words.
    const to = dialog.getByText(person.email);
    await to.waitFor();
    assert.match(await to.textContent(), tr(/^The email goes to /));
    await dialog.getByRole('button', { name: 'Send the email' }).click();
    await dialog.getByText('Enter a subject.').waitFor();
    await assertAccessible(page, 'the contact dialog with its errors');
    await dialog.getByLabel('Subject', { exact: true }).fill(subject);
    await dialog.getByLabel('Message', { exact: true }).fill('A Colombo software company is hiring a junior developer. Reply to this email if you would like us to put you forward.');
    await dialog.getByRole('button', { name: 'Send the email' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(/^Contacted /).waitFor();

    const token = await adminToken();
    const list = await call('GET', `/cvs/submissions?search=${encodeURIComponent(person.email)}`, { token });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.equal(list.body.data.length, 1);
    assert.ok(list.body.data[0].contactedAt, 'the server marked the CV contacted');

    await until(async () => (await emailsTo(person.email, token)).some((email) => email.subject.includes(subject)), 'the contact email is in the email log');
    await tabs(page).getByRole('link', { name: 'Email log' }).click();
    const log = page.getByRole('search', { name: 'Filter the email log' });
    await log.getByLabel('Recipient').fill(person.email);
    await log.getByRole('button', { name: 'Apply' }).click();
    const email = page.getByRole('article').filter({ hasText: subject }).first();
    await email.getByText('Show the message').click();
    const body = await email.locator('pre').innerText();
    assert.match(body, /junior developer/, `the message is in the email:\n${body}`);
  });

  test('the admin deletes the CV after confirming, and its file is gone', async () => {
    const page = adminPage;
    assert.ok(page, 'the earlier steps ran');
    const token = await adminToken();
    const list = await call('GET', `/cvs/submissions?search=${encodeURIComponent(person.email)}`, { token });
    const id = list.body.data[0].id;

    await tabs(page).getByRole('link', { name: 'Talent pool' }).click();
    await page.waitForURL(/[?&]tab=talent-pool/);
    const filters = page.getByRole('search', { name: 'Filter the CVs' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(person.email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row').filter({ hasText: person.name });
    await row.getByRole('button', { name: `Delete the CV of ${person.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this CV?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();

    await row.getByRole('button', { name: `Delete the CV of ${person.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No CV matches these filters.').waitFor();

    const remaining = await call('GET', `/cvs/submissions?search=${encodeURIComponent(person.email)}`, { token });
    assert.equal(remaining.body.data.length, 0, 'the CV is no longer listed');
    const file = await fetch(`${e2e.server.url}/api/cvs/submissions/${id}/file`, { headers: { 'x-auth-token': token } });
    assert.equal(file.status, 404, 'its file is gone');
  });

  test('no page threw', () => {
    assert.deepEqual(pageErrors, []);
  });
});
