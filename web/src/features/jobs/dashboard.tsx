/**
 * The jobs area's sections of the dashboards: a job seeker's applications, a customer's jobs and
 * the posting form; for admins the counts, the approval queue, the approved jobs, posters' edits
 * of approved jobs waiting for review, and posting.
 */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { AdminOverview, ApprovedJobsPanel, PendingJobsPanel } from '@/features/jobs/dashboard/admin-panels';
import { AdminPostJob } from '@/features/jobs/dashboard/admin-post-job';
import { JobChangesPanel } from '@/features/jobs/dashboard/job-changes-panel';
import { MyApplicationsPanel } from '@/features/jobs/dashboard/my-applications-panel';
import { MyJobsPanel } from '@/features/jobs/dashboard/my-jobs-panel';
import { PostJobPanel } from '@/features/jobs/dashboard/post-job-panel';
import { fetchJobCounts } from '@/features/jobs/job-calls';
import { selectAdminCounts } from '@/features/jobs/jobs-slice';

/** Asks the site's counts again, after a change that moves them. */
function useRefreshAdminCounts() {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(fetchJobCounts('admin')), [dispatch]);
}

/** The jobs waiting for approval, for the queue's tab; the counts are asked once per visit of the dashboard. */
function usePendingCount(): number | null {
  const refresh = useRefreshAdminCounts();
  useEffect(refresh, [refresh]);
  return useAppSelector(selectAdminCounts).data?.jobs.pending ?? null;
}

/** The edits of approved jobs waiting for review, for their tab, from the same counts. */
function useChangesCount(): number | null {
  return useAppSelector(selectAdminCounts).data?.jobs.changes ?? null;
}

function Overview() {
  const counts = useAppSelector(selectAdminCounts);
  return <AdminOverview counts={counts} onRetry={useRefreshAdminCounts()} />;
}

function Pending() {
  return <PendingJobsPanel onChanged={useRefreshAdminCounts()} />;
}

function Approved() {
  return <ApprovedJobsPanel onChanged={useRefreshAdminCounts()} />;
}

function JobChanges() {
  return <JobChangesPanel onChanged={useRefreshAdminCounts()} />;
}

function AdminPost() {
  return <AdminPostJob onPosted={useRefreshAdminCounts()} />;
}

export const jobsDashboardSections: DashboardSection[] = [
  { id: 'applications', labelKey: 'tabs.myApplications', roles: ['individual'], component: MyApplicationsPanel },
  { id: 'jobs', labelKey: 'tabs.myJobs', roles: ['company', 'individual'], component: MyJobsPanel },
  {
    id: 'post',
    labelKey: 'tabs.postJob',
    roles: ['company', 'individual'],
    component: ({ viewer }) => <PostJobPanel postingAs={viewer.role === 'company' ? viewer.name : null} />,
  },
  { id: 'overview', labelKey: 'tabs.overview', roles: ['admin'], component: Overview },
  { id: 'pending', labelKey: 'tabs.pending', roles: ['admin'], component: Pending, useBadge: usePendingCount },
  { id: 'approved', labelKey: 'tabs.approved', roles: ['admin'], component: Approved },
  { id: 'job-changes', labelKey: 'tabs.jobChanges', roles: ['admin'], component: JobChanges, useBadge: useChangesCount },
  { id: 'post', labelKey: 'tabs.postJob', roles: ['admin'], component: AdminPost },
];
