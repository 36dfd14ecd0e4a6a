/**
 * Renders a component as the app does: a real store (makeStore, with preloadedState), the
 * router at a chosen address and the i18n instance. Returns the store and a user-event session.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import '@/i18n';
import { Toasts } from '@/app/layout/toasts';
import { AreaLinks } from '@/app/providers';
import { makeStore, type AppStore, type RootState } from '@/app/store';

export interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The address the router starts at (default '/'), optionally with location state. */
  route?: InitialEntry;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions } = options;

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <AreaLinks>
            <Suspense fallback={<p>Loading test...</p>}>{children}</Suspense>
          </AreaLinks>
          <Toasts />
        </MemoryRouter>
      </Provider>
    );
  }

  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** Shows where the router is (for asserting navigation): the path and search, and any state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={location.state === undefined || location.state === null ? '' : JSON.stringify(location.state)}>
      {location.pathname + location.search}
    </output>
  );
}
