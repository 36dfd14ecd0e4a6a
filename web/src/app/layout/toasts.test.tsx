import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastAdded } from '@/app/ui-slice';
import { renderWithProviders } from '@/testing/render';

describe('the toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success text in the polite live region and lets it be closed', async () => {
    const { store, user } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(toastAdded({ type: 'success', message: 'Company created successfully' }));
    });
    const region = screen.getByRole('log', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Company created successfully')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByText('Company created successfully')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('leaves by itself after its duration, 5000 ms unless told', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(toastAdded({ type: 'error', message: 'Failed to follow company' }));
      store.dispatch(toastAdded({ message: 'Saved a while', duration: 9000 }));
    });
    expect(screen.getByText('Failed to follow company').closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'error');
    expect(screen.getByText('Saved a while').closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Failed to follow company')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Failed to follow company')).not.toBeInTheDocument();
    expect(screen.getByText('Saved a while')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Saved a while')).not.toBeInTheDocument();
  });

  it('shows the newest five at most', () => {
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      for (let i = 1; i <= 7; i += 1) store.dispatch(toastAdded({ message: `Message ${i}` }));
    });
    const shown = within(screen.getByRole('log', { name: 'Notifications' })).getAllByText(/^Message \d$/).map((node) => node.textContent);
    expect(shown).toEqual(['Message 3', 'Message 4', 'Message 5', 'Message 6', 'Message 7']);
  });
});
