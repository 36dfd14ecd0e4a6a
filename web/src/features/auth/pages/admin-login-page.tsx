import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { FormField } from '@/components/ui/form-field';
import { loginAdmin } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { SignInForm, useSignIn } from '@/features/auth/components/sign-in';
import { useAdminSession } from '@/app/session/use-admin-session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { currentPasswordSchema } from '@/lib/validation';
import '@/i18n/auth-texts';

const ADMIN_DASHBOARD_PATH = '/dashboard';

const FIELDS = ['username', 'password'] as const;

/** /jp-admin: the admin team signs in with username and password; then to /dashboard. */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const session = useAdminSession();

  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('validation.usernameRequired')),
        password: currentPasswordSchema(t),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { username: '', password: '' }, FIELDS);

  const signIn = useSignIn(failure, ADMIN_DASHBOARD_PATH);

  if (session && !isSubmitting) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  // The thunk stores 'token' and 'user' and raises 'authStateChanged'.
  const onSubmit = handleSubmit((values) => signIn(() => dispatch(loginAdmin(values)).unwrap()));

  return (
    <AuthLayout
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      footer={
        <p>
          {t('admin.notAdmin')} <AuthLink to="/customer/login">{t('admin.customerLogin')}</AuthLink>
        </p>
      }
    >
      <SignInForm
        onSubmit={onSubmit}
        failure={failure.message}
        busy={isSubmitting}
        password={{ error: errors.password?.message, ...register('password') }}
        account={
          <FormField
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username')}
          />
        }
      />
    </AuthLayout>
  );
}
