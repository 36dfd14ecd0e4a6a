import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { z } from 'zod';
import { toApiFailure } from '@/lib/api-error';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useAppDispatch } from '@/app/hooks';
import { requestPasswordReset } from '@/app/session/auth-slice';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { EmailField } from '@/components/form/account-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { emailSchema } from '@/lib/validation';
import '@/i18n/auth-texts';

const FIELDS = ['email'] as const;

/**
 * /customer/forgot-password: asks for a reset link. The answer is the same whether or not an
 * account exists for the email, so the page never tells who has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => z.object({ email: emailSchema(t) }), [t]);
  const {
    register,
    handleSubmit,
    getValues,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { email: '' }, FIELDS);

  const onSubmit = handleSubmit(async ({ email }) => {
    failure.clear();
    try {
      const message = await dispatch(requestPasswordReset(email)).unwrap();
      setSent(message ?? t('forgot.sent'));
    } catch (error) {
      failure.show(toApiFailure(error, ''), t('errors.requestFailed'));
    }
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={sent ? undefined : t('forgot.intro')}
      footer={
        <p>
          <AuthLink to="/customer/login">{t('forgot.backToLogin')}</AuthLink>
        </p>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <FormMessage tone="success">{sent}</FormMessage>
          <p className="text-sm text-gray-600">{t('forgot.checkSpam', { email: getValues('email') })}</p>
          <Button variant="secondary" className="w-full" onClick={() => setSent(null)}>
            {t('forgot.tryAgain')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton className="w-full" busy={isSubmitting} busyText={t('forgot.submitting')}>
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
