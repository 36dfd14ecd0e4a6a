import { useTranslation } from '@/i18n/react';
import { DashboardTabs, useDashboardTab, type DashboardTab } from '@/components/dashboard/dashboard-tabs';
import type { DashboardSection, DashboardViewer } from '@/components/dashboard/dashboard-section';
import '@/i18n/dashboard-texts';

/** A section's tab, with its badge when the section has one (its hook runs on every render). */
function useTab(section: DashboardSection, label: string): DashboardTab {
  const count = section.useBadge ? section.useBadge() : undefined;
  return { id: section.id, label, count };
}

function useTabs(sections: readonly DashboardSection[]): DashboardTab[] {
  const { t } = useTranslation('dashboard');
  // The list of a dashboard is fixed for a viewer, so each hook keeps its place between renders.
  return sections.map((section) => useTab(section, t(section.labelKey))); // eslint-disable-line react-hooks/rules-of-hooks
}

/** The tabs of a dashboard and the chosen section (?tab=..., else the first). */
export function DashboardSections({ sections, viewer }: { sections: readonly DashboardSection[]; viewer: DashboardViewer }) {
  const { t } = useTranslation('dashboard');
  const tabs = useTabs(sections);
  const current = useDashboardTab(tabs);
  const Section = sections.find((section) => section.id === current)?.component;
  return (
    <>
      <DashboardTabs tabs={tabs} current={current} label={t('tabs.label')} />
      {Section ? <Section viewer={viewer} /> : null}
    </>
  );
}
