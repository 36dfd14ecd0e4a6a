import { lazy, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, type Language } from '@/i18n';
import { languageBase, localizedPath } from '@/i18n/address';
import { StoreProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { SiteLayout } from '@/app/layout/site-layout';
import { JobList, type JobLayout } from '@/features/jobs/components/job-list';
import { jobCardKey } from '@/features/jobs/components/job-card';
import { useJobText } from '@/features/jobs/use-job-text';
import { makeJob } from '@/features/jobs/testing/fixtures';
import { clockNow, holdClock } from '@/lib/clock';
import { DrawnOnce, DrawnPartsContext, type PageFacts } from '@/lib/drawn-once';
import { forgetDrawnParts, partsFor } from './drawn-once';

const PAGE: PageFacts = { language: 'en', pathname: '/', year: 2026 };

/** `tree` drawn as the server draws a page: with the engine's kept parts, or (kept false) as React alone draws it. */
function draw(tree: ReactNode, page: PageFacts = PAGE, kept = true): string {
  if (!kept) return renderToString(tree);
  const parts = partsFor(page);
  return parts.finish(renderToString(<DrawnPartsContext.Provider value={parts}>{tree}</DrawnPartsContext.Provider>));
}

function Frame({ title, note = 'Jobs', footer = 'the footer' }: { title: string; note?: string; footer?: string }) {
  return (
    <div>
      <Suspense fallback={null}>
        <DrawnOnce keyOf={(page) => `header ${page.language}`}>
          <header>
            <a href="/">Home</a> {note}
          </header>
        </DrawnOnce>
      </Suspense>
      <main>{title}</main>
      <Suspense fallback={null}>
        <DrawnOnce keyOf={() => 'footer'}>
          <footer>{footer}</footer>
        </DrawnOnce>
      </Suspense>
    </div>
  );
}

afterEach(() => {
  forgetDrawnParts();
});

describe('parts of the frame drawn once', () => {
  it('give a page the markup React draws for it, the first time and from what was kept', () => {
    const alone = draw(<Frame title="A job" />, PAGE, false);
    expect(draw(<Frame title="A job" />)).toBe(alone);
    expect(draw(<Frame title="A job" />)).toBe(alone);
    // The kept footer, with another page's own content between the parts.
    expect(draw(<Frame title="Jobs" />)).toBe(draw(<Frame title="Jobs" />, PAGE, false));
  });

  it('keep a part under its key only: another key draws it anew', () => {
    draw(<Frame title="A job" />);
    const sinhala = { ...PAGE, language: 'si' };
    expect(draw(<Frame title="A job" footer="පාදකය" />, sinhala)).toContain('<footer>the footer</footer>');
    // The same key gives the kept markup, whatever is drawn there now: the key must name all a part depends on.
    expect(draw(<Frame title="Another job" note="Blogs" />)).toContain('<!-- -->Jobs</header>');
  });

  it('keep no part that waited for its code, and leave no mark on the page', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const Later = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    const waiting = (
      <Suspense fallback={<p>wait</p>}>
        <DrawnOnce keyOf={() => 'late'}>
          <Later />
        </DrawnOnce>
      </Suspense>
    );
    const first = draw(waiting);
    expect(first).not.toContain('\u0002');
    expect(first).not.toContain('\u0003');
    arrive({ default: () => <b>here</b> });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(draw(waiting)).toBe('<!--$--><b>here</b><!--/$-->');
  });

  it('may hold one another', () => {
    // The outer key names all the outer part shows, the inner part's words included.
    const nested = (outer: string) => (
      <section>
        <DrawnOnce keyOf={() => `outer ${outer}`}>
          <nav>
            <h2>{outer}</h2>
            <DrawnOnce keyOf={() => 'inner'}>
              <ul>
                <li>the inner part</li>
              </ul>
            </DrawnOnce>
          </nav>
        </DrawnOnce>
      </section>
    );
    expect(draw(nested('first'))).toBe(draw(nested('first'), PAGE, false));
    // The inner part kept, the outer one drawn now around it, then kept.
    const alone = draw(nested('second'), PAGE, false);
    expect(draw(nested('second'))).toBe(alone);
    expect(draw(nested('second'))).toBe(alone);
    // And the first, drawn with the inner part inside it, is given whole.
    expect(draw(nested('first'))).toBe(draw(nested('first'), PAGE, false));
  });

  it('leave a page’s own text as it is, even when it looks like a mark', () => {
    const text = '\u0002a1b2c3:g0\u0003 \u0002a1b2c3:d0o\u0003';
    draw(<Frame title="A job" />);
    expect(draw(<Frame title={text} />)).toBe(draw(<Frame title={text} />, PAGE, false));
  });
});

describe('the site’s header and footer drawn once', () => {
  const PATHS = ['/', '/browse', '/job/12/accountant', '/company', '/company/3', '/blogs/4', '/about', '/faq', '/contact', '/privacy', '/terms', '/browse/nothing-here', '/Company/3'];

  async function drawLayout(path: string, language: Language, kept: boolean, at = Date.UTC(2026, 5, 1)): Promise<string> {
    await setLanguage(language);
    holdClock(at);
    const base = languageBase(language);
    const tree = (
      <StoreProviders store={makeStore()}>
        <StaticRouter basename={base || undefined} location={localizedPath(path, language)}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="*" element={<p>the page</p>} />
            </Route>
          </Routes>
        </StaticRouter>
      </StoreProviders>
    );
    try {
      return draw(tree, { language, pathname: path, year: clockNow().getFullYear() }, kept);
    } finally {
      holdClock(null);
    }
  }

  it('are, on every public page in every language, what React draws there', async () => {
    // Every page once first, so that each is then drawn from parts another page kept.
    for (const language of ['en', 'si', 'ta'] as const) for (const path of PATHS) await drawLayout(path, language, true);
    for (const language of ['ta', 'en', 'si'] as const) {
      for (const path of [...PATHS].reverse()) {
        const alone = await drawLayout(path, language, false);
        expect(alone).toContain('<footer');
        expect(await drawLayout(path, language, true), `${language} ${path}`).toBe(alone);
      }
    }
    await setLanguage('en');
  });

  it('are drawn anew in a new year', async () => {
    await drawLayout('/about', 'en', true);
    const nextYear = Date.UTC(2027, 0, 2);
    expect(await drawLayout('/about', 'en', true, nextYear)).toBe(await drawLayout('/about', 'en', false, nextYear));
  });
});

describe('job cards drawn once', () => {
  // One job (the same id) as it changes, and others: each a card of its own.
  const JOBS = [
    makeJob(),
    makeJob({ title: 'Senior Software Engineer (Go), Kandy', slug: 'senior-software-engineer-go-kandy' }),
    makeJob({ featured: true, hot: true }),
    makeJob({ walkIn: { date: '2026-06-05', startTime: '09:00', endTime: '13:00', address: 'Galle Road, Colombo 3', documents: 'CV', rsvp: true }, location: 'Foreign', country: 'Qatar', salaryMin: 0, salaryMax: 0 }),
    makeJob({ closingDate: '2026-06-03' }),
    makeJob({ closingDate: '2026-05-20', image: '/uploads/flyer.webp', snippet: 'payment <mark>platforms</mark>' }),
    makeJob({ id: 2, companyId: null, companyName: 'Ceylon Tea Estates', jobType: '', postedDate: '2026-05-31T22:00:00Z' }),
  ];
  const MOMENTS = [Date.UTC(2026, 5, 1, 6), Date.UTC(2026, 5, 3, 20)];
  const LAYOUTS: [JobLayout, 'h2' | 'h3'][] = [['grid', 'h3'], ['list', 'h2'], ['scroll', 'h3']];

  async function drawCards(jobs: typeof JOBS, language: Language, at: number, layout: JobLayout, heading: 'h2' | 'h3', kept: boolean) {
    await setLanguage(language);
    holdClock(at);
    try {
      const tree = (
        <StoreProviders store={makeStore()}>
          <StaticRouter basename={languageBase(language) || undefined} location={localizedPath('/browse', language)}>
            <JobList jobs={jobs} layout={layout} headingLevel={heading} />
          </StaticRouter>
        </StoreProviders>
      );
      return draw(tree, { language, pathname: '/browse', year: 2026 }, kept);
    } finally {
      holdClock(null);
    }
  }

  it('are what React draws for each job, in each language, layout and moment', async () => {
    const cases = ['en', 'si'].flatMap((language) => MOMENTS.flatMap((at) => LAYOUTS.flatMap(([layout, heading]) => JOBS.map((job) => ({ language: language as Language, at, layout, heading, job })))));
    for (const c of cases) await drawCards([c.job], c.language, c.at, c.layout, c.heading, true);
    for (const c of [...cases].reverse()) {
      const alone = await drawCards([c.job], c.language, c.at, c.layout, c.heading, false);
      expect(await drawCards([c.job], c.language, c.at, c.layout, c.heading, true), `${c.language} ${c.at} ${c.layout} ${JSON.stringify(c.job).slice(0, 80)}`).toBe(alone);
    }
    // A whole list, every card from what was kept.
    const list = await drawCards(JOBS, 'si', MOMENTS[1]!, 'grid', 'h3', false);
    expect(await drawCards(JOBS, 'si', MOMENTS[1]!, 'grid', 'h3', true)).toBe(list);
    await setLanguage('en');
  });

  it('are kept across a job\'s views and applications, which a card does not show', async () => {
    const read = makeJob({ views: 4, applicationsCount: 0 });
    const readMore = makeJob({ views: 9_999, applicationsCount: 57 });
    const text = renderHook(() => useJobText()).result.current;
    const page = { language: 'en', pathname: '/browse', year: 2026 };
    expect(jobCardKey(page, readMore, 'grid', 'h3', text)).toBe(jobCardKey(page, read, 'grid', 'h3', text));
    expect(jobCardKey(page, makeJob({ title: 'Accountant' }), 'grid', 'h3', text)).not.toBe(jobCardKey(page, read, 'grid', 'h3', text));
    // What makes the same key must draw the same card: neither count is in its markup.
    for (const language of ['en', 'si'] as const) {
      for (const [layout, heading] of LAYOUTS) {
        expect(await drawCards([readMore], language, MOMENTS[0]!, layout, heading, false)).toBe(
          await drawCards([read], language, MOMENTS[0]!, layout, heading, false),
        );
      }
    }
    await setLanguage('en');
  });
});
