import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '@/features/admin/testing/fixtures';
import { ACTIVITY_KEY, ADMIN_IDLE_LIMIT_MS, CHECK_EVERY_MS, REFRESH_AFTER_MS, useAdminSessionKeeper } from '@/features/admin/session-keeper';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function Keeper({ onIdle }: { onIdle: () => void }) {
  useAdminSessionKeeper(onIdle);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  localStorage.setItem('token', 'token-one-aaaaaaaa');
  localStorage.setItem('user', JSON.stringify(anAdmin()));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the admin session keeper', () => {
  it('swaps the token for a new one while the admin is active, and not while idle', async () => {
    const { requests } = mockApi(
      routes({ 'POST /admin/refresh-token': { status: 200, data: { success: true, token: 'token-two-bbbbbbbb', user: anAdmin() } } }),
    );
    const onIdle = vi.fn();
    renderWithProviders(<Keeper onIdle={onIdle} />);
    await pass(REFRESH_AFTER_MS + CHECK_EVERY_MS);
    // No activity since the token was issued: nothing to keep alive.
    expect(requests).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'a' });
    await pass(CHECK_EVERY_MS);
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('token-two-bbbbbbbb'));
    expect(requests.map((request) => request.url)).toEqual(['/admin/refresh-token']);
    expect(requests[0]?.headers.get('x-auth-token')).toBe('token-one-aaaaaaaa');

    // The new token is fresh: the next check leaves it alone.
    fireEvent.pointerDown(window);
    await pass(CHECK_EVERY_MS);
    expect(requests).toHaveLength(1);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('signs the admin out after an hour without activity', async () => {
    mockApi(routes({}));
    const onIdle = vi.fn();
    renderWithProviders(<Keeper onIdle={onIdle} />);
    await pass(ADMIN_IDLE_LIMIT_MS - CHECK_EVERY_MS);
    expect(onIdle).not.toHaveBeenCalled();
    await pass(CHECK_EVERY_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab of the console', async () => {
    const { requests } = mockApi(
      routes({ 'POST /admin/refresh-token': { status: 200, data: { success: true, token: 'token-two-bbbbbbbb', user: anAdmin() } } }),
    );
    const onIdle = vi.fn();
    renderWithProviders(<Keeper onIdle={onIdle} />);
    await pass(50 * 60 * 1000);
    localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    await pass(CHECK_EVERY_MS);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await pass(30 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
