/**
 * The talent pool's dashboard section: the CVs left through the header's 'Apply Now' form, for
 * the admin users who moderate people (admins and superadmins; the roles nest, so 'admin'
 * reaches both). The pool is names, emails, phones and CVs, so editors, who run the blog, do not
 * see it, as the server refuses them (docs/ACCESS.md). The panel is fetched only when the
 * section is opened.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { ListSkeleton } from '@/components/ui/list-states';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import '@/features/cv/talent-pool/texts';

const TalentPoolPanel = lazyWithTimeout(() => import('@/features/cv/talent-pool/talent-pool-panel'));

function TalentPoolSection() {
  const { t } = useTranslation('cv-talent-pool');
  return (
    <Suspense fallback={<ListSkeleton label={t('pool.loading')} rows={4} />}>
      <TalentPoolPanel />
    </Suspense>
  );
}

export const talentPoolDashboardSections: readonly DashboardSection[] = [
  { id: 'talent-pool', labelKey: 'cv-talent-pool:tab', roles: ['admin'], component: TalentPoolSection },
];
