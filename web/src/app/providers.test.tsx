import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLoading, AreaLinks, BrowserSync, applyLanguagePreference, restoreOnStart } from '@/app/providers';
import { makeStore } from '@/app/store';
import { useJobInterest } from '@/features/cv/job-interest';
import { addRecentlyViewed } from '@/features/jobs/jobs-slice';
import { makeJob } from '@/features/jobs/testing/fixtures';
import { defaultPreferences, initialUserState } from '@/features/user/user-slice';
import i18n, { LANGUAGE_STORAGE_KEY, chooseLanguage, setLanguage, type Language } from '@/i18n';
import { notifyAuthStateChanged, notifyCustomerSessionExpired } from '@/lib/storage';
import { mockApi, routes } from '@/testing/mock-api';


describe('AppLoading', () => {
  it("reads 'Loading application...' (SPEC section 2)", () => {
    render(<AppLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading application...');
  });

  it('reads it in the language the app starts in', async () => {
    await setLanguage('ta');
    try {
      render(<AppLoading />);
      expect(screen.getByRole('status')).toHaveTextContent('பயன்பாடு ஏற்றப்படுகிறது...');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('BrowserSync', () => {
  it('follows the stored session on authStateChanged and the screen width', () => {
    const store = makeStore();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    render(
      <Provider store={store}>
        <BrowserSync />
      </Provider>,
    );
    expect(store.getState().ui).toMatchObject({ isMobile: true, screenWidth: 390 });

    act(() => {
      localStorage.setItem('customerToken', 'c-tok');
      localStorage.setItem('customerUser', JSON.stringify({ name: 'Kamala' }));
      notifyAuthStateChanged();
    });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userType: 'customer', token: 'c-tok' });

    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(store.getState().ui).toMatchObject({ isMobile: false, isTablet: true });
  });
});

describe("BrowserSync and the texts of a signed-in reader's pages", () => {
  it('fetches them in Sinhala or Tamil once the reader is signed in, and in a language switched to', async () => {
    await setLanguage('si');
    const store = makeStore();
    render(
      <Provider store={store}>
        <BrowserSync />
      </Provider>,
    );
    await act(async () => {});
    expect(i18n.hasLoadedNamespace('jobs-interviews', 'si')).toBe(false);

    act(() => {
      localStorage.setItem('customerToken', 'c-tok');
      localStorage.setItem('customerUser', JSON.stringify({ name: 'Kamala' }));
      notifyAuthStateChanged();
    });
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('jobs-interviews', 'si')).toBe(true));
    await act(() => setLanguage('ta'));
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('jobs-interviews', 'ta')).toBe(true));
    await act(() => setLanguage('en'));
  });
});

describe('BrowserSync and a customer session that ended on a public page', () => {
  it('tells the reader with a toast in their language', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <BrowserSync />
      </Provider>,
    );
    act(() => notifyCustomerSessionExpired());
    expect(store.getState().ui.toasts).toMatchObject([{ type: 'warning', message: 'Your session has expired. Sign in again to use your account.' }]);
    await act(() => setLanguage('ta'));
    act(() => notifyCustomerSessionExpired());
    expect(store.getState().ui.toasts[1]?.message).toBe('உங்கள் அமர்வு காலாவதியாகிவிட்டது. உங்கள் கணக்கைப் பயன்படுத்த மீண்டும் உள்நுழையவும்.');
    await act(() => setLanguage('en'));
  });
});

describe('restoreOnStart', () => {
  it('checks a restored customer session with GET /auth/status and clears a dead one quietly', async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify({ name: 'Kamala' }));
    const { requests } = mockApi(
      routes({ 'GET /auth/status': { status: 200, data: { success: true, data: { authenticated: false, userType: null, user: null } } } }),
    );
    const store = makeStore();
    await restoreOnStart(store);
    await vi.waitFor(() => expect(localStorage.getItem('customerToken')).toBeNull());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /auth/status']);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('asks nothing for a visitor or an admin', async () => {
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('user', JSON.stringify({ username: 'root', role: 'admin' }));
    const { requests } = mockApi(routes({}));
    await restoreOnStart(makeStore());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('BrowserSync and the language switch', () => {
  function renderSync() {
    const store = makeStore();
    render(
      <Provider store={store}>
        <BrowserSync />
      </Provider>,
    );
    return store;
  }

  it("saves a signed-in customer's choice as the account's language, so the dashboard does not bring the old one back", async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify({ name: 'Kamala' }));
    const { requests } = mockApi(routes({ 'PUT /user/preferences': { status: 200, data: { success: true, data: { language: 'ta' } } } }));
    const store = renderSync();
    await act(() => chooseLanguage('ta', false));
    await vi.waitFor(() => expect(requests.map((request) => request.data)).toEqual([{ language: 'ta' }]));
    expect(store.getState().user.preferences.language).toBe('ta');
  });

  it("keeps a visitor's choice on the device only", async () => {
    const { requests } = mockApi(routes({}));
    const store = renderSync();
    await act(() => chooseLanguage('si', false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(store.getState().user.preferences.language).toBe('si');
  });
});

describe('AreaLinks', () => {
  function ViewedJobs() {
    const ids = useJobInterest().useRecentlyViewedJobIds();
    return <output data-testid="viewed">{ids.join(',')}</output>;
  }

  it('gives the CV area the jobs viewed recently, newest first, as the jobs area keeps them', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AreaLinks>
          <ViewedJobs />
        </AreaLinks>
      </Provider>,
    );
    expect(screen.getByTestId('viewed')).toHaveTextContent(/^$/);
    act(() => {
      store.dispatch(addRecentlyViewed(makeJob({ id: 7 })));
      store.dispatch(addRecentlyViewed(makeJob({ id: 3 })));
      store.dispatch(addRecentlyViewed(makeJob({ id: 7 })));
    });
    expect(screen.getByTestId('viewed')).toHaveTextContent('7,3');
  });
});

describe('applyLanguagePreference (on start; SPEC: "chosen by the language preference")', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  function storeWithPreference(language: Language) {
    return makeStore({ user: { ...initialUserState, preferences: { ...defaultPreferences, language } } });
  }

  it.each(['si', 'ta'] as const)('a stored %s preference selects the language, over the one saved on the device', async (language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language === 'si' ? 'ta' : 'si');
    const store = storeWithPreference(language);
    await applyLanguagePreference(store);
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(language);
    expect(store.getState().user.preferences.language).toBe(language);
  });

  it('the default (English) preference keeps the language chosen on this device, and records it', async () => {
    await setLanguage('si');
    const store = makeStore();
    await applyLanguagePreference(store);
    expect(i18n.language).toBe('si');
    expect(store.getState().user.preferences).toEqual({ ...defaultPreferences, language: 'si' });
  });

  it('with no choice anywhere, the app starts in English and the state is left as it was', async () => {
    const store = makeStore();
    await applyLanguagePreference(store);
    expect(i18n.language).toBe('en');
    expect(store.getState()).toEqual(makeStore().getState());
  });
});
