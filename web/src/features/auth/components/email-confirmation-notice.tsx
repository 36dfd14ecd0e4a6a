import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { confirmationProblem, resendConfirmation } from '@/features/auth/email-confirmation';
import '@/i18n/auth-texts';

/**
 * The dashboard's notice while the customer's email is unconfirmed: job alerts wait for it, and
 * a button sends the link again (the server allows a few in half an hour).
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await dispatch(resendConfirmation());
    setBusy(false);
    if (resendConfirmation.fulfilled.match(result)) {
      setSent(true);
      dispatch(toastAdded({ type: 'success', message: t('confirmEmail.resent', { email }) }));
    } else {
      dispatch(toastAdded({ type: 'error', message: confirmationProblem(t, result.payload?.status ?? null) }));
    }
  };

  return (
    <FormMessage tone="info">
      <p className="font-medium">{t('confirmEmail.noticeTitle')}</p>
      <p className="mt-1 break-words">{t('confirmEmail.notice', { email })}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void send()} disabled={busy}>
        {busy ? t('confirmEmail.resending') : sent ? t('confirmEmail.resendAgain') : t('confirmEmail.resend')}
      </Button>
    </FormMessage>
  );
}
