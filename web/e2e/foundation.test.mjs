// End-to-end: the real binary on a fresh SQLite file, driven in Chromium.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, LANGUAGE, at, completeRegistration, tr, useE2E } from './harness.mjs';

const e2e = useE2E();

describe('a company customer', () => {
  const email = `hr-${Date.now()}@ceylon-tea.example`;
  const password = 'strong-tea-2026';

  test('registers, signs in, stays signed in after a reload and signs out through the dialog', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/customer/register`);
    // Counted once the page has shown, so that a check made before the page's code arrives
    // cannot pass by accident: the sign-in pages have their own small header, not the site's.
    await page.getByRole('tab', { name: /Employer/ }).waitFor();
    assert.equal(await page.locator('header nav').count(), 0, 'the registration page has no site header');

    await page.getByRole('tab', { name: /Employer/ }).click();
    const form = page.getByLabel('Employer registration');
    await form.getByLabel('Company name').fill('Ceylon Tea Traders');
    await form.getByLabel('Contact person').fill('Ruwan Perera');
    await form.getByLabel('Work email address').fill(email);
    await completeRegistration(page, form, { email, password });

    // The header shows the initials of "Ceylon Tea Traders".
    await page.goto(`${e2e.server.url}/`);
    const avatar = page.getByRole('button', { name: 'Account menu for Ceylon Tea Traders' });
    await avatar.waitFor();
    assert.equal((await avatar.locator('[aria-hidden="true"]').innerText()).trim(), 'CT');
    assert.equal(await page.getByRole('link', { name: 'Post Job' }).count(), 0);

    await page.reload();
    await avatar.waitFor();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to logout? You will need to sign in again to access your account.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL(`${e2e.server.url}${at('/')}`);
    await page.getByRole('link', { name: 'Post Job' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('customerToken')), null);
    await page.context().close();
  });

  test('cannot sign in with a wrong password, and is told so', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/customer/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    assert.match(page.url(), /\/customer\/login/);
    await page.context().close();
  });
});

describe('the admin area', () => {
  test('an admin signs in at /jp-admin and reaches /dashboard', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/jp-admin`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Signed in as').waitFor();
    await page.context().close();
  });

  test('/dashboard without a session goes to /jp-admin', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/dashboard`);
    await page.waitForURL(/\/jp-admin$/);
    await page.getByLabel('Username').waitFor();
    await page.context().close();
  });
});

describe('the site shell', () => {
  test('an unknown path shows the not-found page', async () => {
    const page = await e2e.newPage();
    const res = await page.goto(`${e2e.server.url}/no/such/page`);
    // Drawn by the server with the app's components, and not found for search engines.
    assert.equal(res.status(), 404);
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  test('on a 360 px screen the menu is a drawer that opens, navigates and closes', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    await page.goto(`${e2e.server.url}/`);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden', 'page scroll is locked');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await open.click();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq$/);
    await drawer.waitFor({ state: 'hidden' });
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a 360 px screen`);
    await page.context().close();
  });

  test("a visitor finds 'Sign in' in the header, the phone menu and the footer; once signed in, the dashboard instead", async () => {
    const email = `sign-in-${Date.now()}@mail.example`;
    const password = 'sign-in-pass-2026';
    const registered = await fetch(`${e2e.server.url}/api/customers/register/individual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sanduni Fernando', email, password }),
    });
    assert.equal(registered.status, 201);

    const desktop = await e2e.newPage({ width: 1280, height: 800 });
    await desktop.goto(`${e2e.server.url}/`);
    const headerLink = desktop.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    assert.equal(await headerLink.getAttribute('href'), at('/customer/login'));
    assert.equal(await headerLink.isVisible(), true, "the desktop header shows 'Sign in'");
    const footerLink = desktop.getByRole('contentinfo').getByRole('link', { name: 'Sign in', exact: true });
    assert.equal(await footerLink.getAttribute('href'), at('/customer/login'));
    await assertAccessible(desktop, "the home page with 'Sign in' at 1280 px");
    await desktop.context().close();

    const page = await e2e.newPage({ width: 360, height: 740 });
    await page.goto(`${e2e.server.url}/`);
    assert.equal(await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).isVisible(), false, 'on a phone it is in the menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await assertAccessible(page, "the phone menu with 'Sign in' at 360 px");
    await drawer.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/customer\/login$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/customer\/dashboard/);

    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('button', { name: 'Account menu for Sanduni Fernando' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Sign in', exact: true }).count(), 0, "no 'Sign in' once signed in");
    assert.equal(await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href'), at('/customer/dashboard'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/customer\/dashboard$/);
    await page.context().close();
  });

  test("the footer keeps SPEC's 200 px on a 1366 px desktop and stays compact on a 360 px phone, all of it there", async () => {
    for (const [viewport, most] of [
      [{ width: 1366, height: 800 }, 200],
      // Tamil's longer words take two or three lines in the half-width lists of a phone.
      [{ width: 360, height: 740 }, LANGUAGE === 'ta' ? 640 : 600],
    ]) {
      const page = await e2e.newPage(viewport);
      await page.goto(`${e2e.server.url}/about`);
      await page.waitForFunction(() => !document.getElementById('first-screen'));
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Terms & Conditions' }).waitFor();
      const { height } = await footer.boundingBox();
      assert.ok(height <= most, `the footer is ${Math.round(height)} px high at ${viewport.width} px (at most ${most})`);
      assert.equal(await footer.getByRole('link').count(), 5 + 4 + 5 + 1, 'its 9 links, 5 social profiles and the home link');
      assert.ok(await footer.getByRole('button', { name: /^Language/ }).isVisible(), 'the language switch is there');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than ${viewport.width} px`);
      await page.context().close();
    }
    // Tamil's longer words too, on the desktop: its address shows it whatever the reader chose before.
    const tamil = await e2e.newPage({ width: 1366, height: 800 });
    await tamil.goto(`${e2e.server.url}/ta/about`);
    await tamil.waitForSelector('html[data-app="ready"][lang="ta"]');
    const footer = tamil.getByRole('contentinfo');
    assert.equal(await footer.locator('a[href="/ta/terms"]').count(), 1);
    const { height } = await footer.boundingBox();
    assert.ok(height <= 200, `the Tamil footer is ${Math.round(height)} px high at 1366 px (at most 200)`);
    await tamil.context().close();
  });

  test('the language switch shows another language and keeps it after a reload', async () => {
    // Sinhala, or Tamil when the stories run in Sinhala; wide enough for the header's switch in both.
    const [language, name, script] = LANGUAGE === 'si' ? ['ta', 'தமிழ்', /[\u0B80-\u0BFF]/] : ['si', 'සිංහල', /[\u0D80-\u0DFF]/];
    const page = await e2e.newPage({ width: 1600, height: 800 });
    await page.goto(`${e2e.server.url}/about`);
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${tr('Language')}:`) }).click();
    await page.getByRole('menuitemradio', { name }).click();
    await page.waitForFunction((language) => document.documentElement.lang === language, language);
    const navText = await page.locator('header nav').first().innerText();
    assert.match(navText, script, `the navigation is in ${name}`);
    // The page moved to its address in that language, in place.
    await page.waitForURL(`${e2e.server.url}${at('/about', language)}`);
    await page.reload();
    await page.waitForFunction((language) => document.documentElement.lang === language, language);
    // The app still follows links after the reload: the page changes with the address.
    const about = await page.locator('#root h1').innerText();
    await page.locator(`#root header nav a[href="${at('/faq', language)}"]`).click();
    await page.waitForURL(new RegExp(`/${language}/faq$`));
    await page.waitForFunction((about) => {
      const heading = document.querySelector('#root h1');
      return heading !== null && heading.textContent.trim() !== about.trim();
    }, about);
    await page.context().close();
  });
});
