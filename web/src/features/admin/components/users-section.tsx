/**
 * Customer accounts (the moderation view, GET /users): filters, search and paging, and a drawer
 * with the account's details (GET /users/{id}) where a moderator edits, bans (with a reason),
 * unbans or erases it.
 */
import { useState } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { DISTRICTS } from '@/lib/locations';
import { useRemote } from '@/lib/use-remote';
import { fetchCustomersRequest } from '@/features/admin/api';
import { AccountDrawer } from '@/features/admin/components/account-drawer';
import { FilterForm } from '@/features/admin/components/filters';
import { ScrollTable, SectionHeading, StatusBadge, TD, TH } from '@/features/admin/components/shared';
import { NO_CUSTOMER_FILTERS, type CustomerAccount, type CustomerFilters } from '@/features/admin/types';

export function UsersSection() {
  const { t, i18n } = useTranslation('admin');
  const names = useNames();
  const [filters, setFilters] = useState<CustomerFilters>(NO_CUSTOMER_FILTERS);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<CustomerAccount | null>(null);
  const { state, retry, update } = useRemote(
    () => fetchCustomersRequest(page, filters),
    JSON.stringify({ page, filters, version }),
    t('users.loadFailed'),
  );
  const list = state.data;

  function changed(account: CustomerAccount) {
    update((current) => ({ ...current, items: current.items.map((item) => (item.id === account.id ? account : item)) }));
    setOpen(account);
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
                  {names.district(district)}
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
                  <td className={TD}>{names.district(account.district) || '—'}</td>
                  <td className={TD}>
                    <StatusBadge status={account.status} />
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{formatDate(account.createdAt, i18n.language)}</td>
                  <td className={TD}>
                    <Button size="sm" variant="secondary" onClick={() => setOpen(account)} aria-label={t('users.manageNamed', { name: account.name || account.email })}>
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

      <AccountDrawer row={open} via="users" onClose={() => setOpen(null)} onChanged={changed} onDeleted={deleted} />
    </section>
  );
}
