/**
 * The forms of the customer account drawer: edit, ban with a reason, unban, and erase with the
 * email typed. Edit and erase serve both views of the accounts: the users' moderation view
 * (/users) and the customers directory (/customers), which `via` chooses.
 */
import { useState, type FormEvent } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { DISTRICTS } from '@/lib/locations';
import { toApiFailure } from '@/lib/api-error';
import {
  banCustomerRequest,
  deleteCustomerRequest,
  deleteDirectoryCustomerRequest,
  unbanCustomerRequest,
  updateCustomerRequest,
  updateDirectoryCustomerRequest,
} from '@/features/admin/api';
import { useNotify } from '@/features/admin/components/shared';
import { BAN_REASON_MAX, type CustomerAccount, type CustomerAccountUpdate } from '@/features/admin/types';

interface FormProps {
  account: CustomerAccount;
  onDone: (account: CustomerAccount) => void;
  onCancel: () => void;
}

/** Which calls a drawer makes: the users' moderation view's (/users) or the directory's (/customers). */
export type AccountsView = 'users' | 'customers';

const FIELDS = ['name', 'email', 'phone', 'contactPerson', 'website', 'industry', 'district'] as const;
type Field = (typeof FIELDS)[number];

/** Edits the account's fields; an emptied optional field is cleared (sent as null). */
export function EditCustomerForm({ account, onDone, onCancel, via = 'users' }: FormProps & { via?: AccountsView }) {
  const { t } = useTranslation('admin');
  const names = useNames();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: account.name ?? '',
    email: account.email ?? '',
    phone: account.phone ?? '',
    contactPerson: account.contactPerson ?? '',
    website: account.website ?? '',
    industry: account.industry ?? '',
    district: account.district ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const company = account.type === 'company';
  const shown: Field[] = company ? [...FIELDS] : ['name', 'email', 'phone', 'district'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.email.trim()) {
      setErrors({ email: t('users.errors.emailRequired') });
      return;
    }
    const update: CustomerAccountUpdate = { email: values.email.trim() };
    for (const field of shown) {
      if (field === 'email') continue;
      const value = values[field].trim();
      update[field] = value === '' ? null : value;
    }
    setBusy(true);
    setErrors({});
    try {
      const saved = await (via === 'users' ? updateCustomerRequest : updateDirectoryCustomerRequest)(account.id, update);
      notify.success(saved.message, via === 'users' ? t('users.saved') : t('directory.saved'));
      onDone(saved.value);
    } catch (error) {
      const failure = notify.failure(error, via === 'users' ? t('users.saveFailed') : t('directory.saveFailed'));
      const found: Partial<Record<Field, string>> = {};
      for (const problem of failure.fieldErrors) {
        if ((FIELDS as readonly string[]).includes(problem.field)) found[problem.field as Field] = problem.message;
      }
      setErrors(found);
    } finally {
      setBusy(false);
    }
  }

  function field(name: Field) {
    const common = {
      label: t(`users.fields.${name}`),
      error: errors[name],
      value: values[name],
      disabled: busy,
    };
    if (name === 'district') {
      return (
        <SelectField key={name} id={`edit-${name}`} {...common} onChange={(event) => setValues({ ...values, district: event.target.value })}>
          <option value="">{t('users.noDistrict')}</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {names.district(district)}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <FormField
        key={name}
        id={`edit-${name}`}
        type={name === 'email' ? 'email' : name === 'website' ? 'url' : name === 'phone' ? 'tel' : 'text'}
        autoFocus={name === 'name'}
        {...common}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={t('users.editTitle')}>
      <h3 className="font-semibold text-gray-900">{t('users.editTitle')}</h3>
      {shown.map(field)}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyText={t('common.saving')}>
          {t('common.save')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Suspends the account: a reason is required (for the moderators and the audit log). */
export function BanCustomerForm({ account, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('users.errors.reasonRequired'));
    if (text.length > BAN_REASON_MAX) return setError(t('users.errors.reasonTooLong', { count: BAN_REASON_MAX }));
    setBusy(true);
    setError('');
    try {
      const saved = await banCustomerRequest(account.id, text);
      notify.success(saved.message, t('users.banned'));
      onDone(saved.value);
    } catch (failure) {
      setError(notify.failure(failure, t('users.banFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={t('users.banTitle')}>
      <h3 className="font-semibold text-gray-900">{t('users.banTitle')}</h3>
      <p className="text-sm text-gray-700">{t('users.banText', { name: account.name || account.email })}</p>
      <TextareaField
        id="ban-reason"
        label={t('users.reason')}
        hint={t('users.reasonHint', { count: BAN_REASON_MAX })}
        error={error || undefined}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={4}
        required
        autoFocus
        disabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="danger" busy={busy} busyText={t('common.sending')} disabled={busy || !reason.trim()}>
          {t('users.confirmBan')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Lifts the ban, after a confirmation. */
export function UnbanCustomerForm({ account, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = await unbanCustomerRequest(account.id);
      notify.success(saved.message, t('users.unbanned'));
      onDone(saved.value);
    } catch (failure) {
      setError(notify.failure(failure, t('users.unbanFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('users.unbanTitle')}>
      <h3 className="font-semibold text-gray-900">{t('users.unbanTitle')}</h3>
      <p className="text-sm text-gray-700">{t('users.unbanText', { name: account.name || account.email })}</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyText={t('common.sending')} autoFocus>
          {t('users.confirmUnban')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Erases the account for good: the button acts only once the account's email is typed. */
export function DeleteCustomerForm({
  account,
  onDeleted,
  onCancel,
  via = 'users',
}: {
  account: CustomerAccount;
  onDeleted: () => void;
  onCancel: () => void;
  via?: AccountsView;
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const matches = typed.trim().toLowerCase() === account.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return setError(t('users.errors.emailMismatch'));
    setBusy(true);
    setError('');
    try {
      const message = await (via === 'users' ? deleteCustomerRequest : deleteDirectoryCustomerRequest)(account.id);
      notify.success(message, t('users.deleted'));
      onDeleted();
    } catch (failure) {
      setError(toApiFailure(failure, t('users.deleteFailed')).message);
      notify.failure(failure, t('users.deleteFailed'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={t('users.deleteTitle')}>
      <h3 className="font-semibold text-gray-900">{t('users.deleteTitle')}</h3>
      <p className="text-sm text-gray-700">{t('users.deleteText')}</p>
      <FormField
        id="delete-email"
        label={t('users.typeEmail', { email: account.email })}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error || undefined}
        autoComplete="off"
        autoFocus
        disabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="danger" busy={busy} busyText={t('common.deleting')} disabled={busy || !matches}>
          {t('users.confirmDelete')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
