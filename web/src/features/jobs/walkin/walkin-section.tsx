import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { useHydrated } from '@/lib/use-hydrated';
import type { Job } from '@/features/jobs/types';
import { walkInOver, writeWalkInTime } from '@/features/jobs/walkin/walkin-format';
import '@/features/jobs/texts';

// Only a signed-in job seeker in the browser RSVPs: the control and its calls come then.
const RSVPControl = lazy(() => import('@/features/jobs/walkin/walkin-rsvp-control').then((module) => ({ default: module.RSVPControl })));

/**
 * A job's walk-in interview on its page: when (in the reader's language, Sri Lanka's clock),
 * where, what to bring, and, when it takes RSVPs, saying one will come (or taking it back) for a
 * signed-in job seeker. Nothing for a job without one.
 */
export function WalkInSection({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs');
  const headingId = useId();
  const walkIn = job.walkIn;
  const hydrated = useHydrated();
  if (!walkIn) return null;
  const over = hydrated && walkInOver(walkIn, new Date());
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-200 bg-amber-50/40 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('walkIn.section.title')}
      </h2>
      <dl className="mt-3 grid gap-3 text-base text-gray-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-gray-700">{t('walkIn.section.when')}</dt>
        <dd>
          <time dateTime={`${walkIn.date}T${walkIn.startTime}+05:30`}>{writeWalkInTime(walkIn, i18n.language)}</time>
        </dd>
        <dt className="font-medium text-gray-700">{t('walkIn.section.where')}</dt>
        <dd className="break-words whitespace-pre-line">{walkIn.address}</dd>
        {walkIn.documents ? (
          <>
            <dt className="font-medium text-gray-700">{t('walkIn.section.bring')}</dt>
            <dd className="break-words whitespace-pre-line">{walkIn.documents}</dd>
          </>
        ) : null}
      </dl>
      {over ? (
        <p className="mt-3 text-sm text-gray-700">{t('walkIn.section.over')}</p>
      ) : hydrated && walkIn.rsvp && job.status === 'approved' ? (
        <Suspense fallback={null}>
          <RSVPControl jobId={job.id} />
        </Suspense>
      ) : null}
    </section>
  );
}
