// End-to-end: screening questions. An employer posts a job with two screening questions (a
// required yes/no whose wanted answer is yes, and a preferred number of at least 2); an admin
// approves it. A job seeker answers them in the apply dialog, after being told that the required
// one is missing; two others apply (one cannot start, so is knocked out). The employer sees the
// answers and marks beside each application, filters those meeting every wanted answer, and moves
// the knocked-out one to "Not selected" only after confirming in a dialog.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });

async function call(method, path, { token, body, form } = {}) {
  const headers = { Accept: 'application/json' };
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${e2e.server.url}/api${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function sriLankaDay(offset) {
  const day = new Date(Date.now() + 5.5 * 3600 * 1000 + offset * 86400 * 1000);
  return day.toISOString().slice(0, 10);
}

function uniqueWord() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'Sq';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
function makePdf(text) {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function signIn(page, { email, password }) {
  await page.goto(`${e2e.server.url}/customer/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/customer\/dashboard/);
}

describe('an employer asks screening questions, a job seeker answers, the employer filters and knocks out', () => {
  const word = uniqueWord();
  const title = `Lorry Driver ${word}`;
  const licence = 'Do you hold a heavy vehicle licence?';
  const years = 'How many years have you driven lorries?';
  const stamp = Date.now();
  const employer = { name: 'Ruhuna Transport', email: `hr-${stamp}@ruhuna.example`, password: 'ruhuna-pass-2026' };
  const seeker = { name: 'Kasun Wickrama', email: `kasun-${stamp}@mail.example`, password: 'kasun-pass-2026' };
  const others = [
    { name: 'Dilan Perera', email: `dilan-${stamp}@mail.example`, password: 'dilan-pass-2026', answers: [{ question: 0, answer: 'no' }, { question: 1, answer: '6' }] },
    { name: 'Amal Silva', email: `amal-${stamp}@mail.example`, password: 'amal-pass-2026', answers: [{ question: 0, answer: 'yes' }, { question: 1, answer: '1' }] },
  ];
  let jobId = 0;
  let employerPage;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Nuwan Jayasuriya', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    for (const person of [seeker, ...others]) {
      res = await call('POST', '/customers/register/individual', { body: { name: person.name, email: person.email, password: person.password } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  after(async () => {
    await employerPage?.context().close();
  });

  test('the employer posts a job with a required and a preferred question; an admin approves it', async () => {
    employerPage = await e2e.newPage();
    const page = employerPage;
    await signIn(page, employer);
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=post`);
    const form = page.getByRole('region', { name: 'Post a job' });
    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Job type').selectOption({ label: 'Full Time Jobs' });
    await form.getByLabel('Experience level').selectOption({ label: 'Mid Level' });
    await form.getByLabel('Location', { exact: true }).selectOption({ label: 'Galle' });
    await form.getByLabel('Main topic').selectOption({ label: 'Private Jobs' });
    await form.getByLabel('Description', { exact: true }).fill('Drive our lorries between Galle and Colombo, and look after their loads and papers.');
    await form.getByLabel('Closing date').fill(sriLankaDay(20));

    // A question left without its text is refused beside it, and nothing is sent.
    await form.getByRole('button', { name: 'Add a question' }).click();
    const first = form.getByRole('group', { name: 'Question 1' });
    await form.getByRole('button', { name: 'Submit for approval' }).click();
    await first.getByText('Write question 1, or remove it.').first().waitFor();

    await first.getByLabel('Question', { exact: true }).fill(licence);
    await first.getByRole('checkbox', { name: 'Required: applicants must answer it' }).check();
    await first.getByLabel('Wanted answer').selectOption('yes');
    await form.getByRole('button', { name: 'Add a question' }).click();
    const second = form.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Answer type').selectOption('number');
    await second.getByLabel('Question', { exact: true }).fill(years);
    await second.getByLabel('Wanted: at least (optional)').fill('2');
    await assertAccessible(page, 'the job form with screening questions');
    await form.getByRole('button', { name: 'Submit for approval' }).click();
    await form.getByText('Your job was submitted. It will be public once an admin approves it.').waitFor();

    let res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    res = await call('GET', '/jobs/customer/my-jobs', { token: res.body.token });
    const job = res.body.data.find((item) => item.title === title);
    assert.ok(job, 'the job was posted');
    assert.deepEqual(
      job.screeningQuestions.map((q) => [q.kind, q.text, q.required, q.wanted]),
      [
        ['yesno', licence, true, 'yes'],
        ['number', years, false, '2'],
      ],
    );
    jobId = job.id;
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: res.body.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('a job seeker must answer the required question, then sends the answers with the application', async () => {
    assert.ok(jobId, 'the job was posted');
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, seeker);
      await page.goto(`${e2e.server.url}/job/${jobId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Apply with my CV' }).first().click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
      await dialog.waitFor();
      const questions = dialog.getByRole('group', { name: 'Questions from the employer' });
      await questions.getByText(licence, { exact: false }).waitFor();
      await dialog.getByLabel('Your CV').setInputFiles({ name: 'kasun-cv.pdf', mimeType: 'application/pdf', buffer: makePdf('Kasun Wickrama - CV') });
      await dialog.getByLabel('Cover letter').fill('I have driven lorries on the southern roads for four years.');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await dialog.getByText('This question is required: please answer it.').waitFor();
      await assertAccessible(page, 'the apply dialog with screening questions at 360 px');

      await questions.getByRole('radio', { name: 'Yes' }).check();
      await questions.getByLabel(years, { exact: false }).fill('4');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await page.getByRole('dialog', { name: 'Application sent' }).waitFor();
    } finally {
      await page.context().close();
    }
    for (const person of others) {
      let res = await call('POST', '/customers/login', { body: { email: person.email, password: person.password } });
      const form = new FormData();
      form.append('coverLetter', 'I would like to drive for Ruhuna Transport.');
      for (const answer of person.answers) form.append('answers', JSON.stringify(answer));
      form.append('cv', new Blob([makePdf(`${person.name} - CV`)], { type: 'application/pdf' }), 'cv.pdf');
      res = await call('POST', `/jobs/${jobId}/apply`, { token: res.body.token, form });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  test('the employer sees the answers, filters by them and knocks out only after confirming', async () => {
    assert.ok(jobId && employerPage, 'the earlier steps ran');
    const page = employerPage;
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Applications (3)' }).click();
    const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
    const kasun = pipeline.getByRole('article', { name: seeker.name });
    await kasun.waitFor();
    const answers = kasun.getByRole('region', { name: 'Screening answers' });
    await answers.getByText('Meets all wanted answers').waitFor();
    await answers.getByText(licence).waitFor();
    await pipeline.getByRole('article', { name: others[0].name }).getByText('Misses a required answer').waitFor();
    await pipeline.getByRole('article', { name: others[1].name }).getByText('Misses a wanted answer').waitFor();

    // Only those meeting every wanted answer.
    await pipeline.getByRole('combobox', { name: 'Screening answers' }).selectOption('met');
    await pipeline.getByRole('article', { name: others[1].name }).waitFor({ state: 'detached' });
    assert.equal(await pipeline.getByRole('article').count(), 1);
    await pipeline.getByRole('combobox', { name: 'Screening answers' }).selectOption('');
    await pipeline.getByRole('article', { name: others[1].name }).waitFor();

    // The knock-out asks first; cancelling moves nothing.
    const offer = pipeline.getByTestId('knockout-offer');
    await offer.getByText(tr('1 application still at “Applied” misses a required answer.')).waitFor();
    await offer.getByRole('button', { name: 'Move to “Not selected”…' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Move 1 application to “Not selected”?' });
    await confirm.getByText(others[0].name).waitFor();
    await assertAccessible(page, 'the knock-out confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    const dilan = pipeline.getByRole('article', { name: others[0].name });
    assert.equal(await dilan.getByLabel('Stage', { exact: true }).inputValue(), 'submitted');

    await offer.getByRole('button', { name: 'Move to “Not selected”…' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Move 1 application to “Not selected”?' });
    await confirm.getByRole('button', { name: 'Move to “Not selected”' }).click();
    await page.getByText('1 application moved to “Not selected”.').waitFor();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Applications (3)' }).click();
    const again = page.getByRole('region', { name: `Applications for ${title}` }).getByRole('article', { name: others[0].name });
    await again.waitFor();
    assert.equal(await again.getByLabel('Stage', { exact: true }).inputValue(), 'rejected');
    assert.equal(await page.getByTestId('knockout-offer').count(), 0);
    await assertAccessible(page, 'the pipeline with screening answers');
  });
});
