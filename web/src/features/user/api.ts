/** The user and profile calls of SPEC section 7 ("User", "Customers", "Admin users"). */
import { adminApi, api } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type { AdminUser, CustomerUser } from '@/app/session/types';
import type { TransferProgress } from '@/lib/http';
import type {
  CareerProfile,
  CareerProfileUpdate,
  JobAlert,
  JobAlertInput,
  MyApplication,
  PasswordChange,
  Preferences,
  PreferencesUpdate,
  ProfileUpdate,
  SavedJob,
} from '@/features/user/types';

export interface Saved<T> {
  value: T;
  message: string | undefined;
}

/** What the account needs of an application: the job it is for, how it stands and how it got there. */
export type ApplicationMark = MyApplication;

/** GET /user/applications: the signed-in job seeker's applications. */
export async function fetchMyApplicationsRequest(): Promise<ApplicationMark[]> {
  const response = await api.get('/user/applications');
  return listOf<ApplicationMark>(response.data);
}

/** GET /user/profile: the career profile. */
export async function fetchCareerProfileRequest(): Promise<CareerProfile> {
  const response = await api.get('/user/profile');
  return dataOf<CareerProfile>(response.data);
}

export async function updateCareerProfileRequest(update: CareerProfileUpdate): Promise<Saved<CareerProfile>> {
  const response = await api.put('/user/profile', update);
  return { value: dataOf<CareerProfile>(response.data), message: messageOf(response.data) };
}

/** GET /user/favorites: the saved jobs, newest first. */
export async function fetchFavoritesRequest(): Promise<SavedJob[]> {
  const response = await api.get('/user/favorites');
  return listOf<SavedJob>(response.data);
}

export async function saveFavoriteRequest(jobId: number): Promise<void> {
  await api.post(`/user/favorites/${jobId}`);
}

export async function removeFavoriteRequest(jobId: number): Promise<void> {
  await api.delete(`/user/favorites/${jobId}`);
}

/** GET /user/alerts: all the account's job alerts, newest first. */
export async function fetchAlertsRequest(): Promise<JobAlert[]> {
  const response = await api.get('/user/alerts');
  return listOf<JobAlert>(response.data);
}

export async function createAlertRequest(input: JobAlertInput): Promise<Saved<JobAlert>> {
  const response = await api.post('/user/alerts', input);
  return { value: dataOf<JobAlert>(response.data), message: messageOf(response.data) };
}

export async function updateAlertRequest(id: number, input: JobAlertInput): Promise<Saved<JobAlert>> {
  const response = await api.put(`/user/alerts/${id}`, input);
  return { value: dataOf<JobAlert>(response.data), message: messageOf(response.data) };
}

export async function deleteAlertRequest(id: number): Promise<string | undefined> {
  const response = await api.delete(`/user/alerts/${id}`);
  return messageOf(response.data);
}

export async function fetchCustomerProfileRequest(): Promise<CustomerUser> {
  const response = await api.get('/customers/profile');
  return dataOf<CustomerUser>(response.data);
}

export async function fetchAdminProfileRequest(): Promise<AdminUser> {
  const response = await adminApi.get('/admin-users/me');
  return dataOf<AdminUser>(response.data);
}

export async function updateCustomerProfileRequest(update: ProfileUpdate): Promise<Saved<CustomerUser>> {
  const response = await api.put('/customers/profile', update);
  return { value: dataOf<CustomerUser>(response.data), message: messageOf(response.data) };
}

export async function updateAdminProfileRequest(id: number, update: ProfileUpdate): Promise<Saved<AdminUser>> {
  const response = await adminApi.put(`/admin-users/${id}`, update);
  return { value: dataOf<AdminUser>(response.data), message: messageOf(response.data) };
}

/** The general channel carries whichever token is signed in (customer first), as the server takes either. */
export async function changePasswordRequest(change: PasswordChange): Promise<string | undefined> {
  const response = await api.post('/auth/change-password', change);
  return messageOf(response.data);
}

/** Sends the file under the field name avatar; the answer returns avatarUrl. */
export async function uploadAvatarRequest(file: File, onProgress?: (percent: number) => void): Promise<Saved<string>> {
  const form = new FormData();
  form.append('avatar', file);
  const response = await api.post(
    '/user/avatar',
    form,
    onProgress
      ? {
          onUploadProgress: (event: TransferProgress) => {
            const share = typeof event.progress === 'number' ? event.progress : event.total ? event.loaded / event.total : 0;
            onProgress(Math.min(100, Math.round(share * 100)));
          },
        }
      : {},
  );
  const data = dataOf<{ avatarUrl?: unknown }>(response.data);
  const avatarUrl = data && typeof data.avatarUrl === 'string' ? data.avatarUrl : '';
  if (!avatarUrl) throw new Error('The upload answer had no avatarUrl.');
  return { value: avatarUrl, message: messageOf(response.data) };
}

export async function removeAvatarRequest(): Promise<string | undefined> {
  const response = await api.delete('/user/avatar');
  return messageOf(response.data);
}

export async function fetchPreferencesRequest(): Promise<Partial<Preferences>> {
  const response = await api.get('/user/preferences');
  return dataOf<Partial<Preferences>>(response.data) ?? {};
}

export async function updatePreferencesRequest(update: PreferencesUpdate): Promise<Saved<Partial<Preferences>>> {
  const response = await api.put('/user/preferences', update);
  return { value: dataOf<Partial<Preferences>>(response.data) ?? {}, message: messageOf(response.data) };
}
