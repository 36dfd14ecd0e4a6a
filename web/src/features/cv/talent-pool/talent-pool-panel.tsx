/**
 * The talent pool in the admin dashboard: the CVs left through the header's 'Apply Now' form,
 * newest first, filtered by main topic, sub-topic and a search; each one's file to download,
 * a message to the person (which marks the CV contacted) and deletion after a confirmation.
 */
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, SubmitButton } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { toApiFailure } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { formatBytes, formatDate } from '@/lib/format';
import { MAIN_TOPICS, SUB_TOPICS, type MainTopic } from '@/lib/job-vocabulary';
import { saveFile } from '@/lib/save-file';
import { useRemote } from '@/lib/use-remote';
import { zodResolver } from '@/lib/zod-resolver';
import {
  TALENT_POOL_MESSAGES,
  contactSubmission,
  deleteSubmission,
  downloadSubmissionFile,
  fetchSubmissions,
} from '@/features/cv/talent-pool/talent-pool-thunks';
import {
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  NO_SUBMISSION_FILTERS,
  type CvSubmission,
  type SubmissionFilters,
} from '@/features/cv/talent-pool/types';
import '@/features/cv/talent-pool/texts';

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase';
const TD = 'px-3 py-2 align-top text-gray-900';

function isMainTopic(value: string): value is MainTopic {
  return (MAIN_TOPICS as readonly string[]).includes(value);
}

function hasFilters(filters: SubmissionFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

export default function TalentPoolPanel() {
  const { t, i18n } = useTranslation('cv-talent-pool');
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<SubmissionFilters>(NO_SUBMISSION_FILTERS);
  const [page, setPage] = useState(1);
  const [contacting, setContacting] = useState<CvSubmission | null>(null);
  const [toDelete, setToDelete] = useState<CvSubmission | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const { state, retry, update } = useRemote(
    () => dispatch(fetchSubmissions({ ...filters, page })).unwrap(),
    JSON.stringify({ filters, page }),
    TALENT_POOL_MESSAGES.fetchFailed,
  );
  const list = state.data;

  function applyFilters(next: SubmissionFilters) {
    setFilters(next);
    setPage(1);
  }

  async function download(submission: CvSubmission) {
    setDownloading(submission.id);
    const result = await dispatch(downloadSubmissionFile({ id: submission.id, fileName: submission.fileName }));
    setDownloading(null);
    if (downloadSubmissionFile.fulfilled.match(result)) {
      saveFile(result.payload.blob, result.payload.fileName);
    } else {
      const failure = toApiFailure(result.payload, TALENT_POOL_MESSAGES.downloadFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('pool.downloadFailed') }));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    const result = await dispatch(deleteSubmission(toDelete.id));
    setDeleting(false);
    if (deleteSubmission.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: result.payload ?? t('pool.deleted') }));
      setToDelete(null);
      // The last row of a later page gone: show the page before it.
      if (list && list.items.length === 1 && page > 1) setPage(page - 1);
      else retry();
    } else {
      const failure = toApiFailure(result.payload, TALENT_POOL_MESSAGES.deleteFailed);
      const message = failure.fromServer ? failure.message : t('pool.deleteFailed');
      setDeleteError(message);
      dispatch(toastAdded({ type: 'error', message }));
    }
  }

  return (
    <section aria-labelledby="talent-pool-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="talent-pool-title" className="text-xl font-bold text-gray-900">
          {t('pool.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('pool.intro')}</p>
      </div>

      <Filters applied={filters} onApply={applyFilters} />

      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={t('pool.loadFailed')} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('pool.loading')} rows={4} />
      ) : list.items.length === 0 ? (
        hasFilters(filters) ? (
          <EmptyList
            title={t('pool.noMatch')}
            action={
              <Button variant="secondary" onClick={() => applyFilters(NO_SUBMISSION_FILTERS)}>
                {t('pool.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyList title={t('pool.empty')}>{t('pool.emptyText')}</EmptyList>
        )
      ) : (
        <>
          {state.status === 'error' ? <LoadError failure={state.failure} fallback={t('pool.loadFailed')} onRetry={retry} /> : null}
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('pool.count', { count: list.pagination.total })}
          </p>
          <div role="region" aria-label={t('pool.tableLabel')} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-teal-700">
            <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
              <caption className="sr-only">{t('pool.tableLabel')}</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={TH}>{t('pool.columns.name')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.email')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.phone')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.mainTopic')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.subTopic')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.file')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.received')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.contacted')}</th>
                  <th scope="col" className={TH}>{t('pool.columns.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {list.items.map((submission) => (
                  <tr key={submission.id}>
                    <th scope="row" className={`${TD} font-semibold`}>
                      {submission.name}
                    </th>
                    <td className={`${TD} [overflow-wrap:anywhere]`}>
                      <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`mailto:${submission.email}`}>
                        {submission.email}
                      </a>
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>
                      <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>
                        {submission.phone}
                      </a>
                    </td>
                    <td className={TD}>{t(`topics.${submission.mainTopic}`, { defaultValue: submission.mainTopic })}</td>
                    <td className={TD}>{t(`subTopics.${submission.subTopic}`, { defaultValue: submission.subTopic })}</td>
                    <td className={TD}>
                      <span className="block max-w-48 truncate" title={submission.fileName}>
                        {submission.fileName}
                      </span>
                      <span className="text-xs text-gray-600">{formatBytes(submission.fileSize, i18n.language)}</span>
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>
                      <time dateTime={submission.createdAt}>{formatDate(submission.createdAt, i18n.language)}</time>
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>
                      {submission.contactedAt ? (
                        <Tag tone="green">{t('pool.contactedOn', { date: formatDate(submission.contactedAt, i18n.language) })}</Tag>
                      ) : (
                        <Tag tone="gray">{t('pool.notContacted')}</Tag>
                      )}
                    </td>
                    <td className={TD}>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={downloading === submission.id}
                          aria-busy={downloading === submission.id || undefined}
                          aria-label={t('pool.downloadOf', { name: submission.name })}
                          onClick={() => void download(submission)}
                        >
                          {downloading === submission.id ? t('pool.downloading') : t('pool.download')}
                        </Button>
                        <Button size="sm" variant="secondary" aria-label={t('pool.contactOf', { name: submission.name })} onClick={() => setContacting(submission)}>
                          {t('pool.contact')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className={DANGER_OUTLINE}
                          aria-label={t('pool.deleteOf', { name: submission.name })}
                          onClick={() => {
                            setDeleteError(null);
                            setToDelete(submission);
                          }}
                        >
                          {t('pool.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('pool.deleteTitle')}
        confirmLabel={t('pool.deleteConfirm')}
        busyLabel={t('pool.deleting')}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>{t('pool.deleteText', { name: toDelete?.name ?? '' })}</p>
      </ConfirmDialog>

      {contacting ? (
        <ContactDialog
          submission={contacting}
          onClose={() => setContacting(null)}
          onSent={(contactedAt) => {
            const id = contacting.id;
            update((current) => ({ ...current, items: current.items.map((item) => (item.id === id ? { ...item, contactedAt } : item)) }));
            setContacting(null);
          }}
        />
      ) : null}
    </section>
  );
}

function Tag({ tone, children }: { tone: 'green' | 'gray'; children: ReactNode }) {
  const tones = { green: 'bg-green-50 text-green-800 ring-green-200', gray: 'bg-gray-100 text-gray-800 ring-gray-300' };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}>{children}</span>;
}

/** The filters, edited freely and applied on submit (so typing sends no request per key). */
function Filters({ applied, onApply }: { applied: SubmissionFilters; onApply: (filters: SubmissionFilters) => void }) {
  const { t } = useTranslation('cv-talent-pool');
  const [draft, setDraft] = useState<SubmissionFilters>(applied);
  const [shown, setShown] = useState(applied);
  // Filters cleared from outside (the empty list's button) show as cleared here too.
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const subTopics = isMainTopic(draft.mainTopic) ? SUB_TOPICS[draft.mainTopic] : MAIN_TOPICS.flatMap((topic) => SUB_TOPICS[topic]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, search: draft.search.trim() });
  }

  return (
    <form role="search" aria-label={t('pool.filters')} onSubmit={submit} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="talent-pool-main-topic"
          label={t('pool.mainTopic')}
          value={draft.mainTopic}
          onChange={(event) => setDraft({ ...draft, mainTopic: event.target.value, subTopic: '' })}
        >
          <option value="">{t('pool.allTopics')}</option>
          {MAIN_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="talent-pool-sub-topic" label={t('pool.subTopic')} value={draft.subTopic} onChange={(event) => setDraft({ ...draft, subTopic: event.target.value })}>
          <option value="">{t('pool.allSubTopics')}</option>
          {subTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`subTopics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          id="talent-pool-search"
          type="search"
          label={t('pool.search')}
          hint={t('pool.searchHint')}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('pool.apply')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDraft(NO_SUBMISSION_FILTERS);
            onApply(NO_SUBMISSION_FILTERS);
          }}
        >
          {t('pool.clear')}
        </Button>
      </div>
    </form>
  );
}

interface ContactValues {
  subject: string;
  message: string;
}

const CONTACT_FIELDS = ['subject', 'message'] as const;

/** A message to the person behind a CV; sending it marks the CV contacted. */
function ContactDialog({ submission, onClose, onSent }: { submission: CvSubmission; onClose: () => void; onSent: (contactedAt: string) => void }) {
  const { t } = useTranslation('cv-talent-pool');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        subject: z.string().trim().min(1, t('contact.subjectRequired')).max(MAX_SUBJECT_LENGTH, t('contact.subjectTooLong', { max: MAX_SUBJECT_LENGTH })),
        message: z.string().trim().min(1, t('contact.messageRequired')).max(MAX_MESSAGE_LENGTH, t('contact.messageTooLong', { max: MAX_MESSAGE_LENGTH })),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: { subject: '', message: '' } });
  const subjectField = register('subject');

  const onSubmit = handleSubmit(async (values) => {
    const result = await dispatch(contactSubmission({ id: submission.id, input: { subject: values.subject.trim(), message: values.message.trim() } }));
    if (contactSubmission.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: result.payload.message ?? t('contact.sent') }));
      onSent(result.payload.value?.contactedAt ?? new Date().toISOString());
      return;
    }
    const failure = toApiFailure(result.payload, TALENT_POOL_MESSAGES.contactFailed);
    applyServerErrors(failure, CONTACT_FIELDS, setError);
    dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('contact.failed') }));
  });

  const formId = `talent-pool-contact-${submission.id}`;
  const language = ['en', 'si', 'ta'].includes(submission.language) ? tCommon(`language.${submission.language}`) : submission.language;
  return (
    <Dialog
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={t('contact.title', { name: submission.name })}
      className="sm:max-w-lg"
      initialFocus={subjectRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('contact.cancel')}
          </Button>
          <SubmitButton form={formId} busy={isSubmitting} busyText={t('contact.sending')}>
            {t('contact.send')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('contact.formLabel')} className="flex flex-col gap-4">
        <p className="[overflow-wrap:anywhere]">{t('contact.to', { email: submission.email, language })}</p>
        <FormField
          label={t('contact.subject')}
          maxLength={MAX_SUBJECT_LENGTH}
          error={errors.subject?.message}
          {...subjectField}
          ref={(element) => {
            subjectField.ref(element);
            subjectRef.current = element;
          }}
        />
        <TextareaField label={t('contact.message')} hint={t('contact.messageHint')} rows={6} error={errors.message?.message} {...register('message')} />
      </form>
    </Dialog>
  );
}
