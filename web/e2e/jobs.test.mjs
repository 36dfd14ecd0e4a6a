// End-to-end: the life of a job, against the real binary on a fresh SQLite file, in Chromium.
// A company posts a job with a flyer, an admin approves it, a visitor finds it through search
// and a filter (its page passing axe's accessibility checks), a job seeker applies with a PDF,
// and the company shortlists the application.
// The tests run in order and share what the earlier ones made.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, completeRegistration, tr, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;

/** Uncaught exceptions in any page, which the last test checks are none. */
const pageErrors = [];

const e2e = useE2E({
  timeout: STEP,
  navigationTimeout: STEP,
  onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`),
});

// ---- Files made in the test ---------------------------------------------------------------

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

/** A small RGB PNG (a teal gradient), encoded by hand: signature, IHDR, IDAT, IEND. */
function makePng(width = 48, height = 32) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = 15;
      rows[at + 1] = 100 + Math.round((x / width) * 100);
      rows[at + 2] = 90 + Math.round((y / height) * 100);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits until check() is true, for at most one step. */
async function until(check, what) {
  const deadline = Date.now() + STEP;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${STEP} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function registerAndSignIn(page, { kind, fields, email, password }) {
  await page.goto(`${e2e.server.url}/customer/register`);
  const formName = kind === 'company' ? 'Employer registration' : 'Job seeker registration';
  await page.getByRole('tab', { name: kind === 'company' ? /Employer/ : /Job seeker/ }).click();
  const form = page.getByRole('form', { name: formName });
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await completeRegistration(page, form, { email, password });
}

// ---- The story ----------------------------------------------------------------------------

describe('a job from posting to a shortlisted application', () => {
  const word = uniqueWord('Qu');
  const title = `Tea Estate Analyst ${word}`;
  const company = { name: 'Hill Country Tea Estates', email: `hr-${Date.now()}@hill-tea.example`, password: 'estate-pass-2026' };
  const seeker = { name: 'Nimali Jayasinghe', email: `nimali-${Date.now()}@mail.example`, password: 'seeker-pass-2026' };
  const coverLetter = 'I have five years of experience analysing tea auction prices in Kandy and Colombo.';
  const closingDate = sriLankaDay(14);

  let companyPage;
  let seekerPage;
  let jobUrl;

  after(async () => {
    await companyPage?.context().close();
    await seekerPage?.context().close();
  });

  test('a company customer registers, signs in and posts a job with a flyer; it waits as pending', async () => {
    companyPage = await e2e.newPage();
    const page = companyPage;
    await registerAndSignIn(page, {
      kind: 'company',
      fields: [
        ['Company name', company.name],
        ['Contact person', 'Ruwan Perera'],
        ['Work email address', company.email],
      ],
      email: company.email,
      password: company.password,
    });

    await page.goto(`${e2e.server.url}/customer/dashboard`);
    const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
    await sections.getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL(/[?&]tab=post/);
    const form = page.getByRole('region', { name: 'Post a job' });
    await form.getByText(`This job will be posted under ${company.name}.`).waitFor();

    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Job type').selectOption({ label: 'Full Time Jobs' });
    await form.getByLabel('Experience level').selectOption({ label: 'Mid Level' });
    await form.getByLabel('Location', { exact: true }).selectOption({ label: 'Kandy' });
    await form.getByLabel('Main topic').selectOption({ label: 'Private Jobs' });
    await form.getByLabel('Lowest monthly salary (optional)').fill('120000');
    await form.getByLabel('Highest monthly salary (optional)').fill('180000');
    await form.getByLabel('Description', { exact: true }).fill(
      'Analyse green leaf intake, factory yields and auction prices for our Kandy estates, and report to the board each month.',
    );
    await form.getByLabel('Closing date').fill(closingDate);
    await form.getByRole('radio', { name: /^On JobPortal/ }).check();
    await form.getByLabel('Vacancy flyer (optional)').setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: makePng() });
    await form.getByRole('img', { name: 'Preview of the chosen flyer' }).waitFor();
    await form.getByRole('button', { name: 'Submit for approval' }).click();

    await form.getByText('Your job was submitted. It will be public once an admin approves it.').waitFor();
    await form.getByRole('link', { name: 'See my jobs' }).click();
    await page.waitForURL(/[?&]tab=jobs/);
    const job = page.getByRole('article', { name: title });
    await job.getByText('Pending approval', { exact: true }).waitFor();
    await job.getByText('Waiting for an admin to approve it.', { exact: false }).waitFor();
    assert.match(await job.innerText(), tr(/Kandy/));
  });

  test('an admin approves it from the queue of jobs waiting for approval', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}/jp-admin`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);

      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: /Waiting for approval/ }).click();
      await page.waitForURL(/[?&]tab=pending/);
      const job = page.getByRole('article', { name: title });
      await job.getByText(company.name, { exact: false }).waitFor();
      await job.getByRole('button', { name: 'Approve' }).click();
      await page.getByText(`“${title}” was approved and is now public.`).waitFor();
      await job.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  test('a visitor finds it through search and a filter, and its page has the flyer and the SEO head', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}/browse`);
      const panel = page.getByRole('search', { name: 'Filters' });
      // The keyword goes into the address trimmed (SPEC section 5).
      await panel.getByRole('combobox', { name: 'Keywords' }).fill(`  ${word} `);
      await panel.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      await page.getByRole('heading', { level: 1, name: `Jobs matching “${word}”` }).waitFor();

      await panel.getByLabel('Job type').selectOption({ label: 'Full Time Jobs' });
      await page.waitForURL((url) => url.searchParams.get('jobType') === 'Full Time Jobs' && url.searchParams.get('search') === word);
      // The address changes first; the results follow once the filtered list has come.
      await page.getByRole('heading', { level: 2, name: '1 job', exact: true }).waitFor();

      const results = page.getByRole('list', { name: 'Job results' });
      const card = results.getByRole('link', { name: title });
      await card.waitFor();
      assert.equal(await results.getByRole('article').count(), 1, 'only the new job matches the unique word');
      const cardText = await results.getByRole('article').first().innerText();
      assert.match(cardText, tr(/Kandy/));
      assert.match(cardText, tr(/Full Time Jobs/));
      assert.match(cardText, new RegExp(company.name));

      await card.click();
      await page.waitForURL(/\/job\/\d+(\/[^/?#]+)?$/);
      jobUrl = page.url();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const facts = await page.getByRole('article').first().innerText();
      assert.match(facts, tr(/Kandy/));
      assert.match(facts, tr(/Full Time Jobs/));

      // The flyer, served from /media, really loads.
      const flyer = page.getByRole('region', { name: 'Job flyer' }).getByRole('img', { name: `Flyer of ${title}` });
      await flyer.waitFor();
      const src = await flyer.getAttribute('src');
      const srcset = (await flyer.getAttribute('srcset')) ?? '';
      assert.ok(src?.startsWith('/media/') || srcset.includes('/media/'), `the flyer comes from /media (src ${src}, srcset ${srcset})`);
      await page.waitForFunction(
        (alt) => {
          const img = [...document.querySelectorAll('img')].find((element) => element.alt === alt && element.closest('section'));
          return img !== undefined && img.complete && img.naturalWidth > 0;
        },
        tr(`Flyer of ${title}`),
        { timeout: STEP },
      );

      await page.waitForFunction((expected) => document.title.includes(expected), title, { timeout: STEP });

      // No serious or critical accessibility finding, on a desktop screen and on a phone.
      await assertAccessible(page, 'the job page at 1280 px');
      const phone = await e2e.newPage({ width: 360, height: 800 });
      try {
        await phone.goto(jobUrl);
        await phone.getByRole('heading', { level: 1, name: title }).waitFor();
        await assertAccessible(phone, 'the job page at 360 px');
      } finally {
        await phone.context().close();
      }

      // The server puts the job's head into the HTML itself, for crawlers that run no script.
      const res = await fetch(jobUrl);
      assert.equal(res.status, 200);
      const html = await res.text();
      const head = html.match(/<title>([^<]*)<\/title>/);
      assert.ok(head, 'the page has a <title>');
      assert.ok(head[1].includes(title), `the <title> names the job: ${head[1]}`);
      assert.ok(head[1].includes(tr('Kandy')), `the <title> names the place in the page's language: ${head[1]}`);
      const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      assert.ok(ld, 'the page has JSON-LD');
      const posting = JSON.parse(ld[1]);
      const postings = Array.isArray(posting) ? posting : posting['@graph'] ?? [posting];
      const job = postings.find((item) => item['@type'] === 'JobPosting');
      assert.ok(job, 'the JSON-LD is a JobPosting');
      assert.equal(job.title, title);
      assert.equal(job.employmentType, 'FULL_TIME');
      assert.equal(job.hiringOrganization?.name, company.name);
      assert.match(JSON.stringify(job.jobLocation), /Kandy/);
      assert.equal(job.baseSalary?.currency, 'LKR');
      assert.ok(String(job.validThrough).startsWith(closingDate), `validThrough ${job.validThrough} is the closing date ${closingDate}`);
    } finally {
      await page.context().close();
    }
  });

  test('a job seeker registers, signs in and applies with a PDF CV and a cover letter', async () => {
    assert.ok(jobUrl, 'the visitor found the job page');
    seekerPage = await e2e.newPage();
    const page = seekerPage;
    await registerAndSignIn(page, {
      kind: 'individual',
      fields: [
        ['Full name', seeker.name],
        ['Email address', seeker.email],
      ],
      email: seeker.email,
      password: seeker.password,
    });

    await page.goto(jobUrl);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Apply with my CV' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.waitFor();
    await dialog.getByLabel('Your CV').setInputFiles({
      name: 'nimali-cv.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Nimali Jayasinghe - Curriculum Vitae'),
    });
    await dialog.getByText(/nimali-cv\.pdf \(\d+ B\)/).waitFor();
    await dialog.getByLabel('Cover letter').fill(coverLetter);
    await dialog.getByRole('button', { name: 'Send application' }).click();

    const sent = page.getByRole('dialog', { name: 'Application sent' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'Close' }).click();
    await sent.waitFor({ state: 'detached' });
    await page.getByText('You applied for this job').waitFor();
    await page.getByText('Application status: Applied').waitFor();
  });

  test('the company sees the application and shortlists it; the job seeker sees Shortlisted', async () => {
    assert.ok(companyPage && seekerPage, 'the earlier steps ran');
    const page = companyPage;
    await page.goto(`${e2e.server.url}/customer/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'My jobs' }).click();
    await page.waitForURL(/[?&]tab=jobs/);
    const job = page.getByRole('article', { name: title });
    await job.getByText('Approved', { exact: true }).waitFor();
    await job.getByRole('button', { name: 'Applications (1)' }).click();

    const applications = page.getByRole('region', { name: `Applications for ${title}` });
    const application = applications.getByRole('article', { name: seeker.name });
    await application.waitFor();
    // The applicant has not chosen to show their email (privacy preference off by default).
    assert.doesNotMatch(await application.innerText(), new RegExp(seeker.email.replace(/[.]/g, '\\.')));
    assert.match(await application.innerText(), /nimali-cv\.pdf/);
    await application.getByText('Cover letter').click();
    await application.getByText(coverLetter).waitFor();

    const status = application.getByLabel('Stage', { exact: true });
    assert.equal(await status.inputValue(), 'submitted');
    await status.selectOption({ label: 'Shortlisted' });
    await page.getByText(`${seeker.name} moved to Shortlisted.`).waitFor();
    await until(async () => status.isEnabled(), 'the status is saved');

    // The change is on the server: it is still there after a reload, which keeps the job's
    // applications open (?job= in the address).
    await page.reload();
    const again = page.getByRole('region', { name: `Applications for ${title}` }).getByRole('article', { name: seeker.name });
    await again.waitFor();
    assert.equal(await again.getByLabel('Stage', { exact: true }).inputValue(), 'shortlisted');

    // The job seeker sees it in their own dashboard.
    const mine = seekerPage;
    await mine.goto(`${e2e.server.url}/customer/dashboard`);
    await mine.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'My applications' }).click();
    await mine.waitForURL(/[?&]tab=applications/);
    const entry = mine.getByRole('article', { name: title });
    await entry.getByText('Shortlisted', { exact: true }).first().waitFor();
    await entry.getByRole('list', { name: 'Stages and dates' }).getByText('Shortlisted', { exact: true }).waitFor();
    await entry.getByText("Good news: you are on the employer's shortlist. They may contact you.").waitFor();
    assert.match(await entry.innerText(), new RegExp(company.name));
  });

  test('nothing failed behind the scenes: no uncaught error in a page, no error in the server log', () => {
    assert.deepEqual(pageErrors, []);
    const errors = e2e.server.log
      .join('')
      .split('\n')
      .filter((line) => line.includes('"level":"ERROR"'));
    assert.deepEqual(errors, []);
  });
});
