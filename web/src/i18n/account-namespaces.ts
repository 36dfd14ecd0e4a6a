/**
 * The namespaces that only signed-in pages show: the admin console, the CV builder and its
 * analysis, the talent pool, the blog's editor, and an employer's interviews, messages and
 * screening questions. In Sinhala and Tamil they are kept out of the texts a public page starts
 * with (about half of them, by size) and come as one file of their own (web/vite.config.ts): at
 * once on a page the server does not draw, which is where they are read (internal/httpapi/app.go),
 * as soon as a reader is signed in (app/providers.tsx), and else when a page that shows them asks
 * (i18n/index.ts). This file imports nothing, so the build's configuration can read it too.
 */
export const ACCOUNT_NAMESPACES: readonly string[] = [
  'admin',
  'blog-admin',
  'cv',
  'cv-analysis',
  'cv-tab',
  'cv-talent-pool',
  'jobs-interviews',
  'jobs-messages',
  'jobs-screening',
];
