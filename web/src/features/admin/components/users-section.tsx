/**
 * Customer accounts (the moderation view, GET /users): filters, search and paging, and a drawer
 * with the account's details where a moderator edits, bans (with a reason), unbans or erases it.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button } from '@/components/ui/button';
import { DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { Drawer } from '@/components/ui/drawer';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { DISTRICTS } from '@/lib/locations';
import { useRemote } from '@/lib/use-remote';
import { fetchCustomersRequest } from '@/features/admin/api';
import { BanCustomerForm, DeleteCustomerForm, EditCustomerForm, UnbanCustomerForm } from '@/features/admin/components/customer-forms';
import { FilterForm } from '@/features/admin/components/filters';
import { formatMoment, ScrollTable, SectionHeading, StatusBadge, TD, TH } from '@/features/admin/components/shared';
import { NO_CUSTOMER_FILTERS, type CustomerAccount, type CustomerFilters } from '@/features/admin/types';

type Mode = 'view' | 'edit' | 'ban' | 'unban' | 'delete';

export function UsersSection() {
  const { t, i18n } = useTranslation('admin');
  const [filters, setFilters] = useState<CustomerFilters>(NO_CUSTOMER_FILTERS);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<CustomerAccount | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  // Back from a step of the drawer, the focus goes to its first action (the step's own button,
  // which had it, is gone), so Escape and Tab keep working in the drawer.
  const [returned, setReturned] = useState(false);
  const { state, retry, update } = useRemote(
    () => fetchCustomersRequest(page, filters),
    JSON.stringify({ page, filters, version }),
    t('users.loadFailed'),
  );
  const list = state.data;

  function show(account: CustomerAccount) {
    setOpen(account);
    setMode('view');
    setReturned(false);
  }

  function back() {
    setMode('view');
    setReturned(true);
  }

  function changed(account: CustomerAccount) {
    update((current) => ({ ...current, items: current.items.map((item) => (item.id === account.id ? account : item)) }));
    setOpen(account);
    back();
  }

  function deleted() {
    setOpen(null);
    setVersion((value) => value + 1);
  }

  return (
    <section aria-labelledby="admin-users" className="space-y-4">
      <SectionHeading id="admin-users" title={t('users.title')} intro={t('users.intro')} />
      <FilterForm
        label={t('users.filters')}
        applied={filters}
        empty={NO_CUSTOMER_FILTERS}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      >
        {(draft, set) => (
          <>
            <FormField id="users-search" type="search" label={t('users.search')} hint={t('users.searchHint')} value={draft.search} onChange={(event) => set('search', event.target.value)} />
            <SelectField id="users-type" label={t('users.type')} value={draft.type} onChange={(event) => set('type', event.target.value as CustomerFilters['type'])}>
              <option value="">{t('common.all')}</option>
              <option value="individual">{t('type.individual')}</option>
              <option value="company">{t('type.company')}</option>
            </SelectField>
            <SelectField id="users-status" label={t('users.status')} value={draft.status} onChange={(event) => set('status', event.target.value as CustomerFilters['status'])}>
              <option value="">{t('common.all')}</option>
              <option value="active">{t('status.active')}</option>
              <option value="banned">{t('status.banned')}</option>
            </SelectField>
            <SelectField id="users-district" label={t('users.fields.district')} value={draft.district} onChange={(event) => set('district', event.target.value)}>
              <option value="">{t('common.all')}</option>
              {DISTRICTS.map((district) => (
                <option key={district} value={district}>
                  {district}
                </option>
              ))}
            </SelectField>
            <FormField id="users-from" type="date" label={t('users.from')} value={draft.from} onChange={(event) => set('from', event.target.value)} />
            <FormField id="users-to" type="date" label={t('users.to')} value={draft.to} onChange={(event) => set('to', event.target.value)} />
          </>
        )}
      </FilterForm>

      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('users.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('users.loading')} rows={4} />
      ) : list.items.length === 0 ? (
        <EmptyList title={t('users.emptyTitle')}>{t('users.emptyText')}</EmptyList>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('common.found', { count: list.pagination.total })}
          </p>
          <ScrollTable label={t('users.table')}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={TH}>{t('users.fields.name')}</th>
                <th scope="col" className={TH}>{t('users.fields.email')}</th>
                <th scope="col" className={TH}>{t('users.type')}</th>
                <th scope="col" className={TH}>{t('users.fields.district')}</th>
                <th scope="col" className={TH}>{t('users.status')}</th>
                <th scope="col" className={TH}>{t('users.registered')}</th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.items.map((account) => (
                <tr key={account.id}>
                  <td className={`${TD} font-medium`}>{account.name || '—'}</td>
                  <td className={`${TD} break-all`}>{account.email}</td>
                  <td className={`${TD} whitespace-nowrap`}>{t(`type.${account.type}`)}</td>
                  <td className={TD}>{account.district || '—'}</td>
                  <td className={TD}>
                    <StatusBadge status={account.status} />
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{formatDate(account.createdAt, i18n.language)}</td>
                  <td className={TD}>
                    <Button size="sm" variant="secondary" onClick={() => show(account)} aria-label={t('users.manageNamed', { name: account.name || account.email })}>
                      {t('users.manage')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager page={page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}

      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open ? open.name || open.email : ''} closeLabel={t('common.close')}>
        {open ? (
          <div className="space-y-4 p-4">
            {mode === 'view' ? <AccountDetails account={open} /> : null}
            {mode === 'view' ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setMode('edit')} autoFocus={returned}>
                  {t('users.edit')}
                </Button>
                {open.status === 'banned' ? (
                  <Button size="sm" variant="secondary" onClick={() => setMode('unban')}>
                    {t('users.unban')}
                  </Button>
                ) : (
                  <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => setMode('ban')}>
                    {t('users.ban')}
                  </Button>
                )}
                <Button size="sm" variant="ghost" className={DANGER_OUTLINE} onClick={() => setMode('delete')}>
                  {t('users.delete')}
                </Button>
              </div>
            ) : null}
            {mode === 'edit' ? <EditCustomerForm account={open} onDone={changed} onCancel={back} /> : null}
            {mode === 'ban' ? <BanCustomerForm account={open} onDone={changed} onCancel={back} /> : null}
            {mode === 'unban' ? <UnbanCustomerForm account={open} onDone={changed} onCancel={back} /> : null}
            {mode === 'delete' ? <DeleteCustomerForm account={open} onDeleted={deleted} onCancel={back} /> : null}
          </div>
        ) : null}
      </Drawer>
    </section>
  );
}

function AccountDetails({ account }: { account: CustomerAccount }) {
  const { t, i18n } = useTranslation('admin');
  const rows: [string, string][] = [
    [t('users.type'), t(`type.${account.type}`)],
    [t('users.fields.email'), account.email],
    [t('users.fields.phone'), account.phone],
    ...(account.type === 'company'
      ? ([
          [t('users.fields.contactPerson'), account.contactPerson],
          [t('users.fields.website'), account.website],
          [t('users.fields.industry'), account.industry],
        ] as [string, string][])
      : []),
    [t('users.fields.district'), account.district],
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
