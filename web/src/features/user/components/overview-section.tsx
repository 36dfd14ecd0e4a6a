/** The job seeker's overview: applications by status, saved jobs, alerts and how complete the profile is. */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { buttonClasses } from '@/components/ui/button';
import { Panel } from '@/features/user/components/panel';
import { fetchAlerts, fetchCareerProfile } from '@/features/user/account-thunks';
import {
  fetchMyApplicationStatuses,
  selectAlerts,
  selectAlertsStatus,
  selectCareerProfile,
  selectCareerProfileStatus,
  selectFavoriteJobIds,
  selectMyApplications,
  selectMyApplicationsStatus,
} from '@/features/user/user-slice';
import '@/features/user/texts';

const STATUSES = ['submitted', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;

export function OverviewSection() {
  const { t } = useTranslation('user');
  const dispatch = useAppDispatch();
  const applications = useAppSelector(selectMyApplications);
  const applicationsStatus = useAppSelector(selectMyApplicationsStatus);
  const saved = useAppSelector(selectFavoriteJobIds);
  const alerts = useAppSelector(selectAlerts);
  const alertsStatus = useAppSelector(selectAlertsStatus);
  const profile = useAppSelector(selectCareerProfile);
  const profileStatus = useAppSelector(selectCareerProfileStatus);

  useEffect(() => {
    // The overview is the first thing a job seeker sees: it always shows fresh figures.
    void dispatch(fetchMyApplicationStatuses());
    void dispatch(fetchAlerts());
    void dispatch(fetchCareerProfile());
  }, [dispatch]);

  const counts = STATUSES.map((status) => ({ status, count: applications.filter((item) => item.status === status).length }));
  const percent = profile ? Math.max(0, Math.min(100, Math.round(profile.completeness.percent))) : 0;
  const missing = profile?.completeness.missing ?? [];
  const loading = (status: string) => status === 'idle' || status === 'loading';

  return (
    <div className="space-y-6">
      <Panel id="overview-title" title={t('overview.title')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure label={t('overview.applications')} value={loading(applicationsStatus) && applications.length === 0 ? '…' : String(applications.length)} href="?tab=applications" />
          <Figure label={t('overview.savedJobs')} value={String(saved.length)} href="?tab=saved" />
          <Figure label={t('overview.alerts')} value={loading(alertsStatus) && alerts.length === 0 ? '…' : String(alerts.length)} href="?tab=alerts" />
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-gray-900">{t('overview.byStatus')}</h3>
        {applications.length === 0 && !loading(applicationsStatus) ? (
          <p className="mt-2 text-sm text-gray-600">
            {t('overview.noApplications')}{' '}
            <Link to="/browse" className="font-medium text-teal-800 underline underline-offset-2">
              {t('overview.browseJobs')}
            </Link>
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {counts.map(({ status, count }) => (
              <li key={status} className="rounded-full border border-gray-200 bg-gray-50 px-3 py-1 text-sm text-gray-800">
                {t(`status.${status}`)}: <span className="font-semibold tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="completeness-title" title={t('overview.completenessLabel')}>
        {profile ? (
          <>
            <p className="text-sm font-medium text-gray-900">{t('overview.completeness', { percent })}</p>
            <div
              role="progressbar"
              aria-labelledby="completeness-title"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
            </div>
            {missing.length > 0 ? (
              <>
                <p className="mt-3 text-sm text-gray-700">{t('overview.missing', { list: missing.map((part) => t(`parts.${part}`, { defaultValue: part })).join(', ') })}</p>
                <Link to="?tab=profile" className={buttonClasses('secondary', 'sm', 'mt-4 whitespace-normal text-center')}>
                  {t('overview.completeProfile')}
                </Link>
              </>
            ) : (
              <p className="mt-3 text-sm text-gray-700">{t('overview.complete')}</p>
            )}
          </>
        ) : (
          <p role="status" className="text-sm text-gray-600">
            {profileStatus === 'failed' ? t('common.loadFailed') : t('common.loading')}
          </p>
        )}
      </Panel>
    </div>
  );
}

function Figure({ label, value, href }: { label: string; value: string; href: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <dt className="text-sm text-gray-600">
        <Link to={href} className="underline-offset-2 hover:underline">
          {label}
        </Link>
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
