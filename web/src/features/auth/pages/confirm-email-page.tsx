import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { FormMessage } from '@/components/ui/form-field';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { confirmEmail, confirmationProblem } from '@/features/auth/email-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/i18n/auth-texts';

type Outcome = { state: 'checking' } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * /customer/confirm-email?token=...: the link of the confirmation email. It sends the token at
 * once; the address then receives job alerts. A used or expired link says how to get a new one.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const session = useCustomerSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'failed', message: t('confirmEmail.missingToken') },
  );
  // A link works once: the token is sent once, even when the effect runs twice.
  const sent = useRef(false);
  useDocumentTitle(t('confirmEmail.title'));

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void dispatch(confirmEmail(token)).then((result) => {
      if (confirmEmail.fulfilled.match(result)) {
        setOutcome({ state: 'done' });
        dispatch(toastAdded({ type: 'success', message: t('confirmEmail.done') }));
        return;
      }
      const message = confirmationProblem(t, result.payload?.status ?? null);
      setOutcome({ state: 'failed', message });
      dispatch(toastAdded({ type: 'error', message }));
    });
  }, [dispatch, t, token]);

  const next = session.isLoggedIn ? (
    <AuthLink to="/customer/dashboard">{t('confirmEmail.toDashboard')}</AuthLink>
  ) : (
    <AuthLink to="/customer/login">{t('confirmEmail.toLogin')}</AuthLink>
  );

  return (
    <AuthLayout title={t('confirmEmail.title')} footer={<p>{next}</p>}>
      {outcome.state === 'checking' ? (
        <p role="status" className="text-sm text-gray-700">
          {t('confirmEmail.checking')}
        </p>
      ) : outcome.state === 'done' ? (
        <FormMessage tone="success">
          <p>{t('confirmEmail.done')}</p>
        </FormMessage>
      ) : (
        <FormMessage tone="error">
          <p>{outcome.message}</p>
          <p className="mt-2">{session.isLoggedIn ? t('confirmEmail.askAgainSignedIn') : t('confirmEmail.askAgain')}</p>
        </FormMessage>
      )}
    </AuthLayout>
  );
}
