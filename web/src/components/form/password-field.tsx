import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import '@/i18n/auth-texts';

export type PasswordFieldProps = Omit<FormFieldProps, 'type' | 'endAdornment'>;

/** A password input with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
          className="min-h-11 min-w-16 rounded-md px-3 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
