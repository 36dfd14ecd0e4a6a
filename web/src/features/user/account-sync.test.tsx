import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSync } from '@/features/user/account-sync';
import { rememberPendingFavorite, takePendingFavorite } from '@/features/user/pending-favorite';
import { makeSavedJob } from '@/features/user/testing/fixtures';
import { defaultPreferences, initialUserState } from '@/features/user/user-slice';
import { browserLocation } from '@/lib/browser-location';
import { makeCustomer } from '@/testing/accounts';
import { mockApi, routes } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function signIn() {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify(makeCustomer()));
}

function renderSync(route: string, preloadedState = {}) {
  return renderWithProviders(
    <>
      <AccountSync />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, preloadedState },
  );
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('AccountSync', () => {
  it('reads the saved jobs and the preferences once a customer is signed in', async () => {
    signIn();
    const { requests } = mockApi(
      routes({
        'GET /user/favorites': { status: 200, data: { success: true, data: [makeSavedJob(4)] } },
        'GET /user/preferences': { status: 200, data: { success: true, data: { ...defaultPreferences, theme: 'dark' } } },
      }),
    );
    const { store } = renderSync('/');
    await waitFor(() => expect(store.getState().user.favoriteJobs).toEqual([4]));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.getState().ui.theme).toBe('dark');
    expect(requests.filter((request) => request.url === '/user/favorites')).toHaveLength(1);
  });

  it('follows the system setting when signed out, whatever was stored', async () => {
    mockApi(() => ({ status: 500, data: {} }));
    localStorage.setItem('theme', 'dark');
    renderSync('/', { user: { ...initialUserState, preferences: { ...defaultPreferences, theme: 'dark' } } });
    // jsdom has no dark system setting.
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('saves the job chosen before signing in, says so and goes back where the visitor was', async () => {
    signIn();
    rememberPendingFavorite({ jobId: 12, returnTo: '/browse?search=nurse' });
    const { requests } = mockApi(
      routes({
        'GET /user/favorites': { status: 200, data: { success: true, data: [] } },
        'GET /user/preferences': { status: 200, data: { success: true, data: defaultPreferences } },
        'POST /user/favorites/12': { status: 201, data: { success: true, data: { jobId: 12, saved: true } } },
      }),
    );
    renderSync('/customer/dashboard');
    expect(await screen.findByText('Job saved successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/browse?search=nurse');
    expect(requests.some((request) => request.method === 'POST' && request.url === '/user/favorites/12')).toBe(true);
    expect(sessionStorage.getItem('pendingFavorite')).toBeNull();
  });

  it('waits on the sign-in page, and never goes to another site', async () => {
    signIn();
    rememberPendingFavorite({ jobId: 12, returnTo: '//evil.example/x' });
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: [] } }));
    const { store } = renderSync('/customer/login');
    // The account's reads are answered and drawn; the job chosen before signing in still waits.
    await waitFor(() => expect(store.getState().user.favoritesStatus).toBe('succeeded'));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/user/preferences'));
    expect(sessionStorage.getItem('pendingFavorite')).not.toBeNull();
    expect(takePendingFavorite()).toEqual({ jobId: 12, returnTo: '' });
  });
});
