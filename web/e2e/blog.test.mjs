// End-to-end: the blog's public and customer side, against the real binary on a fresh SQLite
// file with the demo content (DEMO=1: the articles, categories and tags of internal/seed), in
// Chromium. A visitor filters /blogs by a category, opens an article and sees its content and
// counts; a job seeker registers, likes, saves and comments on it, and after a reload still sees
// all three, and the article in "Saved articles"; /blogs and an article pass axe at 360 and
// 1280 px. The tests run in order and share the article's address.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { completeRegistration, LANGUAGE, useE2E } from './harness.mjs';
import { textsFor } from './texts.mjs';

const STEP = 15000;

/** Uncaught exceptions in any page, which the last test checks are none. */
const pageErrors = [];

const e2e = useE2E({
  env: { DEMO: '1' },
  timeout: STEP,
  navigationTimeout: STEP,
  onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`),
});

after(() => assert.deepEqual(pageErrors, []));

const ARTICLE = 'Working abroad safely: use an SLBFE-licensed agency';

/** The number in "12 likes" (or "1 like"), or in its translation: word is the counted thing's plural. */
function countIn(text, word) {
  const singular = word.replace(/s$/, '');
  const templates = [`{{count}} ${singular}`, `{{count}} ${word}`].flatMap((english) => [english, ...textsFor(english, LANGUAGE)]);
  for (const template of new Set(templates)) {
    const [before, after] = template.split('{{count}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const match = new RegExp(`${before}(\\d+)${after}`).exec(text);
    if (match) return Number(match[1]);
  }
  assert.fail(`no count of ${word} in "${text}"`);
}

describe('the blog for visitors and job seekers', () => {
  let articleUrl;

  test('a visitor filters /blogs by a category, opens an article and sees its content and counts', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}/blogs`);
      await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
      await page.getByRole('region', { name: 'All articles' }).getByRole('link', { name: 'How to write a CV that Sri Lankan employers read' }).waitFor();

      await page.getByRole('button', { name: 'Show filters' }).click();
      const category = page.getByLabel('Category');
      await category.locator('option', { hasText: 'Working Abroad' }).waitFor({ state: 'attached' });
      const value = await category.locator('option', { hasText: 'Working Abroad' }).getAttribute('value');
      await category.selectOption(value);
      await page.waitForURL((url) => url.searchParams.get('category') === value);
      const results = page.getByRole('region', { name: /articles? found/ });
      await results.getByRole('link', { name: ARTICLE }).waitFor();
      await results.getByRole('link', { name: 'How to spot a job scam' }).waitFor();
      assert.equal(await results.getByRole('link', { name: 'How to write a CV that Sri Lankan employers read' }).count(), 0);

      await results.getByRole('link', { name: ARTICLE }).click();
      await page.waitForURL(/\/blogs\/\d+\/[^/]+$/);
      articleUrl = page.url();
      await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
      assert.match(await page.getByTestId('post-content').innerText(), /SLBFE/);
      const counts = await page.getByRole('list', { name: 'Views, likes and comments' }).first().innerText();
      countIn(counts, 'views');
      countIn(counts, 'likes');
      countIn(counts, 'comments');
      await page.getByRole('progressbar', { name: 'Reading progress' }).waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'Sign in to like or save' }).waitFor();
      await page.getByRole('link', { name: 'Sign in to comment' }).waitFor();
      await page.getByRole('heading', { name: 'Related articles' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  const reader = { email: `sanduni-${Date.now()}@mail.example`, password: 'reader-pass-2026' };

  test('a job seeker likes, saves and comments; all three stay after a reload and the article is in Saved articles', async () => {
    const page = await e2e.newPage();
    const { email } = reader;
    try {
      await page.goto(`${e2e.server.url}/customer/register`);
      await page.getByRole('tab', { name: /Job seeker/ }).click();
      const form = page.getByRole('form', { name: 'Job seeker registration' });
      await form.getByLabel('Full name', { exact: true }).fill('Sanduni Wijesinghe');
      await form.getByLabel('Email address', { exact: true }).fill(email);
      await completeRegistration(page, form, reader);

      await page.goto(articleUrl);
      await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
      const reactions = page.getByTestId('post-reactions');
      const likes = countIn(await reactions.innerText(), 'likes');
      await reactions.getByRole('button', { name: 'Like', exact: true }).click();
      await reactions.getByRole('button', { name: 'Liked' }).waitFor();
      await reactions.getByText(`${likes + 1} like`).waitFor();
      await reactions.getByRole('button', { name: 'Save', exact: true }).click();
      await reactions.getByRole('button', { name: 'Saved' }).waitFor();

      const words = `Checked the agency on the SLBFE site before paying anything. ${Date.now()}`;
      const comment = page.getByRole('form', { name: 'Write a comment' });
      await comment.getByLabel('Your comment').fill(words);
      await comment.getByRole('button', { name: 'Post comment' }).click();
      await page.getByText('Comment added successfully').waitFor();
      await page.getByRole('article', { name: 'Comment by Sanduni Wijesinghe' }).getByText(words).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
      await reactions.getByRole('button', { name: 'Liked' }).waitFor();
      assert.equal(await reactions.getByRole('button', { name: 'Liked' }).getAttribute('aria-pressed'), 'true');
      await reactions.getByRole('button', { name: 'Saved' }).waitFor();
      await reactions.getByText(`${likes + 1} like`).waitFor();
      await page.getByRole('article', { name: 'Comment by Sanduni Wijesinghe' }).getByText(words).waitFor();

      await page.goto(`${e2e.server.url}/customer/dashboard?tab=saved-articles`);
      const saved = page.getByRole('list', { name: 'Saved articles' });
      await saved.getByRole('link', { name: ARTICLE }).waitFor();
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Reading history' }).click();
      await page.getByRole('list', { name: 'Reading history' }).getByRole('link', { name: ARTICLE }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('a visitor asked to sign in comes back to the article, signed in', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(articleUrl);
      await page.getByRole('link', { name: 'Sign in to comment' }).click();
      await page.waitForURL(/\/customer\/login$/);
      await page.getByLabel('Email address').fill(reader.email);
      await page.getByLabel('Password', { exact: true }).fill(reader.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(articleUrl);
      await page.getByTestId('post-reactions').getByRole('button', { name: 'Liked' }).waitFor();
      await page.getByRole('form', { name: 'Write a comment' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('/blogs and an article pass axe at 360 and 1280 px and fit the screen', async () => {
    for (const width of [360, 1280]) {
      const page = await e2e.newPage({ width, height: 800 });
      try {
        await page.goto(`${e2e.server.url}/blogs`);
        await page.getByRole('heading', { name: 'All articles' }).waitFor();
        await page.getByRole('link', { name: ARTICLE }).first().waitFor();
        await page.getByRole('heading', { name: 'Categories' }).waitFor();
        await assertAccessible(page, `/blogs at ${width} px`);
        let scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= width, `/blogs fits ${width} px (scroll width ${scroll})`);

        await page.goto(articleUrl);
        await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
        await page.getByRole('article', { name: 'Comment by Sanduni Wijesinghe' }).waitFor();
        await assertAccessible(page, `the article at ${width} px`);
        scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= width, `the article fits ${width} px (scroll width ${scroll})`);
      } finally {
        await page.context().close();
      }
    }
  });
});
