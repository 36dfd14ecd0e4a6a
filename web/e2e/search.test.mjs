// End-to-end: a reader types Sinhala and Tamil in Latin letters, as most people in Sri Lanka do,
// picks a suggestion from the search box (home page and /browse, with the mouse and with the
// keyboard), and finds jobs written in Sinhala and Tamil script; a misspelt search offers its
// words corrected. Against the real binary on a fresh SQLite file, in Chromium.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, at, useE2E } from './harness.mjs';
import { sriLankaDay } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const call = e2e.callOk;

const SINHALA_TEACHER = 'ඉංග්‍රීසි ගුරු පුරප්පාඩු - මහනුවර';
const TAMIL_TEACHER = 'ஆங்கில ஆசிரியர் வேலை - கண்டி';

async function postJobs() {
  const login = await call('POST', '/admin-users/login', { body: { username: ADMIN.username, password: ADMIN.password } });
  const token = login.token ?? login.data?.token;
  const job = (title, description, companyName) => ({
    title,
    description,
    companyName,
    location: 'Kandy',
    jobType: 'Full Time Jobs',
    experienceLevel: 'Mid Level',
    mainTopic: 'Private Jobs',
    closingDate: sriLankaDay(30),
  });
  await call('POST', '/jobs/admin', {
    token,
    body: job(SINHALA_TEACHER, 'මහනුවර ජාත්‍යන්තර පාසලක් සඳහා ඉංග්‍රීසි ගුරුවරුන් බඳවා ගැනේ.', 'Hill Country School'),
  });
  await call('POST', '/jobs/admin', {
    token,
    body: job(TAMIL_TEACHER, 'கண்டியில் உள்ள சர்வதேச பாடசாலைக்கு ஆங்கில ஆசிரியர்கள் தேவை.', 'Kandy College'),
  });
}

describe('search in the ways Sri Lanka types', () => {
  test('the jobs are posted', postJobs);

  test('on the home page, "guru" typed in Latin letters is offered ගුරු, which finds the Sinhala and Tamil teachers', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}${at('/')}`);
      const box = page.getByRole('combobox', { name: 'Search jobs' });
      await box.fill('guru');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.waitFor();
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      const sinhala = list.getByRole('option', { name: 'ගුරු', exact: true });
      assert.equal(await sinhala.getAttribute('lang'), 'si');
      await list.getByRole('option', { name: 'ஆசிரியர்', exact: true }).waitFor();
      await sinhala.click();

      await page.waitForURL((url) => url.searchParams.get('search') === 'ගුරු');
      await page.getByRole('heading', { level: 1, name: 'Jobs matching “ගුරු”' }).waitFor();
      const results = page.getByRole('list', { name: 'Job results' });
      await results.getByRole('link', { name: SINHALA_TEACHER }).waitFor();
      await results.getByRole('link', { name: TAMIL_TEACHER }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('on /browse at 360 px, "rakiya mahanu" is completed with the keyboard, and the list is accessible', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await page.goto(`${e2e.server.url}${at('/browse')}`);
      const panel = page.getByRole('search', { name: 'Filters' });
      const box = panel.getByRole('combobox', { name: 'Keywords' });
      await box.fill('rakiya mahanu');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.waitFor();
      await assertAccessible(page, 'the search suggestions at 360 px');

      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      assert.equal(await first.getAttribute('aria-selected'), 'true');
      assert.equal(await box.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
      const chosen = (await first.innerText()).trim();
      assert.match(chosen, /^rakiya /, 'the words before the last stay as typed');
      await box.press('Escape');
      assert.equal(await box.getAttribute('aria-expanded'), 'false');
      assert.equal(await box.inputValue(), 'rakiya mahanu', 'Escape keeps what was typed');

      await box.press('ArrowDown');
      await list.waitFor();
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === chosen);
      const results = page.getByRole('list', { name: 'Job results' });
      await results.getByRole('link', { name: SINHALA_TEACHER }).waitFor();

      // The address is the source of truth: a reload shows the same search.
      await page.reload();
      await page.getByRole('list', { name: 'Job results' }).getByRole('link', { name: SINHALA_TEACHER }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('a misspelt search offers "Did you mean" as a link that searches again', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}${at('/browse')}?search=teachr`);
      const suggestion = page.getByRole('link', { name: 'Did you mean “teacher”?' });
      await suggestion.click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'teacher');
      const results = page.getByRole('list', { name: 'Job results' });
      await results.getByRole('link', { name: SINHALA_TEACHER }).waitFor();
      await results.getByRole('link', { name: TAMIL_TEACHER }).waitFor();
      await page.getByRole('link', { name: /Did you mean/ }).waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});
