/**
 * The CV area's customer dashboard section, "My CVs", for job seekers. Its code and texts come
 * when the tab is shown, so the dashboard carries only the tab's label ('cv-tab' namespace).
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DashboardSection, DashboardViewer } from '@/components/dashboard/dashboard-section';
import { ListSkeleton } from '@/components/ui/list-states';
import i18n from '@/i18n';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import tabTexts from './tab/locales/en.json';

i18n.addResourceBundle('en', 'cv-tab', tabTexts);

type SectionProps = { viewer: DashboardViewer };

const Lazy = lazyWithTimeout<SectionProps>(() => import('@/features/cv/components/my-cvs-section'));

function MyCVs(props: SectionProps) {
  const { t } = useTranslation('cv-tab');
  return (
    <Suspense fallback={<ListSkeleton label={t('loading')} rows={3} />}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const cvDashboardSections: DashboardSection[] = [{ id: 'cvs', labelKey: 'cv-tab:label', roles: ['individual'], component: MyCVs }];
