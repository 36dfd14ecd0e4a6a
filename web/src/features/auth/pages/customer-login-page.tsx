import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LOGIN_FAILED, loginCustomer } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { CurrentPasswordField, EmailField } from '@/components/form/account-fields';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { currentPasswordSchema, emailSchema } from '@/lib/validation';
import type { LoginPageState } from '@/app/session/types';
import '@/i18n/auth-texts';

const CUSTOMER_DASHBOARD_PATH = '/customer/dashboard';

function readState(state: unknown): LoginPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

const FIELDS = ['email', 'password'] as const;

/** /customer/login: customers sign in with email and password. */
export default function CustomerLoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useCustomerSession();
  const handed = readState(location.state);

  const schema = useMemo(() => z.object({ email: emailSchema(t), password: currentPasswordSchema(t) }), [t]);
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { email: handed.email ?? '', password: '' }, FIELDS);

  if (session.isLoggedIn && !isSubmitting) return <Navigate to={CUSTOMER_DASHBOARD_PATH} replace />;

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    const result = await dispatch(loginCustomer(values));
    if (loginCustomer.fulfilled.match(result)) {
      // The thunk stored customerToken and customerUser and raised 'authStateChanged'.
      navigate(CUSTOMER_DASHBOARD_PATH, { replace: true });
      return;
    }
    failure.show(result.payload ?? fallbackFailure(LOGIN_FAILED), t('errors.loginFailed'));
  });

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')} <AuthLink to="/customer/register">{t('login.createAccount')}</AuthLink>
        </p>
      }
    >
      {handed.notice && !failure.message ? (
        <FormMessage tone="success" className="mb-5">
          {handed.notice}
        </FormMessage>
      ) : null}
      {failure.message ? (
        <FormMessage tone="error" className="mb-5">
          {failure.message}
        </FormMessage>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <div className="flex justify-end">
          <AuthLink to="/customer/forgot-password">{t('login.forgot')}</AuthLink>
        </div>
        <SubmitButton className="w-full" busy={isSubmitting} busyText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
