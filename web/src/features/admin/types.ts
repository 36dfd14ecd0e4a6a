/** The admin console's shapes (docs/openapi.yaml: AdminUser, Customer, AuditEntry, EmailLogEntry, AdminStats). */

export type AdminRole = 'superadmin' | 'admin' | 'editor';
export const ADMIN_ROLES: readonly AdminRole[] = ['superadmin', 'admin', 'editor'];

export type CustomerType = 'individual' | 'company';
export type AccountStatus = 'active' | 'banned';
export type EmailStatus = 'queued' | 'sent' | 'failed' | 'logged';
export const EMAIL_STATUSES: readonly EmailStatus[] = ['queued', 'sent', 'failed', 'logged'];

/** Rows per page of every list of the console (the server allows 1 to 100). */
export const ROWS_PER_PAGE = 20;
/** A ban's reason: required, at most this many characters (BanRequest). */
export const BAN_REASON_MAX = 500;
/** A new password: 8 characters at least, 128 at most (NewPassword). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface AdminAccount {
  id: number;
  username: string;
  name: string;
  email: string;
  role: AdminRole;
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewAdminAccount {
  username: string;
  name: string;
  email: string;
  role: AdminRole;
  password: string;
}

/** Fields left out stay as they are (AdminUserUpdate). */
export interface AdminAccountUpdate {
  name?: string;
  email?: string;
  role?: AdminRole;
  password?: string;
  currentPassword?: string;
}

export interface CustomerAccount {
  id: number;
  type: CustomerType;
  name: string;
  email: string;
  phone: string;
  contactPerson: string;
  website: string;
  industry: string;
  district: string;
  avatar: string;
  status: AccountStatus;
  banReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** AdminCustomerUpdate: an empty text clears a field (sent as null). */
export interface CustomerAccountUpdate {
  name?: string | null;
  email?: string;
  phone?: string | null;
  contactPerson?: string | null;
  website?: string | null;
  industry?: string | null;
  district?: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface CustomerFilters {
  type: '' | CustomerType;
  status: '' | AccountStatus;
  district: string;
  from: string;
  to: string;
  search: string;
}

export const NO_CUSTOMER_FILTERS: CustomerFilters = { type: '', status: '', district: '', from: '', to: '', search: '' };

/** The customers directory's choice: a type, a search, or neither. */
export interface DirectoryFilters {
  type: '' | CustomerType;
  search: string;
}

export const NO_DIRECTORY_FILTERS: DirectoryFilters = { type: '', search: '' };

export interface AuditEntry {
  id: number;
  actorId: number;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: number;
  reason: string;
  createdAt: string;
}

export interface AuditFilters {
  action: string;
  target: string;
  targetId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', target: '', targetId: '', from: '', to: '' };

/** Kinds of audit targets (the server's targetType values). */
export const AUDIT_TARGETS = ['job', 'application', 'company', 'review', 'comment', 'post', 'blog_term', 'customer', 'admin_user'] as const;

export interface EmailLogEntry {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  status: EmailStatus;
  error: string;
  createdAt: string;
}

export interface EmailFilters {
  recipient: string;
  status: '' | EmailStatus;
}

export const NO_EMAIL_FILTERS: EmailFilters = { recipient: '', status: '' };

export interface DayCount {
  day: string;
  count: number;
}

export interface NameCount {
  name: string;
  count: number;
}

export interface AdminStats {
  from: string;
  to: string;
  totals: Record<string, number>;
  series: Record<string, DayCount[]>;
  topDistricts: NameCount[];
  topTopics: NameCount[];
}

/** What a change the server confirmed answers: the value and the server's message. */
export interface Saved<T> {
  value: T;
  message: string | undefined;
}
