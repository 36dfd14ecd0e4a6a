import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { FormMessage } from '@/components/ui/form-field';
import { loginCustomer } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { SignInForm, useSignIn } from '@/features/auth/components/sign-in';
import { EmailField } from '@/components/form/account-fields';
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

/**
 * Where to go once signed in: back to the page that sent the visitor here (state.from, such as an
 * article whose like button asked them to sign in), when it is a path of this site outside the
 * sign-in pages; otherwise the dashboard.
 */
function returnPathOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).from : undefined;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from) || from.includes('\\') || from.startsWith('/customer/')) return CUSTOMER_DASHBOARD_PATH;
  return from;
}

const FIELDS = ['email', 'password'] as const;

/** /customer/login: customers sign in with email and password. */
export default function CustomerLoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
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

  const returnPath = returnPathOf(location.state);
  const signIn = useSignIn(failure, returnPath);

  if (session.isLoggedIn && !isSubmitting) return <Navigate to={returnPath} replace />;

  // The thunk stores customerToken and customerUser and raises 'authStateChanged'.
  const onSubmit = handleSubmit((values) => signIn(() => dispatch(loginCustomer(values)).unwrap()));

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
      <SignInForm
        onSubmit={onSubmit}
        failure={failure.message}
        busy={isSubmitting}
        password={{ error: errors.password?.message, ...register('password') }}
        account={<EmailField error={errors.email?.message} {...register('email')} />}
      >
        <div className="flex justify-end">
          <AuthLink to="/customer/forgot-password">{t('login.forgot')}</AuthLink>
        </div>
      </SignInForm>
    </AuthLayout>
  );
}
