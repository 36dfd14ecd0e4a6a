/**
 * The first-password screen: an admin user whose password was given by a superadmin
 * (`mustChangePassword`) chooses their own before anything else, since every admin route but a
 * few answers 403 until then. Shown by the admin dashboard instead of its sections.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { changeOwnPasswordRequest, fetchOwnAccountRequest } from '@/features/admin/api';
import { checkPasswords, NO_PASSWORDS, PasswordFields, passwordErrorsOf, type PasswordErrors } from '@/features/admin/components/password-fields';
import { useNotify } from '@/features/admin/components/shared';
import { storeOwnAccount } from '@/features/admin/session';

export function FirstPasswordScreen({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [values, setValues] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswords(values, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await changeOwnPasswordRequest(values.current, values.next);
      const account = await fetchOwnAccountRequest();
      notify.success(message, t('password.changed'));
      storeOwnAccount(account, dispatch);
    } catch (error) {
      setErrors(passwordErrorsOf(notify.failure(error, t('password.failed')).fieldErrors));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="first-password" className="mx-auto max-w-md space-y-4 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="first-password" className="text-xl font-bold text-gray-900">
        {t('firstPassword.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('firstPassword.intro', { name })}</p>
      <form onSubmit={submit} noValidate className="space-y-3">
        <PasswordFields idPrefix="first-password" values={values} errors={errors} onChange={setValues} disabled={busy} currentLabel={t('firstPassword.current')} />
        <SubmitButton busy={busy} busyText={t('common.saving')}>
          {t('firstPassword.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
