import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { languageBase, localizedPath, splitAddress } from '@/i18n/address';
import { browserLocation } from '@/lib/browser-location';
import { makeStore } from '@/app/store';
import { AreaLinks } from '@/app/providers';
import { AppRouter } from './router';

describe('a page address per language', () => {
  it('reads the language off an address, and puts it on', () => {
    expect(splitAddress('/si/job/12/accountant')).toEqual({ language: 'si', path: '/job/12/accountant' });
    expect(splitAddress('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitAddress('/ta/')).toEqual({ language: 'ta', path: '/' });
    // English has no prefix; a path that only starts like one is a path.
    expect(splitAddress('/browse')).toEqual({ language: null, path: '/browse' });
    expect(splitAddress('/en/browse')).toEqual({ language: null, path: '/en/browse' });
    expect(splitAddress('/sir/x')).toEqual({ language: null, path: '/sir/x' });
    expect(localizedPath('/', 'si')).toBe('/si');
    expect(localizedPath('/browse', 'ta')).toBe('/ta/browse');
    expect(localizedPath('/browse', 'en')).toBe('/browse');
    expect(languageBase('en')).toBe('');
  });
});

describe('AppRouter: the address follows the language', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/about?from=test#top');
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.history.replaceState(null, '', '/');
  });

  function renderApp() {
    return render(
      <Provider store={makeStore()}>
        <AreaLinks>
          <Suspense fallback={<p>Loading test...</p>}>
            <AppRouter />
          </Suspense>
        </AreaLinks>
      </Provider>,
    );
  }

  it('moves the page to its Sinhala address in place, keeps it there as the reader goes on, and back to English', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 5000 })).toBeInTheDocument();
    const entries = window.history.length;

    await act(() => setLanguage('si'));
    expect(await screen.findByRole('heading', { level: 1, name: 'අප ගැන' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/si/about?from=test#top');
    expect(window.history.length).toBe(entries);
    expect(browserLocation.pathname()).toBe('/about');

    // The app's links and navigations keep the language's address.
    const faq = screen.getAllByRole('link', { name: 'නිතර අසන ප්‍රශ්න' })[0]!;
    expect(faq).toHaveAttribute('href', '/si/faq');
    await user.click(faq);
    expect(await screen.findByRole('heading', { level: 1, name: 'නිතර අසන ප්‍රශ්න' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/si/faq');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/faq');
  });
});
