// End-to-end: an employer runs the hiring pipeline of a job. Three people apply; the employer
// moves one to Reviewed with a private note and a rating, moves two to Interview in one bulk move,
// filters the pipeline by stage and exports it as CSV. The applicant sees each stage with its date
// after a reload, on a phone, and withdraws; the employer then sees the application as withdrawn.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const { call, signIn } = e2e;

/** Waits until the pipeline's button of a stage (its name in English) shows count. */
async function waitForCount(stages, stage, count) {
  const button = stages.getByRole('button', { name: stage });
  const deadline = Date.now() + STEP;
  let text = '';
  while (Date.now() < deadline) {
    text = (await button.innerText()).replace(/\s+/g, ' ').trim();
    if (text.endsWith(` ${count}`)) return button;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the stage ${stage} shows "${text}", not ${count}`);
}

describe('an employer runs a job’s pipeline and an applicant follows and withdraws', () => {
  const word = uniqueWord('Pi');
  const title = `Stores Assistant ${word}`;
  const stamp = Date.now();
  const employer = { name: 'Kelani Hardware', email: `hr-${stamp}@kelani.example`, password: 'kelani-pass-2026' };
  const people = [
    { name: 'Sanduni Perera', email: `sanduni-${stamp}@mail.example`, password: 'sanduni-pass-2026', phone: '+94 77 123 4567' },
    { name: 'Ishara Silva', email: `ishara-${stamp}@mail.example`, password: 'ishara-pass-2026', phone: '077 555 0102' },
    { name: 'Naveen Kumar', email: `naveen-${stamp}@mail.example`, password: 'naveen-pass-2026', phone: '077 555 0103' },
  ];
  const [sanduni, ishara, naveen] = people;
  let employerPage;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Sunil Bandara', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    const employerToken = res.body.token;
    res = await call('POST', '/jobs', {
      token: employerToken,
      body: {
        title,
        description: 'Receive, count and issue hardware stock at our Kelaniya stores, and keep the stock book.',
        location: 'Gampaha',
        jobType: 'Full Time Jobs',
        experienceLevel: 'Entry Level',
        mainTopic: 'Private Jobs',
        closingDate: sriLankaDay(20),
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const jobId = res.body.data.id;
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: res.body.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    for (const person of people) {
      res = await call('POST', '/customers/register/individual', { body: { name: person.name, email: person.email, password: person.password } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      res = await call('POST', '/customers/login', { body: { email: person.email, password: person.password } });
      const form = new FormData();
      form.append('coverLetter', `I would like to join ${employer.name} as a stores assistant.`);
      form.append('phone', person.phone);
      form.append('cv', new Blob([makePdf(`${person.name} - CV`)], { type: 'application/pdf' }), 'cv.pdf');
      res = await call('POST', `/jobs/${jobId}/apply`, { token: res.body.token, form });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  after(async () => {
    await employerPage?.context().close();
  });

  /** The pipeline of the job, on the employer's dashboard. */
  async function openPipeline(page) {
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Applications (3)' }).click();
    const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
    await pipeline.getByRole('article', { name: sanduni.name }).waitFor();
    return pipeline;
  }

  test('the employer moves one application with a note and a rating, moves two at once, filters and exports', async () => {
    employerPage = await e2e.newPage();
    const page = employerPage;
    await signIn(page, employer);
    const pipeline = await openPipeline(page);
    const stages = pipeline.getByRole('navigation', { name: 'Stages' });
    await waitForCount(stages, 'All', 3);
    await waitForCount(stages, 'Applied', 3);

    // One application to Reviewed, without an email; a private note; a rating.
    const card = pipeline.getByRole('article', { name: sanduni.name });
    await card.getByRole('checkbox', { name: 'Email the applicant' }).uncheck();
    await card.getByLabel('Stage', { exact: true }).selectOption({ label: 'Reviewed' });
    await page.getByText(`${sanduni.name} moved to Reviewed.`).waitFor();
    await waitForCount(stages, 'Reviewed', 1);
    await card.getByLabel('Rating').selectOption('4');
    await page.getByText('Rating saved: 4 of 5.').waitFor();
    await card.getByRole('button', { name: 'History and notes (0 notes)' }).click();
    await card.getByRole('list', { name: 'History' }).getByText('Reviewed', { exact: false }).waitFor();
    await card.getByLabel('Add a note').fill('Kept the stock book of a hardware shop for two years.');
    await card.getByRole('button', { name: 'Save note' }).click();
    await card.getByText('Kept the stock book of a hardware shop for two years.').waitFor();
    await page.getByText('Note added.').waitFor();

    // Two at once, by keyboard: the boxes and the button are reached and used with the keyboard.
    await pipeline.getByRole('checkbox', { name: `Select ${sanduni.name}` }).focus();
    await page.keyboard.press('Space');
    await pipeline.getByRole('checkbox', { name: `Select ${ishara.name}` }).focus();
    await page.keyboard.press('Space');
    await pipeline.getByLabel('Move to').selectOption({ label: 'Interview' });
    const move = pipeline.getByRole('button', { name: 'Move 2 selected' });
    await move.focus();
    await page.keyboard.press('Enter');
    await page.getByText('2 applications moved to Interview.').waitFor();
    const interview = await waitForCount(stages, 'Interview', 2);

    // The filter by stage shows the two.
    await interview.click();
    await pipeline.getByRole('article', { name: naveen.name }).waitFor({ state: 'detached' });
    assert.equal(await pipeline.getByRole('article').count(), 2);
    await assertAccessible(page, 'the pipeline of a job');

    // The CSV file, named after the job, with the stages and the rating; email and phone are
    // left empty, as the list leaves them, since the applicants have not chosen to show them.
    const downloaded = page.waitForEvent('download');
    await pipeline.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloaded;
    assert.equal(download.suggestedFilename(), `stores-assistant-${word.toLowerCase()}-applications.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    assert.equal(csv[0], 'Name,Email,Phone,Stage,Applied,Last change,Rating,District,Without CV,Note');
    assert.equal(csv.length, 4);
    const row = csv.find((line) => line.startsWith(sanduni.name));
    assert.match(row, /^Sanduni Perera,,,Interview,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},4,,,$/);
    assert.match(csv.find((line) => line.startsWith(naveen.name)), /,Applied,/);

    // The moves are on the server: there after a reload.
    await page.reload();
    const again = await openPipeline(page);
    assert.equal(await again.getByRole('article', { name: sanduni.name }).getByLabel('Stage', { exact: true }).inputValue(), 'interview');
    assert.equal(await again.getByRole('article', { name: naveen.name }).getByLabel('Stage', { exact: true }).inputValue(), 'submitted');
  });

  test('the applicant sees each stage with its date on a phone, and withdraws', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, sanduni);
      await page.goto(`${e2e.server.url}/customer/dashboard?tab=applications`);
      await page.reload();
      const entry = page.getByRole('article', { name: title });
      const history = entry.getByRole('list', { name: 'Stages and dates' });
      await history.waitFor();
      const steps = await history.getByRole('listitem').allInnerTexts();
      assert.equal(steps.length, 3, `three stages: ${steps.join(' | ')}`);
      for (const [index, stage] of ['Applied', 'Reviewed', 'Interview'].entries()) {
        const want = tr(stage);
        assert.ok(want instanceof RegExp ? want.test(steps[index]) : steps[index].includes(want), `${steps[index]} is ${stage}`);
        assert.match(steps[index], /\d/, `the stage ${stage} has its date`);
      }
      const text = await entry.innerText();
      assert.doesNotMatch(text, /stock book|4 of 5/, 'the employer’s note and rating are not shown to the applicant');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');
      await assertAccessible(page, 'my applications at 360 px');

      await entry.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Withdraw this application?' });
      await dialog.getByRole('button', { name: 'Withdraw application' }).click();
      await page.getByText(`Your application for ${title} was withdrawn.`).waitFor();
      await page.reload();
      await page.getByRole('article', { name: title }).getByText('You withdrew this application.').waitFor();
      assert.equal(await page.getByRole('article', { name: title }).getByRole('button', { name: 'Withdraw' }).count(), 0);
    } finally {
      await page.context().close();
    }
  });

  test('the employer sees the application withdrawn, and cannot move it, on a phone too', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    await signIn(page, employer);
    const pipeline = await openPipeline(page);
    const card = pipeline.getByRole('article', { name: sanduni.name });
    await card.getByText('Withdrawn by the applicant; it can no longer be moved.').waitFor();
    assert.equal(await card.getByLabel('Stage', { exact: true }).locator('select').count(), 0);
    await waitForCount(pipeline.getByRole('navigation', { name: 'Stages' }), 'Withdrawn', 1);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');
    await assertAccessible(page, 'the pipeline at 360 px');
    await page.context().close();
  });
});
