import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { adminConsoleDashboardSections } from '@/features/admin/dashboard';
import { blogAdminDashboardSections } from '@/features/blog/admin/dashboard';
import { blogDashboardSections } from '@/features/blog/dashboard';
import { companiesDashboardSections } from '@/features/companies/dashboard';
import { talentPoolDashboardSections } from '@/features/cv/talent-pool/dashboard';
import { cvDashboardSections } from '@/features/cv/dashboard';
import { jobsDashboardSections } from '@/features/jobs/dashboard';
import { userDashboardSections, userLeadSections } from '@/features/user/dashboard';

/** Every area's dashboard sections, in the order of the tabs: an area with sections adds its list here. */
export const dashboardSections: readonly DashboardSection[] = [
  ...userLeadSections,
  ...cvDashboardSections,
  ...jobsDashboardSections,
  ...companiesDashboardSections,
  ...blogDashboardSections,
  ...adminConsoleDashboardSections,
  ...blogAdminDashboardSections,
  ...talentPoolDashboardSections,
  ...userDashboardSections,
];
