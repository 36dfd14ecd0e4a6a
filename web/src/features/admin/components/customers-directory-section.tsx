/**
 * The customers directory (SPEC section 7, "Customers"; the admin's /customers calls), beside the
 * users' moderation view: every customer account by type, or found by a search, with how to reach
 * them. A type alone lists GET /customers/type/{type}, a search GET /customers/search/query, and
 * neither GET /customers. An account opens in a drawer as the server has it now
 * (GET /customers/admin/{id}), where a moderator edits it (PUT /customers/admin/{id}) or erases
 * it (DELETE /customers/{id}). Suspensions stay in the moderation view, with its filters.
 */
import { useState } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { useRemote } from '@/lib/use-remote';
import { fetchDirectoryRequest } from '@/features/admin/api';
import { AccountDrawer } from '@/features/admin/components/account-drawer';
import { FilterForm } from '@/features/admin/components/filters';
import { ScrollTable, SectionHeading, StatusBadge, TD, TH } from '@/features/admin/components/shared';
import { NO_DIRECTORY_FILTERS, type CustomerAccount, type DirectoryFilters } from '@/features/admin/types';

export function CustomersDirectorySection() {
  const { t } = useTranslation('admin');
  const names = useNames();
  const [filters, setFilters] = useState<DirectoryFilters>(NO_DIRECTORY_FILTERS);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<CustomerAccount | null>(null);
  const { state, retry, update } = useRemote(
    () => fetchDirectoryRequest(page, filters),
    JSON.stringify({ page, filters, version }),
    t('directory.loadFailed'),
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
    <section aria-labelledby="admin-directory" className="space-y-4">
      <SectionHeading id="admin-directory" title={t('directory.title')} intro={t('directory.intro')} />
      <FilterForm
        label={t('directory.filters')}
        applied={filters}
        empty={NO_DIRECTORY_FILTERS}
        onApply={(next) => {
          setFilters({ type: next.type, search: next.search.trim() });
          setPage(1);
        }}
      >
        {(draft, set) => (
          <>
            <SelectField id="directory-type" label={t('users.type')} value={draft.type} onChange={(event) => set('type', event.target.value as DirectoryFilters['type'])}>
              <option value="">{t('common.all')}</option>
              <option value="individual">{t('directory.individuals')}</option>
              <option value="company">{t('directory.companies')}</option>
            </SelectField>
            <FormField id="directory-search" type="search" label={t('users.search')} hint={t('users.searchHint')} value={draft.search} onChange={(event) => set('search', event.target.value)} />
          </>
        )}
      </FilterForm>

      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('directory.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('directory.loading')} rows={4} />
      ) : list.items.length === 0 ? (
        <EmptyList title={t('directory.emptyTitle')}>{t('directory.emptyText')}</EmptyList>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('common.found', { count: list.pagination.total })}
          </p>
          <ScrollTable label={t('directory.table')}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={TH}>{t('users.fields.name')}</th>
                <th scope="col" className={TH}>{t('users.type')}</th>
                <th scope="col" className={TH}>{t('directory.contact')}</th>
                <th scope="col" className={TH}>{t('users.fields.industry')}</th>
                <th scope="col" className={TH}>{t('users.fields.district')}</th>
                <th scope="col" className={TH}>{t('users.status')}</th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.items.map((account) => (
                <tr key={account.id}>
                  <td className={`${TD} font-medium`}>
                    {account.name || '—'}
                    {account.type === 'company' && account.contactPerson ? <span className="block text-xs font-normal text-gray-700">{account.contactPerson}</span> : null}
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{t(`type.${account.type}`)}</td>
                  <td className={TD}>
                    <span className="block break-all">{account.email}</span>
                    {account.phone ? <span className="block whitespace-nowrap text-gray-700">{account.phone}</span> : null}
                  </td>
                  <td className={TD}>{account.type === 'company' ? names.industry(account.industry) || '—' : '—'}</td>
                  <td className={TD}>{names.district(account.district) || '—'}</td>
                  <td className={TD}>
                    <StatusBadge status={account.status} />
                  </td>
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

      <AccountDrawer row={open} via="customers" onClose={() => setOpen(null)} onChanged={changed} onDeleted={deleted} />
    </section>
  );
}
