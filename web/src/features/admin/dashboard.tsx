/**
 * The admin console's dashboard sections, by role (DESIGN section 3): the figures and one's own
 * profile for every admin user, customer accounts (the moderation view and the customers
 * directory) and the audit and email logs for admins and
 * superadmins, the admin users for superadmins. The sections' code is fetched when one is
 * shown, so the customer dashboard, which imports the same list, never carries it, nor the
 * console's texts: the admin dashboard page brings those (with the first-password screen and the
 * session keeper), and they label these tabs ('admin:tabs.*').
 */
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DashboardSection, DashboardViewer } from '@/components/dashboard/dashboard-section';
import { ListSkeleton } from '@/components/ui/list-states';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

type Sections = typeof import('@/features/admin/components/sections');
type SectionProps = { viewer: DashboardViewer };

function lazySection(pick: (sections: Sections) => ComponentType<SectionProps>): ComponentType<SectionProps> {
  const Lazy = lazyWithTimeout<SectionProps>(() => import('@/features/admin/components/sections').then((sections) => ({ default: pick(sections) })));
  return function AdminSection(props: SectionProps) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

function Loading() {
  const { t } = useTranslation('admin');
  return <ListSkeleton label={t('common.loadingSection')} rows={3} />;
}

export const adminConsoleDashboardSections: DashboardSection[] = [
  { id: 'figures', labelKey: 'admin:tabs.figures', roles: ['editor'], component: lazySection((sections) => sections.OverviewSection) },
  { id: 'accounts', labelKey: 'admin:tabs.accounts', roles: ['admin'], component: lazySection((sections) => sections.UsersSection) },
  { id: 'customers', labelKey: 'admin:tabs.customers', roles: ['admin'], component: lazySection((sections) => sections.CustomersDirectorySection) },
  { id: 'admin-users', labelKey: 'admin:tabs.adminUsers', roles: ['superadmin'], component: lazySection((sections) => sections.AdminUsersSection) },
  { id: 'audit', labelKey: 'admin:tabs.audit', roles: ['admin'], component: lazySection((sections) => sections.AuditSection) },
  { id: 'emails', labelKey: 'admin:tabs.emails', roles: ['admin'], component: lazySection((sections) => sections.EmailsSection) },
  { id: 'my-account', labelKey: 'admin:tabs.profile', roles: ['editor'], component: lazySection((sections) => sections.ProfileSection) },
];
