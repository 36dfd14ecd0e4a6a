/**
 * A customer account's detail, in a drawer: the account as the server has it now (GET /users/{id}
 * in the users' moderation view, GET /customers/admin/{id} in the customers directory), not the
 * list's copy, which may be minutes old. From there a moderator edits or erases it, and in the
 * moderation view also suspends it or lifts a suspension.
 */
import { useState } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button } from '@/components/ui/button';
import { DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { Drawer } from '@/components/ui/drawer';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { useRemote } from '@/lib/use-remote';
import { fetchCustomerRequest, fetchDirectoryCustomerRequest } from '@/features/admin/api';
import {
  BanCustomerForm,
  DeleteCustomerForm,
  EditCustomerForm,
  UnbanCustomerForm,
  type AccountsView,
} from '@/features/admin/components/customer-forms';
import { formatMoment, StatusBadge } from '@/features/admin/components/shared';
import type { CustomerAccount } from '@/features/admin/types';

type Mode = 'view' | 'edit' | 'ban' | 'unban' | 'delete';

interface AccountDrawerProps {
  /** The list's row that was opened, or null for a closed drawer. */
  row: CustomerAccount | null;
  via: AccountsView;
  onClose: () => void;
  /** The server confirmed a change: the list shows the account as it is now. */
  onChanged: (account: CustomerAccount) => void;
  onDeleted: () => void;
}

export function AccountDrawer({ row, via, onClose, onChanged, onDeleted }: AccountDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <Drawer open={row !== null} onClose={onClose} title={row ? row.name || row.email : ''} closeLabel={t('common.close')}>
      {row ? <AccountPanel key={`${via}:${row.id}`} id={row.id} via={via} onChanged={onChanged} onDeleted={onDeleted} /> : null}
    </Drawer>
  );
}

function AccountPanel({ id, via, onChanged, onDeleted }: { id: number; via: AccountsView; onChanged: (account: CustomerAccount) => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<Mode>('view');
  // Back from a step of the drawer, the focus goes to its first action (the step's own button,
  // which had it, is gone), so Escape and Tab keep working in the drawer.
  const [returned, setReturned] = useState(false);
  const { state, retry, update } = useRemote(
    () => (via === 'users' ? fetchCustomerRequest(id) : fetchDirectoryCustomerRequest(id)),
    `${via}:${id}`,
    t('detail.loadFailed'),
  );
  const account = state.data;

  function back() {
    setMode('view');
    setReturned(true);
  }

  function changed(next: CustomerAccount) {
    update(() => next);
    onChanged(next);
    back();
  }

  if (!account) {
    return (
      <div className="p-4">
        {state.status === 'error' ? (
          <LoadError failure={state.failure} fallback={t('detail.loadFailed')} onRetry={retry} />
        ) : (
          <ListSkeleton label={t('detail.loading')} rows={3} />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4 p-4">
      {mode === 'view' ? <AccountDetails account={account} /> : null}
      {mode === 'view' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMode('edit')} autoFocus={returned}>
            {t('users.edit')}
          </Button>
          {via === 'users' && account.status === 'banned' ? (
            <Button size="sm" variant="secondary" onClick={() => setMode('unban')}>
              {t('users.unban')}
            </Button>
          ) : null}
          {via === 'users' && account.status !== 'banned' ? (
            <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => setMode('ban')}>
              {t('users.ban')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => setMode('delete')}>
            {t('users.delete')}
          </Button>
        </div>
      ) : null}
      {mode === 'edit' ? <EditCustomerForm account={account} via={via} onDone={changed} onCancel={back} /> : null}
      {mode === 'ban' ? <BanCustomerForm account={account} onDone={changed} onCancel={back} /> : null}
      {mode === 'unban' ? <UnbanCustomerForm account={account} onDone={changed} onCancel={back} /> : null}
      {mode === 'delete' ? <DeleteCustomerForm account={account} via={via} onDeleted={onDeleted} onCancel={back} /> : null}
    </div>
  );
}

function AccountDetails({ account }: { account: CustomerAccount }) {
  const { t, i18n } = useTranslation('admin');
  const names = useNames();
  const rows: [string, string][] = [
    [t('users.type'), t(`type.${account.type}`)],
    [t('users.fields.email'), account.email],
    [t('users.fields.phone'), account.phone],
    ...(account.type === 'company'
      ? ([
          [t('users.fields.contactPerson'), account.contactPerson],
          [t('users.fields.website'), account.website],
          [t('users.fields.industry'), names.industry(account.industry)],
        ] as [string, string][])
      : []),
    [t('users.fields.district'), names.district(account.district)],
    [t('users.registered'), formatMoment(account.createdAt, i18n.language)],
    [t('users.updated'), formatMoment(account.updatedAt, i18n.language)],
  ];
  return (
    <div className="space-y-3">
      <StatusBadge status={account.status} />
      {account.status === 'banned' ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">{t('users.banReason')}</span> {account.banReason || t('users.noReason')}
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="break-words text-gray-900">{value || t('common.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
