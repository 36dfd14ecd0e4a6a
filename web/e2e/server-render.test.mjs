// End-to-end: public pages come drawn by the server with the app's own components, in the reader's
// language (internal/httpapi/render.go), and the app hydrates them without redrawing anything or
// asking for their data again (src/main.tsx, src/app/server-render.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE, at, launchBrowser, tr, useE2E } from './harness.mjs';
import { textsOf } from './texts.mjs';

/** The letters of each language's script. */
const SCRIPTS = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

const e2e = useE2E({ env: { DEMO: '1' }, timeout: 20000, navigationTimeout: 20000 });

/** Where the headings, links and paragraphs of the top of the page are, and what they say. */
function boxes(page) {
  return page.evaluate(async () => {
    // Measured in the page's own faces, each weight loaded (a face comes when a text first needs
    // it), not in a fallback's.
    await Promise.all(
      ['400', '500', '700'].flatMap((weight) => [
        document.fonts.load(`${weight} 16px "JobPortal Sinhala"`, 'සිංහල'),
        document.fonts.load(`${weight} 16px "JobPortal Tamil"`, 'தமிழ்'),
      ]),
    );
    await document.fonts.ready;
    return [...document.querySelectorAll('#root h1, #root h2, #root h3, #root header a, #root main p')]
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent.trim().slice(0, 40), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      })
      .filter((b) => b.y < 740 && b.h > 0);
  });
}

/** A job, a company and an article of the demo data, by the API. */
async function demoIds() {
  const get = async (path) => (await (await fetch(`${e2e.server.url}/api${path}`)).json()).data;
  const jobs = await get('/jobs?limit=1');
  const companies = await get('/companies?limit=1');
  const posts = await get('/blogs?limit=1');
  return { job: jobs[0].id, company: companies[0].id, post: posts[0].id };
}

describe('pages drawn on the server', () => {
  test('each public page comes drawn in the reader’s language, and the app hydrates it without moving anything or asking again', async () => {
    const ids = await demoIds();
    const pages = [
      ['/', null],
      ['/browse', 'Browse jobs'],
      [`/job/${ids.job}`, null],
      [`/job/${ids.job}/x/full-details`, null],
      ['/company', 'Top Companies'],
      [`/company/${ids.company}`, null],
      ['/blogs', 'Blogs'],
      [`/blogs/${ids.post}`, null],
      ['/job-Article', null],
      ['/about', 'About Us'],
      ['/faq', 'Frequently asked questions'],
      ['/contact', 'Contact Us'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms & Conditions'],
      ['/no/such/page', 'Page not found'],
    ];
    for (const width of [360, 1280]) {
      const page = await e2e.newPage({ width, height: 740 }, { appReady: false, reload: false });
      // The app's entry script waits until the drawn page has been read, as on a slow line. It is
      // asked for once the page has been painted, which may be before or after that.
      let released = false;
      const waiting = [];
      const release = () => {
        released = true;
        for (const resolve of waiting.splice(0)) resolve();
      };
      await page.route('**/assets/index-*.js', async (route) => {
        if (!released) await new Promise((resolve) => waiting.push(resolve));
        await route.continue();
      });
      for (const [address, heading] of pages) {
        const asked = [];
        const listen = (request) => {
          const url = new URL(request.url());
          if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
        };
        page.on('request', listen);
        released = false;
        // Module scripts run before DOMContentLoaded: the page is read once its HTML is in.
        await page.goto(`${e2e.server.url}${address}`, { waitUntil: 'commit' });
        await page.locator('#app-state').waitFor({ state: 'attached' });

        // The style sheet comes inside the HTML (vite.config.ts, inlineStylesheet): the page needs
        // no other file to be painted, and its styles are applied (the reset's body margin is 0).
        const styles = await page.evaluate(() => ({
          files: [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean),
          margin: getComputedStyle(document.body).margin,
        }));
        assert.deepEqual(styles, { files: [], margin: '0px' }, `${address}: the page's styles`);

        // Before any of the app's code has run: the page as the server drew it.
        assert.equal(await page.evaluate(() => document.documentElement.dataset.app), undefined, `${address}: the app ran before it was let`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), LANGUAGE, `${address}: <html lang>`);
        const h1 = (await page.locator('#root h1').first().textContent()).trim();
        assert.ok(h1.length > 0, `${address} has no heading before its scripts`);
        if (heading) assert.ok(sameText(h1, tr(heading, { exact: true })), `${address}: the heading "${h1}" is not in the language`);
        // The site's own pages are written in the language too, not only headed in it.
        const prose = /^\/(about|faq|contact|privacy|terms)$/.test(address) ? await page.locator('#root main p').first().textContent() : null;
        if (prose && LANGUAGE !== 'en') assert.match(prose, SCRIPTS[LANGUAGE], `${address}: its text "${prose.slice(0, 60)}" is not in the language`);
        const before = await boxes(page);

        // The app hydrates it: nothing moves or changes, and what it was drawn with is not asked again.
        release();
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        await page.waitForLoadState('networkidle');
        page.off('request', listen);
        assert.deepEqual(await boxes(page), before, `${address} at ${width} px moved or changed when the app took over`);
        // Sections further down (reviews, comments, similar jobs) are the app's to fetch.
        const drawnWith = await page.evaluate(() => Object.keys(JSON.parse(document.getElementById('app-state').textContent).answers));
        assert.ok(drawnWith.length > 0 || /^\/(about|faq|contact|privacy|terms|no\/such\/page)$/.test(address), `${address} was drawn without its data`);
        const again = asked.filter((path) => drawnWith.includes(`GET ${path}`));
        assert.deepEqual(again, [], `${address} asked again for what it was drawn with`);
        // Every icon is square (sized with size-*), however long the words beside it.
        const squeezed = await page.evaluate(() =>
          [...document.querySelectorAll('#root svg[aria-hidden="true"]')]
            .map((icon) => [icon, icon.getBoundingClientRect()])
            .filter(([, r]) => r.height > 0 && Math.abs(r.width - r.height) > 0.5)
            .map(([icon, r]) => `${icon.parentElement.textContent.trim().slice(0, 30)}: ${r.width.toFixed(1)} x ${r.height.toFixed(1)}`),
        );
        assert.deepEqual(squeezed, [], `${address} at ${width} px has squeezed icons`);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${address} at ${width} px scrolls sideways`);
      }
      await page.context().close();
    }
  });

  test('the app’s code is asked for while the page is read, on a drawn page as on one the app draws', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    // Home is drawn by the server; the sign-in page by the app in the browser. On both, the entry
    // script is asked for before the page has been read (no wait for a paint or an input), so a
    // tap after the load event finds the app hydrating or hydrated.
    for (const [path, drawn] of [
      ['/', true],
      ['/customer/login', false],
    ]) {
      await page.goto(`${e2e.server.url}${at(path)}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      const seen = await page.evaluate(() => ({
        drawn: Boolean(document.getElementById('app-state')),
        entry: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-.*\.js$/.test(entry.name))?.startTime,
        read: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
        started: performance.getEntriesByName('app-start')[0]?.startTime,
      }));
      assert.equal(seen.drawn, drawn, `${path}: drawn by the server is ${seen.drawn}`);
      assert.ok(seen.entry !== undefined && seen.entry <= seen.read, `${path}: the entry script was asked for at ${seen.entry} ms, after the page was read at ${seen.read} ms`);
      assert.ok(seen.started > 0, `${path}: the app never marked its start`);
    }
    await page.context().close();
  });

  test('the Sinhala and Tamil web faces are declared without restyling the page, and fetched only for text in them', async () => {
    // index.html declares the faces with the FontFace API: at once on a page in Sinhala or Tamil,
    // once the page has loaded on an English one. Its font list never changes, so declaring them
    // restyles no element (src/index.css).
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    const fonts = [];
    const versions = new Set();
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.pathname.startsWith('/fonts/')) {
        fonts.push(address.pathname);
        versions.add(address.search);
      }
    });
    // The browser's own record of each time it restyled elements, and how many.
    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(`${e2e.server.url}${at('/')}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await traced;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // Every element is styled once as the page is read: in one pass, or in several when the
    // parser yields on a slow machine. Neither the app's start (<html lang>, the theme) nor the
    // faces may restyle every element again, which would double the count.
    const restyles = events.filter((e) => e.name === 'UpdateLayoutTree');
    const styled = restyles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
    assert.ok(styled >= elements * 0.8, `the trace saw ${styled} elements styled of ${elements}: it missed the page's first style`);
    assert.ok(styled < elements * 1.5, `${styled} elements were styled for a page of ${elements}: ${restyles.map((e) => e.args?.elementCount ?? 0).join(', ')}`);
    const declared = await page.evaluate(() => [...document.fonts].map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`).sort());
    assert.deepEqual(declared, ['JobPortal Sinhala 400', 'JobPortal Sinhala 600 700', 'JobPortal Tamil 400', 'JobPortal Tamil 600 700']);
    const wanted = { en: [], si: ['/fonts/NotoSansSinhala-Bold.woff2', '/fonts/NotoSansSinhala-Regular.woff2'], ta: ['/fonts/NotoSansTamil-Bold.woff2', '/fonts/NotoSansTamil-Regular.woff2'] }[LANGUAGE];
    assert.deepEqual([...new Set(fonts)].sort(), wanted, `home in ${LANGUAGE} fetched ${fonts.join(', ') || 'no face'}`);
    // Each face is asked for by the build's fonts version, which lets the browser keep it a year.
    for (const version of versions) assert.match(version, /^\?v=[0-9a-f]{12}$/);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    assert.match(family, /"JobPortal Sinhala", "JobPortal Tamil"/, 'the faces are in the font list from the start');
    await page.context().close();
  });

  test('a device with Sinhala and Tamil fonts of its own keeps them: no face is fetched and no line moves', async () => {
    // As on Windows, Apple or Android, which ship a font for each script: the CV's Noto faces
    // (internal/cvpdf/fonts), renamed as the device's own so that no local() name finds them, given
    // to this browser alone through fontconfig (index.html).
    const dir = await mkdtemp(path.join(tmpdir(), 'jobportal-fonts-'));
    const fonts = fileURLToPath(new URL('../../internal/cvpdf/fonts/', import.meta.url));
    const scripts = ['Sinhala', 'Tamil'];
    for (const script of scripts) {
      for (const weight of ['Regular', 'Bold']) await symlink(path.join(fonts, `NotoSans${script}-${weight}.ttf`), path.join(dir, `${script}-${weight}.ttf`));
    }
    const renamed = scripts.map(
      (script) => `  <match target="scan">
    <test name="family" compare="contains"><string>${script}</string></test>
    <edit name="family" mode="assign" binding="strong"><string>Device ${script}</string></edit>
    <edit name="fullname" mode="assign" binding="strong"><string>Device ${script}</string></edit>
    <edit name="postscriptname" mode="assign" binding="strong"><string>Device${script}</string></edit>
  </match>\n`,
    );
    await writeFile(
      path.join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${dir}</dir>\n  <cachedir>${dir}/cache</cachedir>\n${renamed.join('')}</fontconfig>\n`,
    );
    const browser = await launchBrowser({ env: { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') } });
    try {
      for (const [language, script] of [['si', 'Sinhala'], ['ta', 'Tamil']]) {
        const page = await browser.newPage({ viewport: { width: 360, height: 740 }, reload: false });
        const fetched = [];
        page.on('request', (request) => {
          const name = new URL(request.url()).pathname;
          if (name.startsWith('/fonts/')) fetched.push(name);
        });
        await page.addInitScript(() => {
          window.shifted = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.shifted += entry.value))).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${e2e.server.url}/${language}`);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        await page.evaluate(() => document.fonts.ready);
        const declared = await page.evaluate(() => [...document.fonts].map((face) => face.family.replaceAll('"', '')));
        assert.deepEqual(declared, [], `/${language}: no web face is declared`);
        assert.deepEqual(fetched, [], `/${language}: no web face was fetched`);
        // The words are drawn in the device's own face, not as missing-letter boxes.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#root h1' });
        const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        assert.ok(
          used.some((font) => !font.isCustomFont && font.familyName.includes(script) && font.glyphCount > 0),
          `/${language}: the heading is drawn in ${used.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''}: ${font.glyphCount}`).join(', ')}`,
        );
        assert.ok((await page.evaluate(() => window.shifted)) < 0.001, `/${language}: the page moved`);
        await page.context().close();
      }
    } finally {
      await browser.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('words drawn before their web face has come are drawn again in it', async () => {
    // On a device with no Sinhala font the first layout may come before the face, as on a slow
    // line. Chromium redraws the words once the face is in only where the face comes first in
    // the font list (src/index.css); behind a font the device has, buttons kept empty boxes.
    const widths = [];
    for (const late of [false, true]) {
      const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
      if (late) {
        await page.route('**/fonts/*.woff2', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue().catch(() => {});
        });
      }
      await page.goto(`${e2e.server.url}/si`);
      await page.waitForFunction(() => [...document.fonts].filter((face) => face.family.includes('Sinhala')).every((face) => face.status === 'loaded'));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      widths.push(await page.evaluate(() => [...document.querySelectorAll('#root header a, #root header button, #root form button')].map((e) => `${e.textContent.trim()}: ${e.getBoundingClientRect().width.toFixed(1)}`)));
      await page.context().close();
    }
    assert.deepEqual(widths[1], widths[0], 'the words in buttons and links are as wide as when the face came at once');
  });

  test('districts and industries are named in the reader’s language, in the drawn page and once the app runs', { skip: LANGUAGE === 'en' && 'in English they are the data’s own words' }, async () => {
    const ids = await demoIds();
    // The names the data keeps in English: the districts, abroad, and the companies' industries.
    const english = [...textsOf('en')]
      .filter(([key]) => (key.startsWith('common:location.') && !/\.(label|all|districts)$/.test(key)) || key.startsWith('common:industry.'))
      .map(([, text]) => text);
    assert.ok(english.includes('Nuwara Eliya') && english.includes('Hotels and Tourism'));
    const named = (text) => english.filter((name) => text.includes(`>${name}<`));
    const addresses = ['/company', `/company/${ids.company}`, '/company/industry/hotels-and-tourism', '/'];
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    const found = [];
    for (const address of addresses) {
      // The first answer, as a search engine or a phone reads it before any script.
      const html = await (await fetch(`${e2e.server.url}${at(address)}`)).text();
      const root = html.slice(html.indexOf('id="root"'), html.indexOf('id="app-state"'));
      assert.ok(root.length > 1000, `${address}: the page as drawn`);
      for (const name of named(root)) found.push(`${address} as drawn: ${name}`);
      // And what the reader sees once the app has run and loaded the rest (the home page's companies).
      await page.goto(`${e2e.server.url}${at(address)}`);
      await page.waitForLoadState('networkidle');
      for (const name of named(await page.locator('#root').innerHTML())) found.push(`${address} in the browser: ${name}`);
    }
    assert.deepEqual(found, []);
    // The words are the language's own: Hill Country Hotels is in Kandy.
    await page.goto(`${e2e.server.url}${at('/company')}`);
    await page.getByText(tr('Kandy'), { exact: true }).first().waitFor();
    await page.getByText(tr('Hotels and Tourism'), { exact: true }).first().waitFor();
    await page.context().close();
  });

  test('no public page scrolls sideways or cuts a word off on a phone or a tablet in Tamil, whose words are the longest', async () => {
    const ids = await demoIds();
    const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
    const wide = [];
    // A tablet shows the home page's cards three to a row, each narrower than a phone's one.
    for (const width of [360, 768]) {
      await page.setViewportSize({ width, height: 740 });
      for (const address of ['', '/browse', `/job/${ids.job}`, '/company', `/company/${ids.company}`, '/blogs', `/blogs/${ids.post}`, '/about', '/faq', '/contact']) {
        await page.goto(`${e2e.server.url}/ta${address}`);
        wide.push(...(await overflowsOn(page, `${width} px /ta${address}`)));
      }
    }
    assert.deepEqual(wide, []);
    await page.context().close();
  });

  test('no account’s page scrolls sideways or cuts a word off on a phone in Tamil', { skip: LANGUAGE !== 'si' && 'run once, with the Sinhala stories' }, async () => {
    const wide = [];
    for (const account of ['seeker@demo.jobportal.lk', 'hotels@demo.jobportal.lk', 'moderator']) {
      const page = await e2e.newPage({ width: 360, height: 740 }, { reload: false });
      if (account === 'moderator') {
        await page.goto(`${e2e.server.url}/ta/jp-admin`);
        await page.locator('input').first().fill(account);
      } else {
        await page.goto(`${e2e.server.url}/ta/customer/login`);
        await page.locator('input[type="email"]').fill(account);
      }
      await page.locator('input[type="password"]').fill('demo-pass-2026');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/ta\/(customer\/)?dashboard/);
      // Every section of the account's dashboard, by its tabs.
      await page.locator('main nav a').first().waitFor();
      const sections = await page.locator('main nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(sections.length > 3, `${account} has its dashboard's sections`);
      for (const section of sections) {
        await page.goto(e2e.server.url + section);
        await page.locator('main h2').first().waitFor();
        wide.push(...(await overflowsOn(page, `${account} ${section}`)));
      }
      await page.context().close();
    }
    assert.deepEqual(wide, []);
  });

  test('a link of the drawn page works before the app’s code has arrived', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false, appReady: false, reload: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/about`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(/\/faq$/);
    assert.ok(sameText((await page.locator('#root h1').textContent()).trim(), tr('Frequently asked questions', { exact: true })));
    await context.close();
  });

  test('once the app says it runs, the whole drawn page answers a tap, even when the page’s own code came late', async () => {
    const page = await e2e.newPage({ width: 1280, height: 800 }, { reload: false });
    // The directory page's own code comes late, as on a slow line; the app around it is in.
    let held = 0;
    await page.route('**/assets/company-list-page-*.js', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/company`);
    const toggle = page.getByRole('button', { name: 'Show filters' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await page.getByRole('button', { name: 'Hide filters' }).waitFor();
    assert.equal(held, 1, 'the page’s code was not held back');
    await page.context().close();
  });

  test('a Save tapped before the page’s own code has come is made once it has', async () => {
    const { job } = await demoIds();
    const page = await e2e.newPage({ width: 360, height: 740 }, { appReady: false, reload: false });
    // The job page's code comes two seconds late, as on a slow line; the app around it is in.
    let held = 0;
    await page.route('**/assets/job-detail-page-*.js', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`${e2e.server.url}${at(`/job/${job}`)}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('app-start').length > 0);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.app), undefined, 'the page had hydrated before the tap');
    // A signed-out reader's Save asks them to sign in.
    await page.locator('main button[aria-pressed]').first().click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.tapKept), '', 'the reader is not shown that the tap was taken');
    // Nor told, who hears the page.
    assert.ok(await page.locator('body > [role="status"]').filter({ hasText: tr('Loading page...', { exact: true }) }).count(), 'the reader is not told that the tap was taken');
    await page.waitForURL(/\/customer\/login$/);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.tapKept), undefined);
    assert.equal(held, 1, 'the page’s code was not held back');
    await page.context().close();
  });
});

/**
 * What of the page at `label` goes past a phone's screen: the page wider than the window, or the
 * words of a button, a link or a label wider than their box (cut off, or drawn over what is beside
 * them). Waits for the faces first, so that the words have their own widths.
 */
async function overflowsOn(page, label) {
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(() => {
    const out = [];
    const width = document.documentElement.scrollWidth;
    if (width > innerWidth) out.push(`${width} px wide`);
    for (const e of document.querySelectorAll('#root button, #root a, #root dt, #root li > span')) {
      if (e.clientWidth === 0 || e.scrollWidth <= e.clientWidth + 1) continue;
      if (e.closest('.sr-only, .truncate, [class*="line-clamp"], [class*="overflow-x-auto"]')) continue;
      out.push(`"${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth} px in ${e.clientWidth} px`);
    }
    return out;
  });
  return found.map((problem) => `${label}: ${problem}`);
}

/** Whether text is what a text of the interface stands for in the run's language (tr's answer). */
function sameText(text, expected) {
  return expected instanceof RegExp ? expected.test(text) : text === expected;
}
