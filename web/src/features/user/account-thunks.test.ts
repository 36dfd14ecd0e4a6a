import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { initialAuthState } from '@/app/session/auth-slice';
import {
  createAlert,
  deleteAlert,
  fetchAlerts,
  fetchCareerProfile,
  removeAvatar,
  updateAlert,
  updateCareerProfile,
  uploadAvatar,
} from '@/features/user/account-thunks';
import {
  USER_MESSAGES,
  fetchFavorites,
  fetchMyApplicationStatuses,
  removeFavorite,
  saveFavorite,
} from '@/features/user/user-slice';
import { makeAlert, makeCareerProfile, makeSavedJob } from '@/features/user/testing/fixtures';
import { browserLocation } from '@/lib/browser-location';
import { makeCustomer } from '@/testing/accounts';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';

const customer = makeCustomer();

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function signedInStore() {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify(customer));
  return makeStore({ auth: { ...initialAuthState, isAuthenticated: true, userType: 'customer', token: 'c-tok', user: customer } });
}

describe('career profile (GET and PUT /user/profile)', () => {
  it('reads the profile with its completeness', async () => {
    const profile = makeCareerProfile({ avatarUrl: '/media/avatars/a.webp' });
    mockApi(routes({ 'GET /user/profile': { status: 200, data: { success: true, data: profile } } }));
    const store = makeStore();
    await store.dispatch(fetchCareerProfile());
    expect(store.getState().user.careerProfile?.completeness).toEqual({ percent: 67, missing: ['about', 'expectedSalary', 'avatar'] });
    expect(store.getState().user.avatar).toBe('/media/avatars/a.webp');
  });

  it("saves only what changed and says 'Profile updated successfully'", async () => {
    const saved = makeCareerProfile({ headline: 'Senior accountant' });
    const { requests } = mockApi(routes({ 'PUT /user/profile': { status: 200, data: { success: true, data: saved } } }));
    const store = makeStore();
    const result = await store.dispatch(updateCareerProfile({ headline: 'Senior accountant' }));
    expect(requests[0]?.data).toEqual({ headline: 'Senior accountant' });
    expect(result.payload).toMatchObject({ message: 'Profile updated successfully' });
    expect(store.getState().user.careerProfile?.headline).toBe('Senior accountant');
  });

  it("falls back to 'Failed to fetch profile' and 'Failed to update profile', keeping the field errors", async () => {
    mockApi(routes({ 'GET /user/profile': { status: 500, data: {} }, 'PUT /user/profile': { status: 422, data: { success: false, errors: [{ field: 'headline', message: 'At most 120 characters.' }] } } }));
    const store = makeStore();
    await store.dispatch(fetchCareerProfile());
    expect(store.getState().user.error).toBe('Failed to fetch profile');
    const result = await store.dispatch(updateCareerProfile({ headline: 'x'.repeat(121) }));
    expect(result.payload).toMatchObject({ message: 'Failed to update profile', fieldErrors: [{ field: 'headline' }] });
  });
});

describe('avatar', () => {
  it('reports the upload progress and updates the stored customer so the header changes at once', async () => {
    const { requests } = mockApi(
      routes({
        'POST /user/avatar': (request) => {
          request.config.onUploadProgress?.({ loaded: 50, total: 100, progress: 0.5 });
          return { status: 200, data: { success: true, data: { avatarUrl: '/media/avatars/7.webp' }, message: 'Avatar uploaded successfully' } };
        },
      }),
    );
    const store = signedInStore();
    const progress: number[] = [];
    const signal = vi.fn();
    window.addEventListener('authStateChanged', signal);
    const result = await store.dispatch(uploadAvatar({ file: new File(['png'], 'me.png', { type: 'image/png' }), onProgress: (p) => progress.push(p) }));
    window.removeEventListener('authStateChanged', signal);
    expect((requests[0]?.data as FormData).get('avatar')).toBeInstanceOf(File);
    expect(progress).toEqual([50]);
    expect(result.payload).toEqual({ avatarUrl: '/media/avatars/7.webp', message: 'Avatar uploaded successfully' });
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ avatar: '/media/avatars/7.webp' });
    expect(store.getState().auth.user).toMatchObject({ avatar: '/media/avatars/7.webp' });
    expect(signal).toHaveBeenCalled();
  });

  it("removes the picture from the stored customer and says 'Avatar removed successfully'", async () => {
    mockApi(routes({ 'DELETE /user/avatar': { status: 200, data: { success: true, data: { avatarUrl: '' } } } }));
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify({ ...customer, avatar: '/media/a.webp' }));
    const store = makeStore();
    const result = await store.dispatch(removeAvatar());
    expect(result.payload).toBe(USER_MESSAGES.avatarRemoved);
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ avatar: '' });
  });

  it("says 'Failed to upload avatar' when the server gives no message, and keeps the stored picture", async () => {
    mockApi(routes({ 'POST /user/avatar': { status: 500, data: {} } }));
    const store = signedInStore();
    const result = await store.dispatch(uploadAvatar(new File(['x'], 'x.png')));
    expect(result.payload).toMatchObject({ message: 'Failed to upload avatar' });
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ avatar: '' });
  });
});

describe('saved jobs (GET, POST and DELETE /user/favorites)', () => {
  it('reads the saved jobs and their ids', async () => {
    mockApi(routes({ 'GET /user/favorites': { status: 200, data: { success: true, data: [makeSavedJob(9), makeSavedJob(4, { closed: true })] } } }));
    const store = makeStore();
    await store.dispatch(fetchFavorites());
    const { user } = store.getState();
    expect(user.favoriteJobs).toEqual([9, 4]);
    expect(user.dashboard.savedJobs).toEqual([9, 4]);
    expect(user.savedJobs[1]?.closed).toBe(true);
    expect(user.favoritesStatus).toBe('succeeded');
  });

  it('marks a job saved at once and keeps it when the server agrees', async () => {
    const answer = deferred<MockOutcome>();
    const { requests } = mockApi(routes({ 'POST /user/favorites/5': () => answer.promise }));
    const store = makeStore();
    const pending = store.dispatch(saveFavorite(5));
    expect(store.getState().user.favoriteJobs).toEqual([5]);
    answer.resolve({ status: 201, data: { success: true, data: { jobId: 5, saved: true } } });
    await pending;
    expect(requests[0]?.method).toBe('POST');
    expect(store.getState().user.favoriteJobs).toEqual([5]);
  });

  it('keeps a save on its way when the list read meanwhile does not have it yet', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(routes({ 'POST /user/favorites/5': () => answer.promise, 'GET /user/favorites': { status: 200, data: { success: true, data: [makeSavedJob(2)] } } }));
    const store = makeStore();
    const saving = store.dispatch(saveFavorite(5));
    await store.dispatch(fetchFavorites());
    expect(store.getState().user.favoriteJobs).toEqual([5, 2]);
    answer.resolve({ status: 201, data: { success: true } });
    await saving;
    expect(store.getState().user.favoritesInFlight).toEqual({});
  });

  it('keeps a save that reached the server while a list read earlier is still on its way', async () => {
    // As after signing in: the saved jobs are asked for, then the job saved while signed out is
    // saved, and the list (read before the save) answers last.
    const list = deferred<MockOutcome>();
    mockApi(routes({ 'GET /user/favorites': () => list.promise, 'POST /user/favorites/5': { status: 201, data: { success: true } } }));
    const store = makeStore();
    const reading = store.dispatch(fetchFavorites());
    await store.dispatch(saveFavorite(5));
    list.resolve({ status: 200, data: { success: true, data: [makeSavedJob(2)] } });
    await reading;
    expect(store.getState().user.favoriteJobs).toEqual([5, 2]);
    expect(store.getState().user.favoritesInFlight).toEqual({});
  });

  it('keeps a removal that reached the server while a list read earlier is still on its way', async () => {
    const list = deferred<MockOutcome>();
    mockApi(routes({ 'GET /user/favorites': () => list.promise, 'DELETE /user/favorites/2': { status: 200, data: { success: true, data: { jobId: 2 } } } }));
    const store = makeStore({ user: { ...makeStore().getState().user, favoriteJobs: [2] } });
    const reading = store.dispatch(fetchFavorites());
    await store.dispatch(removeFavorite(2));
    list.resolve({ status: 200, data: { success: true, data: [makeSavedJob(2), makeSavedJob(3)] } });
    await reading;
    expect(store.getState().user.favoriteJobs).toEqual([3]);
    expect(store.getState().user.favoritesInFlight).toEqual({});
  });

  it("takes the mark back when saving fails, with 'Failed to save job' or the server's message", async () => {
    mockApi(routes({ 'POST /user/favorites/5': { status: 500, data: {} }, 'POST /user/favorites/6': { status: 404, data: { success: false, message: 'Job not found' } } }));
    const store = makeStore();
    const first = await store.dispatch(saveFavorite(5));
    expect(first.payload).toMatchObject({ message: 'Failed to save job' });
    const second = await store.dispatch(saveFavorite(6));
    expect(second.payload).toMatchObject({ message: 'Job not found' });
    expect(store.getState().user.favoriteJobs).toEqual([]);
  });

  it("removes at once, and puts it back with 'Failed to remove saved job' when the server refuses", async () => {
    mockApi(routes({ 'GET /user/favorites': { status: 200, data: { success: true, data: [makeSavedJob(3), makeSavedJob(8)] } }, 'DELETE /user/favorites/3': { status: 200, data: { success: true, data: { jobId: 3, saved: false } } }, 'DELETE /user/favorites/8': { status: 500, data: {} } }));
    const store = makeStore();
    await store.dispatch(fetchFavorites());
    await store.dispatch(removeFavorite(3));
    expect(store.getState().user.favoriteJobs).toEqual([8]);
    expect(store.getState().user.savedJobs.map((saved) => saved.jobId)).toEqual([8]);
    const failed = await store.dispatch(removeFavorite(8));
    expect(failed.payload).toMatchObject({ message: 'Failed to remove saved job' });
    expect(store.getState().user.favoriteJobs).toEqual([8]);
  });
});

describe('job alerts (GET, POST, PUT and DELETE /user/alerts)', () => {
  it('lists, creates, updates and deletes with the messages of the contract', async () => {
    const first = makeAlert({ id: 1 });
    const created = makeAlert({ id: 2, name: 'Drivers' });
    const { requests } = mockApi(
      routes({
        'GET /user/alerts': { status: 200, data: { success: true, data: [first] } },
        'POST /user/alerts': { status: 201, data: { success: true, data: created, message: 'Job alert created successfully' } },
        'PUT /user/alerts/1': { status: 200, data: { success: true, data: { ...first, enabled: false } } },
        'DELETE /user/alerts/2': { status: 200, data: { success: true } },
      }),
    );
    const store = makeStore();
    await store.dispatch(fetchAlerts());
    expect(store.getState().user.alerts).toEqual([first]);
    const made = await store.dispatch(createAlert({ name: 'Drivers', keywords: [], locations: [], jobTypes: [], mainTopics: [], minSalary: null, frequency: 'instant', enabled: true }));
    expect(made.payload).toMatchObject({ message: 'Job alert created successfully' });
    expect(store.getState().user.alerts.map((alert) => alert.id)).toEqual([2, 1]);
    const input = { name: first.name, keywords: first.keywords, locations: first.locations, jobTypes: first.jobTypes, mainTopics: first.mainTopics, minSalary: first.minSalary, frequency: first.frequency, enabled: true };
    const paused = await store.dispatch(updateAlert({ id: 1, changes: { ...input, enabled: false } }));
    expect(paused.payload).toMatchObject({ message: USER_MESSAGES.alertUpdated });
    expect(USER_MESSAGES.alertUpdated).toBe('Job alert updated successfully');
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ ...input, enabled: false });
    expect(store.getState().user.alerts.find((alert) => alert.id === 1)?.enabled).toBe(false);
    const gone = await store.dispatch(deleteAlert(2));
    expect(gone.payload).toEqual({ id: 2, message: 'Job alert deleted successfully' });
    expect(store.getState().user.alerts.map((alert) => alert.id)).toEqual([1]);
  });

  it("shows the server's refusal of a 21st alert, else 'Failed to save job alert'", async () => {
    mockApi(routes({ 'POST /user/alerts': { status: 422, data: { success: false, message: 'You can have at most 20 job alerts' } }, 'DELETE /user/alerts/4': { status: 500, data: {} } }));
    const store = makeStore();
    const result = await store.dispatch(createAlert({ name: 'x', keywords: [], locations: [], jobTypes: [], mainTopics: [], minSalary: null, frequency: 'daily', enabled: true }));
    expect(result.payload).toMatchObject({ message: 'You can have at most 20 job alerts' });
    const failed = await store.dispatch(deleteAlert(4));
    expect(failed.payload).toMatchObject({ message: 'Failed to delete job alert' });
  });
});

describe('applications (GET /user/applications)', () => {
  it('keeps the applications with the job state and history', async () => {
    const history = [{ status: 'submitted', at: '2026-11-01T08:00:00Z' }, { status: 'reviewed', at: '2026-11-02T08:00:00Z' }];
    mockApi(routes({ 'GET /user/applications': { status: 200, data: { success: true, data: [{ id: 1, jobId: 6, status: 'reviewed', jobStatus: 'closed', history }] } } }));
    const store = makeStore();
    await store.dispatch(fetchMyApplicationStatuses());
    expect(store.getState().user.applications[0]).toMatchObject({ jobStatus: 'closed', history });
  });
});
