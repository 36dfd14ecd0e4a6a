/** The admin user's own account: name and email, and the password (with the current one). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { useRemote } from '@/lib/use-remote';
import { fetchOwnAccountRequest, updateAdminAccountRequest } from '@/features/admin/api';
import { checkPasswords, NO_PASSWORDS, PasswordFields, passwordErrorsOf, type PasswordErrors } from '@/features/admin/components/password-fields';
import { SectionHeading, useNotify } from '@/features/admin/components/shared';
import { storeOwnAccount } from '@/features/admin/session';
import type { AdminAccount } from '@/features/admin/types';

export function ProfileSection() {
  const { t } = useTranslation('admin');
  const { state, retry, update } = useRemote(fetchOwnAccountRequest, 'own-admin-account', t('profile.loadFailed'));
  const account = state.data;
  return (
    <section aria-labelledby="admin-profile" className="space-y-4">
      <SectionHeading id="admin-profile" title={t('profile.title')} intro={account ? t('profile.intro', { username: account.username, role: t(`roles.${account.role}`) }) : undefined} />
      {state.status === 'error' && !account ? (
        <LoadError failure={state.failure} fallback={t('profile.loadFailed')} onRetry={retry} />
      ) : !account ? (
        <ListSkeleton label={t('profile.loading')} rows={2} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <DetailsForm key={account.updatedAt} account={account} onSaved={(saved) => update(() => saved)} />
          <PasswordForm account={account} />
        </div>
      )}
    </section>
  );
}

function DetailsForm({ account, onSaved }: { account: AdminAccount; onSaved: (account: AdminAccount) => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [name, setName] = useState(account.name);
  const [email, setEmail] = useState(account.email);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email', string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('adminUsers.errors.name');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t('adminUsers.errors.email');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await updateAdminAccountRequest(account.id, { name: name.trim(), email: email.trim() });
      notify.success(saved.message, t('profile.saved'));
      storeOwnAccount(saved.value, dispatch);
      onSaved(saved.value);
    } catch (error) {
      const failure = notify.failure(error, t('profile.saveFailed'));
      setErrors(Object.fromEntries(failure.fieldErrors.filter((item) => item.field === 'name' || item.field === 'email').map((item) => [item.field, item.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-profile-details" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id="admin-profile-details" className="font-semibold text-gray-900">
        {t('profile.details')}
      </h3>
      <FormField id="own-name" label={t('adminUsers.name')} autoComplete="name" error={errors.name} value={name} disabled={busy} onChange={(event) => setName(event.target.value)} />
      <FormField id="own-email" type="email" autoComplete="email" label={t('adminUsers.email')} error={errors.email} value={email} disabled={busy} onChange={(event) => setEmail(event.target.value)} />
      <SubmitButton busy={busy} busyText={t('common.saving')}>
        {t('common.save')}
      </SubmitButton>
    </form>
  );
}

function PasswordForm({ account }: { account: AdminAccount }) {
  const { t } = useTranslation('admin');
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
      await updateAdminAccountRequest(account.id, { password: values.next, currentPassword: values.current });
      notify.success(undefined, t('password.changed'));
      setValues(NO_PASSWORDS);
    } catch (error) {
      setErrors(passwordErrorsOf(notify.failure(error, t('password.failed')).fieldErrors));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-profile-password" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id="admin-profile-password" className="font-semibold text-gray-900">
        {t('password.title')}
      </h3>
      <PasswordFields idPrefix="own-password" values={values} errors={errors} onChange={setValues} disabled={busy} currentLabel={t('password.current')} />
      <SubmitButton busy={busy} busyText={t('common.saving')}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}
