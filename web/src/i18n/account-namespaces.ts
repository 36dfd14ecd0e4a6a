/**
 * The namespaces that only the pages the app draws itself show: signing in and registering, and a
 * signed-in reader's pages (the dashboards, the account, the admin console, the CV builder and its
 * analysis, the talent pool, the blog's editor, and an employer's interviews, messages and
 * screening questions). In Sinhala and Tamil they are kept out of the texts a public page starts with (more
 * than half of them, by size) and come as one file of their own (web/vite.config.ts): at once on
 * a page the server does not draw (internal/httpapi/app.go), with the code of the sign-in pages
 * (features/auth/routes.tsx), as soon as a reader is signed in (app/providers.tsx), with a toast
 * of the account's (features/user/use-account-toast.ts), and else when a page that shows them asks
 * (i18n/index.ts). This file imports nothing, so the build's configuration can read it too.
 */
export const ACCOUNT_NAMESPACES: readonly string[] = [
  'admin',
  'auth',
  'blog-admin',
  'cv',
  'cv-analysis',
  'cv-tab',
  'cv-talent-pool',
  'dashboard',
  'jobs-interviews',
  'jobs-messages',
  'jobs-screening',
  'user',
];
