import { Suspense, useEffect, useRef, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter, type RouteObject } from 'react-router';
import { SiteLayout } from '@/app/layout/site-layout';
import { RoutePage, type AreaRoute } from '@/components/layout/route-page';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { authRoutes } from '@/features/auth/routes';
import { blogRoutes } from '@/features/blog/routes';
import { companiesRoutes } from '@/features/companies/routes';
import { cvRoutes } from '@/features/cv/routes';
import { jobsRoutes } from '@/features/jobs/routes';
import { staticRoutes } from '@/features/static/routes';
import i18n, { isLanguage, type Language } from '@/i18n';
import { languageBase, localizedPath, splitAddress } from '@/i18n/address';
import { lazyWithTimeout, type PreloadablePage } from '@/lib/lazy-with-timeout';

// Every page is its own chunk, fetched when first needed (with the 120 s time-out of SPEC 9).
const HomePage = lazyWithTimeout(() => import('@/app/home/home-page'));
const CustomerDashboardPage = lazyWithTimeout(() => import('@/app/dashboard/customer-dashboard-page'));
const AdminDashboardPage = lazyWithTimeout(() => import('@/app/dashboard/admin-dashboard-page'));
const NotFoundPage = lazyWithTimeout(() => import('@/features/static/pages/not-found-page'));

/** The areas' pages: an area adds its list here. */
const areaRoutes: AreaRoute[] = [...jobsRoutes, ...companiesRoutes, ...blogRoutes, ...cvRoutes, ...staticRoutes, ...authRoutes];

/** The pages the app composes from several areas. */
const appRoutes: AreaRoute[] = [
  { path: 'customer/dashboard', page: CustomerDashboardPage, loading: 'page' },
  { path: 'dashboard', page: AdminDashboardPage, loading: 'admin', standalone: true },
];

const routes = [...areaRoutes, ...appRoutes];

/**
 * Fetches the code of the page at `pathname` (the not-found page when no route takes it): main.tsx
 * asks for a page the server drew as the app starts, and the page hydrates once it is here.
 */
export function preloadPage(pathname: string): Promise<void> {
  const all = [{ path: '/', page: HomePage }, ...routes.map((route) => ({ path: `/${route.path}`, page: route.page }))];
  const match = matchRoutes(all, pathname)?.[0]?.route;
  const page = (match?.page ?? NotFoundPage) as Partial<PreloadablePage>;
  return page.preload ? page.preload() : Promise.resolve();
}

function element({ page, loading, standalone }: AreaRoute) {
  return <RoutePage page={page} loading={loading} standalone={standalone} />;
}

const layout = <SiteLayout />;
const homeRoute: RouteObject = { index: true, element: element({ path: '', page: HomePage, loading: 'content' }) };
const notFoundRoute: RouteObject = { path: '*', element: element({ path: '*', page: NotFoundPage, loading: 'content' }) };
const inLayout: RouteObject[] = routes.filter((route) => !route.standalone).map((route) => ({ path: route.path, element: element(route) }));
const alone: RouteObject[] = routes.filter((route) => route.standalone).map((route) => ({ path: route.path, element: element(route) }));

/** A route path's first segment as the router compares it, or null when it is not a fixed word. */
function headOf(path: string): string | null {
  const head = path.split('/')[0] ?? '';
  return /[:*?]/.test(head) ? null : head.toLowerCase();
}

/** The first segment of an address as the router matches it: decoded, a "/" in it kept encoded. */
export function addressHead(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F').toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Every route, as one table: what routesFor picks from. */
export const allRoutes: RouteObject[] = [{ element: layout, children: [homeRoute, ...inLayout, notFoundRoute] }, ...alone];

/**
 * The address patterns the app has a page for ("/", "/job/:jobId", ...), without the catch-all: the
 * server answers any other address with the not-found page and a 404 (render.tsx, jpRoutes).
 */
export function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      if (route.path === '*') continue;
      const own = route.index ? parent : route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
      if (route.children) walk(route.children, own);
      else patterns.push(own === '' ? '/' : own);
    }
  };
  walk(allRoutes, '');
  return patterns;
}

const heads = new Set(routes.map((route) => headOf(route.path)).filter((head) => head !== null));
heads.add('');
const tables = new Map<string, RouteObject[]>();

/**
 * The routes that can take an address whose first segment is `head`: the ones that start with that
 * word, the ones that start with a parameter, and the catch-all. React Router flattens and ranks the
 * routes it is given on every render of the routes; giving it only these makes that a few routes
 * instead of every page of the site, and picks the same route (a route that starts with another
 * word cannot match, and the order of the rest is kept). The tables are made once per word.
 */
export function routesFor(pathname: string): RouteObject[] {
  const wanted = addressHead(pathname);
  const head = heads.has(wanted) ? wanted : null;
  const key = head ?? '\u0000';
  let table = tables.get(key);
  if (!table) {
    const takes = (route: RouteObject) => {
      const own = headOf(route.path ?? '');
      return own === null || own === head;
    };
    const children = [...(head === '' ? [homeRoute] : []), ...inLayout.filter(takes), notFoundRoute];
    table = [{ element: layout, children }, ...alone.filter(takes)];
    tables.set(key, table);
  }
  return table;
}

/** The routes of SPEC section 2 (plus the password reset pages), without a router around them. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routesFor(pathname));
  return (
    <>
      <ScrollToTop />
      {page}
    </>
  );
}

/** Shown only while the texts of a Sinhala or Tamil visitor's language arrive on the first visit. */
function LanguageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Loading">
      <span
        className="size-8 rounded-full border-[3px] border-gray-200 border-t-teal-700 motion-safe:animate-spin"
        aria-hidden="true"
      />
    </div>
  );
}

/** The browser's history, made once; it tells the router of its own changes too (v5Compat). */
let browserHistory: ReturnType<typeof UNSAFE_createBrowserHistory> | null = null;

/**
 * The app's router: the browser address drives AppRoutes. Navigations are not transitions, so a
 * tap on a link whose page is still downloading shows the loading text at once instead of
 * leaving the old page on screen with no sign that anything is happening.
 *
 * The address's language prefix (/si, /ta; i18n/address.ts) is the router's basename: the routes
 * see the path without it, and every link and navigation keeps it. When the language changes, the
 * address moves to the same page in the new language, in place (no new entry in the history, no
 * reload): the base and the history's location change in the same update.
 */
export function AppRouter() {
  browserHistory ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  const history = browserHistory;
  const [base, setBase] = useState(() => languageBase(splitAddress(history.location.pathname).language ?? 'en'));
  const baseRef = useRef(base);

  useEffect(() => {
    const follow = (language: string) => {
      if (!isLanguage(language)) return;
      const next = languageBase(language);
      if (next === baseRef.current) return;
      baseRef.current = next;
      const { pathname, search, hash } = history.location;
      setBase(next);
      history.replace({ pathname: localizedPath(splitAddress(pathname).path, language as Language), search, hash }, history.location.state);
    };
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [history]);

  return (
    <HistoryRouter history={history} basename={base || undefined} useTransitions={false}>
      <RoutedApp />
    </HistoryRouter>
  );
}

/** The pages inside a router: the browser's (AppRouter) or the server's (src/server/render.tsx). */
export function RoutedApp() {
  return (
    <Suspense fallback={<LanguageLoading />}>
      <AppRoutes />
    </Suspense>
  );
}
