/** The audit log (GET /admin/audit): who did what to which, when and why, with filters and paging. */
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { useRemote } from '@/lib/use-remote';
import { fetchAuditRequest } from '@/features/admin/api';
import { FilterForm } from '@/features/admin/components/filters';
import { formatMoment, ScrollTable, SectionHeading, TD, TH } from '@/features/admin/components/shared';
import { AUDIT_TARGETS, NO_AUDIT_FILTERS, type AuditFilters } from '@/features/admin/types';

export function AuditSection() {
  const { t, i18n } = useTranslation('admin');
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const { state, retry } = useRemote(() => fetchAuditRequest(page, filters), JSON.stringify({ page, filters }), t('audit.loadFailed'));
  const list = state.data;

  return (
    <section aria-labelledby="admin-audit" className="space-y-4">
      <SectionHeading id="admin-audit" title={t('audit.title')} intro={t('audit.intro')} />
      <FilterForm
        label={t('audit.filters')}
        applied={filters}
        empty={NO_AUDIT_FILTERS}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      >
        {(draft, set) => (
          <>
            <FormField id="audit-action" label={t('audit.action')} hint={t('audit.actionHint')} value={draft.action} onChange={(event) => set('action', event.target.value)} />
            <SelectField id="audit-target" label={t('audit.target')} value={draft.target} onChange={(event) => set('target', event.target.value)}>
              <option value="">{t('common.all')}</option>
              {AUDIT_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`audit.targets.${target}`)}
                </option>
              ))}
            </SelectField>
            <FormField id="audit-target-id" inputMode="numeric" label={t('audit.targetId')} value={draft.targetId} onChange={(event) => set('targetId', event.target.value.replace(/\D/g, ''))} />
            <FormField id="audit-from" type="date" label={t('audit.from')} value={draft.from} onChange={(event) => set('from', event.target.value)} />
            <FormField id="audit-to" type="date" label={t('audit.to')} value={draft.to} onChange={(event) => set('to', event.target.value)} />
          </>
        )}
      </FilterForm>
      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('audit.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('audit.loading')} rows={4} />
      ) : list.items.length === 0 ? (
        <EmptyList title={t('audit.empty')} />
      ) : (
        <>
          <ScrollTable label={t('audit.table')}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={TH}>{t('audit.when')}</th>
                <th scope="col" className={TH}>{t('audit.who')}</th>
                <th scope="col" className={TH}>{t('audit.action')}</th>
                <th scope="col" className={TH}>{t('audit.target')}</th>
                <th scope="col" className={TH}>{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${TD} whitespace-nowrap`}>{formatMoment(entry.createdAt, i18n.language)}</td>
                  <td className={TD}>{entry.actorUsername}</td>
                  <td className={`${TD} font-mono text-xs`}>{entry.action}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} #{entry.targetId}
                  </td>
                  <td className={`${TD} min-w-48 whitespace-pre-wrap`}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager page={page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}
    </section>
  );
}
