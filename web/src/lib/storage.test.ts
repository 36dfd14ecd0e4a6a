import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_CHANGED,
  STORAGE_KEYS,
  clearAllSessions,
  notifyAuthStateChanged,
  readAdminSession,
  readCustomerSession,
  saveAdminSession,
  saveCustomerSession,
  subscribeToAuthState,
  updateStoredCustomerUser,
} from '@/lib/storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage keys and signal (SPEC section 9)', () => {
  it('uses the keys token, customerToken, user, customerUser and the signal authStateChanged', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', customerToken: 'customerToken', user: 'user', customerUser: 'customerUser' });
    expect(AUTH_STATE_CHANGED).toBe('authStateChanged');
  });
});

describe('readCustomerSession', () => {
  it('is logged in when customerToken and customerUser exist and the user parses', () => {
    saveCustomerSession('tok-1', { name: 'Nimal', email: 'nimal@example.lk' });
    expect(readCustomerSession()).toEqual({ token: 'tok-1', user: { name: 'Nimal', email: 'nimal@example.lk' } });
  });

  it('is logged out when the token is missing', () => {
    localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal' }));
    expect(readCustomerSession()).toBeNull();
  });

  it('is logged out when the user is missing', () => {
    localStorage.setItem('customerToken', 'tok-1');
    expect(readCustomerSession()).toBeNull();
  });

  it('removes invalid user data, logs an error and treats the person as logged out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('customerToken', 'tok-1');
    localStorage.setItem('customerUser', '{not json');
    expect(readCustomerSession()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
  });

  it('treats JSON that is not an object as invalid user data', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('customerToken', 'tok-1');
    localStorage.setItem('customerUser', 'null');
    expect(readCustomerSession()).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem('customerUser')).toBeNull();
  });
});

describe('admin session', () => {
  it('lives under token and user', () => {
    saveAdminSession('adm-1', { username: 'root', role: 'superadmin' });
    expect(localStorage.getItem('token')).toBe('adm-1');
    expect(readAdminSession()?.user).toEqual({ username: 'root', role: 'superadmin' });
  });
});

describe('clearAllSessions', () => {
  it('removes all four keys and nothing else', () => {
    saveCustomerSession('c', { name: 'C' });
    saveAdminSession('a', { name: 'A' });
    localStorage.setItem('language', 'si');
    clearAllSessions();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('language')).toBe('si');
  });
});

describe('updateStoredCustomerUser', () => {
  it('replaces the stored user only while a customer is signed in', () => {
    updateStoredCustomerUser({ name: 'Nobody' });
    expect(localStorage.getItem('customerUser')).toBeNull();
    saveCustomerSession('c', { name: 'Old' });
    updateStoredCustomerUser({ name: 'New' });
    expect(readCustomerSession()?.user).toEqual({ name: 'New' });
  });
});

describe('subscribeToAuthState', () => {
  it("calls back on 'storage' and on 'authStateChanged' until unsubscribed", () => {
    const listener = vi.fn();
    const stop = subscribeToAuthState(listener);
    window.dispatchEvent(new Event('storage'));
    notifyAuthStateChanged();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    notifyAuthStateChanged();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
