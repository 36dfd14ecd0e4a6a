// End-to-end: a vacancy that is only a photo of its printed notice. An employer chooses the flyer
// in the posting form and is offered its title, read from the flyer ("Fill from the notice"),
// which is filled in only once ticked; the job, posted with that flyer and a description that
// says nothing of it, is approved; the server reads the flyer's text in the background; visitors
// then see "Text of the notice" under the flyer (at 360 px, accessible) and find the job by a
// word printed on the flyer alone. Needs tesseract (installed by .ci/run).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, at, completeRegistration, useE2E } from './harness.mjs';
import { sriLankaDay } from './data.mjs';

const STEP = 15000;
// Reading a flyer takes seconds on an idle machine, and more with the suite around it.
const OCR_WAIT = 120000;
const e2e = useE2E({ timeout: OCR_WAIT, navigationTimeout: STEP });

const PRINTED_TITLE = 'Lorry Drivers - Polonnaruwa';
const PRINTED_WORD = 'Polonnaruwa';

/** A printed notice drawn by the browser on a canvas, as a PNG: large black text on white. */
async function drawFlyer(page) {
  const base64 = await page.evaluate((lines) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 1300;
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = '#111';
    g.font = 'bold 64px sans-serif';
    g.fillText('WE ARE HIRING', 80, 150);
    g.font = '40px sans-serif';
    lines.forEach((line, i) => g.fillText(line, 80, 280 + i * 70));
    return canvas.toDataURL('image/png').split(',')[1];
  }, [`Position: ${PRINTED_TITLE}`, 'Heavy vehicle licence required.', 'Salary: Rs. 65,000 a month', 'Send your CV to hr@transport.example.lk']);
  return Buffer.from(base64, 'base64');
}

async function adminToken() {
  const res = await fetch(`${e2e.server.url}/api/admin-users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const json = await res.json();
  assert.ok(res.ok, JSON.stringify(json));
  return json.token ?? json.data?.token;
}

describe("a flyer's printed text is read, shown under it and searched", () => {
  const company = { name: 'Rajarata Transport', email: `hr-${Date.now()}@transport.example`, password: 'transport-pass-2026' };
  let employer;
  let flyer;
  let jobId;
  let slug;

  after(async () => {
    await employer?.context().close();
  });

  test('in the posting form the flyer offers its title, filled in only once ticked', async () => {
    employer = await e2e.newPage({ width: 360, height: 800 });
    const page = employer;
    await page.goto(`${e2e.server.url}${at('/customer/register')}`);
    await page.getByRole('tab', { name: /Employer/ }).click();
    const register = page.getByRole('form', { name: 'Employer registration' });
    await register.getByLabel('Company name', { exact: true }).fill(company.name);
    await register.getByLabel('Contact person', { exact: true }).fill('Sunil Bandara');
    await register.getByLabel('Work email address', { exact: true }).fill(company.email);
    await completeRegistration(page, register, company);
    flyer = await drawFlyer(page);

    await page.goto(`${e2e.server.url}${at('/customer/dashboard')}`);
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL(/[?&]tab=post/);
    const form = page.getByRole('region', { name: 'Post a job' });
    await form.getByLabel('Vacancy flyer (optional)').setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: flyer });
    await form.getByRole('button', { name: 'Fill from the notice' }).click();
    const suggestions = form.getByRole('group', { name: 'Suggestions from the notice' });
    await suggestions.waitFor({ timeout: OCR_WAIT });
    assert.equal(await form.getByRole('textbox', { name: 'Job title' }).inputValue(), '', 'nothing is filled in before it is ticked');
    await assertAccessible(page, 'the suggestions from the notice at 360 px');
    await suggestions.getByRole('checkbox', { name: /Job title/ }).check();
    await suggestions.getByRole('button', { name: 'Use the ticked values' }).click();
    assert.equal(await form.getByRole('textbox', { name: 'Job title' }).inputValue(), PRINTED_TITLE);
    await page.getByText('The ticked values were filled in. Check the form before you submit it.').first().waitFor();
  });

  test('the job, whose only words are on its flyer, is posted and approved', async () => {
    const token = await employer.evaluate(() => localStorage.getItem('customerToken'));
    assert.ok(token, 'the employer is signed in');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Rajarata Transport vacancy',
      description: 'The details are on the notice.',
      location: 'Polonnaruwa',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Mid Level',
      mainTopic: 'Private Jobs',
      closingDate: sriLankaDay(20),
    })) {
      form.append(key, value);
    }
    form.append('image', new Blob([flyer], { type: 'image/png' }), 'flyer.png');
    const posted = await fetch(`${e2e.server.url}/api/jobs`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
    assert.equal(posted.status, 201, await posted.clone().text());
    ({ id: jobId, slug } = (await posted.json()).data);
    const approved = await fetch(`${e2e.server.url}/api/jobs/${jobId}/approve`, { method: 'PUT', headers: { 'x-auth-token': await adminToken() } });
    assert.equal(approved.status, 200, await approved.text());
  });

  test('once read, the job page shows "Text of the notice" under the flyer, in the page the server drew', async () => {
    const deadline = Date.now() + OCR_WAIT;
    let text = '';
    while (Date.now() < deadline) {
      const res = await fetch(`${e2e.server.url}/api/jobs/${jobId}`);
      text = (await res.json()).data?.noticeText ?? '';
      if (text) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    assert.match(text, new RegExp(PRINTED_WORD), 'the flyer was read');

    const html = await (await fetch(`${e2e.server.url}${at(`/job/${jobId}/${slug}`)}`)).text();
    assert.ok(html.includes(PRINTED_WORD), 'the server-drawn page carries the text');

    const page = await e2e.newPage({ width: 360, height: 800 });
    try {
      await page.goto(`${e2e.server.url}${at(`/job/${jobId}/${slug}`)}`);
      const section = page.getByRole('region', { name: 'Text of the notice' });
      await section.getByText(PRINTED_WORD, { exact: false }).first().waitFor();
      await assertAccessible(page, 'a job page with the text of its notice at 360 px');
    } finally {
      await page.context().close();
    }
  });

  test('a search for a word printed only on the flyer finds the job', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}${at('/browse')}?search=${PRINTED_WORD.toLowerCase()}`);
      const results = page.getByRole('list', { name: 'Job results' });
      await results.getByRole('link', { name: 'Rajarata Transport vacancy' }).waitFor({ timeout: STEP });
    } finally {
      await page.context().close();
    }
  });
});
