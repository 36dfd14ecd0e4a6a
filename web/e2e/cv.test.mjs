// End-to-end: the CV builder against the real binary (fresh SQLite), in Chromium. A job seeker
// creates a CV from the dashboard, fills it in the builder, switches between two templates and
// sees the preview follow, finds it saved after a reload, downloads the PDF, shares a link that
// a visitor opens and that stops working once revoked, applies to a job with the built CV, and
// the employer downloads it as a PDF. The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, LANGUAGE, useE2E } from './harness.mjs';
import { sriLankaDay } from './data.mjs';

const STEP = 20000;
const pageErrors = [];

const e2e = useE2E({
  timeout: STEP,
  navigationTimeout: STEP,
  onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`),
});
const { signIn } = e2e;
const call = e2e.callOk;

async function tokenOf(path, body) {
  const answer = await call('POST', path, { body });
  return answer.token ?? answer.data?.token;
}

/** The builder's save status, once it reads as saved (auto-save runs 1.5 s after the last edit). */
async function waitUntilSaved(page) {
  await page.getByTestId('save-status').filter({ hasText: /^Saved/ }).waitFor({ timeout: STEP });
}

describe('the CV builder', () => {
  const stamp = Date.now();
  const seeker = { name: 'Nimal Perera', email: `nimal-${stamp}@mail.example`, password: 'seeker-pass-2026' };
  const employer = { name: 'Lanka Ledger Audit', email: `hr-${stamp}@ledger.example`, password: 'ledger-pass-2026' };
  const jobTitle = `Audit Senior ${stamp}`;
  let page;
  let cvId;
  let shareUrl;

  after(async () => {
    await page?.context().close();
    assert.deepEqual(pageErrors, [], 'no page raised an error');
  });

  test('a job seeker creates a CV and builds it, and the preview follows the template', async () => {
    await call('POST', '/customers/register/individual', { body: { name: seeker.name, email: seeker.email, password: seeker.password } });
    page = await e2e.newPage();
    await signIn(page, seeker);

    await page.goto(`${e2e.server.url}/customer/dashboard?tab=cvs`);
    await page.getByRole('heading', { name: 'My CVs', exact: true }).waitFor();
    await page.getByText('No CVs yet').waitFor();
    await page.getByRole('button', { name: 'Create a CV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a CV' });
    await dialog.getByLabel('Title').fill('Audit roles');
    await dialog.getByRole('radio', { name: 'From an empty page' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/customer\/cv\/\d+$/);
    cvId = Number(/\/customer\/cv\/(\d+)$/.exec(page.url())[1]);
    await page.getByRole('log').getByText('CV created successfully').waitFor();

    await page.getByLabel('First name').fill('Nimal');
    await page.getByLabel('Last name').fill('Perera');
    await page.getByLabel('Email', { exact: true }).fill(seeker.email);
    await page.getByLabel('City').fill('Colombo');
    await page.getByRole('button', { name: 'Add a job' }).click();
    await page.getByLabel('Job title').fill('Audit Associate');
    await page.getByLabel('Company').fill('Ceylon Accounts');
    await page.getByLabel('Description').first().fill('Audited banks and insurers across the Western Province.');
    await page.getByText('Skills', { exact: true }).first().click();
    await page.getByLabel('Skill or language').first().fill('IFRS');
    await page.getByRole('button', { name: 'Add technical skill' }).click();

    const preview = page.getByRole('document', { name: 'CV preview' });
    await preview.getByText('Audit Associate · Ceylon Accounts').waitFor();
    assert.equal(await preview.getAttribute('data-template'), 'modern');

    await page.getByText('Design', { exact: true }).click();
    await page.getByRole('radio', { name: /Sidebar/ }).check({ force: true });
    assert.equal(await preview.getAttribute('data-template'), 'sidebar');
    await page.getByRole('radio', { name: /Classic/ }).check({ force: true });
    assert.equal(await preview.getAttribute('data-template'), 'classic');
    await page.getByRole('radio', { name: 'Green' }).check({ force: true });
    await waitUntilSaved(page);
    await assertAccessible(page, 'the CV builder');
  });

  test('after a reload the CV is as it was left', async () => {
    await page.reload();
    await page.getByLabel('First name').waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Nimal');
    assert.equal(await page.getByLabel('Job title').inputValue(), 'Audit Associate');
    const preview = page.getByRole('document', { name: 'CV preview' });
    assert.equal(await preview.getAttribute('data-template'), 'classic');
    await preview.getByText('IFRS').waitFor();
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
  });

  test('the CV check speaks the reader’s language, with the CV’s own words kept', async () => {
    await page.getByRole('button', { name: 'Check my CV' }).click();
    const checks = page.getByRole('list', { name: 'Checks' });
    await checks.getByRole('listitem').nth(9).waitFor();
    const items = await checks.getByRole('listitem').allInnerTexts();
    // The job was added without dates: the check names it by its title and company.
    const dates = items.find((item) => item.includes('Audit Associate') && item.includes('Ceylon Accounts'));
    assert.ok(dates, `no check names the job: ${items.join(' | ')}`);
    if (LANGUAGE === 'en') {
      assert.match(dates, /Audit Associate at Ceylon Accounts has no start date/);
    } else {
      // Apart from the CV's own words, no English is left.
      const own = /Audit Associate|Ceylon Accounts|Nimal|Perera|IFRS|CV|[\w.-]+@[\w.-]+/g;
      const english = items.map((item) => item.replace(own, '')).filter((item) => /[A-Za-z]{3,}/.test(item));
      assert.deepEqual(english, [], 'checks in English');
    }
  });

  test('the PDF downloads under the person’s name', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'Nimal-Perera-CV.pdf');
    const bytes = await readFile(await file.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    await page.getByRole('log').getByText('PDF generated successfully').waitFor();
  });

  test('a shared link opens for a visitor and stops working once revoked', async () => {
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=cvs`);
    await page.getByRole('button', { name: 'Share “Audit roles”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share “Audit roles”' });
    await dialog.getByLabel('Link works for (days, 1 to 365)').fill('7');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await page.getByRole('log').getByText('CV shared successfully').waitFor();
    const links = dialog.getByRole('list', { name: 'Active links' });
    shareUrl = (await links.locator('p.font-mono').first().innerText()).trim();
    assert.match(shareUrl, /\/cv\/s\/[A-Za-z0-9_-]{40,}$/);

    const visitor = await e2e.newPage({ width: 360, height: 780 });
    await visitor.goto(shareUrl);
    const preview = visitor.getByRole('document', { name: 'CV preview' });
    await preview.getByText('Audit Associate · Ceylon Accounts').waitFor();
    assert.equal(await preview.getAttribute('data-template'), 'classic');
    assert.equal(await visitor.locator('meta[name="robots"]').first().getAttribute('content'), 'noindex, nofollow');
    await visitor.getByRole('button', { name: 'Download PDF' }).waitFor();
    await assertAccessible(visitor, 'a shared CV at 360 px');

    await links.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('No active links.').waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'This shared CV link is not available.' }).waitFor();
    const res = await fetch(`${e2e.server.url}/api/shared-cvs/${shareUrl.split('/').pop()}`);
    assert.equal(res.status, 404);
    await visitor.context().close();
  });

  test("a visitor previews a template at /cv-templates/{id} and, signed in, starts a CV in it", async () => {
    const visitor = await e2e.newPage({ width: 360, height: 740 });
    try {
      await visitor.goto(`${e2e.server.url}/cv-templates/sidebar`);
      await visitor.getByRole('heading', { level: 1, name: 'Sidebar' }).waitFor();
      await visitor.getByRole('img', { name: 'A CV in the Sidebar template' }).waitFor();
      // The element shows before its picture has arrived: wait until the browser
      // is done with it, then check that it drew.
      await visitor.waitForFunction(() => document.querySelector('img[src$="/sidebar/thumbnail.png"]')?.complete === true);
      assert.ok(await visitor.evaluate(() => document.querySelector('img[src$="/sidebar/thumbnail.png"]').naturalWidth > 0), 'the picture loads');
      await assertAccessible(visitor, 'a CV template at 360 px');
      await visitor.getByRole('link', { name: 'Sign in to use this template' }).click();
      await visitor.waitForURL(/\/customer\/login/);
      await visitor.getByLabel('Email address').fill(seeker.email);
      await visitor.getByLabel('Password', { exact: true }).fill(seeker.password);
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await visitor.waitForURL(/\/cv-templates\/sidebar$/);
      await visitor.getByRole('link', { name: 'Use this template' }).click();
      await visitor.waitForURL(/\/customer\/dashboard\?tab=cvs&template=sidebar$/);
      const dialog = visitor.getByRole('dialog', { name: 'Create a CV' });
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel('Template').inputValue(), 'sidebar');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await visitor.context().close();
    }
  });

  test('the job seeker applies with the built CV and the employer downloads it as a PDF', async () => {
    await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Ruwani Silva', email: employer.email, password: employer.password },
    });
    const employerToken = await tokenOf('/customers/login', { email: employer.email, password: employer.password });
    const posted = await call('POST', '/jobs', {
      token: employerToken,
      body: {
        title: jobTitle,
        description: 'Lead audits of listed companies, review working papers and guide a team of three associates.',
        jobType: 'Full Time Jobs',
        experienceLevel: 'Mid Level',
        mainTopic: 'Private Jobs',
        location: 'Colombo',
        closingDate: sriLankaDay(20),
      },
    });
    const job = posted.data;
    const adminToken = await tokenOf('/admin-users/login', { username: ADMIN.username, password: ADMIN.password });
    await call('PUT', `/jobs/${job.id}/approve`, { token: adminToken });

    await page.goto(`${e2e.server.url}/job/${job.id}`);
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    await page.getByRole('button', { name: 'Apply with my CV' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
    assert.equal(await dialog.getByRole('radio', { name: 'Use one of my CVs' }).isChecked(), true);
    await dialog.getByLabel('My CV', { exact: true }).selectOption({ label: 'Audit roles' });
    await dialog.getByLabel('Cover letter').fill('I have audited banks for four years and would like to lead a team.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('dialog', { name: 'Application sent' }).waitFor();

    const employerPage = await e2e.newPage();
    await signIn(employerPage, employer);
    await employerPage.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'My jobs' }).click();
    const card = employerPage.getByRole('article', { name: jobTitle });
    await card.getByRole('button', { name: 'Applications (1)' }).click();
    const application = employerPage.getByRole('region', { name: `Applications for ${jobTitle}` }).getByRole('article', { name: seeker.name });
    await application.waitFor();
    const download = employerPage.waitForEvent('download');
    await application.getByRole('button', { name: 'Download CV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'Nimal-Perera-CV.pdf');
    const bytes = await readFile(await file.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    await employerPage.context().close();
    assert.ok(cvId > 0);
  });
});
