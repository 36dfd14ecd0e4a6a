import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '@/app/reset-store';
import { makeStore } from '@/app/store';
import { initialAuthState, loginCustomer } from '@/app/session/auth-slice';
import {
  changePassword,
  fetchProfile,
  removeAvatar,
  updatePreferences,
  updateProfile,
  uploadAvatar,
} from '@/features/user/account-thunks';
import {
  SEARCH_HISTORY_CAP,
  USER_MESSAGES,
  applicationStatusChanged,
  fetchMyApplicationStatuses,
  toggleFavorite,
  userPersistence,
  defaultPreferences,
  fetchPreferences,
  jobViewed,
  mergePreferences,
  preferencesChanged,
  searchHistoryCleared,
  searchRecorded,
  searchTermRemoved,
} from '@/features/user/user-slice';
import { browserLocation } from '@/lib/browser-location';
import { makeAdmin, makeCustomer } from '@/testing/accounts';
import { mockApi, routes } from '@/testing/mock-api';

const customer = makeCustomer({ avatar: '/media/avatars/7.webp' });

const admin = makeAdmin({ id: 3, role: 'admin' });

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('initial user state (SPEC sections 3 and 9)', () => {
  it('has the default preferences of section 9', () => {
    expect(makeStore().getState().user.preferences).toEqual({
      theme: 'light',
      language: 'en',
      notifications: { email: true, push: true, jobAlerts: true, newsletter: false },
      jobAlerts: { enabled: true, frequency: 'daily', keywords: [], locations: [], jobTypes: [] },
      privacy: { profileVisibility: 'public', showEmail: false, showPhone: false },
    });
  });

  it('has profile, avatar, activity, dashboard and adminData', () => {
    const { user } = makeStore().getState();
    expect(user.profile).toBeNull();
    expect(user.avatar).toBeNull();
    expect(user.activity).toEqual({ lastLogin: null, loginCount: 0, jobsApplied: 0, jobsViewed: 0, searchHistory: [] });
    expect(user.dashboard).toEqual({ appliedJobs: [], savedJobs: [], profileViews: 0, applicationStatus: {} });
    expect(user.adminData).toEqual({ permissions: [], lastActivity: null, managedUsers: [] });
  });
});

describe('search history (SPEC sections 4 and 9)', () => {
  it('records a new term with count 1, newest first, trimmed', () => {
    const store = makeStore();
    store.dispatch(searchRecorded('  nurse '));
    store.dispatch(searchRecorded('driver'));
    const history = store.getState().user.activity.searchHistory;
    expect(history.map((entry) => [entry.term, entry.count])).toEqual([
      ['driver', 1],
      ['nurse', 1],
    ]);
  });

  it('updates the timestamp and count of a repeated term', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T08:00:00Z'));
    const store = makeStore();
    store.dispatch(searchRecorded('Accountant'));
    store.dispatch(searchRecorded('driver'));
    vi.setSystemTime(new Date('2025-01-02T09:30:00Z'));
    store.dispatch(searchRecorded('accountant'));
    const history = store.getState().user.activity.searchHistory;
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({ term: 'accountant', timestamp: '2025-01-02T09:30:00.000Z', count: 2 });
  });

  it('keeps at most 20 terms, dropping the oldest', () => {
    const store = makeStore();
    for (let index = 1; index <= 25; index += 1) store.dispatch(searchRecorded(`term ${index}`));
    const history = store.getState().user.activity.searchHistory;
    expect(SEARCH_HISTORY_CAP).toBe(20);
    expect(history).toHaveLength(20);
    expect(history[0]?.term).toBe('term 25');
    expect(history[19]?.term).toBe('term 6');
  });

  it('ignores empty terms, removes one term and clears all', () => {
    const store = makeStore();
    store.dispatch(searchRecorded('   '));
    expect(store.getState().user.activity.searchHistory).toEqual([]);
    store.dispatch(searchRecorded('nurse'));
    store.dispatch(searchRecorded('teacher'));
    store.dispatch(searchTermRemoved('NURSE'));
    expect(store.getState().user.activity.searchHistory.map((entry) => entry.term)).toEqual(['teacher']);
    store.dispatch(searchHistoryCleared());
    expect(store.getState().user.activity.searchHistory).toEqual([]);
  });
});

describe('activity and dashboard', () => {
  it('counts sign-ins', async () => {
    vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/login');
    mockApi(() => ({ status: 200, data: { token: 't', user: customer } }));
    const store = makeStore();
    await store.dispatch(loginCustomer({ email: 'a@b.lk', password: 'secret123' }));
    expect(store.getState().user.activity.loginCount).toBe(1);
    expect(store.getState().user.activity.lastLogin).not.toBeNull();
    expect(store.getState().user.profile).toEqual(customer);
  });

  it('counts viewed jobs and keeps application status by job id', () => {
    const store = makeStore();
    store.dispatch(jobViewed());
    store.dispatch(applicationStatusChanged({ jobId: 12, status: 'submitted' }));
    store.dispatch(applicationStatusChanged({ jobId: 12, status: 'shortlisted' }));
    const { activity, dashboard } = store.getState().user;
    expect(activity.jobsViewed).toBe(1);
    expect(dashboard.applicationStatus).toEqual({ '12': 'shortlisted' });
  });
});

describe('preferences', () => {
  it('merges part of a group over the current preferences', () => {
    const store = makeStore();
    store.dispatch(preferencesChanged({ language: 'si', notifications: { newsletter: true } }));
    const { preferences } = store.getState().user;
    expect(preferences.language).toBe('si');
    expect(preferences.notifications).toEqual({ email: true, push: true, jobAlerts: true, newsletter: true });
  });

  it('ignores unknown keys and values of the wrong kind', () => {
    const merged = mergePreferences(defaultPreferences, {
      success: true,
      theme: 'purple',
      jobAlerts: { frequency: 'weekly', keywords: ['nurse', 3] },
    });
    expect(merged).not.toHaveProperty('success');
    expect(merged.theme).toBe('light');
    expect(merged.jobAlerts.frequency).toBe('weekly');
    expect(merged.jobAlerts.keywords).toEqual([]);
  });

  it('fetches preferences', async () => {
    mockApi(routes({ 'GET /user/preferences': { status: 200, data: { success: true, data: { theme: 'dark' } } } }));
    const store = makeStore();
    await store.dispatch(fetchPreferences());
    expect(store.getState().user.preferences.theme).toBe('dark');
  });

  it("updates preferences with the success message 'Preferences updated successfully'", async () => {
    const { requests } = mockApi(routes({ 'PUT /user/preferences': { status: 200, data: { success: true } } }));
    const store = makeStore();
    const result = await store.dispatch(updatePreferences({ privacy: { showEmail: true } }));
    expect(requests[0]?.data).toEqual({ privacy: { showEmail: true } });
    expect(result.payload).toMatchObject({ message: USER_MESSAGES.preferencesUpdated });
    expect(store.getState().user.preferences.privacy.showEmail).toBe(true);
    expect(store.getState().user.successMessage).toBe('Preferences updated successfully');
  });
});

describe('profile calls use the variant of the user type (SPEC section 6)', () => {
  it('a customer reads GET /customers/profile', async () => {
    const { requests } = mockApi(routes({ 'GET /customers/profile': { status: 200, data: { success: true, data: customer } } }));
    const store = makeStore({ auth: { ...initialAuthState, isAuthenticated: true, userType: 'customer', token: 't' } });
    await store.dispatch(fetchProfile());
    expect(requests[0]?.url).toBe('/customers/profile');
    expect(store.getState().user.profile).toEqual(customer);
    expect(store.getState().user.avatar).toBe('/media/avatars/7.webp');
  });

  it('an admin reads GET /admin-users/me on the admin channel', async () => {
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('customerToken', 'c-tok');
    const { requests } = mockApi(routes({ 'GET /admin-users/me': { status: 200, data: { success: true, data: admin } } }));
    const store = makeStore({ auth: { ...initialAuthState, isAuthenticated: true, userType: 'admin', token: 'a-tok' } });
    await store.dispatch(fetchProfile());
    expect(requests[0]?.headers.get('x-auth-token')).toBe('a-tok');
    expect(store.getState().user.profile).toEqual(admin);
  });

  it("falls back to 'Failed to fetch profile'", async () => {
    mockApi(() => ({ status: 500, data: {} }));
    const store = makeStore();
    await store.dispatch(fetchProfile('customer'));
    expect(store.getState().user.error).toBe(USER_MESSAGES.fetchProfileFailed);
    expect(USER_MESSAGES.fetchProfileFailed).toBe('Failed to fetch profile');
  });
});

describe('updateProfile', () => {
  it("saves, updates the stored customer user, raises authStateChanged and says 'Profile updated successfully'", async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    const updated = { ...customer, name: 'Nimal P.' };
    mockApi(routes({ 'PUT /customers/profile': { status: 200, data: { success: true, data: updated } } }));
    const signal = vi.fn();
    window.addEventListener('authStateChanged', signal);
    const store = makeStore({ auth: { ...initialAuthState, isAuthenticated: true, userType: 'customer', token: 'c-tok', user: customer } });
    const result = await store.dispatch(updateProfile({ name: 'Nimal P.' }));
    window.removeEventListener('authStateChanged', signal);
    expect(result.payload).toEqual({ profile: updated, message: 'Profile updated successfully' });
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ name: 'Nimal P.' });
    expect(store.getState().auth.user).toMatchObject({ name: 'Nimal P.' });
    expect(signal).toHaveBeenCalled();
  });

  it("keeps the server's message when it gives one", async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: customer, message: 'Saved.' } }));
    const store = makeStore();
    await store.dispatch(updateProfile({ name: 'N' }));
    expect(store.getState().user.successMessage).toBe('Saved.');
  });

  it('an admin saves through PUT /admin-users/{id}', async () => {
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('user', JSON.stringify(admin));
    const { requests } = mockApi(routes({ 'PUT /admin-users/3': { status: 200, data: { success: true, data: { ...admin, name: 'Boss' } } } }));
    const store = makeStore({ auth: { ...initialAuthState, isAuthenticated: true, userType: 'admin', token: 'a-tok', user: admin } });
    await store.dispatch(updateProfile({ name: 'Boss' }));
    expect(requests[0]?.url).toBe('/admin-users/3');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Boss' });
  });

  it("falls back to 'Failed to update profile' and keeps field errors", async () => {
    mockApi(() => ({ status: 422, data: { success: false, errors: [{ field: 'phone', message: 'Enter a valid phone number, such as 077 123 4567.' }] } }));
    const store = makeStore();
    const result = await store.dispatch(updateProfile({ phone: 'abc' }));
    expect(result.payload).toMatchObject({ message: 'Failed to update profile', fieldErrors: [{ field: 'phone' }] });
    expect(store.getState().user.error).toBe('Failed to update profile');
  });
});

describe('changePassword', () => {
  it("sends currentPassword and newPassword and says 'Password changed successfully'", async () => {
    const { requests } = mockApi(routes({ 'POST /auth/change-password': { status: 200, data: { success: true } } }));
    const store = makeStore();
    const result = await store.dispatch(changePassword({ currentPassword: 'old-secret', newPassword: 'new-secret' }));
    expect(requests[0]?.data).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(result.payload).toBe('Password changed successfully');
    expect(store.getState().user.pending.changePassword).toBe(false);
  });

  it("falls back to 'Failed to change password'", async () => {
    mockApi(() => 'network');
    vi.useFakeTimers();
    const store = makeStore();
    const pending = store.dispatch(changePassword({ currentPassword: 'a', newPassword: 'b' }));
    await vi.advanceTimersByTimeAsync(3000);
    await pending;
    expect(store.getState().user.error).toBe('Failed to change password');
  });
});

describe('avatar', () => {
  it("uploads the file under the field name avatar, reads avatarUrl and says 'Avatar uploaded successfully'", async () => {
    const { requests } = mockApi(routes({ 'POST /user/avatar': { status: 200, data: { success: true, data: { avatarUrl: '/media/a.webp' } } } }));
    const store = makeStore();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const result = await store.dispatch(uploadAvatar(file));
    const body = requests[0]?.data;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(result.payload).toEqual({ avatarUrl: '/media/a.webp', message: 'Avatar uploaded successfully' });
    expect(store.getState().user.avatar).toBe('/media/a.webp');
  });

  it("falls back to 'Failed to upload avatar'", async () => {
    mockApi(() => ({ status: 413, data: {} }));
    const store = makeStore();
    await store.dispatch(uploadAvatar(new File(['x'], 'x.png')));
    expect(store.getState().user.error).toBe('Failed to upload avatar');
  });

  it('removes the avatar', async () => {
    mockApi(routes({ 'DELETE /user/avatar': { status: 200, data: { success: true } } }));
    const store = makeStore({ user: { ...makeStore().getState().user, avatar: '/media/a.webp' } });
    await store.dispatch(removeAvatar());
    expect(store.getState().user.avatar).toBeNull();
  });
});

describe('preference errors (SPEC section 8)', () => {
  it("falls back to 'Failed to fetch preferences' and 'Failed to update preferences'", async () => {
    mockApi(() => ({ status: 500, data: {} }));
    const store = makeStore();
    await store.dispatch(fetchPreferences());
    expect(store.getState().user.error).toBe('Failed to fetch preferences');
    await store.dispatch(updatePreferences({ theme: 'dark' }));
    expect(store.getState().user.error).toBe('Failed to update preferences');
    expect(store.getState().user.preferences.theme).toBe('light');
  });
});

describe('favourites and application statuses (SPEC section 4 "Jobs", owned by the account)', () => {
  it('favourites toggle by job id', () => {
    const store = makeStore();
    store.dispatch(toggleFavorite(4));
    store.dispatch(toggleFavorite(7));
    expect(store.getState().user.favoriteJobs).toEqual([4, 7]);
    store.dispatch(toggleFavorite(4));
    expect(store.getState().user.favoriteJobs).toEqual([7]);
  });

  it('keeps the application status per job id, updated with a status value', () => {
    const store = makeStore();
    store.dispatch(applicationStatusChanged({ jobId: 3, status: 'submitted' }));
    store.dispatch(applicationStatusChanged({ jobId: 5, status: 'reviewed' }));
    store.dispatch(applicationStatusChanged({ jobId: 3, status: 'shortlisted' }));
    expect(store.getState().user.dashboard.applicationStatus).toEqual({ '3': 'shortlisted', '5': 'reviewed' });
  });

  it('reads the job seeker’s applications into the statuses', async () => {
    mockApi(
      routes({
        'GET /user/applications': {
          status: 200,
          data: { success: true, data: [{ id: 1, jobId: 6, status: 'hired' }, { id: 2, jobId: 7, status: 'rejected' }] },
        },
      }),
    );
    const store = makeStore();
    await store.dispatch(fetchMyApplicationStatuses());
    expect(store.getState().user.dashboard.applicationStatus).toEqual({ '6': 'hired', '7': 'rejected' });
    expect(store.getState().user.myApplicationsStatus).toBe('succeeded');
  });

  it('keeps favourites for the visit only, and drops them on logout', () => {
    const store = makeStore();
    store.dispatch(toggleFavorite(3));
    expect(userPersistence.keep(store.getState().user).favoriteJobs).toEqual([]);
    store.dispatch(resetStore());
    expect(store.getState().user.favoriteJobs).toEqual([]);
  });
});
