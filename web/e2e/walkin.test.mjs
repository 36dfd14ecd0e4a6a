// End-to-end: walk-in interviews and applying without a CV. An employer posts a job with a
// walk-in interview that takes RSVPs and lets job seekers apply without a CV; an admin approves
// it. A job seeker finds it with the "walk-in interviews only" filter (the address's walkIn=1,
// which the server-drawn page honours too), reads the walk-in on its page on a phone, says they
// will come, and applies without a CV. The employer sees the application, marked as sent without
// a CV, and the RSVP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, tr, useE2E } from './harness.mjs';
import { sriLankaDay, uniqueWord } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const { call, signIn } = e2e;

describe('a walk-in job that takes applications without a CV', () => {
  const word = uniqueWord('Wk');
  const title = `Machine Operator ${word}`;
  const stamp = Date.now();
  const address = 'Factory gate 2, 45 Negombo Road, Wattala';
  const documents = 'NIC, O/L certificate and two passport photos';
  const employer = { name: 'Wattala Garments', email: `hr-${stamp}@wattala.example`, password: 'wattala-pass-2026' };
  const seeker = { name: 'Chaminda Silva', email: `chaminda-${stamp}@mail.example`, password: 'chaminda-pass-2026' };
  let jobId;
  let employerPage;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Ruwan Fernando', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/register/individual', { body: { name: seeker.name, email: seeker.email, password: seeker.password } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  });

  after(async () => {
    await employerPage?.context().close();
  });

  test('the employer posts a walk-in job that allows applying without a CV; an admin approves it', async () => {
    employerPage = await e2e.newPage();
    const page = employerPage;
    await signIn(page, employer);
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=post`);
    const form = page.getByRole('region', { name: 'Post a job' });
    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Job type').selectOption({ label: 'Full Time Jobs' });
    await form.getByLabel('Experience level').selectOption({ label: 'Entry Level' });
    await form.getByLabel('Location', { exact: true }).selectOption({ label: 'Gampaha' });
    await form.getByLabel('Main topic').selectOption({ label: 'Private Jobs' });
    await form.getByLabel('Description', { exact: true }).fill('Run the sewing and cutting machines of our Wattala factory on day and night rotas.');
    await form.getByLabel('Closing date').fill(sriLankaDay(20));
    await form.getByRole('checkbox', { name: 'Let job seekers apply without a CV' }).check();
    await form.getByRole('checkbox', { name: 'This job has a walk-in interview' }).check();

    // A walk-in without its address is refused beside the field, and nothing is sent.
    await form.getByLabel('Date of the walk-in').fill(sriLankaDay(4));
    await form.getByRole('button', { name: 'Submit for approval' }).click();
    await form.getByText('Give the address where people come.').first().waitFor();

    await form.getByLabel('Address', { exact: true }).fill(address);
    await form.getByLabel('Documents to bring (optional)').fill(documents);
    assert.equal(await form.getByLabel('Start time').inputValue(), '09:00');
    assert.ok(await form.getByRole('checkbox', { name: 'Let job seekers RSVP and remind them by email the day before' }).isChecked());
    await assertAccessible(page, 'the job form with a walk-in interview');
    await form.getByRole('button', { name: 'Submit for approval' }).click();
    await form.getByText('Your job was submitted. It will be public once an admin approves it.').waitFor();

    let res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    res = await call('GET', '/jobs/customer/my-jobs', { token: res.body.token });
    const job = res.body.data.find((item) => item.title === title);
    assert.ok(job, 'the job was posted');
    assert.equal(job.allowsApplyWithoutCV, true);
    assert.deepEqual(job.walkIn, { date: sriLankaDay(4), startTime: '09:00', endTime: '13:00', address, documents, rsvp: true });
    jobId = job.id;
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: res.body.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('a job seeker finds it with the walk-in filter, says they will come and applies without a CV on a phone', async () => {
    assert.ok(jobId, 'the job was posted');
    // The server-drawn page honours the address's filter before any script runs.
    const drawn = await (await fetch(`${e2e.server.url}/browse?walkIn=1&search=${word}`)).text();
    assert.ok(drawn.includes(title), 'the server-drawn list of walk-ins holds the job');

    const page = await e2e.newPage();
    try {
      await signIn(page, seeker);
      await page.goto(`${e2e.server.url}/browse?search=${word}`);
      const panel = page.getByRole('search', { name: 'Filters' });
      await panel.getByRole('checkbox', { name: 'Walk-in interviews only' }).check();
      await page.waitForURL((url) => url.searchParams.get('walkIn') === '1' && url.searchParams.get('search') === word);
      const results = page.getByRole('list', { name: 'Job results' });
      const card = results.getByRole('article').filter({ hasText: title });
      await card.getByText(tr('Walk-in'), { exact: true }).waitFor();
      assert.equal(await results.getByRole('article').count(), 1);
      await assertAccessible(page, 'the browse page filtered to walk-in interviews');

      await page.setViewportSize({ width: 360, height: 740 });
      await results.getByRole('link', { name: title }).click();
      await page.waitForURL(/\/job\/\d+/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const walkIn = page.getByRole('region', { name: 'Walk-in interview' });
      await walkIn.getByText(address).waitFor();
      await walkIn.getByText(documents).waitFor();
      assert.match(await walkIn.innerText(), /09:00–13:00/);
      await walkIn.getByRole('button', { name: 'I will come' }).click();
      await walkIn.getByText('You said you will come. We will email you a reminder the day before.').waitFor();
      await walkIn.getByRole('button', { name: 'Cancel my RSVP' }).waitFor();
      await assertAccessible(page, 'the walk-in on the job page at 360 px');

      await page.getByRole('button', { name: 'Apply with my CV' }).first().click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
      await dialog.getByRole('button', { name: 'Apply without a CV' }).click();
      const quick = page.getByRole('dialog', { name: `Apply without a CV: ${title}` });
      await quick.getByLabel('Phone number').fill('12345');
      await quick.getByRole('button', { name: 'Send application' }).click();
      await quick.getByText('Enter a Sri Lankan phone number, such as 077 123 4567.').waitFor();
      await quick.getByText('Choose your district.').waitFor();
      await assertAccessible(page, 'applying without a CV at 360 px');
      await quick.getByLabel('Phone number').fill('+94 71 234 5678');
      await quick.getByLabel('District').selectOption('Gampaha');
      await quick.getByLabel('A short note (optional)').fill('Three years on industrial sewing machines.');
      await quick.getByRole('button', { name: 'Send application' }).click();
      await quick.getByText(tr(`Your application was sent. ${employer.name} will call you.`)).first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('the employer sees the application without a CV and the RSVP', async () => {
    assert.ok(jobId && employerPage, 'the earlier steps ran');
    const page = employerPage;
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    const row = page.getByRole('article', { name: title });
    await row.getByRole('button', { name: 'Applications (1)' }).click();
    const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
    const card = pipeline.getByRole('article', { name: seeker.name });
    await card.getByText('Applied without a CV').waitFor();
    await card.getByText('071 234 5678').waitFor();
    assert.equal(await card.getByRole('button', { name: 'Download CV' }).count(), 0);

    await page.getByText('Walk-in interview RSVPs').click();
    await page.getByText(tr('RSVPs: 1')).first().waitFor();
    await page.getByText(seeker.name).last().waitFor();
    await assertAccessible(page, 'the pipeline with an application without a CV and the RSVPs');

    const res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    const list = await call('GET', `/jobs/${jobId}/applications`, { token: res.body.token });
    const [application] = list.body.data;
    assert.equal(application.withoutCv, true);
    assert.equal(application.district, 'Gampaha');
    assert.equal(application.coverLetter, 'Three years on industrial sewing machines.');
  });
});
