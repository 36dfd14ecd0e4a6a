// End-to-end: an employer edits a job that is already public. The admin reads the job with its
// flyer and approves it; the employer changes its title, text and flyer; the change waits for
// review while visitors still see the approved job; the admin sees what changed, field by field,
// with the new flyer, and approves it; visitors then see the new text.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, completeRegistration, useE2E } from './harness.mjs';
import { sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG of one colour, so that two flyers are two different files. */
function makePng(red, width = 40, height = 30) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = red;
      rows[at + 1] = 120;
      rows[at + 2] = 90 + y;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsAdmin(page) {
  await page.goto(`${e2e.server.url}/jp-admin`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe('an employer edits a public job and an admin approves the change', () => {
  const word = uniqueWord('Qu');
  const title = `Machine Operator ${word}`;
  const newTitle = `Senior Machine Operator ${word}`;
  const company = { name: 'Katunayake Garments', email: `hr-${Date.now()}@garments.example`, password: 'garment-pass-2026' };
  let employer;
  let jobId;

  after(async () => {
    await employer?.context().close();
  });

  test('the employer posts a job with a flyer, and the admin reads it with its flyer and approves it', async () => {
    employer = await e2e.newPage();
    const page = employer;
    await page.goto(`${e2e.server.url}/customer/register`);
    await page.getByRole('tab', { name: /Employer/ }).click();
    const register = page.getByRole('form', { name: 'Employer registration' });
    await register.getByLabel('Company name', { exact: true }).fill(company.name);
    await register.getByLabel('Contact person', { exact: true }).fill('Dilani Fernando');
    await register.getByLabel('Work email address', { exact: true }).fill(company.email);
    await completeRegistration(page, register, company);

    // The job is posted through the API with the employer's own session, as the posting form is
    // another story's (jobs.test.mjs).
    const token = await page.evaluate(() => localStorage.getItem('customerToken'));
    assert.ok(token, 'the employer is signed in');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title,
      description: 'Run the cutting and sewing machines of our Katunayake factory, on day shifts.',
      location: 'Gampaha',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Entry Level',
      mainTopic: 'Private Jobs',
      subTopics: 'Apparel',
      closingDate: sriLankaDay(20),
    })) {
      form.append(key, value);
    }
    form.append('image', new Blob([makePng(200)], { type: 'image/png' }), 'flyer.png');
    const posted = await fetch(`${e2e.server.url}/api/jobs`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
    assert.equal(posted.status, 201, await posted.clone().text());
    jobId = (await posted.json()).data.id;

    const admin = await e2e.newPage();
    try {
      await signInAsAdmin(admin);
      await admin.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: /Waiting for approval/ }).click();
      const job = admin.getByRole('article', { name: title });
      await job.getByText('Read the job').click();
      const flyer = job.getByRole('img', { name: `The flyer of “${title}”` });
      await flyer.waitFor();
      assert.match((await flyer.getAttribute('src')) ?? '', /^\/media\//);
      await admin.waitForFunction((src) => [...document.images].some((img) => img.getAttribute('src') === src && img.complete && img.naturalWidth > 0), await flyer.getAttribute('src'));
      await job.getByRole('button', { name: 'Approve' }).click();
      await admin.getByText(`“${title}” was approved and is now public.`).waitFor();
    } finally {
      await admin.context().close();
    }
  });

  test('the employer edits the approved job; the change waits and visitors still see the approved job', async () => {
    const page = employer;
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    const job = page.getByRole('article', { name: title });
    await job.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('region', { name: `Edit “${title}”` });
    await editor.getByText('Visitors keep seeing the job as it was approved until an admin approves your changes.', { exact: false }).waitFor();
    const titleField = editor.getByLabel('Job title');
    assert.equal(await titleField.inputValue(), title);
    await titleField.fill(newTitle);
    await editor.getByLabel('Description', { exact: true }).fill('Run and look after the cutting and sewing machines of our Katunayake factory, and train new operators.');
    await editor.getByLabel('Vacancy flyer (optional)').setInputFiles({ name: 'new-flyer.png', mimeType: 'image/png', buffer: makePng(30) });
    // The form in edit mode, on a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await assertAccessible(page, 'the job editor at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await editor.getByRole('button', { name: 'Save changes' }).click();

    await page.getByText('Your changes were sent for review. The job stays public as it was until an admin approves them.').waitFor();
    await editor.waitFor({ state: 'detached' });
    await job.getByText('Your changes are waiting for review. Visitors see the job as it was approved.').waitFor();

    const visitor = await e2e.newPage();
    try {
      await visitor.goto(`${e2e.server.url}/job/${jobId}`);
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.equal(await visitor.getByText(newTitle).count(), 0, 'the change is not public yet');
    } finally {
      await visitor.context().close();
    }
  });

  test('the admin sees what changed with the new flyer and approves it; visitors see the new text', async () => {
    const admin = await e2e.newPage();
    try {
      await signInAsAdmin(admin);
      await admin.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Edits to review' }).click();
      await admin.waitForURL(/[?&]tab=job-changes/);
      const job = admin.getByRole('article', { name: title });
      const table = job.getByRole('table', { name: `What the change to “${title}” alters` });
      const titleRow = table.getByRole('row', { name: /Job title/ });
      await titleRow.getByText(newTitle).waitFor();
      await titleRow.getByText(title, { exact: true }).waitFor();
      await table.getByRole('row', { name: /Description/ }).getByText('train new operators', { exact: false }).waitFor();
      const flyers = table.getByRole('row', { name: /Vacancy flyer/ }).getByRole('img', { name: 'Flyer' });
      assert.equal(await flyers.count(), 2, 'the flyer public now and the new one');
      const [before, proposed] = [await flyers.nth(0).getAttribute('src'), await flyers.nth(1).getAttribute('src')];
      assert.ok(before && proposed && before !== proposed && proposed.startsWith('/media/'), `flyers ${before} and ${proposed}`);
      await assertAccessible(admin, 'the edits to review at 1280 px');
      await admin.setViewportSize({ width: 360, height: 800 });
      await assertAccessible(admin, 'the edits to review at 360 px');

      await job.getByRole('button', { name: 'Approve the change' }).click();
      await admin.getByText(`The change was approved: “${newTitle}” is public as changed.`).waitFor();
    } finally {
      await admin.context().close();
    }

    const visitor = await e2e.newPage();
    try {
      await visitor.goto(`${e2e.server.url}/job/${jobId}`);
      await visitor.getByRole('heading', { level: 1, name: newTitle }).waitFor();
      await visitor.getByText('train new operators', { exact: false }).waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});
