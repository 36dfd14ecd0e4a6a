import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { logout } from '@/app/session/auth-slice';
import { useAdminSession } from '@/app/session/use-admin-session';
import { createAdminJob, JOB_MESSAGES } from '@/features/jobs/jobs-slice';
import type { Job } from '@/features/jobs/types';
import { displayName } from '@/lib/display-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminOverview, ApprovedJobsPanel, PendingJobsPanel } from '@/features/jobs/dashboard/admin-panels';
import { DashboardTabs, useDashboardTab, type DashboardTab } from '@/components/dashboard/dashboard-tabs';
import { JobForm } from '@/features/jobs/dashboard/job-form';
import { JOB_CALL_MESSAGES, fetchJobCounts } from '@/features/jobs/job-calls';
import { useRemote } from '@/lib/use-remote';
import { jobPath } from '@/features/jobs/format';
import '@/i18n/dashboard-texts';


/** SPEC section 2: the alert after an admin posts a job. */
export const JOB_POSTED_ALERT = 'Job posted successfully!';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * /dashboard: the admin dashboard (SPEC section 2). Needs a stored 'token' and 'user';
 * otherwise the visitor goes to /jp-admin.
 */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/jp-admin" replace />;
  const { user } = session;
  return <AdminDashboard name={displayName(user)} role={text(user.role)} username={text(user.username)} />;
}

function AdminDashboard({ name, role, username }: { name: string; role: string; username: string }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [countsVersion, setCountsVersion] = useState(0);
  const counts = useRemote(
    () => dispatch(fetchJobCounts('admin')).unwrap(),
    String(countsVersion),
    JOB_CALL_MESSAGES.fetchCountsFailed,
  );
  const refreshCounts = useCallback(() => setCountsVersion((value) => value + 1), []);
  useDocumentTitle(t('admin.title'));

  const tabs: DashboardTab[] = [
    { id: 'overview', label: t('tabs.overview') },
    { id: 'pending', label: t('tabs.pending'), count: counts.state.data?.jobs.pending ?? null },
    { id: 'approved', label: t('tabs.approved') },
    { id: 'post', label: t('tabs.postJob') },
  ];
  const tab = useDashboardTab(tabs);

  async function signOut() {
    setSigningOut(true);
    await dispatch(logout());
    navigate('/jp-admin', { replace: true });
  }

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="rounded-md bg-gray-100 px-2 py-1 text-xs font-semibold tracking-wide text-gray-700 uppercase">
              {t('admin.badge')}
            </span>
          </div>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={signingOut}>
            {signingOut ? t('admin.signingOut') : t('admin.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
        <section aria-labelledby="admin-welcome" className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="admin-welcome" className="text-2xl font-semibold tracking-tight text-gray-900">
              {t('admin.title')}
            </h1>
            <p className="mt-1 text-gray-700">{t('admin.signedInAs', { name })}</p>
          </div>
          <dl className="flex gap-6 text-sm">
            {username ? (
              <div>
                <dt className="text-gray-600">{t('admin.username')}</dt>
                <dd className="font-medium text-gray-900">{username}</dd>
              </div>
            ) : null}
            {role ? (
              <div>
                <dt className="text-gray-600">{t('admin.role')}</dt>
                <dd className="font-medium text-gray-900">{t(`admin.roles.${role}`, { defaultValue: role })}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <DashboardTabs tabs={tabs} current={tab} label={t('tabs.label')} />
        {tab === 'overview' ? <AdminOverview counts={counts.state} onRetry={counts.retry} /> : null}
        {tab === 'pending' ? <PendingJobsPanel onChanged={refreshCounts} /> : null}
        {tab === 'approved' ? <ApprovedJobsPanel onChanged={refreshCounts} /> : null}
        {tab === 'post' ? <AdminPostJob onPosted={refreshCounts} /> : null}
      </main>
    </div>
  );
}

/** An admin posts a job (POST /jobs/admin): it is public at once, and SPEC's alert confirms it. */
function AdminPostJob({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [posted, setPosted] = useState<Job | null>(null);
  return (
    <section aria-labelledby="post-job-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="post-job-title" className="text-lg font-semibold text-gray-900">
        {t('postJob.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{t('postJob.introAdmin')}</p>
      {posted ? (
        <FormMessage tone="success" className="mb-5">
          <p>
            {t('postJob.postedAdmin', { title: posted.title })}{' '}
            <Link to={jobPath(posted)} className="font-medium underline underline-offset-2">
              {t('postJob.viewJob')}
            </Link>
          </p>
        </FormMessage>
      ) : null}
      <JobForm
        mode="admin"
        onSubmit={async (body, onProgress) => {
          setPosted(null);
          const result = await dispatch(createAdminJob({ body, onProgress }));
          if (createAdminJob.fulfilled.match(result)) {
            setPosted(result.payload.value);
            onPosted();
            window.alert(JOB_POSTED_ALERT);
            return { ok: true };
          }
          return { ok: false, failure: result.payload ?? fallbackFailure(JOB_MESSAGES.createJobFailed) };
        }}
      />
    </section>
  );
}
