import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { persistor, store, type AppStore } from '@/app/store';
import { checkRestoredSession, restoreSession, selectIsAuthenticated, syncSessionFromStorage } from '@/app/session/auth-slice';
import { Toasts } from '@/app/layout/toasts';
import { screenSizeChanged, toastAdded } from '@/app/ui-slice';
import { builtCVs } from '@/features/cv/built-cvs';
import { JobInterestContext } from '@/features/cv/job-interest';
import { JobSeekerMarksContext } from '@/features/jobs/job-seeker';
import { recentlyViewedJobs } from '@/features/jobs/recently-viewed';
import { jobSeekerMarks } from '@/features/user/job-seeker-marks';
import { preferencesChanged } from '@/features/user/user-slice';
import i18n, { loadAccountTexts, onLanguageChosen, setLanguage, startLanguage } from '@/i18n';
import { holdClock } from '@/lib/clock';
import { whenPageReady } from '@/lib/page-ready';
import { CUSTOMER_SESSION_EXPIRED, readCustomerSession, subscribeToAuthState } from '@/lib/storage';
import { serverRender } from '@/app/server-render';

/**
 * Shown while the persisted state loads (SPEC section 2): 'Loading application...' in the language
 * the app starts in, whose texts are here before the app is drawn (main.tsx).
 */
export function AppLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center p-6 text-gray-700">
      <span className="mr-3 size-5 animate-spin rounded-full border-2 border-gray-300 border-t-teal-700 motion-reduce:animate-none" aria-hidden="true" />
      {i18n.t('loading.application', undefined, ['common'])}
    </div>
  );
}

/**
 * Keeps the store in step with the browser: the stored session, the screen size and the
 * language a visitor chooses (the user state's language preference).
 */
export function BrowserSync() {
  const dispatch = useAppDispatch();

  useEffect(
    () =>
      onLanguageChosen((language) => {
        dispatch(preferencesChanged({ language }));
        // A signed-in customer's choice is the account's too: else the account's saved language,
        // read again by the dashboard, would bring the old one back on the next start. The HTTP
        // client is not on the first screen, so the call comes with its own chunk.
        if (readCustomerSession()) {
          void import('@/features/user/account-thunks').then(({ updatePreferences }) => dispatch(updatePreferences({ language })));
        }
      }),
    [dispatch],
  );

  useEffect(() => subscribeToAuthState(() => dispatch(syncSessionFromStorage())), [dispatch]);

  // The texts of a signed-in reader's pages, in Sinhala or Tamil, fetched before the first step
  // into them, and again in a language switched to (i18n/account-namespaces.ts).
  const signedIn = useAppSelector(selectIsAuthenticated);
  useEffect(() => {
    if (!signedIn) return;
    const load = () => void loadAccountTexts();
    load();
    i18n.on('languageChanged', load);
    return () => i18n.off('languageChanged', load);
  }, [signedIn]);

  // A customer session the server refused on a public page: the reader stays, and is told.
  useEffect(() => {
    const tell = () => dispatch(toastAdded({ type: 'warning', message: i18n.t('session.expired', undefined, ['common']) }));
    window.addEventListener(CUSTOMER_SESSION_EXPIRED, tell);
    return () => window.removeEventListener(CUSTOMER_SESSION_EXPIRED, tell);
  }, [dispatch]);

  useEffect(() => {
    const measure = () => dispatch(screenSizeChanged(window.innerWidth));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [dispatch]);

  return null;
}

/**
 * On start, once the stored state is back: the stored language preference selects the interface
 * language (see startLanguage), and the preference records the language chosen, so that the two
 * agree from the first screen on.
 */
export async function applyLanguagePreference(target: AppStore): Promise<void> {
  const preference = target.getState().user.preferences.language;
  const language = startLanguage(preference);
  if (preference !== language) target.dispatch(preferencesChanged({ language }));
  if (i18n.language !== language) await setLanguage(language);
}

/**
 * On start: the session from storage (SPEC section 4), then the language preference. A restored
 * customer session is checked with the server (GET /auth/status) beside the first screen, not
 * before it.
 */
export async function restoreOnStart(target: AppStore = store): Promise<void> {
  // Its failure ('Authentication expired') is the normal case for a visitor who is signed out.
  const restored = await target.dispatch(restoreSession());
  if (restoreSession.fulfilled.match(restored) && restored.payload.userType === 'customer') {
    void target.dispatch(checkRestoredSession());
  }
  try {
    await applyLanguagePreference(target);
  } catch (error) {
    // The texts could not be fetched: the app starts in the language already set up.
    console.error('The preferred language could not be set', error);
  }
}

const jobSeeker = { ...jobSeekerMarks, ...builtCVs };

/**
 * What areas need of one another, handed over by the app (see features/jobs/job-seeker.ts and
 * features/cv/job-interest.ts).
 */
export function AreaLinks({ children }: { children: ReactNode }) {
  return (
    <JobSeekerMarksContext.Provider value={jobSeeker}>
      <JobInterestContext.Provider value={recentlyViewedJobs}>{children}</JobInterestContext.Provider>
    </JobSeekerMarksContext.Provider>
  );
}

/**
 * The store and what the app's pages need around them, as the server draws a page (src/server) and
 * as the browser hydrates it: `serverState` is the state the page was drawn with, which the
 * components read while hydrating so that they draw what the server did.
 */
export function StoreProviders({ store: target, serverState, children }: { store: AppStore; serverState?: unknown; children: ReactNode }) {
  return (
    <Provider store={target} serverState={serverState as ReturnType<AppStore['getState']> | undefined}>
      <BrowserSync />
      {/* On the server too, so that the tree, and so every useId, is the same on both sides. */}
      <RestoreAfterHydration />
      <AppReady />
      <AreaLinks>{children}</AreaLinks>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </Provider>
  );
}

/** Marks the page as run by the app (<html data-app="ready">), once its first page is in place. */
function AppReady() {
  useEffect(
    () =>
      whenPageReady(() => {
        document.documentElement.dataset.app = 'ready';
      }),
    [],
  );
  return null;
}

/** How long after hydration ages ("3 days ago") still count from the moment the page was drawn. */
const CLOCK_HELD_MS = 10_000;

/**
 * After hydration: the stored session and preferences (redux-persist) come in, and with them a
 * signed-in reader's own header, marks and language, drawn as a change of the hydrated page.
 */
function RestoreAfterHydration() {
  useEffect(() => {
    let release: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const cancel = whenPageReady(() => {
      release = setTimeout(() => holdClock(null), CLOCK_HELD_MS);
      persistor.persist();
      const restore = () => void restoreOnStart();
      if (persistor.getState().bootstrapped) {
        restore();
        return;
      }
      stop = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        restore();
      });
    });
    return () => {
      cancel();
      stop();
      clearTimeout(release);
    };
  }, []);
  return null;
}

/**
 * The app's store. A page the server drew is hydrated at once with the state it was drawn with,
 * and the stored state joins after; a page the app draws alone waits for the stored state first.
 */
export function Providers({ children }: { children: ReactNode }) {
  const rendered = serverRender();
  if (rendered) {
    return (
      <StoreProviders store={store} serverState={rendered.state}>
        {children}
      </StoreProviders>
    );
  }
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<AppLoading />} onBeforeLift={() => restoreOnStart()}>
        <BrowserSync />
        <AppReady />
        <AreaLinks>{children}</AreaLinks>
        {/* Its texts are here before the app is drawn (main.tsx); should they not be, it waits alone. */}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </PersistGate>
    </Provider>
  );
}
