import { useTranslation } from '@/i18n/react';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import { PasswordField, type PasswordFieldProps } from '@/components/form/password-field';
import '@/i18n/auth-texts';

/**
 * The fields of an account that the sign-in, registration and profile forms share, each with
 * its label, keyboard, autofill and hint; a form may still give its own label or hint.
 */
type FieldProps = Omit<FormFieldProps, 'label'> & { label?: string };
type PasswordProps = Omit<PasswordFieldProps, 'label'> & { label?: string };

export function EmailField({ label, ...props }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={label ?? t('fields.email')} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...props} />
  );
}

export function PhoneField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={`${t('fields.phone')} ${t('fields.optional')}`}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={t('hints.phone')}
      {...props}
    />
  );
}

export function WebsiteField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={`${t('fields.website')} ${t('fields.optional')}`}
      type="url"
      inputMode="url"
      autoCapitalize="none"
      hint={t('hints.website')}
      {...props}
    />
  );
}

export function IndustryField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return <FormField label={`${t('fields.industry')} ${t('fields.optional')}`} {...props} />;
}

/** The password typed to sign in. */
export function CurrentPasswordField({ label, ...props }: PasswordProps) {
  const { t } = useTranslation('auth');
  return <PasswordField label={label ?? t('fields.password')} autoComplete="current-password" {...props} />;
}

/** A new password and the same typed again, with the rule for choosing one as the hint. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: PasswordProps; confirm: PasswordProps }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={t('hints.password')} {...password} />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...confirm} />
    </>
  );
}
