// End-to-end: the first screen of public pages comes with the HTML (internal/httpapi/first_screen.go)
// and the app takes over from it without anything on screen moving (src/app/first-screen.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LANGUAGE, tr, useE2E } from './harness.mjs';

const e2e = useE2E({ env: { DEMO: '1' }, timeout: 20000, navigationTimeout: 20000 });

/**
 * Where the headings, links and paragraphs of a part of the page are drawn. In Sinhala and Tamil
 * the header's buttons are left out: the copy's are at times drawn 6-7 px wider than the app's
 * (a medium-weight label laid out before its face is settled), a shift the copy still has in those
 * languages; everything under the header is compared.
 */
function boxes(page, root) {
  return page.evaluate(
    async ({ root, header }) => {
      // Measured in the page's own faces (Sinhala and Tamil come as web faces, each weight when a
      // text first needs it), not in a fallback's.
      await Promise.all(
        ['400', '500', '700'].flatMap((weight) => [
          document.fonts.load(`${weight} 16px "JobPortal Sinhala"`, 'සිංහල'),
          document.fonts.load(`${weight} 16px "JobPortal Tamil"`, 'தமிழ்'),
        ]),
      );
      await document.fonts.ready;
      return [...document.querySelectorAll(`${root} h1, ${root} h2, ${root} h3, ${header ? `${root} header a, ` : ''}${root} main p`)]
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent.trim().slice(0, 40), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
        })
        .filter((b) => b.y < 740 && b.h > 0);
    },
    { root, header: LANGUAGE === 'en' },
  );
}

/** Whether text is what a text of the interface stands for in the run's language (tr's answer). */
function sameText(text, expected) {
  return expected instanceof RegExp ? expected.test(text) : text === expected;
}

/**
 * The copies of the pages that have dates and ages in them are in English only
 * (internal/httpapi/first_screen.go, englishOnly): a Sinhala or Tamil reader gets no copy, and
 * the app draws the page in their language at once.
 */
const ENGLISH_ONLY_COPY = LANGUAGE !== 'en';

/** In a language without the page's copy: no English copy in the first answer, the app's page in the language. */
async function drawnByTheAppAlone(address, heading, width) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(address);
  assert.equal(await bare.locator('#first-screen').count(), 0, 'an English copy was sent to a reader of another language');
  assert.equal(await bare.evaluate(() => document.documentElement.lang), LANGUAGE);
  await context.close();

  const page = await e2e.newPage({ width, height: 740 });
  await page.goto(address);
  await page.locator('#root h1').waitFor();
  if (heading) assert.ok(sameText((await page.locator('#root h1').textContent()).trim(), tr(heading, { exact: true })), 'the heading is not in the language');
  assert.equal(await page.evaluate(() => document.documentElement.lang), LANGUAGE);
  await page.context().close();
}

describe('first screens', () => {
  for (const width of [360, 1280]) {
    test(`the home page paints from the HTML and the app takes over in place (${width} px)`, async () => {
      // Without scripts: what the first answer alone shows.
      const context = await e2e.browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(`${e2e.server.url}/`);
      assert.equal(await bare.locator('#first-screen h1').isVisible(), true);
      assert.match(await bare.locator('#first-screen h1').textContent(), tr(/Find your next job/));
      assert.match(await bare.locator('#first-screen').textContent(), LANGUAGE === 'en' ? /\d+ jobs?/ : /\d+/);
      const before = await boxes(bare, '#first-screen');
      await context.close();

      const page = await e2e.newPage({ width, height: 740 });
      await page.goto(`${e2e.server.url}/`);
      await page.waitForFunction(() => !document.getElementById('first-screen'));
      await page.getByRole('heading', { name: 'Explore jobs by topic' }).waitFor();
      const after = await boxes(page, '#root');
      assert.ok(before.length > (LANGUAGE === 'en' ? 5 : 3), `too little drawn: ${JSON.stringify(before)}`);
      assert.deepEqual(after.slice(0, before.length), before);
      // The app's page works: its search goes to the job list inside the app.
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/browse\?search=engineer/);
      await page.context().close();
    });
  }

  // The company directory and a company's page: the copy alone, then the app in its place.
  const companyPages = [
    {
      name: 'the company directory',
      path: async () => '/company',
      heading: 'Top Companies',
      copyIn: 'every language',
      shows: /Hiring now.*Recommended for you.*All companies/,
      ready: (page) => page.locator('#root').getByRole('link', { name: 'Lanka Software Labs' }).first().waitFor(),
    },
    {
      name: "a company's page",
      path: async () => {
        const answer = await (await fetch(`${e2e.server.url}/api/companies?limit=50`)).json();
        const company = answer.data.find((c) => c.name === 'Lanka Software Labs');
        return `/company/${company.id}/${company.slug}`;
      },
      heading: 'Lanka Software LabsVerified',
      copyIn: 'English',
      shows: /Open jobs.*Senior Software Engineer \(Go\)/,
      ready: (page) => page.getByRole('heading', { name: 'Reviews' }).waitFor(),
    },
  ];
  for (const { name, path, heading, copyIn, shows, ready } of companyPages) {
    const copied = copyIn === 'every language' || !ENGLISH_ONLY_COPY;
    for (const width of [360, 1280]) {
      if (!copied) {
        test(`${name} comes without an English copy and the app draws it in the reader's language (${width} px)`, async () => {
          await drawnByTheAppAlone(`${e2e.server.url}${await path()}`, null, width);
        });
        continue;
      }
      test(`${name} paints from the HTML and the app takes over in place (${width} px)`, async () => {
        const address = `${e2e.server.url}${await path()}`;
        const context = await e2e.browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: false });
        const bare = await context.newPage();
        await bare.goto(address);
        if (heading) assert.ok(sameText(await bare.locator('#first-screen h1').textContent(), tr(heading, { exact: true })), 'the heading is not in the language');
        else assert.ok((await bare.locator('#first-screen h1').textContent()).length > 10);
        if (LANGUAGE === 'en') assert.match(await bare.locator('#first-screen').textContent(), shows);
        const before = await boxes(bare, '#first-screen');
        await context.close();

        const page = await e2e.newPage({ width, height: 740 });
        await page.goto(address);
        await page.waitForFunction(() => !document.getElementById('first-screen'));
        await ready(page);
        const after = await boxes(page, '#root');
        assert.ok(before.length > (LANGUAGE === 'en' ? 6 : 3), `too little drawn: ${JSON.stringify(before)}`);
        assert.deepEqual(after.slice(0, before.length), before);
        await page.context().close();
      });
    }
  }

  test("the directory's copy, which shows a visitor's recommendations, is not shown to a signed-in reader", async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    // The directory's answers come late, so the copy is still in the page when it is checked.
    await page.route('**/api/companies?**', (route) => setTimeout(() => void route.continue(), 3000));
    await page.addInitScript(() => localStorage.setItem('customerToken', 'a-token'));
    await page.goto(`${e2e.server.url}/company`);
    assert.equal(await page.locator('#first-screen').count(), 1);
    assert.equal(await page.locator('#first-screen').isVisible(), false);
    await page.locator('#root').getByRole('heading', { name: 'Top Companies' }).waitFor();
    await page.context().close();
  });

  // The site's own pages, drawn by the build from the app's pages (src/prerender/static-pages.tsx).
  const staticPages = [
    { path: '/about', heading: 'About Us', widths: [360, 1280] },
    { path: '/faq', heading: 'Frequently asked questions', widths: [360] },
    { path: '/contact', heading: 'Contact Us', widths: [360, 1280] },
    { path: '/privacy', heading: 'Privacy Policy', widths: [360] },
    { path: '/terms', heading: 'Terms & Conditions', widths: [360] },
    // Not one of them, but drawn like them: the article it shows, with the article's template.
    { path: '/job-Article', heading: null, widths: [360] },
  ];
  for (const { path, heading, widths } of staticPages) {
    for (const width of widths) {
      if (ENGLISH_ONLY_COPY) {
        test(`${path} comes without an English copy and the app draws it in the reader's language (${width} px)`, async () => {
          await drawnByTheAppAlone(`${e2e.server.url}${path}`, heading, width);
        });
        continue;
      }
      test(`${path} paints from the first answer and the app takes over in place (${width} px)`, async () => {
        const context = await e2e.browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: false });
        const bare = await context.newPage();
        await bare.goto(`${e2e.server.url}${path}`);
        if (heading) assert.equal(await bare.locator('#first-screen h1').textContent(), heading);
        else assert.ok((await bare.locator('#first-screen h1').textContent()).length > 10);
        const before = await boxes(bare, '#first-screen');
        await context.close();

        const page = await e2e.newPage({ width, height: 740 });
        await page.goto(`${e2e.server.url}${path}`);
        await page.waitForFunction(() => !document.getElementById('first-screen'));
        await page.locator('#root h1').waitFor();
        const after = await boxes(page, '#root');
        // The header's two links and the heading at least (a phone sees little more of /contact).
        assert.ok(before.length >= 3, `too little drawn: ${JSON.stringify(before)}`);
        assert.deepEqual(after.slice(0, before.length), before);
        await page.context().close();
      });
    }
  }

  if (ENGLISH_ONLY_COPY) {
    test("without a copy in the reader's language, a question of the FAQ opens at the first tap and the contact form takes a message", async () => {
      const page = await e2e.newPage({ width: 360, height: 740 }, { firstInput: false });
      await page.goto(`${e2e.server.url}/faq`);
      await page.locator('#root summary', { hasText: 'Do I have to pay to use JobPortal?' }).click();
      assert.equal(await page.locator('#root details#is-it-free').getAttribute('open'), '');
      assert.equal(await page.locator('#root details#how-to-apply').getAttribute('open'), null);

      await page.goto(`${e2e.server.url}/contact`);
      assert.equal(await page.locator('#first-screen').count(), 0);
      await page.getByLabel('Your name').fill('Nimal Perera');
      assert.equal(await page.getByLabel('Your name').inputValue(), 'Nimal Perera');
      await page.context().close();
    });
  }

  test("a question opened in the FAQ's copy stays open in the app's page; the copy's contact form waits for the app", { skip: ENGLISH_ONLY_COPY && 'the FAQ and contact copies are in English only' }, async () => {
    const page = await e2e.newPage({ width: 360, height: 740 }, { firstInput: false });
    await page.goto(`${e2e.server.url}/faq`);
    // The reader's tap opens the question in the copy, and starts the app, which takes over.
    await page.locator('#first-screen summary', { hasText: 'Do I have to pay to use JobPortal?' }).click();
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    assert.equal(await page.locator('#root details#is-it-free').getAttribute('open'), '');
    assert.equal(await page.locator('#root details#how-to-apply').getAttribute('open'), null);

    await page.goto(`${e2e.server.url}/contact`);
    assert.equal(await page.locator('#first-screen form').getAttribute('inert'), '');
    // A tap starts the app; its form is the one that takes the message.
    await page.mouse.move(20, 300);
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    await page.getByLabel('Your name').fill('Nimal Perera');
    assert.equal(await page.getByLabel('Your name').inputValue(), 'Nimal Perera');
    await page.context().close();
  });

  test("the app waits for the reader's first input; its code is fetched after the paint, and at once on a page without a first screen", async () => {
    const page = await e2e.newPage({ width: 360, height: 740 }, { firstInput: false });
    await page.goto(`${e2e.server.url}/`);
    // The scripts come into the cache once the screen has been painted, the home page's own with
    // the entry's, and nothing runs them.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/index-.*\.js$/.test(entry.name)));
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/home-page-.*\.js$/.test(entry.name)));
    const home = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      held: document.querySelectorAll('#app-start').length,
      started: document.querySelectorAll('head script[type="module"]').length,
      app: document.getElementById('root').childElementCount,
    }));
    assert.equal(home.held, 1);
    assert.ok(home.painted > 0, 'no first contentful paint');
    assert.ok(home.scripts.length > 5, `too few scripts: ${home.scripts.length}`);
    assert.ok(
      home.scripts.every((start) => start >= home.painted),
      `a script was fetched before the first paint at ${home.painted} ms: ${home.scripts.join(', ')}`,
    );
    assert.equal(home.started, 0, 'the app was started without any input');
    assert.equal(home.app, 0, 'the app drew something without any input');
    assert.equal(await page.locator('#first-screen').isVisible(), true);

    // The reader moves the pointer: the app starts and takes over.
    await page.mouse.move(20, 300);
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    await page.getByRole('heading', { name: 'Explore jobs by topic' }).waitFor();

    // The sign-in page has no first screen: the app starts as the page is read.
    await page.goto(`${e2e.server.url}/customer/login`);
    await page.getByLabel('Email address').waitFor();
    assert.equal(await page.locator('#first-screen').count(), 0);
    await page.context().close();
  });

  // This machine has no Sinhala or Tamil font of its own, so it needs the web faces (src/index.css).
  test("under an English first screen the Sinhala and Tamil web faces are asked for once the page has loaded, and then draw that text", async () => {
    const page = await e2e.newPage({ width: 360, height: 740 }, { firstInput: false });
    // An English reader, in whatever language the stories run.
    await page.context().clearCookies();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(`${e2e.server.url}/blogs`);
    const face = /\/fonts\/NotoSans(Sinhala|Tamil)-(Regular|Bold)\.woff2$/;
    await page.waitForFunction(
      (source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).length === 4,
      face.source,
    );
    const blogs = await page.evaluate(async (source) => {
      const painted = await new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      await document.fonts.ready;
      return {
        painted,
        loaded: performance.getEntriesByType('navigation')[0].loadEventStart,
        asked: performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => entry.startTime),
        faces: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replaceAll('"', '')} ${f.weight}`),
        sinhala: document.fonts.check('16px "JobPortal Sinhala"', 'ශ්‍රී ලංකා'),
        app: document.getElementById('root').childElementCount,
      };
    }, face.source);
    assert.equal(blogs.app, 0, 'the app drew the page: this is about the first screen');
    assert.ok(blogs.painted > 0, 'no largest contentful paint');
    assert.ok(blogs.loaded > 0, 'no load event');
    assert.ok(
      blogs.asked.every((start) => start >= blogs.painted && start >= blogs.loaded),
      `a face was asked for before the largest paint (${blogs.painted} ms) or the load event (${blogs.loaded} ms): ${blogs.asked.join(', ')}`,
    );
    assert.deepEqual(blogs.faces.sort(), ['JobPortal Sinhala 400', 'JobPortal Sinhala 600 700', 'JobPortal Tamil 400', 'JobPortal Tamil 600 700']);
    assert.equal(blogs.sinhala, true);

    // A page in Sinhala (the home page's first screen is in the reader's language) needs them for
    // its own words: they are in the font list from the start, so the first layout asks for them,
    // before the first paint.
    await page.context().addCookies([{ name: 'lang', value: 'si', url: e2e.server.url }]);
    await page.addInitScript(() => localStorage.setItem('language', 'si'));
    await page.goto(`${e2e.server.url}/`);
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        performance.getEntriesByType('resource').some((entry) => /NotoSansSinhala-Regular/.test(entry.name)),
    );
    const home = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      copy: document.getElementById('first-screen') !== null,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((entry) => /NotoSansSinhala-Regular/.test(entry.name)).startTime,
    }));
    assert.equal(home.lang, 'si');
    assert.equal(home.copy, true, "the Sinhala page's first screen is not there");
    assert.ok(home.asked < home.painted, `the Sinhala face was asked for at ${home.asked} ms, after the first paint at ${home.painted} ms`);
    await page.context().close();
  });

  test('a keyboard reader who tabs into the copy starts the app and keeps the focus on the same link', async () => {
    const page = await e2e.newPage({ width: 1280, height: 740 }, { firstInput: false });
    // The topic counts come a little late, so the hand-over cannot happen while the reader is
    // still tabbing towards the first link.
    await page.route('**/api/jobs/topics', (route) => setTimeout(() => void route.continue(), 1500));
    await page.goto(`${e2e.server.url}/`);
    let focused = null;
    // Past the skip link, to a link to another page (the skip link's own case is in first-screen.test.ts).
    for (let presses = 0; presses < 8 && !focused; presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => {
        const active = document.activeElement;
        const href = active instanceof HTMLAnchorElement && active.closest('#first-screen') ? active.getAttribute('href') : '';
        return href.startsWith('/') ? { href, text: active.textContent.trim() } : null;
      });
    }
    assert.ok(focused, 'no link of the copy took the focus');
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    const after = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLAnchorElement && active.closest('#root') ? { href: active.getAttribute('href'), text: active.textContent.trim() } : null;
    });
    assert.deepEqual(after, focused);
    await page.context().close();
  });

  for (const input of ['click', 'tap']) {
    test(`a ${input} on the copy's menu button, the reader's first input, opens the app's menu even while the page's data is on its way`, async () => {
      const touch = input === 'tap';
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: touch, isMobile: touch, firstInput: false });
      const page = await context.newPage();
      page.setDefaultTimeout(20000);
      // The topic counts come late, so the home page is not ready and the server's copy stays.
      await page.route('**/api/jobs/topics', (route) => setTimeout(() => void route.continue(), 4000));
      await page.goto(`${e2e.server.url}/`);
      assert.equal(await page.locator('#first-screen').count(), 1);
      await page.locator('#first-screen').getByRole('button', { name: 'Open menu' })[input]();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 10000 });
      assert.equal(await page.locator('#first-screen').count(), 0);
      await context.close();
    });
  }

  test("words typed in the copy's search box are in the app's after the hand-over, and its Search button sends them", async () => {
    const page = await e2e.newPage({ width: 360, height: 740 }, { firstInput: false });
    // The topic counts come late, so the home page is not ready and the server's copy stays.
    await page.route('**/api/jobs/topics', (route) => setTimeout(() => void route.continue(), 3000));
    await page.goto(`${e2e.server.url}/`);
    // Typing is the reader's first input: the app starts while they type, behind the copy.
    await page.locator('#first-screen-search').click();
    await page.keyboard.type('driver');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 15000 });
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    assert.equal(await box.inputValue(), 'driver');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/browse\?search=driver/);
    await page.context().close();
  });

  test('the search form of the first screen works before the app has loaded', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.locator('#first-screen-search').fill('driver');
    await page.locator('#first-screen-search').press('Enter');
    await page.waitForURL(/\/browse\?search=driver/);
    await context.close();
  });

  test('the first screen is in the language chosen on the device', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    await page.goto(`${e2e.server.url}/`);
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    await page.getByRole('button', { name: /^Language/ }).first().click();
    await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
    const html = await (await page.request.get(`${e2e.server.url}/`)).text();
    assert.match(html, /<html lang="ta"/);
    assert.match(html, /id="first-screen"/);
    // Reloaded, the page shows the Tamil copy and then the Tamil app.
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('first-screen-off')), false);
    await page.waitForFunction(() => !document.getElementById('first-screen'));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ta');
    await page.context().close();
  });

  test('a language chosen before the cookie existed hides the English copy instead of switching under the reader', async () => {
    // The very first visit since the choice: no reload, and no cookie yet in any run's language.
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    await page.context().clearCookies();
    await page.addInitScript(() => localStorage.setItem('language', 'si'));
    await page.goto(`${e2e.server.url}/`);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('first-screen-off')), true);
    await page.waitForFunction(() => document.documentElement.lang === 'si');
    await page.context().close();
  });
});
