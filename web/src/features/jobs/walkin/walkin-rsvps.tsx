import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toApiFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import type { EmployerApplication, Job } from '@/features/jobs/types';
import type { RSVPList } from '@/features/jobs/walkin/api';
import { WALKIN_MESSAGES, fetchRSVPs } from '@/features/jobs/walkin/walkin-calls';
import { writeWalkInTime } from '@/features/jobs/walkin/walkin-format';
import '@/features/jobs/walkin/texts';

/**
 * Who said they will come to a job's walk-in, for its poster: the count and the list, read when
 * opened. Nothing for a job whose walk-in takes no RSVPs.
 */
export function WalkInRSVPs({ job }: { job: Pick<Job, 'id' | 'walkIn'> }) {
  const { t, i18n } = useTranslation('jobs-walkin');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; data?: RSVPList; message?: string }>({ status: 'idle' });
  if (!job.walkIn?.rsvp) return null;

  function load() {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading' });
    dispatch(fetchRSVPs(job.id))
      .unwrap()
      .then(
        (data) => setState({ status: 'ready', data }),
        (error: unknown) => {
          const failure = toApiFailure(error, WALKIN_MESSAGES.fetchFailed);
          setState({ status: 'error', message: failure.fromServer ? failure.message : t('pipeline.loadFailed') });
        },
      );
  }

  return (
    <details
      className="rounded-xl border border-amber-200 bg-amber-50/40 px-3 sm:ml-6"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) load();
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-gray-900">
        {t('pipeline.rsvpsTitle')}
        {state.data ? ` · ${t('pipeline.rsvpsCount', { count: state.data.total })}` : ''}
      </summary>
      <div className="pb-3 text-sm text-gray-800">
        <p className="text-gray-700">{writeWalkInTime(job.walkIn, i18n.language)}</p>
        {state.status === 'loading' ? <p aria-live="polite">…</p> : null}
        {state.status === 'error' ? <p role="alert" className="text-red-700">{state.message}</p> : null}
        {state.status === 'ready' && state.data ? (
          <>
            <p className="mt-1 font-medium">{t('pipeline.rsvpsCount', { count: state.data.total })}</p>
            {state.data.list.length === 0 ? (
              <p className="mt-1 text-gray-700">{t('pipeline.none')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-amber-100">
                {state.data.list.map((person) => (
                  <li key={person.id} className="flex flex-wrap gap-x-3 py-2">
                    <span className="font-medium">{person.name}</span>
                    {person.phone ? <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">{person.phone}</a> : null}
                    {person.email ? <a href={`mailto:${person.email}`} className="[overflow-wrap:anywhere] underline underline-offset-2">{person.email}</a> : null}
                    <span className="text-gray-600">{formatDate(person.createdAt, i18n.language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </details>
  );
}

/** The marks of an application sent without a CV: the name and district given. */
export function WithoutCVMarks({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('jobs-walkin');
  const { t: tCommon } = useTranslation('common');
  if (!application.withoutCv) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-800">
      <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">{t('pipeline.withoutCV')}</span>
      {application.givenName && application.givenName !== application.applicant.name ? (
        <span>{t('pipeline.givenName', { name: application.givenName })}</span>
      ) : null}
      {application.district ? (
        <span>{t('pipeline.district', { district: tCommon(`location.${application.district}`, { defaultValue: application.district }) })}</span>
      ) : null}
    </p>
  );
}
