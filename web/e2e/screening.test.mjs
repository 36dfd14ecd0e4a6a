// End-to-end: screening questions. An employer posts a job with two screening questions (a
// required yes/no whose wanted answer is yes, and a preferred number of at least 2); an admin
// approves it. A job seeker answers them in the apply dialog, after being told that the required
// one is missing; two others apply (one cannot start, so is knocked out). The employer sees the
// answers and marks beside each application, filters those meeting every wanted answer, and moves
// the knocked-out one to "Not selected" only after confirming in a dialog. A job seeker with a
// built CV then applies on a phone, the taps, fields and time from "Apply" to sent counted and
// printed; reads their own answers in "My applications", sees a new message's badge come without
// reloading (one small request), and withdraws with an interview booked: the interview is
// cancelled and the employer emailed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const { call, signIn } = e2e;

describe('an employer asks screening questions, a job seeker answers, the employer filters and knocks out', () => {
  const word = uniqueWord('Sq');
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
  const builder = { name: 'Nadeesha Fernando', email: `nadeesha-${stamp}@mail.example`, password: 'nadeesha-pass-2026' };
  let jobId = 0;
  let employerPage;
  let builderApplication = 0;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Nuwan Jayasuriya', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    for (const person of [seeker, ...others, builder]) {
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
    // A reload keeps the job's applications open (?job= in the address).
    await page.reload();
    const again = page.getByRole('region', { name: `Applications for ${title}` }).getByRole('article', { name: others[0].name });
    await again.waitFor();
    assert.equal(await again.getByLabel('Stage', { exact: true }).inputValue(), 'rejected');
    assert.equal(await page.getByTestId('knockout-offer').count(), 0);
    await assertAccessible(page, 'the pipeline with screening answers');
  });

  test('a job seeker with a built CV applies on a phone: taps, fields and time from "Apply" to sent', async () => {
    assert.ok(jobId, 'the job was posted');
    let res = await call('POST', '/customers/login', { body: { email: builder.email, password: builder.password } });
    const token = res.body.token;
    res = await call('POST', '/cvs', { token, body: { title: 'Driving roles' } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const cv = res.body.data;
    res = await call('PUT', `/cvs/${cv.id}`, {
      token,
      body: {
        version: cv.version,
        title: 'Driving roles',
        builderData: {
          personalInfo: { firstName: 'Nadeesha', lastName: 'Fernando', email: builder.email, phone: '077 765 4321', city: 'Galle', summary: 'Lorry driver on the southern roads.' },
          experience: [{ company: 'Southern Freight', position: 'Lorry Driver', startDate: '2019-02', current: true }],
        },
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, builder);
      await page.goto(`${e2e.server.url}/job/${jobId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      let taps = 0;
      let fields = 0;
      const started = Date.now();
      await page.getByRole('button', { name: 'Apply with my CV' }).first().click();
      taps += 1;
      const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
      await dialog.waitFor();
      // The built CV is chosen already: no tap to pick it.
      assert.equal(await dialog.getByRole('radio', { name: 'Use one of my CVs' }).isChecked(), true);
      const chosen = dialog.getByLabel('My CV', { exact: true });
      for (let i = 0; i < 50 && (await chosen.inputValue()) === ''; i++) await page.waitForTimeout(100);
      assert.notEqual(await chosen.inputValue(), '', 'the built CV is chosen');
      const questions = dialog.getByRole('group', { name: 'Questions from the employer' });
      await dialog.getByLabel('Cover letter').fill('I drive lorries between Galle and Colombo every week.');
      fields += 1;
      await questions.getByRole('radio', { name: 'Yes' }).check();
      taps += 1;
      fields += 1;
      await questions.getByLabel(years, { exact: false }).fill('5');
      fields += 1;
      await dialog.getByRole('button', { name: 'Send application' }).click();
      taps += 1;
      await page.getByRole('dialog', { name: 'Application sent' }).waitFor();
      const seconds = (Date.now() - started) / 1000;
      // A field typed into is one tap to focus it besides the typing; the phone field is optional.
      console.log(`apply at 360 px with a built CV and 2 screening questions: ${taps} taps on buttons and choices, ${fields} fields (2 typed, 1 chosen), ${taps + 2} touches in all, ${seconds.toFixed(1)} s of the browser's own time (a person adds reading and typing)`);
      assert.equal(taps, 3);
      assert.ok(seconds < 90, `${seconds} s`);
      res = await call('GET', '/user/applications', { token });
      const mine = res.body.data.find((item) => item.jobId === jobId);
      assert.ok(mine, 'the application was made');
      assert.match(mine.cv.name, /\.pdf$/);
      builderApplication = mine.id;
    } finally {
      await page.context().close();
    }
  });

  test('the job seeker reads their own answers, sees a new message without reloading, and withdraws with an interview booked', async () => {
    assert.ok(builderApplication, 'the application was made');
    let res = await call('POST', '/customers/login', { body: { email: builder.email, password: builder.password } });
    const token = res.body.token;
    res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    const employerToken = res.body.token;
    const start = new Date(Date.now() + 3 * 86400 * 1000);
    start.setUTCMinutes(0, 0, 0);
    res = await call('POST', `/applications/${builderApplication}/interviews`, {
      token: employerToken,
      body: { kind: 'phone', slots: [{ start: start.toISOString(), minutes: 30 }], version: 0 },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const interview = res.body.data;
    res = await call('POST', `/interviews/${interview.id}/pick`, { token, body: { slotId: interview.slots[0].id, version: interview.version } });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, builder);
      const unread = [];
      let listReads = 0;
      page.on('response', async (response) => {
        const path = new URL(response.url()).pathname;
        if (path === '/api/user/messages/unread') unread.push((await response.body()).length);
        if (path === '/api/user/applications') listReads += 1;
      });
      await page.goto(`${e2e.server.url}/customer/dashboard?tab=applications`);
      const entry = page.getByRole('article', { name: title });
      await entry.waitFor();
      await entry.getByText("Your answers to the employer's questions", { exact: false }).click();
      await entry.getByText(licence).waitFor();
      await entry.getByText(years).waitFor();
      await entry.getByText('5', { exact: true }).waitFor();
      await assertAccessible(page, "the applicant's own answers at 360 px");

      // The employer writes; the badge comes when the page is looked at again, with one small request.
      await page.waitForFunction(() => document.readyState === 'complete');
      const before = { unread: unread.length, list: listReads };
      res = await call('POST', `/applications/${builderApplication}/messages`, {
        token: employerToken,
        body: { body: 'Can you bring your licence to the interview?', key: `e2e-${stamp}` },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      // Focus within 5 s of the last read is skipped (focus and visibility come together): try
      // until the refresh is due.
      const badge = entry.getByText('1 new');
      for (let i = 0; i < 12 && (await badge.count()) === 0; i++) {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await page.waitForTimeout(1000);
      }
      await badge.waitFor();
      assert.equal(listReads, before.list, 'the list itself was not read again');
      const bytes = unread.at(-1);
      console.log(`unread badge refresh: ${unread.length - before.unread} request of ${bytes} bytes, the list not read again`);
      assert.ok(unread.length - before.unread >= 1 && bytes < 200, `${bytes} bytes`);

      await entry.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Withdraw this application?' });
      await dialog
        .getByText(`The employer of "${title}" is told by email, and any interview arranged is cancelled. They will see it as withdrawn and cannot move it any more. You cannot apply for this job again.`)
        .waitFor();
      await assertAccessible(page, 'the withdrawal confirmation at 360 px');
      await dialog.getByRole('button', { name: 'Withdraw application' }).click();
      await page.getByText(`Your application for ${title} was withdrawn.`).waitFor();
    } finally {
      await page.context().close();
    }
    res = await call('GET', `/applications/${builderApplication}/interviews`, { token: employerToken });
    assert.equal(res.body.data[0].state, 'cancelled');
    assert.equal(res.body.data[0].cancelledBy, 'applicant');
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('GET', `/admin/emails?recipient=${encodeURIComponent(employer.email)}&limit=50`, { token: res.body.token });
    const told = res.body.data.filter((email) => email.subject === `Application withdrawn: ${title}`);
    assert.equal(told.length, 1, JSON.stringify(res.body.data.map((email) => email.subject)));
    assert.match(told[0].body, /Nadeesha Fernando has withdrawn/);
    assert.match(told[0].body, /The interview on .* is cancelled/);
  });
});
