import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { notifyAuthStateChanged } from '@/lib/storage';

afterEach(() => {
  vi.restoreAllMocks();
});

function store(token: string | null, user: string | null) {
  if (token === null) localStorage.removeItem('customerToken');
  else localStorage.setItem('customerToken', token);
  if (user === null) localStorage.removeItem('customerUser');
  else localStorage.setItem('customerUser', user);
}

describe('useCustomerSession (SPEC sections 3 and 4)', () => {
  it('is logged in when customerToken and customerUser exist and the user parses', () => {
    store('tok', JSON.stringify({ name: 'Nimal Perera', email: 'nimal@example.lk' }));
    const { result } = renderHook(() => useCustomerSession());
    expect(result.current).toEqual({
      isLoggedIn: true,
      user: { name: 'Nimal Perera', email: 'nimal@example.lk' },
      displayName: 'Nimal Perera',
    });
  });

  it.each([
    ['no token', null, JSON.stringify({ name: 'N' })],
    ['no user', 'tok', null],
    ['nothing', null, null],
  ])('is logged out with %s', (_, token, user) => {
    store(token, user);
    const { result } = renderHook(() => useCustomerSession());
    expect(result.current).toEqual({ isLoggedIn: false, user: null, displayName: 'User' });
  });

  it('removes invalid user data, logs the error and is logged out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    store('tok', '{broken');
    const { result } = renderHook(() => useCustomerSession());
    expect(result.current.isLoggedIn).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
  });

  it("shows the email, else 'User', when the name is missing", () => {
    store('tok', JSON.stringify({ email: 'nimal@example.lk' }));
    const { result, unmount } = renderHook(() => useCustomerSession());
    expect(result.current.displayName).toBe('nimal@example.lk');
    unmount();
    store('tok', JSON.stringify({}));
    const second = renderHook(() => useCustomerSession());
    expect(second.result.current).toEqual({ isLoggedIn: true, user: {}, displayName: 'User' });
  });

  it("re-reads on 'authStateChanged'", () => {
    const { result } = renderHook(() => useCustomerSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => {
      store('tok', JSON.stringify({ name: 'Kamala' }));
      notifyAuthStateChanged();
    });
    expect(result.current).toMatchObject({ isLoggedIn: true, displayName: 'Kamala' });
    act(() => {
      store(null, null);
      notifyAuthStateChanged();
    });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it("re-reads on 'storage' (a change in another tab)", () => {
    store('tok', JSON.stringify({ name: 'Kamala' }));
    const { result } = renderHook(() => useCustomerSession());
    act(() => {
      store(null, null);
      window.dispatchEvent(new StorageEvent('storage', { key: 'customerToken' }));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('keeps the same object when nothing changed, so the header does not re-render', () => {
    store('tok', JSON.stringify({ name: 'Kamala' }));
    const { result } = renderHook(() => useCustomerSession());
    const before = result.current;
    act(() => notifyAuthStateChanged());
    expect(result.current).toBe(before);
  });
});
