import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import type { CustomerUser } from '@/app/session/types';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { USER_MESSAGES, fetchProfile, selectUserError, selectUserPending, selectUserProfile } from '@/features/user/user-slice';
import { readCustomerSession } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DashboardTabs, useDashboardTab, type DashboardTab } from '@/components/dashboard/dashboard-tabs';
import { MyApplicationsPanel } from '@/features/jobs/dashboard/my-applications-panel';
import { MyJobsPanel } from '@/features/jobs/dashboard/my-jobs-panel';
import { PostJobPanel } from '@/features/jobs/dashboard/post-job-panel';
import { ChangePasswordForm, EditProfileForm, ProfileCard, ProfileSkeleton } from '@/features/user/components/profile-section';
import '@/i18n/dashboard-texts';

function isCustomer(profile: unknown): profile is CustomerUser {
  return typeof profile === 'object' && profile !== null && 'type' in profile && !('role' in profile);
}

/** The account type as stored at sign-in, so the right sections show before the profile loads. */
function storedType(): CustomerUser['type'] | null {
  const type = readCustomerSession()?.user.type;
  return type === 'company' || type === 'individual' ? type : null;
}

/**
 * /customer/dashboard. Employers post jobs, follow them through approval, read the applications
 * and move them on; job seekers also follow their own applications. Everyone keeps a profile.
 */
export default function CustomerDashboardPage() {
  const session = useCustomerSession();
  if (!session.isLoggedIn) return <Navigate to="/customer/login" replace />;
  return <CustomerDashboard sessionName={session.displayName} />;
}

function CustomerDashboard({ sessionName }: { sessionName: string }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const pending = useAppSelector(selectUserPending);
  const error = useAppSelector(selectUserError);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void dispatch(fetchProfile('customer')).then((result) => {
      if (active) setLoadFailed(fetchProfile.rejected.match(result));
    });
    return () => {
      active = false;
    };
  }, [dispatch]);

  const retry = () => {
    setLoadFailed(false);
    void dispatch(fetchProfile('customer')).then((result) => setLoadFailed(fetchProfile.rejected.match(result)));
  };

  const customer = isCustomer(profile) ? profile : null;
  const type = customer?.type ?? storedType() ?? 'individual';
  const company = type === 'company';
  const tabs: DashboardTab[] = company
    ? [
        { id: 'jobs', label: t('tabs.myJobs') },
        { id: 'post', label: t('tabs.postJob') },
        { id: 'profile', label: t('tabs.profile') },
      ]
    : [
        { id: 'applications', label: t('tabs.myApplications') },
        { id: 'jobs', label: t('tabs.myJobs') },
        { id: 'post', label: t('tabs.postJob') },
        { id: 'profile', label: t('tabs.profile') },
      ];
  const tab = useDashboardTab(tabs);
  const name = customer ? customer.name || customer.email : sessionName;
  useDocumentTitle(t('customer.title'));

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-gray-900">
          {customer || name ? t('customer.welcome', { name }) : t('customer.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{company ? t('customer.introCompany') : t('customer.introIndividual')}</p>
      </div>
      {loadFailed && !customer ? (
        <FormMessage tone="error">
          <p>{error && error !== USER_MESSAGES.fetchProfileFailed ? error : t('customer.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
            {t('customer.retry')}
          </Button>
        </FormMessage>
      ) : null}
      <DashboardTabs tabs={tabs} current={tab} label={t('tabs.label')} />
      {tab === 'applications' ? <MyApplicationsPanel /> : null}
      {tab === 'jobs' ? <MyJobsPanel /> : null}
      {tab === 'post' ? <PostJobPanel postingAs={company ? name : null} /> : null}
      {tab === 'profile' ? (
        <>
          {!customer && !loadFailed ? <ProfileSkeleton /> : null}
          {customer ? (
            <>
              <ProfileCard customer={customer} refreshing={pending.profile} />
              <div className="grid gap-6 lg:grid-cols-2">
                <EditProfileForm key={customer.id} customer={customer} />
                <ChangePasswordForm />
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
