/**
 * The email log (GET /admin/emails): every email the site sent, failed to send or logged, newest
 * first. The message is shown as the plain text it was, so a reset link can be read and followed.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { useRemote } from '@/lib/use-remote';
import { fetchEmailsRequest } from '@/features/admin/api';
import { FilterForm } from '@/features/admin/components/filters';
import { Badge, formatMoment, SectionHeading } from '@/features/admin/components/shared';
import { EMAIL_STATUSES, NO_EMAIL_FILTERS, type EmailFilters, type EmailLogEntry } from '@/features/admin/types';

const TONES = { queued: 'amber', sent: 'green', failed: 'red', logged: 'gray' } as const;

export function EmailsSection() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<EmailFilters>(NO_EMAIL_FILTERS);
  const [page, setPage] = useState(1);
  const { state, retry } = useRemote(() => fetchEmailsRequest(page, filters), JSON.stringify({ page, filters }), t('emails.loadFailed'));
  const list = state.data;

  return (
    <section aria-labelledby="admin-emails" className="space-y-4">
      <SectionHeading id="admin-emails" title={t('emails.title')} intro={t('emails.intro')} />
      <FilterForm
        label={t('emails.filters')}
        applied={filters}
        empty={NO_EMAIL_FILTERS}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      >
        {(draft, set) => (
          <>
            <FormField id="emails-recipient" type="search" label={t('emails.recipient')} hint={t('emails.recipientHint')} value={draft.recipient} onChange={(event) => set('recipient', event.target.value)} />
            <SelectField id="emails-status" label={t('emails.status')} value={draft.status} onChange={(event) => set('status', event.target.value as EmailFilters['status'])}>
              <option value="">{t('common.all')}</option>
              {EMAIL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`emails.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </FilterForm>
      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('emails.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('emails.loading')} rows={4} />
      ) : list.items.length === 0 ? (
        <EmptyList title={t('emails.empty')}>{t('emails.emptyText')}</EmptyList>
      ) : (
        <>
          <ul className="space-y-3">
            {list.items.map((email) => (
              <EmailItem key={email.id} email={email} />
            ))}
          </ul>
          <Pager page={page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}
    </section>
  );
}

function EmailItem({ email }: { email: EmailLogEntry }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <li>
      <article aria-label={email.subject} className="rounded-2xl border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-gray-900">{email.subject}</h3>
            <p className="text-sm break-all text-gray-700">{t('emails.to', { recipient: email.recipient })}</p>
          </div>
          <div className="flex flex-col items-end gap-1 text-sm text-gray-700">
            <Badge tone={TONES[email.status] ?? 'gray'}>{t(`emails.statuses.${email.status}`, { defaultValue: email.status })}</Badge>
            <time dateTime={email.createdAt}>{formatMoment(email.createdAt, i18n.language)}</time>
          </div>
        </div>
        {email.error ? <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">{t('emails.error', { error: email.error })}</p> : null}
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-teal-800 underline-offset-2 hover:underline">{t('emails.showMessage')}</summary>
          <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-gray-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-gray-900" tabIndex={0}>
            {email.body}
          </pre>
        </details>
      </article>
    </li>
  );
}
