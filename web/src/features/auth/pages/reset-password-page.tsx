import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiFailure } from '@/lib/api-error';
import { SubmitButton } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useAppDispatch } from '@/app/hooks';
import { resetPassword } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { NewPasswordFields } from '@/components/form/account-fields';
import type { LoginPageState } from '@/app/session/types';
import { useSchemaForm } from '@/lib/use-schema-form';
import { newPasswordSchema, withConfirmedPassword } from '@/lib/validation';
import '@/i18n/auth-texts';

const FIELDS = ['password', 'confirmPassword'] as const;

/** /customer/reset-password?token=...: the link from the reset email; sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  const schema = useMemo(
    () =>
      withConfirmedPassword(t, { password: newPasswordSchema(t) }, 'password'),
    [t],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { password: '', confirmPassword: '' }, FIELDS);

  const onSubmit = handleSubmit(async ({ password }) => {
    failure.clear();
    try {
      const message = await dispatch(resetPassword({ token, password })).unwrap();
      const state: LoginPageState = { notice: message ?? t('reset.done') };
      navigate('/customer/login', { replace: true, state });
    } catch (error) {
      failure.show(toApiFailure(error, ''), t('errors.resetFailed'));
    }
  });

  const footer = (
    <p>
      <AuthLink to="/customer/login">{t('forgot.backToLogin')}</AuthLink>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')} footer={footer}>
        <div className="space-y-4">
          <FormMessage tone="error">{t('reset.missingToken')}</FormMessage>
          <AuthLink to="/customer/forgot-password">{t('reset.requestNew')}</AuthLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.intro')} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {failure.message ? (
          <FormMessage tone="error">
            <p>{failure.message}</p>
            <p className="mt-2">
              <AuthLink to="/customer/forgot-password">{t('reset.requestNew')}</AuthLink>
            </p>
          </FormMessage>
        ) : null}
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <SubmitButton className="w-full" busy={isSubmitting} busyText={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
