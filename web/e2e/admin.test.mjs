// End-to-end: the admin console, against the real binary on a fresh SQLite file, in Chromium.
// A superadmin creates an editor with a first password; the editor signs in, must choose a
// password, and then sees only the blog and the figures. An admin suspends an employer whose
// job then leaves /browse and /api/jobs, the employer's next request is refused, and the job
// comes back when the suspension is lifted. A password reset link is read in the email log and
// works. The customers directory finds the employer and saves a change. The overview and the
// accounts pass axe at 360 and 1280 px.
// The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, en, tr, useE2E } from './harness.mjs';
import { sriLankaDay, uniqueWord } from './data.mjs';

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

/** Signs in at /jp-admin and waits for the dashboard. */
async function signInAdmin(page, username, password) {
  await page.goto(`${e2e.server.url}/jp-admin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

function tabs(page) {
  return page.getByRole('navigation', { name: 'Dashboard sections' });
}

async function tabNames(page) {
  return (await tabs(page).getByRole('link').allInnerTexts()).map((text) => en(text.replace(/\s+\d+$/, '').trim()));
}

describe('the admin console', () => {
  const word = uniqueWord('Zu');
  const title = `Spice Grader ${word}`;
  const employer = { name: `Matale Spices ${word}`, email: `spices-${Date.now()}@matale.example`, password: 'spice-pass-2026' };
  const seeker = { email: `amara-${Date.now()}@mail.example`, password: 'seeker-pass-2026' };
  const moderator = { username: `mod${Date.now() % 100000}`, password: 'moderator-first-1', own: 'moderator-own-2026' };
  let employerToken;
  let jobId;
  let adminPage;

  before(async () => {
    // An employer with an approved job, and a job seeker, made through the API.
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Sunil Bandara', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    employerToken = res.body.token;
    res = await call('POST', '/jobs', {
      token: employerToken,
      body: {
        title,
        description: 'Grade cinnamon, pepper and cloves for export at our Matale stores, and keep the quality records.',
        location: 'Matale',
        jobType: 'Full Time Jobs',
        experienceLevel: 'Mid Level',
        mainTopic: 'Private Jobs',
        closingDate: sriLankaDay(20),
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    jobId = res.body.data.id;
    res = await call('POST', '/customers/register/individual', { body: { name: 'Amara Dissanayake', email: seeker.email, password: seeker.password } });
    assert.equal(res.status, 201, JSON.stringify(res.body));

    // The superadmin approves the job, and makes an admin (role admin) who chooses a password.
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    const rootToken = res.body.token;
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: rootToken });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    res = await call('POST', '/admin-users', {
      token: rootToken,
      body: { username: moderator.username, name: 'Dilani Moderator', email: `${moderator.username}@jobportal.example`, role: 'admin', password: moderator.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/admin-users/login', { body: { username: moderator.username, password: moderator.password } });
    assert.equal(res.body.mustChangePassword, true);
    res = await call('POST', '/auth/change-password', { token: res.body.token, body: { currentPassword: moderator.password, newPassword: moderator.own } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  after(async () => {
    await adminPage?.context().close();
  });

  test('a superadmin creates an editor; the editor must choose a password, then sees only the blog and the figures', async () => {
    const editor = { username: `ed${Date.now() % 100000}`, first: 'editor-first-pass', own: 'editor-own-pass-2026' };
    const root = await e2e.newPage();
    try {
      await signInAdmin(root, ADMIN.username, ADMIN.password);
      await tabs(root).getByRole('link', { name: 'Admin users' }).click();
      await root.waitForURL(/[?&]tab=admin-users/);
      await root.getByRole('button', { name: 'Add an admin user' }).click();
      const dialog = root.getByRole('dialog', { name: 'Add an admin user' });
      await dialog.getByLabel('Username', { exact: true }).fill(editor.username);
      await dialog.getByLabel('Name', { exact: true }).fill('Chamari Editor');
      await dialog.getByLabel('Email', { exact: true }).fill(`${editor.username}@jobportal.example`);
      await dialog.getByLabel('Role', { exact: true }).selectOption('editor');
      await dialog.getByLabel('First password').fill(editor.first);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await root.getByText('Admin user created. They will choose their own password at first sign-in.').waitFor();
      const row = root.getByRole('row').filter({ hasText: editor.username });
      await row.getByText('First password').waitFor();
    } finally {
      await root.context().close();
    }

    const page = await e2e.newPage();
    try {
      await signInAdmin(page, editor.username, editor.first);
      await page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      assert.equal(await tabs(page).count(), 0, 'no section before the password is changed');
      await page.getByLabel('The password you were given').fill(editor.first);
      await page.getByLabel('New password', { exact: true }).fill(editor.own);
      await page.getByLabel('New password again').fill(editor.own);
      await page.getByRole('button', { name: 'Save my password' }).click();
      await tabs(page).waitFor();
      const names = await tabNames(page);
      for (const hidden of ['Users and customers', 'Admin users', 'Audit log', 'Email log', 'Talent pool', 'Waiting for approval', 'Companies', 'Approved jobs', 'Post a job']) {
        assert.ok(!names.includes(hidden), `an editor does not see ${hidden} (tabs: ${names.join(', ')})`);
      }
      assert.ok(names.includes('Figures'), `an editor sees the figures (tabs: ${names.join(', ')})`);
      assert.ok(names.every((name) => ['Figures', 'My account'].includes(name) || /blog|post|categor|tag|comment/i.test(name)), `only blog and figures (tabs: ${names.join(', ')})`);
      await page.getByRole('img', { name: new RegExp(`^${tr('Jobs posted')}:`) }).waitFor();
      // The new password is the one that works now.
      const res = await call('POST', '/admin-users/login', { body: { username: editor.username, password: editor.own } });
      assert.equal(res.status, 200);
      assert.notEqual(res.body.mustChangePassword, true);
    } finally {
      await page.context().close();
    }
  });

  test('the overview and the accounts pass axe at 360 and 1280 px', async () => {
    for (const width of [360, 1280]) {
      const page = await e2e.newPage({ width, height: 800 });
      try {
        await signInAdmin(page, moderator.username, moderator.own);
        await page.goto(`${e2e.server.url}/dashboard?tab=figures`);
        await page.getByRole('img', { name: new RegExp(`^${tr('Jobs posted')}:`) }).waitFor();
        await page.getByRole('link', { name: 'Review the jobs' }).waitFor();
        await assertAccessible(page, `the figures at ${width} px`);
        await page.goto(`${e2e.server.url}/dashboard?tab=accounts`);
        await page.getByRole('region', { name: 'Accounts' }).waitFor();
        await assertAccessible(page, `the accounts at ${width} px`);
        const scrolls = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        assert.ok(scrolls, `the page itself does not scroll sideways at ${width} px`);
      } finally {
        await page.context().close();
      }
    }
  });

  test('an admin suspends an employer: the job leaves /browse and /api/jobs, and the employer is refused', async () => {
    const listed = async () => {
      const res = await call('GET', `/jobs?search=${word}`);
      return res.body.data.some((job) => job.id === jobId);
    };
    assert.ok(await listed(), 'the approved job is listed before the suspension');

    adminPage = await e2e.newPage();
    const page = adminPage;
    await signInAdmin(page, moderator.username, moderator.own);
    await tabs(page).getByRole('link', { name: 'Users and customers' }).click();
    const filters = page.getByRole('search', { name: 'Filter the accounts' });
    await filters.getByLabel('Search').fill(employer.email);
    await filters.getByLabel('Type').selectOption('company');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: `Open ${employer.name}` }).click();
    const drawer = page.getByRole('dialog', { name: employer.name });
    await drawer.getByRole('button', { name: 'Suspend', exact: true }).click();
    await drawer.getByLabel('Reason').fill('Asks applicants for a registration fee.');
    await drawer.getByRole('button', { name: 'Suspend the account' }).click();
    await page.getByText('The account is suspended and signed out everywhere.').waitFor();
    await drawer.getByText('Asks applicants for a registration fee.').waitFor();

    await until(async () => !(await listed()), 'the job leaves /api/jobs');
    const visitor = await e2e.newPage();
    try {
      await visitor.goto(`${e2e.server.url}/browse?search=${word}`);
      await visitor.getByRole('heading', { level: 1, name: `Jobs matching “${word}”` }).waitFor();
      await visitor.getByText(title).waitFor({ state: 'detached' });
      assert.equal(await visitor.getByRole('link', { name: title }).count(), 0, 'the job is not on /browse');
    } finally {
      await visitor.context().close();
    }

    const next = await call('GET', '/customers/profile', { token: employerToken });
    assert.equal(next.status, 401, `the employer's next request is refused: ${JSON.stringify(next.body)}`);
    const signIn = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    assert.equal(signIn.status, 403);
    assert.equal(signIn.body.message, 'This account is suspended. Contact support.');
  });

  test('the admin lifts the suspension and the job returns', async () => {
    const page = adminPage;
    const drawer = page.getByRole('dialog', { name: employer.name });
    await drawer.getByRole('button', { name: 'Lift the suspension' }).click();
    await drawer.getByRole('button', { name: 'Lift the suspension' }).click();
    await page.getByText('The account is active again.').waitFor();
    await until(async () => (await call('GET', `/jobs?search=${word}`)).body.data.some((job) => job.id === jobId), 'the job returns to /api/jobs');
    const visitor = await e2e.newPage();
    try {
      await visitor.goto(`${e2e.server.url}/browse?search=${word}`);
      await visitor.getByRole('link', { name: title }).waitFor();
    } finally {
      await visitor.context().close();
    }
    const signIn = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    assert.equal(signIn.status, 200);
    // Escape closes the drawer, and the focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), tr(`Open ${employer.name}`));
  });

  test('the customers directory finds the employer by type and search, opens it as it is now and saves a change', async () => {
    const page = adminPage;
    await tabs(page).getByRole('link', { name: 'Customers directory' }).click();
    await page.waitForURL(/[?&]tab=customers/);
    const filters = page.getByRole('search', { name: 'Find customers' });
    await filters.getByLabel('Type').selectOption('company');
    await filters.getByLabel('Search').fill(employer.email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('region', { name: 'Customers' });
    await table.getByText('Sunil Bandara').waitFor();
    await assertAccessible(page, 'the customers directory');
    await page.getByRole('button', { name: `Open ${employer.name}` }).click();
    const drawer = page.getByRole('dialog', { name: employer.name });
    await drawer.getByText(employer.email).waitFor();
    await drawer.getByRole('button', { name: 'Edit' }).click();
    await drawer.getByLabel('Phone').fill('0662222333');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await table.getByText('0662222333').waitFor();
    const adminToken = (await call('POST', '/admin-users/login', { body: ADMIN })).body.token;
    const id = (await call('GET', `/customers/search/query?q=${encodeURIComponent(employer.email)}`, { token: adminToken })).body.data[0].id;
    const stored = await call('GET', `/customers/admin/${id}`, { token: adminToken });
    assert.equal(stored.body.data.phone, '0662222333', 'the change is saved');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  test("a password reset link asked for on /customer/login is masked in the email log, and the mailbox's link works", async () => {
    const visitor = await e2e.newPage();
    let link;
    try {
      const logLength = e2e.server.log.join('').length;
      await visitor.goto(`${e2e.server.url}/customer/login`);
      await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
      await visitor.waitForURL(/\/customer\/forgot-password/);
      await visitor.getByLabel('Email address').fill(seeker.email);
      await visitor.getByRole('button', { name: 'Send reset link' }).click();
      await visitor.getByText('If an account exists for that email, we have sent a link to reset the password.').waitFor();

      const page = adminPage;
      await tabs(page).getByRole('link', { name: 'Email log' }).click();
      const filters = page.getByRole('search', { name: 'Filter the email log' });
      await filters.getByLabel('Recipient').fill(seeker.email);
      await filters.getByRole('button', { name: 'Apply' }).click();
      const email = page.getByRole('article').filter({ hasText: `To ${seeker.email}` }).first();
      await email.getByText('Show the message').click();
      const body = await email.locator('pre').innerText();
      // An admin reading the log cannot use the link: its token is hidden.
      assert.match(body, /\/customer\/reset-password\?token=\[hidden\]/, `the logged email's link is masked:\n${body}`);
      // The whole link went to the mailbox, here the server's log (no SMTP_URL).
      const sent = e2e.server.log.join('').slice(logLength);
      link = /https?:\/\/[^\s>"\\]+\/customer\/reset-password\?token=[\w-]+/.exec(sent)?.[0];
      assert.ok(link, `the email has a reset link:\n${sent}`);
      assert.equal(new URL(link).origin, e2e.server.url, 'the link points at the site');

      const fresh = 'seeker-new-pass-2026';
      await visitor.goto(link);
      await visitor.getByLabel('New password', { exact: true }).fill(fresh);
      await visitor.getByLabel('Confirm password').fill(fresh);
      await visitor.getByRole('button', { name: 'Save new password' }).click();
      await visitor.getByText('Your password has been reset. Please sign in.').waitFor();
      const res = await call('POST', '/customers/login', { body: { email: seeker.email, password: fresh } });
      assert.equal(res.status, 200, 'the new password signs in');
    } finally {
      await visitor.context().close();
    }
  });

  test('no page threw', () => {
    assert.deepEqual(pageErrors, []);
  });
});
