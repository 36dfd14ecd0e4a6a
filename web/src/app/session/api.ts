/** The auth calls of SPEC section 7 ("Auth"), without any state. */
import { adminApi, api, AUTH_HEADER } from '@/app/api-client';
import { dataOf, messageOf } from '@/lib/api-error';
import type {
  AdminCredentials,
  AdminUser,
  AuthStatus,
  CustomerCredentials,
  CustomerUser,
  LoginResult,
  Registration,
  RegistrationResult,
} from '@/app/session/types';

/** A login answer reads token and user (SPEC section 7). */
function readLogin<U extends CustomerUser | AdminUser>(body: unknown): LoginResult<U> {
  const value = body as Partial<LoginResult<U>> | null;
  if (!value || typeof value.token !== 'string' || !value.token || typeof value.user !== 'object' || !value.user) {
    throw new Error('The sign-in answer had no token or user.');
  }
  return { token: value.token, user: value.user };
}

export async function loginCustomerRequest(credentials: CustomerCredentials): Promise<LoginResult<CustomerUser>> {
  const response = await api.post('/customers/login', credentials);
  return readLogin<CustomerUser>(response.data);
}

export async function loginAdminRequest(credentials: AdminCredentials): Promise<LoginResult<AdminUser>> {
  const response = await adminApi.post('/admin-users/login', credentials);
  return readLogin<AdminUser>(response.data);
}

export async function registerCustomerRequest(registration: Registration): Promise<RegistrationResult> {
  const { type, ...fields } = registration;
  const response = await api.post(`/customers/register/${type}`, fields);
  return {
    customer: dataOf<CustomerUser>(response.data),
    message: messageOf(response.data),
  };
}

/** Revokes a customer session; the token is passed because storage is already cleared. */
export async function logoutCustomerRequest(token: string): Promise<void> {
  await api.post('/customers/logout', null, { headers: { [AUTH_HEADER]: token }, skipAuthRedirect: true });
}

/** Revokes an admin session; the token is passed because storage is already cleared. */
export async function logoutAdminRequest(token: string): Promise<void> {
  await adminApi.post('/admin/logout', null, { headers: { [AUTH_HEADER]: token }, skipAuthRedirect: true });
}

export async function refreshAdminTokenRequest(): Promise<LoginResult<AdminUser>> {
  const response = await adminApi.post('/admin/refresh-token');
  return readLogin<AdminUser>(response.data);
}

export async function authStatusRequest(): Promise<AuthStatus> {
  const response = await api.get('/auth/status');
  return dataOf<AuthStatus>(response.data);
}

/** Returns the server's message (the same whether or not the account exists). */
export async function forgotPasswordRequest(email: string): Promise<string | undefined> {
  const response = await api.post('/auth/forgot-password', { email });
  return messageOf(response.data);
}

export async function resetPasswordRequest(token: string, password: string): Promise<string | undefined> {
  const response = await api.post('/auth/reset-password', { token, password });
  return messageOf(response.data);
}
