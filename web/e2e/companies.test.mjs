// End-to-end: a company page from registration to a reviewed, followed page, against the real
// binary on a fresh SQLite file, in Chromium. An employer registers and finds its page pending in
// the dashboard; an admin approves and verifies it; a job seeker finds it in /company, follows it
// and reviews it, and the count and the rating stay after a reload. /company and the company page
// pass axe at 360 and 1280 px. Last, the employer renames the page: the public keeps the approved
// name until an admin approves the change from the queue. The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, launchBrowser, startServer } from './harness.mjs';
import { uniqueWord } from './data.mjs';

const STEP = 15000;

let server;
let browser;
const pageErrors = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.setDefaultTimeout(STEP);
  page.setDefaultNavigationTimeout(STEP);
  return page;
}

async function registerAndSignIn(page, { kind, fields, email, password }) {
  await page.goto(`${server.url}/customer/register`);
  const formName = kind === 'company' ? 'Employer registration' : 'Job seeker registration';
  await page.getByRole('tab', { name: kind === 'company' ? /Employer/ : /Job seeker/ }).click();
  const form = page.getByRole('form', { name: formName });
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/customer\/login/);
  await page.getByText('Registration successful. Please sign in.').waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/customer\/dashboard/);
}

describe('a company page from registration to followers and reviews', () => {
  const word = uniqueWord('Zo');
  const company = { name: `${word} Spice Exports`, email: `hr-${Date.now()}@spice.example`, password: 'spice-pass-2026' };
  const seeker = { name: 'Tharindu Silva', email: `tharindu-${Date.now()}@mail.example`, password: 'seeker-pass-2026' };
  let companyUrl;

  test('the employer registers and sees its page pending in the dashboard', async () => {
    const page = await newPage();
    try {
      await registerAndSignIn(page, {
        kind: 'company',
        fields: [
          ['Company name', company.name],
          ['Contact person', 'Dilani Fernando'],
          ['Work email address', company.email],
        ],
        email: company.email,
        password: company.password,
      });
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Company page' }).click();
      await page.waitForURL(/[?&]tab=company-page/);
      const section = page.getByRole('region', { name: 'Your company page' });
      await section.getByText(company.name, { exact: true }).waitFor();
      await section.getByText('Pending approval').waitFor();
      await section.getByText('An admin will look at your page soon', { exact: false }).waitFor();

      await section.getByLabel('About').fill('We export Ceylon cinnamon and pepper from Matale.');
      await section.getByLabel('District').selectOption({ label: 'Matale' });
      await section.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Company updated successfully').waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('an admin approves and verifies it', async () => {
    const page = await newPage();
    try {
      await page.goto(`${server.url}/jp-admin`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Companies' }).click();
      await page.waitForURL(/[?&]tab=companies/);
      const row = page.getByRole('article', { name: company.name });
      await row.getByText('Pending approval').waitFor();
      await row.getByRole('button', { name: 'Approve' }).click();
      await page.getByText(`${company.name} was approved and is now public.`).waitFor();

      await page.getByLabel('Status').selectOption({ label: 'Approved' });
      const approved = page.getByRole('article', { name: company.name });
      await approved.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(`${company.name} is now verified.`).waitFor();
      await approved.getByText('Verified', { exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('a job seeker finds it in /company, follows it and reviews it; the count and rating stay after a reload', async () => {
    const page = await newPage();
    try {
      await registerAndSignIn(page, {
        kind: 'individual',
        fields: [
          ['Full name', seeker.name],
          ['Email address', seeker.email],
        ],
        email: seeker.email,
        password: seeker.password,
      });
      await page.goto(`${server.url}/company`);
      await page.getByRole('searchbox', { name: 'Search companies' }).fill(word);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await page.getByRole('link', { name: company.name }).click();
      await page.waitForURL(/\/company\/\d+\/[a-z0-9-]+$/);
      companyUrl = page.url();

      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await page.getByRole('heading', { level: 1, name: new RegExp(company.name) }).waitFor();
      await header.getByText('Verified', { exact: true }).waitFor();
      await page.getByText('0 followers').waitFor();
      await page.getByRole('button', { name: 'Follow' }).click();
      await page.getByText('1 follower', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Following' }).waitFor();

      const form = page.getByRole('form', { name: 'Write a review' });
      await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
      await form.getByLabel('Title').fill('Good people, fair pay');
      await form.getByLabel('Your review').fill('Busy in the harvest season, but the team is kind and pays on time.');
      await form.getByLabel('Pros').fill('Kind team');
      await form.getByRole('button', { name: 'Post review' }).click();
      await page.getByText('Review added successfully').waitFor();
      await page.getByRole('heading', { level: 3, name: 'Good people, fair pay' }).waitFor();
      await page.getByTestId('company-rating').getByText('4.0', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Edit my review' }).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: new RegExp(company.name) }).waitFor();
      await page.getByText('1 follower', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Following' }).waitFor();
      await page.getByTestId('company-rating').getByText('4.0', { exact: true }).waitFor();
      await page.getByTestId('company-rating').getByText('1 review').waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('/company and the company page pass axe at 360 and 1280 px', async () => {
    for (const width of [360, 1280]) {
      const page = await newPage({ width, height: 800 });
      try {
        await page.goto(`${server.url}/company`);
        await page.getByRole('heading', { name: 'All companies' }).waitFor();
        await page.getByRole('link', { name: company.name }).first().waitFor();
        await assertAccessible(page, `/company at ${width} px`);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= width, `/company fits ${width} px (scroll width ${scroll})`);

        await page.goto(companyUrl);
        await page.getByRole('heading', { name: 'Reviews' }).waitFor();
        await page.getByText('Good people, fair pay').waitFor();
        await assertAccessible(page, `the company page at ${width} px`);
      } finally {
        await page.context().close();
      }
    }
    assert.deepEqual(pageErrors, []);
  });

  test('a new name of the approved page waits for review: the public keeps the approved one until an admin approves it', async () => {
    const newName = `${word} Spice Traders`;
    const employer = await newPage();
    try {
      await employer.goto(`${server.url}/customer/login`);
      await employer.getByLabel('Email address').fill(company.email);
      await employer.getByLabel('Password', { exact: true }).fill(company.password);
      await employer.getByRole('button', { name: 'Sign in' }).click();
      await employer.waitForURL(/\/customer\/dashboard/);
      await employer.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Company page' }).click();
      const section = employer.getByRole('region', { name: 'Your company page' });
      await section.getByLabel('Company name').fill(newName);
      await section.getByRole('button', { name: 'Save changes' }).click();
      const waiting = section.getByRole('region', { name: 'Your changes are waiting for review' });
      await waiting.getByText(newName).waitFor();
      await waiting.getByText(company.name, { exact: true }).waitFor();
    } finally {
      await employer.context().close();
    }

    const visitor = await newPage();
    try {
      await visitor.goto(companyUrl);
      await visitor.getByRole('heading', { level: 1, name: new RegExp(company.name) }).waitFor();
      assert.equal(await visitor.getByText(newName).count(), 0);
    } finally {
      await visitor.context().close();
    }

    const admin = await newPage();
    try {
      await admin.goto(`${server.url}/jp-admin`);
      await admin.getByLabel('Username').fill(ADMIN.username);
      await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL(/\/dashboard$/);
      await admin.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Companies' }).click();
      const changes = admin.getByRole('region', { name: `Changes to ${company.name}` });
      await changes.getByText(newName).waitFor();
      await changes.getByRole('button', { name: 'Approve changes' }).click();
      await admin.getByText(`The changes are public now: ${newName}.`).waitFor();
    } finally {
      await admin.context().close();
    }

    const later = await newPage();
    try {
      await later.goto(companyUrl);
      await later.getByRole('heading', { level: 1, name: new RegExp(newName) }).waitFor();
    } finally {
      await later.context().close();
    }
    assert.deepEqual(pageErrors, []);
  });
});
