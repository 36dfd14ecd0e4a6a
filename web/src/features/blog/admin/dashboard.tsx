/**
 * The blog's dashboard section, for the admin users who write it: editors, admins and
 * superadmins (DESIGN section 3; the server's CanWritePosts). Every admin user signs in to the
 * admin dashboard (role 'admin' of the dashboards), so the section is shown to all three. The
 * panel, and the editor behind it, are fetched only when the section is opened.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { ListSkeleton } from '@/components/ui/list-states';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import '@/features/blog/admin/texts';

const BlogAdminPanel = lazyWithTimeout(() => import('@/features/blog/admin/blog-admin-panel'));

function BlogAdminSection() {
  const { t } = useTranslation('blog-admin');
  return (
    <Suspense fallback={<ListSkeleton label={t('loading')} rows={4} />}>
      <BlogAdminPanel />
    </Suspense>
  );
}

export const blogAdminDashboardSections: readonly DashboardSection[] = [
  { id: 'blog', labelKey: 'blog-admin:tab', roles: ['editor'], component: BlogAdminSection },
];
