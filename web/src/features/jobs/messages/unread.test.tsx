import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ApplicationMessages } from '@/features/jobs/messages/application-messages';
import { UNREAD_REFRESH_MS, UnreadMessagesProvider } from '@/features/jobs/messages/unread';

const answer = (data: unknown) => ({ status: 200, data: { success: true, data } });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('UnreadMessagesProvider: badges that stay current', () => {
  it('reads the counts again while the page is visible, asks nothing while it is hidden, and reads at once on its return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let counts: Record<string, number> = { '7': 1 };
    const { requests } = mockApi(routes({ 'GET /jobs/3/messages/unread': () => answer(counts) }));
    const reads = () => requests.filter((request) => request.url === '/jobs/3/messages/unread').length;
    renderWithProviders(
      <UnreadMessagesProvider source={{ jobId: 3 }}>
        <ApplicationMessages applicationId={7} />
      </UnreadMessagesProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Messages 1 new' })).toBeInTheDocument();
    expect(reads()).toBe(1);

    counts = { '7': 3 };
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Messages 3 new' })).toBeInTheDocument();
    expect(reads()).toBe(2);

    act(() => setVisibility('hidden'));
    counts = { '7': 4 };
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS));
    expect(reads()).toBe(2);
    expect(screen.getByRole('button', { name: 'Messages 3 new' })).toBeInTheDocument();

    act(() => setVisibility('visible'));
    expect(await screen.findByRole('button', { name: 'Messages 4 new' })).toBeInTheDocument();
    expect(reads()).toBe(3);
    // Focus right after the return asks nothing more: one read serves both.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads()).toBe(3);
  });

  it('stops reading once the list is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = mockApi(routes({ 'GET /user/messages/unread': answer({}) }));
    const { unmount } = renderWithProviders(
      <UnreadMessagesProvider source="mine">
        <ApplicationMessages applicationId={7} />
      </UnreadMessagesProvider>,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS));
    expect(requests).toHaveLength(1);
  });
});
