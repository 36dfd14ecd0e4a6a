/**
 * The companies area's dashboard sections: "Company page" for company accounts (their own page,
 * its status and rejection reason, the change waiting for review, and its editing), "Company
 * figures" for them too (components/company-figures.tsx) and "Companies" for admins (moderation
 * of pages and of owners' changes).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/companies/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextareaField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import {
  approveCompany,
  approveCompanyChange,
  COMPANY_MESSAGES,
  createCompany,
  deleteCompany,
  fetchCompaniesForAdmin,
  fetchOwnCompany,
  rejectCompany,
  rejectCompanyChange,
  updateCompany,
  updateOwnCompany,
  verifyCompany,
} from '@/features/companies/companies-thunks';
import { CompanyChangeTable, OwnCompanyChange, withChange } from '@/features/companies/components/company-change';
import { CompanyFigures } from '@/features/companies/components/company-figures';
import { CompanyForm } from '@/features/companies/components/company-form';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import { VerifiedBadge } from '@/features/companies/components/verified-badge';
import { failureOf } from '@/features/companies/failure';
import type { Company, CompanyInput, CompanyStatus } from '@/features/companies/types';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { companyPath } from '@/lib/paths';
import { useRemote } from '@/lib/use-remote';

function StatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('companies');
  const tone =
    status === 'approved' ? 'bg-green-50 text-green-800 ring-green-200' : status === 'rejected' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200';
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{t(`statusName.${status}`)}</span>;
}

/** The company account's own page: its status, a link to it, and the form. */
function OwnCompanyPage() {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const { state, retry, update } = useRemote(() => dispatch(fetchOwnCompany()).unwrap(), 'own-company', COMPANY_MESSAGES.fetchCompanyFailed);

  async function save(input: CompanyInput, onProgress: (percent: number) => void): Promise<ApiFailure | null> {
    const result = await dispatch(updateOwnCompany({ input, onProgress }));
    if (updateOwnCompany.fulfilled.match(result)) {
      update(() => result.payload.value);
      // The server's words say whether the change waits for an admin's approval.
      dispatch(toastAdded({ type: 'success', message: result.payload.message ?? t('messages.updated') }));
      return null;
    }
    const failure = toApiFailure(result.payload, COMPANY_MESSAGES.updateFailed);
    dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('messages.updateFailed') }));
    return failure;
  }

  return (
    <section aria-labelledby="own-company" className="space-y-4">
      <h2 id="own-company" className="text-xl font-bold text-gray-900">
        {t('dashboard.ownTitle')}
      </h2>
      {state.status === 'error' && !state.data ? (
        <LoadError failure={state.failure} fallback={t('errors.fetchCompany')} onRetry={retry} />
      ) : !state.data ? (
        <ListSkeleton label={t('loadingCompany')} rows={2} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4">
            <CompanyLogo name={state.data.name} logo={state.data.logo} />
            {/* At least 10rem for the name and the status: where the button does not fit beside them, it goes under. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-semibold text-gray-900">{state.data.name}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
                <StatusBadge status={state.data.status} />
                {state.data.verified ? <VerifiedBadge /> : null}
              </p>
            </div>
            <Link to={companyPath(state.data.id, state.data.slug)} className={buttonClasses('secondary', 'sm')}>
              {t('dashboard.view')}
            </Link>
          </div>
          <p className="text-sm text-gray-700">{t(`dashboard.statusText.${state.data.status}`)}</p>
          {state.data.status === 'rejected' && state.data.rejectionReason ? (
            <p className="text-sm text-red-800">{t('status.reason', { reason: state.data.rejectionReason })}</p>
          ) : null}
          <OwnCompanyChange company={state.data} />
          <CompanyForm
            key={`${state.data.updatedAt} ${state.data.change?.updatedAt ?? ''}`}
            company={withChange(state.data)}
            withName
            renameHint={state.data.status === 'approved'}
            submitLabel={t('form.save')}
            onSubmit={save}
          />
        </>
      )}
    </section>
  );
}

/** The admins' lists: what waits for a decision (the default), a status, or every page. */
type AdminList = 'review' | CompanyStatus | '';
const STATUSES: AdminList[] = ['review', 'pending', 'approved', 'rejected', ''];

/** The admins' companies: filtered by status, created, edited, moderated and deleted. */
function AdminCompanies() {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.companies);
  const [status, setStatus] = useState<AdminList>('review');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<{ company: Company; change: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const list = status === 'review' ? { review: true } : { status };
    const request = dispatch(fetchCompaniesForAdmin({ ...list, page, sortBy: 'newest', sortOrder: 'desc' }));
    return () => request.abort();
  }, [dispatch, status, page, attempt]);

  function toast(ok: boolean, message: string) {
    dispatch(toastAdded({ type: ok ? 'success' : 'error', message }));
  }

  async function act(run: () => Promise<{ meta: { requestStatus: string }; payload?: unknown }>, success: string, fallback: string) {
    setBusy(true);
    const result = await run();
    setBusy(false);
    const ok = result.meta.requestStatus === 'fulfilled';
    const failure = toApiFailure(result.payload, fallback);
    toast(ok, ok ? success : failure.fromServer ? failure.message : fallback);
    return ok;
  }

  async function save(input: CompanyInput, onProgress: (percent: number) => void): Promise<ApiFailure | null> {
    const creating = editing === 'new' || editing === null;
    const result = creating
      ? await dispatch(createCompany({ input, onProgress }))
      : await dispatch(updateCompany({ id: editing.id, input, onProgress }));
    if (result.meta.requestStatus === 'fulfilled') {
      toast(true, t(creating ? 'messages.created' : 'messages.updated'));
      setEditing(null);
      return null;
    }
    const failure = toApiFailure(result.payload, creating ? COMPANY_MESSAGES.createFailed : COMPANY_MESSAGES.updateFailed);
    toast(false, failure.fromServer ? failure.message : t(creating ? 'messages.createFailed' : 'messages.updateFailed'));
    return failure;
  }

  return (
    <section aria-labelledby="admin-companies" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="admin-companies" className="mr-auto text-xl font-bold text-gray-900">
          {t('dashboard.adminTitle')}
        </h2>
        <SelectField
          label={t('dashboard.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminList);
            setPage(1);
          }}
        >
          {STATUSES.map((value) => (
            <option key={value || 'all'} value={value}>
              {value === 'review' ? t('dashboard.review') : value ? t(`statusName.${value}`) : t('dashboard.allStatuses')}
            </option>
          ))}
        </SelectField>
        <Button onClick={() => setEditing('new')}>{t('dashboard.create')}</Button>
      </div>

      {editing !== null ? (
        <div className="rounded-2xl border border-gray-200 bg-white p-4">
          <h3 className="mb-3 font-semibold text-gray-900">{editing === 'new' ? t('dashboard.create') : t('dashboard.editTitle', { name: editing.name })}</h3>
          <CompanyForm
            key={editing === 'new' ? 'new' : editing.id}
            company={editing === 'new' ? undefined : editing}
            withName
            submitLabel={editing === 'new' ? t('dashboard.create') : t('form.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}

      {state.listStatus === 'failed' ? (
        <LoadError failure={failureOf(state.listError, COMPANY_MESSAGES.fetchCompaniesFailed)} fallback={t('errors.fetchCompanies')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : state.listStatus !== 'succeeded' ? (
        <ListSkeleton label={t('loading')} />
      ) : state.companies.length === 0 ? (
        <EmptyList title={t('dashboard.none')} />
      ) : (
        <ul className="space-y-3">
          {state.companies.map((company) => (
            <li key={company.id}>
              <article aria-label={company.name} className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <CompanyLogo name={company.name} logo={company.logo} />
                  <div className="min-w-0">
                    <Link to={companyPath(company.id, company.slug)} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
                      {company.name}
                    </Link>
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <StatusBadge status={company.status} />
                      {company.verified ? <VerifiedBadge /> : null}
                      {company.status === 'rejected' && company.rejectionReason ? (
                        <span className="text-gray-700">{t('status.reason', { reason: company.rejectionReason })}</span>
                      ) : null}
                      {company.change?.status === 'rejected' ? (
                        <span className="text-gray-700">{t('dashboard.changesWereRejected', { reason: company.change.rejectionReason })}</span>
                      ) : null}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {company.status !== 'approved' ? (
                    <Button size="sm" disabled={busy} onClick={() => void act(() => dispatch(approveCompany(company.id)), t('dashboard.approved', { name: company.name }), t('messages.updateFailed'))}>
                      {t('dashboard.approve')}
                    </Button>
                  ) : null}
                  {company.status !== 'rejected' ? (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => { setReason(''); setRejecting({ company, change: false }); }}>
                      {t('dashboard.reject')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => dispatch(verifyCompany({ id: company.id, verified: !company.verified })),
                        company.verified ? t('dashboard.unverified', { name: company.name }) : t('dashboard.verifiedDone', { name: company.name }),
                        COMPANY_MESSAGES.updateFailed,
                      )
                    }
                  >
                    {company.verified ? t('dashboard.unverify') : t('dashboard.verify')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(company)}>
                    {t('dashboard.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(company)}>
                    {t('reviews.delete')}
                  </Button>
                </div>
              </article>
              {company.change?.status === 'pending' ? (
                <section
                  aria-label={t('dashboard.changesOf', { name: company.name })}
                  className="mt-2 space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
                >
                  <p className="font-semibold text-gray-900">{t('dashboard.changesWaiting')}</p>
                  <CompanyChangeTable company={company} change={company.change} />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        void act(() => dispatch(approveCompanyChange(company.id)), t('dashboard.changesApproved', { name: company.change?.name ?? company.name }), t('messages.updateFailed'))
                      }
                    >
                      {t('dashboard.approveChanges')}
                    </Button>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => { setReason(''); setRejecting({ company, change: true }); }}>
                      {t('dashboard.rejectChanges')}
                    </Button>
                  </div>
                </section>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={state.pagination.page} totalPages={state.pagination.totalPages} onChange={setPage} />

      <Dialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t(rejecting?.change ? 'dashboard.rejectChangesTitle' : 'dashboard.rejectTitle', { name: rejecting?.company.name ?? '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              {t('reviewForm.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={busy || !reason.trim()}
              onClick={() => {
                const target = rejecting;
                if (!target) return;
                const { id, name } = target.company;
                const run = target.change
                  ? () => dispatch(rejectCompanyChange({ id, reason: reason.trim() }))
                  : () => dispatch(rejectCompany({ id, reason: reason.trim() }));
                void act(run, t(target.change ? 'dashboard.changesRejected' : 'dashboard.rejected', { name }), t('messages.updateFailed')).then((ok) => {
                  if (ok) setRejecting(null);
                });
              }}
            >
              {rejecting?.change ? t('dashboard.rejectChanges') : t('dashboard.reject')}
            </Button>
          </>
        }
      >
        <TextareaField label={t('dashboard.reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('dashboard.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('reviews.delete')}
        busyLabel={t('reviews.deleting')}
        busy={busy}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void act(() => dispatch(deleteCompany(target.id)), t('messages.deleted'), t('messages.deleteFailed')).then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('dashboard.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}

export const companiesDashboardSections: DashboardSection[] = [
  { id: 'company-page', labelKey: 'tabs.companyPage', roles: ['company'], component: OwnCompanyPage },
  { id: 'company-figures', labelKey: 'tabs.companyFigures', roles: ['company'], component: CompanyFigures },
  { id: 'companies', labelKey: 'tabs.companies', roles: ['admin'], component: AdminCompanies },
];
