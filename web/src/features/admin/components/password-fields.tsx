/** The new password twice, with the rules of NewPassword checked before anything is sent. */
import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/core';
import '@/features/admin/texts';
import { FormField } from '@/components/ui/form-field';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/admin/types';

export interface PasswordValues {
  current: string;
  next: string;
  repeat: string;
}

export const NO_PASSWORDS: PasswordValues = { current: '', next: '', repeat: '' };

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** What is wrong with the typed passwords, in the interface's words (t of the 'admin' namespace). */
export function checkPasswords(values: PasswordValues, t: TFunction): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current) errors.current = t('password.errors.current');
  if (values.next.length < PASSWORD_MIN || new TextEncoder().encode(values.next).length > PASSWORD_MAX) {
    errors.next = t('password.errors.length', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  } else if (values.next === values.current) errors.next = t('password.errors.same');
  if (!errors.next && values.repeat !== values.next) errors.repeat = t('password.errors.repeat');
  return errors;
}

/** The server's field names (currentPassword, newPassword or password) as the form's. */
export function passwordErrorsOf(fieldErrors: { field: string; message: string }[]): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const problem of fieldErrors) {
    if (problem.field === 'currentPassword') errors.current = problem.message;
    if (problem.field === 'newPassword' || problem.field === 'password') errors.next = problem.message;
  }
  return errors;
}

export function PasswordFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled,
  currentLabel,
}: {
  idPrefix: string;
  values: PasswordValues;
  errors: PasswordErrors;
  onChange: (values: PasswordValues) => void;
  disabled: boolean;
  currentLabel: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormField id={`${idPrefix}-current`} type="password" autoComplete="current-password" label={currentLabel} error={errors.current} value={values.current} disabled={disabled} onChange={(event) => onChange({ ...values, current: event.target.value })} />
      <FormField
        id={`${idPrefix}-new`}
        type="password"
        autoComplete="new-password"
        label={t('password.new')}
        hint={t('password.rules', { min: PASSWORD_MIN })}
        error={errors.next}
        value={values.next}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, next: event.target.value })}
      />
      <FormField id={`${idPrefix}-repeat`} type="password" autoComplete="new-password" label={t('password.repeat')} error={errors.repeat} value={values.repeat} disabled={disabled} onChange={(event) => onChange({ ...values, repeat: event.target.value })} />
    </>
  );
}
