/**
 * The admin console's calls (docs/openapi.yaml, tag Admin), without any state. Every one goes
 * through the admin channel, which always sends the admin token: an admin who is also signed in
 * as a customer in the same browser still acts as the admin here.
 */
import { adminApi } from '@/app/api-client';
import { dataOf, messageOf } from '@/lib/api-error';
import type {
  AdminAccount,
  AdminAccountUpdate,
  AdminStats,
  AuditEntry,
  AuditFilters,
  CustomerAccount,
  CustomerAccountUpdate,
  CustomerFilters,
  DirectoryFilters,
  EmailFilters,
  EmailLogEntry,
  NewAdminAccount,
  Page,
  Pagination,
  Saved,
} from '@/features/admin/types';
import { ROWS_PER_PAGE } from '@/features/admin/types';

/** A list answer's rows and paging; a missing paging counts as one page of what came. */
export function pageOf<T>(body: unknown): Page<T> {
  const value = (body ?? {}) as { data?: unknown; pagination?: Partial<Pagination> };
  const items = Array.isArray(value.data) ? (value.data as T[]) : [];
  const paging = value.pagination ?? {};
  const number = (field: unknown, fallback: number) => (typeof field === 'number' && Number.isFinite(field) ? field : fallback);
  return {
    items,
    pagination: {
      page: number(paging.page, 1),
      limit: number(paging.limit, ROWS_PER_PAGE),
      total: number(paging.total, items.length),
      totalPages: number(paging.totalPages, 1),
    },
  };
}

/** The filled-in filters only: the server refuses an empty date or an unknown value. */
function params(page: number, filters: object): Record<string, string | number> {
  const result: Record<string, string | number> = { page, limit: ROWS_PER_PAGE };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') result[key] = value.trim();
  }
  return result;
}

function saved<T>(body: unknown): Saved<T> {
  return { value: dataOf<T>(body), message: messageOf(body) };
}

// Figures

export async function fetchStatsRequest(): Promise<AdminStats> {
  const response = await adminApi.get('/admin/stats');
  return dataOf<AdminStats>(response.data);
}

// Customer accounts (the moderation view, /users)

export async function fetchCustomersRequest(page: number, filters: CustomerFilters): Promise<Page<CustomerAccount>> {
  const response = await adminApi.get('/users', { params: params(page, filters) });
  return pageOf<CustomerAccount>(response.data);
}

export async function fetchCustomerRequest(id: number): Promise<CustomerAccount> {
  const response = await adminApi.get(`/users/${id}`);
  return dataOf<CustomerAccount>(response.data);
}

export async function updateCustomerRequest(id: number, update: CustomerAccountUpdate): Promise<Saved<CustomerAccount>> {
  const response = await adminApi.put(`/users/${id}`, update);
  return saved<CustomerAccount>(response.data);
}

export async function banCustomerRequest(id: number, reason: string): Promise<Saved<CustomerAccount>> {
  const response = await adminApi.patch(`/users/${id}/ban`, { reason });
  return saved<CustomerAccount>(response.data);
}

export async function unbanCustomerRequest(id: number): Promise<Saved<CustomerAccount>> {
  const response = await adminApi.patch(`/users/${id}/unban`);
  return saved<CustomerAccount>(response.data);
}

export async function deleteCustomerRequest(id: number): Promise<string | undefined> {
  const response = await adminApi.delete(`/users/${id}`);
  return messageOf(response.data);
}

// The customers directory (/customers): the list, by type or by a search, and one customer

/**
 * A page of the directory: a search goes to GET /customers/search/query (with the type, if
 * chosen, as a filter), a type alone to GET /customers/type/{type}, and nothing to GET /customers.
 */
export async function fetchDirectoryRequest(page: number, filters: DirectoryFilters): Promise<Page<CustomerAccount>> {
  const search = filters.search.trim();
  const base = { page, limit: ROWS_PER_PAGE };
  let response;
  if (search !== '') {
    response = await adminApi.get('/customers/search/query', { params: { ...base, q: search, ...(filters.type ? { type: filters.type } : {}) } });
  } else if (filters.type) {
    response = await adminApi.get(`/customers/type/${filters.type}`, { params: base });
  } else {
    response = await adminApi.get('/customers', { params: base });
  }
  return pageOf<CustomerAccount>(response.data);
}

export async function fetchDirectoryCustomerRequest(id: number): Promise<CustomerAccount> {
  const response = await adminApi.get(`/customers/admin/${id}`);
  return dataOf<CustomerAccount>(response.data);
}

export async function updateDirectoryCustomerRequest(id: number, update: CustomerAccountUpdate): Promise<Saved<CustomerAccount>> {
  const response = await adminApi.put(`/customers/admin/${id}`, update);
  return saved<CustomerAccount>(response.data);
}

export async function deleteDirectoryCustomerRequest(id: number): Promise<string | undefined> {
  const response = await adminApi.delete(`/customers/${id}`);
  return messageOf(response.data);
}

// Admin users

export async function fetchAdminAccountsRequest(page: number, search: string): Promise<Page<AdminAccount>> {
  const response = await adminApi.get('/admin-users', { params: params(page, { search }) });
  return pageOf<AdminAccount>(response.data);
}

export async function fetchAdminAccountRequest(id: number): Promise<AdminAccount> {
  const response = await adminApi.get(`/admin-users/${id}`);
  return dataOf<AdminAccount>(response.data);
}

export async function createAdminAccountRequest(account: NewAdminAccount): Promise<Saved<AdminAccount>> {
  const response = await adminApi.post('/admin-users', account);
  return saved<AdminAccount>(response.data);
}

export async function updateAdminAccountRequest(id: number, update: AdminAccountUpdate): Promise<Saved<AdminAccount>> {
  const response = await adminApi.put(`/admin-users/${id}`, update);
  return saved<AdminAccount>(response.data);
}

export async function deleteAdminAccountRequest(id: number): Promise<string | undefined> {
  const response = await adminApi.delete(`/admin-users/${id}`);
  return messageOf(response.data);
}

/** The signed-in admin user (GET /admin-users/me), which answers even before a first password is changed. */
export async function fetchOwnAccountRequest(): Promise<AdminAccount> {
  const response = await adminApi.get('/admin-users/me');
  return dataOf<AdminAccount>(response.data);
}

/** POST /auth/change-password with the admin token (the general channel would send a customer's first). */
export async function changeOwnPasswordRequest(currentPassword: string, newPassword: string): Promise<string | undefined> {
  const response = await adminApi.post('/auth/change-password', { currentPassword, newPassword });
  return messageOf(response.data);
}

// Logs

export async function fetchAuditRequest(page: number, filters: AuditFilters): Promise<Page<AuditEntry>> {
  const response = await adminApi.get('/admin/audit', { params: params(page, filters) });
  return pageOf<AuditEntry>(response.data);
}

export async function fetchEmailsRequest(page: number, filters: EmailFilters): Promise<Page<EmailLogEntry>> {
  const response = await adminApi.get('/admin/emails', { params: params(page, filters) });
  return pageOf<EmailLogEntry>(response.data);
}
