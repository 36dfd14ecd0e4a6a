/** Account types of the auth API (API contract; SPEC section 3). */

export type CustomerType = 'individual' | 'company';
export type AdminRole = 'superadmin' | 'admin' | 'editor';
export type UserType = 'admin' | 'customer';

/** A customer account. For a company, name is the company's name and contactPerson the person. */
export interface CustomerUser {
  id: number;
  type: CustomerType;
  name: string;
  email: string;
  /** Whether the owner opened the link emailed to this address; alerts wait for it. */
  emailConfirmed?: boolean;
  phone: string;
  contactPerson: string;
  website: string;
  industry: string;
  district: string;
  avatar: string;
  status: 'active' | 'banned';
  createdAt: string;
}

/** An account of the admin area. */
export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: AdminRole;
  createdAt: string;
}

export type AuthUser = CustomerUser | AdminUser;

/** Whether a signed-in user (or profile) is a customer: it has an account type and no role. */
export function isCustomerUser(user: unknown): user is CustomerUser {
  return typeof user === 'object' && user !== null && 'type' in user && !('role' in user);
}

/** The restored user type is admin when the user has a role (SPEC section 4). */
export function userTypeOf(user: object): UserType {
  return 'role' in user && Boolean((user as { role?: unknown }).role) ? 'admin' : 'customer';
}

export interface CustomerCredentials {
  email: string;
  password: string;
}

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface IndividualRegistration {
  type: 'individual';
  name: string;
  email: string;
  password: string;
  phone?: string;
}

export interface CompanyRegistration {
  type: 'company';
  name: string;
  contactPerson: string;
  email: string;
  password: string;
  phone?: string;
  website?: string;
  industry?: string;
  district?: string;
}

export type Registration = IndividualRegistration | CompanyRegistration;

export interface LoginResult<U extends AuthUser = AuthUser> {
  token: string;
  user: U;
}

export interface RegistrationResult {
  customer: CustomerUser;
  /** The server's message ("Registration successful. Please sign in."), when it gave one. */
  message: string | undefined;
}

export interface AuthStatus {
  authenticated: boolean;
  userType: UserType | null;
  user: AuthUser | null;
}

/** What another page hands to the sign-in page (registration, password reset). */
export interface LoginPageState {
  /** A message to show above the form, such as the server's "Please sign in." */
  notice?: string;
  /** The email to fill in. */
  email?: string;
}
