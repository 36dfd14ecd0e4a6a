import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { isCustomerUser, type CustomerUser } from '@/app/session/types';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { EmailConfirmationNotice } from '@/features/auth/components/email-confirmation-notice';
import { fetchProfile } from '@/features/user/account-thunks';
import { USER_MESSAGES, selectUserError, selectUserProfile } from '@/features/user/user-slice';
import { readCustomerSession } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DashboardSections } from '@/app/dashboard/dashboard-sections';
import { dashboardSections } from '@/app/dashboard/sections';
import { sectionsFor } from '@/components/dashboard/dashboard-section';
import '@/i18n/dashboard-texts';

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

  const customer = isCustomerUser(profile) ? profile : null;
  const type = customer?.type ?? storedType() ?? 'individual';
  const company = type === 'company';
  const sections = sectionsFor(dashboardSections, company ? 'company' : 'individual');
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
      {customer?.emailConfirmed === false ? <EmailConfirmationNotice email={customer.email} /> : null}
      {loadFailed && !customer ? (
        <FormMessage tone="error">
          <p>{error && error !== USER_MESSAGES.fetchProfileFailed ? error : t('customer.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
            {t('customer.retry')}
          </Button>
        </FormMessage>
      ) : null}
      <DashboardSections sections={sections} viewer={{ name, role: company ? 'company' : 'individual' }} />
    </div>
  );
}
