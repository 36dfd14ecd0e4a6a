// End-to-end: an employer and an applicant talk about an application. The employer writes from
// the job's pipeline (a double click sends one message); the applicant, on a phone, sees the
// unread badge in "My applications", reads the message after a reload, shares their email address
// and replies; the employer then sees the unread badge on the application and reads the reply,
// with the address the applicant shared.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, useE2E } from './harness.mjs';
import { makePdf, sriLankaDay } from './data.mjs';

const STEP = 15000;
const e2e = useE2E({ timeout: STEP, navigationTimeout: STEP });
const { call, signIn } = e2e;

describe('an employer and an applicant exchange messages about an application', () => {
  const stamp = Date.now();
  const title = `Delivery Driver ${stamp}`;
  const employer = { name: 'Matara Distributors', email: `hr-${stamp}@matara.example`, password: 'matara-pass-2026' };
  const applicant = { name: 'Kasun Jayawardena', email: `kasun-${stamp}@mail.example`, password: 'kasun-pass-2026' };
  const question = 'Could you come for a driving test on Monday at 9?';
  const reply = 'Yes, Monday at 9 suits me. I will bring my licence.';
  let jobId;

  before(async () => {
    let res = await call('POST', '/customers/register/company', {
      body: { name: employer.name, contactPerson: 'Ruwan Silva', email: employer.email, password: employer.password },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    res = await call('POST', '/jobs', {
      token: res.body.token,
      body: {
        title,
        description: 'Deliver goods to shops in the Southern Province with a company lorry, and keep the delivery book.',
        location: 'Matara',
        jobType: 'Full Time Jobs',
        experienceLevel: 'Entry Level',
        mainTopic: 'Private Jobs',
        closingDate: sriLankaDay(20),
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    jobId = res.body.data.id;
    res = await call('POST', '/admin-users/login', { body: ADMIN });
    res = await call('PUT', `/jobs/${jobId}/approve`, { token: res.body.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    res = await call('POST', '/customers/register/individual', { body: { name: applicant.name, email: applicant.email, password: applicant.password } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await call('POST', '/customers/login', { body: { email: applicant.email, password: applicant.password } });
    const form = new FormData();
    form.append('coverLetter', 'I have driven lorries for five years and know the roads of the south.');
    form.append('cv', new Blob([makePdf(`${applicant.name} - CV`)], { type: 'application/pdf' }), 'cv.pdf');
    res = await call('POST', `/jobs/${jobId}/apply`, { token: res.body.token, form });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  });

  /** The applicant's card in the job's pipeline, on the employer's dashboard. */
  async function openCard(page) {
    await page.goto(`${e2e.server.url}/customer/dashboard?tab=jobs`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Applications (1)' }).click();
    const pipeline = page.getByRole('region', { name: `Applications for ${title}` });
    const card = pipeline.getByRole('article', { name: applicant.name });
    await card.waitFor();
    return card;
  }

  test('the employer writes from the pipeline, and a double click sends one message', async () => {
    const page = await e2e.newPage();
    try {
      await signIn(page, employer);
      const card = await openCard(page);
      await card.getByRole('button', { name: 'Messages', exact: true }).click();
      await card.getByText('No messages yet. Write the first one below.').waitFor();
      await card.getByText('The applicant has not shared their email address.').waitFor();
      await card.getByLabel('Write a message').fill(question);
      await card.getByRole('button', { name: 'Send' }).dblclick();
      await page.getByText('Message sent.').first().waitFor();
      await card.getByText(question).waitFor();
      assert.equal(await card.getByText(question).count(), 1, 'one message on the page');
      await assertAccessible(page, 'a thread of messages in the pipeline');
    } finally {
      await page.context().close();
    }
    const login = await call('POST', '/customers/login', { body: { email: employer.email, password: employer.password } });
    const list = await call('GET', `/jobs/${jobId}/applications`, { token: login.body.token });
    const thread = await call('GET', `/applications/${list.body.data[0].id}/messages`, { token: login.body.token });
    assert.equal(thread.body.data.messages.length, 1, 'the double click stored one message');
  });

  test('the applicant sees the badge on a phone, reads after a reload, shares their address and replies', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, applicant);
      await page.goto(`${e2e.server.url}/customer/dashboard?tab=applications`);
      const entry = page.getByRole('article', { name: title });
      await entry.getByText('1 new').waitFor();
      await page.reload();
      const again = page.getByRole('article', { name: title });
      await again.getByText('1 new').waitFor();
      await again.getByRole('button', { name: 'Messages', exact: false }).click();
      await again.getByText(question).waitFor();
      await again.getByText(employer.name).first().waitFor();
      await again.getByRole('checkbox', { name: 'Share my email address with this employer' }).check();
      await page.getByText('The employer now sees your email address in this conversation.').waitFor();
      await again.getByLabel('Write a message').fill(reply);
      await again.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Message sent.').first().waitFor();
      await again.getByText(reply).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');
      await assertAccessible(page, 'a thread of messages in my applications at 360 px');
      // Read: nothing is unread for the applicant any more.
      const login = await call('POST', '/customers/login', { body: { email: applicant.email, password: applicant.password } });
      const unread = await call('GET', '/user/messages/unread', { token: login.body.token });
      assert.deepEqual(unread.body.data, {});
    } finally {
      await page.context().close();
    }
  });

  test('the employer sees the unread badge and reads the reply with the shared address', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signIn(page, employer);
      const card = await openCard(page);
      await card.getByText('1 new').waitFor();
      await card.getByRole('button', { name: 'Messages', exact: false }).click();
      await card.getByText(reply).waitFor();
      await card.getByText(`Email shared by the applicant: ${applicant.email}`).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing is wider than the phone');
      await assertAccessible(page, 'the reply in the pipeline at 360 px');
    } finally {
      await page.context().close();
    }
  });
});
