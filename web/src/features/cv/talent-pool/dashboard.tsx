/**
 * The talent pool's dashboard section: the CVs left through the header's 'Apply Now' form, for
 * every admin user (editors, admins and superadmins; DESIGN section 3 nests the roles, so
 * 'editor' reaches all three). The panel is fetched only when the section is opened.
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
  { id: 'talent-pool', labelKey: 'cv-talent-pool:tab', roles: ['editor'], component: TalentPoolSection },
];
