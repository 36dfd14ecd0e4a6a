import type { AreaRoute } from '@/components/layout/route-page';
import { loadAccountTexts } from '@/i18n';
import { lazyWithAlongside } from '@/lib/lazy-with-timeout';

// A sign-in page's code comes with its texts in Sinhala or Tamil (i18n/account-namespaces.ts),
// fetched beside it rather than after it when a reader comes from a public page.
const CustomerLoginPage = lazyWithAlongside(() => import('@/features/auth/pages/customer-login-page'), loadAccountTexts);
const CustomerRegisterPage = lazyWithAlongside(() => import('@/features/auth/pages/customer-register-page'), loadAccountTexts);
const ForgotPasswordPage = lazyWithAlongside(() => import('@/features/auth/pages/forgot-password-page'), loadAccountTexts);
const ResetPasswordPage = lazyWithAlongside(() => import('@/features/auth/pages/reset-password-page'), loadAccountTexts);
const ConfirmEmailPage = lazyWithAlongside(() => import('@/features/auth/pages/confirm-email-page'), loadAccountTexts);
const AdminLoginPage = lazyWithAlongside(() => import('@/features/auth/pages/admin-login-page'), loadAccountTexts);

/** Signing in, registering and resetting a password: pages that fill the screen on their own. */
export const authRoutes: AreaRoute[] = [
  { path: 'customer/login', page: CustomerLoginPage, loading: 'page', standalone: true },
  { path: 'customer/register', page: CustomerRegisterPage, loading: 'page', standalone: true },
  { path: 'customer/forgot-password', page: ForgotPasswordPage, loading: 'page', standalone: true },
  { path: 'customer/reset-password', page: ResetPasswordPage, loading: 'page', standalone: true },
  { path: 'customer/confirm-email', page: ConfirmEmailPage, loading: 'page', standalone: true },
  { path: 'jp-admin', page: AdminLoginPage, loading: 'admin', standalone: true },
];
