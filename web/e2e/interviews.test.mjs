// End-to-end: an interview booked. The employer proposes two times for an application from the
// job's pipeline; the applicant, on a phone, reloads "My applications", picks the second time and
// books it; after a reload the booking is still there, and the employer's card shows it. The
// proposal and both confirmations are emailed (to the server's log, without SMTP), the
// confirmations each with a calendar file for the same interview.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const { call, signIn } = e2e;

/** The emails the server wrote to its log (it does without SMTP), each a JSON record. */
function loggedEmails() {
  const found = [];
  for (const line of e2e.server.log.join('').split('\n')) {
    if (!line.includes('SMTP_URL not set')) continue;
    try {
      found.push(JSON.parse(line));
    } catch {
      // a line cut by a chunk still arriving
    }
  }
  return found;
}

/** Waits for an email to an address that passes test, and returns its log record. */
async function emailTo(to, test) {
  const deadline = Date.now() + STEP;
  while (Date.now() < deadline) {
    const email = loggedEmails().find((record) => record.to === to && test(record));
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} of the kind looked for in the server's log`);
}

describe('an employer proposes two interview times and the applicant books one', () => {
  const stamp = Date.now();
  const title = `Stores Clerk ${stamp}`;
  const employer = { name: 'Kelani Hardware', email: `hr-${stamp}@kelani.example`, password: 'kelani-pass-2026' };
  const applicant = { name: 'Sanduni Perera', email: `sanduni-${stamp}@mail.example`, password: 'sanduni-pass-2026' };
  const firstDay = sriLankaDay(3);
  const secondDay = sriLankaDay(4);

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Sunil Bandara', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    res = await call('POST', '/jobs', {
      token: res.body.token,
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
    res = await call('POST', '/customers/register/individual', { body: { name: applicant.name, email: applicant.email, password: applicant.password } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: applicant.email, password: applicant.password } });
    const form = new FormData();
    form.append('coverLetter', 'I kept the stock book of a hardware shop for two years.');
    form.append('phone', '077 123 4567');
    form.append('cv', new Blob([makePdf(`${applicant.name} - CV`)], { type: 'application/pdf' }), 'cv.pdf');
    res = await call('POST', `/jobs/${jobId}/apply`, { token: res.body.token, form });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  });

  /** The applicant's card on the job's pipeline. */
  async function applicantCard(page) {
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Applications (1)' }).click();
    const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
    const card = pipeline.getByRole('article', { name: applicant.name });
    await card.waitFor();
    return card;
  }

  let employerPage;
  after(async () => {
    await employerPage?.context().close();
  });

  test('the employer proposes two times in person, and the application moves to Interview', async () => {
    employerPage = await e2e.newPage();
    const page = employerPage;
    await signIn(page, employer);
    const card = await applicantCard(page);
    await card.getByRole('button', { name: 'Propose interview' }).click();
    const form = card.getByRole('form', { name: 'Propose an interview' });
    await form.waitFor();

    // Sent without an address, it says so beside the field and sends nothing.
    await form.getByRole('button', { name: 'Send to the applicant' }).click();
    await form.getByText('Give the address of the interview.').waitFor();
    await form.getByLabel('Address').fill('No. 12, Kandy Road, Kelaniya');

    const first = form.getByRole('group', { name: 'Time 1' });
    await first.getByLabel('Day').fill(firstDay);
    await first.getByLabel('Starts at').fill('10:00');
    await form.getByRole('button', { name: 'Add another time' }).click();
    const second = form.getByRole('group', { name: 'Time 2' });
    await second.getByLabel('Day').fill(secondDay);
    await second.getByLabel('Starts at').fill('14:00');
    await form.getByLabel('Note to the applicant (optional)').fill('Please bring your NIC.');
    await assertAccessible(page, 'the interview proposal form');
    await form.getByRole('button', { name: 'Send to the applicant' }).click();

    await page.getByRole('log').getByText(`Interview proposed. We have emailed ${applicant.name}.`).waitFor();
    await card.getByText('Times proposed. Waiting for the applicant to pick one:').waitFor();
    assert.equal(await card.getByLabel('Stage', { exact: true }).inputValue(), 'interview');
    await card.getByRole('button', { name: 'Propose new times' }).waitFor();
  });

  test('the applicant, on a phone, reloads, picks the second time and books it', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, applicant);
      await page.goto(`${e2e.server.url}/customer/dashboard?tab=applications`);
      await page.reload();
      const entry = page.getByRole('article', { name: title });
      const interview = entry.getByRole('region', { name: 'Interview' });
      await interview.getByText(`${employer.name} invites you to an interview.`).waitFor();
      await interview.getByText('Note from the employer: Please bring your NIC.').waitFor();
      const times = interview.getByRole('group', { name: 'Pick a time' });
      assert.equal(await times.getByRole('radio').count(), 2);
      assert.match(await times.innerText(), /10:00–10:30[\s\S]*14:00–14:30/);
      await assertAccessible(page, 'the interview times to pick from at 360 px');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');

      await times.getByRole('radio').nth(1).check();
      await interview.getByRole('button', { name: 'Book this time' }).click();
      await page.getByRole('log').getByText('Interview booked. We have emailed you a calendar invitation.').waitFor();

      await page.reload();
      const booked = page.getByRole('article', { name: title }).getByRole('region', { name: 'Interview' });
      const line = booked.getByText('Your interview:', { exact: false });
      await line.waitFor();
      assert.match(await line.innerText(), /14:00–14:30/);
      assert.equal(await booked.getByRole('radio').count(), 0);
      await booked.getByRole('button', { name: 'Cancel interview' }).waitFor();
      await assertAccessible(page, 'a booked interview at 360 px');
    } finally {
      await page.context().close();
    }
  });

  test('the employer sees the booking, and both were emailed a calendar file for the same interview', async () => {
    const card = await applicantCard(employerPage);
    const booked = card.getByText('Booked:', { exact: false });
    await booked.waitFor();
    assert.match(await booked.innerText(), /14:00–14:30/);
    await card.getByRole('button', { name: 'Reschedule' }).waitFor();

    const proposal = await emailTo(applicant.email, (email) => email.text.includes('10:00–10:30') && !email.attachment1);
    assert.match(proposal.text, /14:00–14:30/, 'the proposal lists both times');
    const uids = [];
    for (const to of [applicant.email, employer.email]) {
      const email = await emailTo(to, (record) => typeof record.attachment1 === 'string' && record.attachment1.includes('METHOD:REQUEST'));
      const ics = email.attachment1;
      assert.match(ics, /^interview\.ics \(text\/calendar; charset=utf-8; method=REQUEST\): BEGIN:VCALENDAR\r\n/);
      assert.match(ics, /\r\nSTATUS:CONFIRMED\r\n/);
      assert.match(email.text, /14:00–14:30/, 'the confirmation gives the time booked');
      assert.ok(ics.replace(/\r\n /g, '').includes(`mailto:${to}`), `the file names ${to} as its attendee`);
      uids.push(/\r\nUID:(interview-\d+@[^\r]+)\r\n/.exec(ics)?.[1]);
    }
    assert.ok(uids[0], 'the file has a UID');
    assert.equal(uids[0], uids[1], 'both files are of the same interview');
  });
});
