// End-to-end: pages checked with axe-core in Chromium, on a phone and on a desktop screen, against
// the real binary. Any serious or critical violation fails. The job page is checked in
// jobs.test.mjs, which has an approved job to show.
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { useE2E } from './harness.mjs';

const e2e = useE2E();

describe('axe finds no serious or critical violation', () => {
  for (const width of [360, 1280]) {
    test(`on /customer/register at ${width} px: both forms, and a form showing its errors`, async () => {
      const page = await e2e.newPage({ width, height: 800 });
      try {
        await page.goto(`${e2e.server.url}/customer/register`);
        const seeker = page.getByRole('form', { name: 'Job seeker registration' });
        await seeker.waitFor();
        await assertAccessible(page, `/customer/register, job seeker form, at ${width} px`);

        await page.getByRole('tab', { name: /Employer/ }).click();
        const employer = page.getByRole('form', { name: 'Employer registration' });
        await employer.waitFor();
        await assertAccessible(page, `/customer/register, employer form, at ${width} px`);

        await employer.getByRole('button', { name: 'Create account' }).click();
        await employer.getByText("Enter the company's name.").waitFor();
        await assertAccessible(page, `/customer/register, employer form with its errors, at ${width} px`);
      } finally {
        await page.context().close();
      }
    });
  }
});
