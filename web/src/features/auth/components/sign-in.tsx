/**
 * What the customers' and the admins' sign-in pages share: sending the sign-in and going on to
 * the dashboard, and the form around the account's own first field.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { LOGIN_FAILED } from '@/app/session/auth-slice';
import { CurrentPasswordField } from '@/components/form/account-fields';
import { SubmitButton } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toApiFailure } from '@/lib/api-error';
import type { useFormFailure } from '@/lib/use-form-failure';
import '@/i18n/auth-texts';

/**
 * Runs a sign-in (login rejects with the failure); once signed in, goes to dashboard in place
 * of the sign-in page, else shows the failure above the form.
 */
export function useSignIn(failure: ReturnType<typeof useFormFailure>, dashboard: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return async (login: () => Promise<unknown>) => {
    failure.clear();
    try {
      await login();
    } catch (error) {
      failure.show(toApiFailure(error, LOGIN_FAILED), t('errors.loginFailed'));
      return;
    }
    navigate(dashboard, { replace: true });
  };
}

interface SignInFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message above the form after a failed sign-in. */
  failure: string | null;
  busy: boolean;
  /** The password field's error and registration. */
  password: Parameters<typeof CurrentPasswordField>[0];
  /** The account's first field (email or username). */
  account: ReactNode;
  /** Shown between the password and the button. */
  children?: ReactNode;
}

export function SignInForm({ onSubmit, failure, busy, password, account, children }: SignInFormProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {failure ? (
        <FormMessage tone="error" className="mb-5">
          {failure}
        </FormMessage>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {account}
        <CurrentPasswordField {...password} />
        {children}
        <SubmitButton className="w-full" busy={busy} busyText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
