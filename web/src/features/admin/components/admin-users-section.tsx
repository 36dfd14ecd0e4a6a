/**
 * Admin users (superadmins only): the list with a search, one admin user's detail as the server
 * has it now (GET /admin-users/{id}), a new admin user with a first password,
 * a change of role, a password reset (a new first password) and deletion. The server's refusals
 * (the last superadmin, oneself) come back as error toasts with its message.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button, SubmitButton } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { useAdminSession } from '@/app/session/use-admin-session';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import {
  createAdminAccountRequest,
  deleteAdminAccountRequest,
  fetchAdminAccountRequest,
  fetchAdminAccountsRequest,
  updateAdminAccountRequest,
} from '@/features/admin/api';
import { Badge, formatMoment, ScrollTable, SectionHeading, TD, TH, useNotify } from '@/features/admin/components/shared';
import { ADMIN_ROLES, PASSWORD_MAX, PASSWORD_MIN, type AdminAccount, type AdminRole, type NewAdminAccount } from '@/features/admin/types';

type Action = { kind: 'create' } | { kind: 'role' | 'password' | 'delete'; account: AdminAccount };

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/;

export function AdminUsersSection() {
  const { t, i18n } = useTranslation('admin');
  const session = useAdminSession();
  const ownId = session?.user.id;
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [action, setAction] = useState<Action | null>(null);
  const [open, setOpen] = useState<AdminAccount | null>(null);
  const { state, retry } = useRemote(() => fetchAdminAccountsRequest(page, search), JSON.stringify({ page, search, version }), t('adminUsers.loadFailed'));
  const list = state.data;

  function done() {
    setAction(null);
    setOpen(null);
    setVersion((value) => value + 1);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  }

  return (
    <section aria-labelledby="admin-admin-users" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading id="admin-admin-users" title={t('adminUsers.title')} intro={t('adminUsers.intro')} />
        <Button onClick={() => setAction({ kind: 'create' })}>{t('adminUsers.create')}</Button>
      </div>
      <form role="search" aria-label={t('adminUsers.search')} onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
        <FormField id="admin-users-search" type="search" label={t('adminUsers.search')} value={typed} onChange={(event) => setTyped(event.target.value)} className="min-w-0 flex-1" />
        <SubmitButton busy={false} busyText="" variant="secondary">
          {t('common.apply')}
        </SubmitButton>
      </form>
      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('adminUsers.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('adminUsers.loading')} rows={3} />
      ) : list.items.length === 0 ? (
        <EmptyList title={t('adminUsers.empty')} />
      ) : (
        <>
          <ScrollTable label={t('adminUsers.table')}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={TH}>{t('adminUsers.username')}</th>
                <th scope="col" className={TH}>{t('adminUsers.name')}</th>
                <th scope="col" className={TH}>{t('adminUsers.email')}</th>
                <th scope="col" className={TH}>{t('adminUsers.role')}</th>
                <th scope="col" className={TH}>{t('adminUsers.since')}</th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.items.map((account) => (
                <tr key={account.id}>
                  <td className={`${TD} font-medium`}>
                    {account.username}
                    {account.id === ownId ? <span className="ml-1 text-gray-700">{t('adminUsers.you')}</span> : null}
                  </td>
                  <td className={TD}>{account.name}</td>
                  <td className={`${TD} break-all`}>{account.email}</td>
                  <td className={TD}>
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={account.role === 'superadmin' ? 'teal' : 'gray'}>{t(`roles.${account.role}`)}</Badge>
                      {account.mustChangePassword ? <Badge tone="amber">{t('adminUsers.firstPassword')}</Badge> : null}
                    </div>
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{formatDate(account.createdAt, i18n.language)}</td>
                  <td className={TD}>
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setOpen(account)} aria-label={t('adminUsers.openNamed', { name: account.username })}>
                        {t('adminUsers.open')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'role', account })} aria-label={t('adminUsers.editNamed', { name: account.username })}>
                        {t('adminUsers.edit')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'password', account })} aria-label={t('adminUsers.resetNamed', { name: account.username })}>
                        {t('adminUsers.reset')}
                      </Button>
                      <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => setAction({ kind: 'delete', account })} aria-label={t('adminUsers.deleteNamed', { name: account.username })}>
                        {t('adminUsers.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager page={page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open ? open.username : ''} closeLabel={t('common.close')}>
        {open ? <AdminAccountPanel key={open.id} id={open.id} own={open.id === ownId} onAction={(next) => {
              setOpen(null);
              setAction(next);
            }} /> : null}
      </Drawer>
      {action?.kind === 'create' ? <CreateAdminDialog onDone={done} onCancel={() => setAction(null)} /> : null}
      {action?.kind === 'role' ? <EditAdminDialog account={action.account} onDone={done} onCancel={() => setAction(null)} /> : null}
      {action?.kind === 'password' ? <ResetPasswordDialog account={action.account} onDone={done} onCancel={() => setAction(null)} /> : null}
      {action?.kind === 'delete' ? <DeleteAdminDialog account={action.account} onDone={done} onCancel={() => setAction(null)} /> : null}
    </section>
  );
}

/** One admin user as the server has it now, with the actions on it. */
function AdminAccountPanel({ id, own, onAction }: { id: number; own: boolean; onAction: (action: Action) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { state, retry } = useRemote(() => fetchAdminAccountRequest(id), String(id), t('adminUsers.detailFailed'));
  const account = state.data;
  if (!account) {
    return (
      <div className="p-4">
        {state.status === 'error' ? (
          <LoadError failure={state.failure} fallback={t('adminUsers.detailFailed')} onRetry={retry} />
        ) : (
          <ListSkeleton label={t('adminUsers.detailLoading')} rows={3} />
        )}
      </div>
    );
  }
  const rows: [string, string][] = [
    [t('adminUsers.username'), own ? `${account.username} ${t('adminUsers.you')}` : account.username],
    [t('adminUsers.name'), account.name],
    [t('adminUsers.email'), account.email],
    [t('adminUsers.role'), t(`roles.${account.role}`)],
    [t('adminUsers.password'), account.mustChangePassword ? t('adminUsers.passwordFirst') : t('adminUsers.passwordOwn')],
    [t('adminUsers.since'), formatMoment(account.createdAt, i18n.language)],
    [t('users.updated'), formatMoment(account.updatedAt, i18n.language)],
  ];
  return (
    <div className="space-y-4 p-4">
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="break-words text-gray-900">{value || t('common.notGiven')}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'role', account })}>
          {t('adminUsers.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'password', account })}>
          {t('adminUsers.reset')}
        </Button>
        <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => onAction({ kind: 'delete', account })}>
          {t('adminUsers.delete')}
        </Button>
      </div>
    </div>
  );
}

interface DialogProps {
  onDone: () => void;
  onCancel: () => void;
}

function DialogButtons({ form, busy, label, onCancel }: { form: string; busy: boolean; label: string; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <SubmitButton form={form} busy={busy} busyText={t('common.saving')}>
        {label}
      </SubmitButton>
    </>
  );
}

function RoleSelect({ value, onChange, disabled }: { value: AdminRole; onChange: (role: AdminRole) => void; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField id="admin-role" label={t('adminUsers.role')} hint={t('adminUsers.roleHint')} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as AdminRole)}>
      {ADMIN_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}

type Problems = Partial<Record<string, string>>;

function problemsOf(fieldErrors: { field: string; message: string }[]): Problems {
  return Object.fromEntries(fieldErrors.map((problem) => [problem.field, problem.message]));
}

function CreateAdminDialog({ onDone, onCancel }: DialogProps) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [values, setValues] = useState<NewAdminAccount>({ username: '', name: '', email: '', role: 'editor', password: '' });
  const [errors, setErrors] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  function check(): Problems {
    const found: Problems = {};
    if (!USERNAME.test(values.username.trim())) found.username = t('adminUsers.errors.username');
    if (!values.name.trim()) found.name = t('adminUsers.errors.name');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('adminUsers.errors.email');
    if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) found.password = t('adminUsers.errors.password', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await createAdminAccountRequest({ ...values, username: values.username.trim(), name: values.name.trim(), email: values.email.trim() });
      notify.success(saved.message, t('adminUsers.created'));
      onDone();
    } catch (error) {
      setErrors(problemsOf(notify.failure(error, t('adminUsers.createFailed')).fieldErrors));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? () => {} : onCancel} title={t('adminUsers.createTitle')} footer={<DialogButtons form="create-admin" busy={busy} label={t('adminUsers.createSubmit')} onCancel={onCancel} />}>
      <form id="create-admin" onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-gray-700">{t('adminUsers.createIntro')}</p>
        <FormField id="new-admin-username" label={t('adminUsers.username')} hint={t('adminUsers.usernameHint')} error={errors.username} value={values.username} onChange={(event) => setValues({ ...values, username: event.target.value })} autoComplete="off" autoFocus />
        <FormField id="new-admin-name" label={t('adminUsers.name')} error={errors.name} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} autoComplete="off" />
        <FormField id="new-admin-email" type="email" label={t('adminUsers.email')} error={errors.email} value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} autoComplete="off" />
        <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
        <FormField id="new-admin-password" type="text" label={t('adminUsers.firstPasswordLabel')} hint={t('adminUsers.firstPasswordHint')} error={errors.password} value={values.password} onChange={(event) => setValues({ ...values, password: event.target.value })} autoComplete="off" />
      </form>
    </Dialog>
  );
}

function EditAdminDialog({ account, onDone, onCancel }: DialogProps & { account: AdminAccount }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [values, setValues] = useState({ name: account.name, email: account.email, role: account.role });
  const [errors, setErrors] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const update = {
        ...(values.name.trim() !== account.name ? { name: values.name.trim() } : {}),
        ...(values.email.trim() !== account.email ? { email: values.email.trim() } : {}),
        ...(values.role !== account.role ? { role: values.role } : {}),
      };
      const saved = await updateAdminAccountRequest(account.id, update);
      notify.success(saved.message, t('adminUsers.updated'));
      onDone();
    } catch (error) {
      setErrors(problemsOf(notify.failure(error, t('adminUsers.updateFailed')).fieldErrors));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? () => {} : onCancel} title={t('adminUsers.editTitle', { name: account.username })} footer={<DialogButtons form="edit-admin" busy={busy} label={t('common.save')} onCancel={onCancel} />}>
      <form id="edit-admin" onSubmit={submit} noValidate className="space-y-3">
        <FormField id="edit-admin-name" label={t('adminUsers.name')} error={errors.name} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} autoFocus />
        <FormField id="edit-admin-email" type="email" label={t('adminUsers.email')} error={errors.email} value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
        <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
      </form>
    </Dialog>
  );
}

function ResetPasswordDialog({ account, onDone, onCancel }: DialogProps & { account: AdminAccount }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return setError(t('adminUsers.errors.password', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
    setBusy(true);
    setError('');
    try {
      const saved = await updateAdminAccountRequest(account.id, { password });
      notify.success(saved.message, t('adminUsers.passwordReset'));
      onDone();
    } catch (failure) {
      const problem = notify.failure(failure, t('adminUsers.updateFailed'));
      setError(problem.fieldErrors.find((item) => item.field === 'password')?.message ?? '');
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? () => {} : onCancel} title={t('adminUsers.resetTitle', { name: account.username })} footer={<DialogButtons form="reset-admin" busy={busy} label={t('adminUsers.resetSubmit')} onCancel={onCancel} />}>
      <form id="reset-admin" onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-gray-700">{t('adminUsers.resetIntro')}</p>
        <FormField id="reset-admin-password" type="text" label={t('adminUsers.firstPasswordLabel')} error={error || undefined} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="off" autoFocus />
      </form>
    </Dialog>
  );
}

function DeleteAdminDialog({ account, onDone, onCancel }: DialogProps & { account: AdminAccount }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const message = await deleteAdminAccountRequest(account.id);
      notify.success(message, t('adminUsers.deleted'));
      onDone();
    } catch (error) {
      notify.failure(error, t('adminUsers.deleteFailed'));
      setBusy(false);
      onCancel();
    }
  }

  return (
    <ConfirmDialog open title={t('adminUsers.deleteTitle', { name: account.username })} confirmLabel={t('adminUsers.delete')} busyLabel={t('common.deleting')} busy={busy} onConfirm={confirm} onCancel={onCancel}>
      <p className="text-sm text-gray-700">{t('adminUsers.deleteText')}</p>
    </ConfirmDialog>
  );
}
