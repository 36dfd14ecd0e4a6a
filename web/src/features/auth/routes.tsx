import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const CustomerLoginPage = lazyWithTimeout(() => import('@/features/auth/pages/customer-login-page'));
const CustomerRegisterPage = lazyWithTimeout(() => import('@/features/auth/pages/customer-register-page'));
const ForgotPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/reset-password-page'));
const ConfirmEmailPage = lazyWithTimeout(() => import('@/features/auth/pages/confirm-email-page'));
const AdminLoginPage = lazyWithTimeout(() => import('@/features/auth/pages/admin-login-page'));

/** Signing in, registering and resetting a password: pages that fill the screen on their own. */
export const authRoutes: AreaRoute[] = [
  { path: 'customer/login', page: CustomerLoginPage, loading: 'page', standalone: true },
  { path: 'customer/register', page: CustomerRegisterPage, loading: 'page', standalone: true },
  { path: 'customer/forgot-password', page: ForgotPasswordPage, loading: 'page', standalone: true },
  { path: 'customer/reset-password', page: ResetPasswordPage, loading: 'page', standalone: true },
  { path: 'customer/confirm-email', page: ConfirmEmailPage, loading: 'page', standalone: true },
  { path: 'jp-admin', page: AdminLoginPage, loading: 'admin', standalone: true },
];
