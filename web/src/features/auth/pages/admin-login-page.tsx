import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { LOGIN_FAILED, loginAdmin } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { CurrentPasswordField } from '@/components/form/account-fields';
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
  const navigate = useNavigate();
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

  if (session && !isSubmitting) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    const result = await dispatch(loginAdmin(values));
    if (loginAdmin.fulfilled.match(result)) {
      // The thunk stored 'token' and 'user' and raised 'authStateChanged'.
      navigate(ADMIN_DASHBOARD_PATH, { replace: true });
      return;
    }
    failure.show(result.payload ?? fallbackFailure(LOGIN_FAILED), t('errors.loginFailed'));
  });

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
      {failure.message ? (
        <FormMessage tone="error" className="mb-5">
          {failure.message}
        </FormMessage>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <SubmitButton className="w-full" busy={isSubmitting} busyText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
