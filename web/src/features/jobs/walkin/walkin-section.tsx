import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { toApiFailure } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';
import type { Job } from '@/features/jobs/types';
import { WALKIN_MESSAGES, cancelRSVP, fetchRSVP, sendRSVP } from '@/features/jobs/walkin/walkin-calls';
import { walkInOver, writeWalkInTime } from '@/features/jobs/walkin/walkin-format';
import '@/features/jobs/walkin/texts';

/** The "Walk-in" mark of a job card. */
export function WalkInBadge() {
  const { t } = useTranslation('jobs-walkin');
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
      {t('badge')}
    </span>
  );
}

/**
 * A job's walk-in interview on its page: when (in the reader's language, Sri Lanka's clock),
 * where, what to bring, and, when it takes RSVPs, saying one will come (or taking it back) for a
 * signed-in job seeker. Nothing for a job without one.
 */
export function WalkInSection({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs-walkin');
  const headingId = useId();
  const walkIn = job.walkIn;
  const hydrated = useHydrated();
  if (!walkIn) return null;
  const over = hydrated && walkInOver(walkIn, new Date());
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-200 bg-amber-50/40 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('section.title')}
      </h2>
      <dl className="mt-3 grid gap-3 text-base text-gray-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-gray-700">{t('section.when')}</dt>
        <dd>
          <time dateTime={`${walkIn.date}T${walkIn.startTime}+05:30`}>{writeWalkInTime(walkIn, i18n.language)}</time>
        </dd>
        <dt className="font-medium text-gray-700">{t('section.where')}</dt>
        <dd className="break-words whitespace-pre-line">{walkIn.address}</dd>
        {walkIn.documents ? (
          <>
            <dt className="font-medium text-gray-700">{t('section.bring')}</dt>
            <dd className="break-words whitespace-pre-line">{walkIn.documents}</dd>
          </>
        ) : null}
      </dl>
      {over ? (
        <p className="mt-3 text-sm text-gray-700">{t('section.over')}</p>
      ) : walkIn.rsvp && job.status === 'approved' ? (
        <RSVPControl jobId={job.id} />
      ) : null}
    </section>
  );
}

/** Saying one will come, for a signed-in job seeker; a way to sign in for a visitor. */
function RSVPControl({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs-walkin');
  const dispatch = useAppDispatch();
  const customer = useCustomerSession();
  const isSeeker = customer.isLoggedIn && customer.user?.type !== 'company';
  const [rsvp, setRsvp] = useState<boolean | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!isSeeker) return;
    let current = true;
    dispatch(fetchRSVP(jobId))
      .unwrap()
      .then(
        (value) => current && setRsvp(value),
        () => current && setRsvp(false),
      );
    return () => {
      current = false;
    };
  }, [dispatch, jobId, isSeeker]);

  if (!customer.isLoggedIn) {
    return (
      <p className="mt-4 text-sm text-gray-700">
        <Link to="/customer/login" className="font-medium text-teal-800 underline underline-offset-2">
          {t('section.signIn')}
        </Link>
      </p>
    );
  }
  if (!isSeeker) return null;

  async function change(next: boolean) {
    if (sending) return;
    setSending(true);
    try {
      const saved = await dispatch(next ? sendRSVP(jobId) : cancelRSVP(jobId)).unwrap();
      setRsvp(saved.value);
      dispatch(toastAdded({ type: 'success', message: next ? t('section.rsvpSaved') : t('section.rsvpCancelled') }));
    } catch (error) {
      const failure = toApiFailure(error, next ? WALKIN_MESSAGES.rsvpFailed : WALKIN_MESSAGES.cancelFailed);
      const fallback = next ? t('section.rsvpFailed') : t('section.cancelFailed');
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : fallback }));
    } finally {
      setSending(false);
    }
  }

  if (rsvp) {
    return (
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-green-800">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
          {t('section.rsvpDone')}
        </p>
        <button type="button" className={buttonClasses('secondary', 'md', 'sm:ml-auto')} disabled={sending} onClick={() => void change(false)}>
          {t('section.cancel')}
        </button>
      </div>
    );
  }
  return (
    <Button className="mt-4 w-full sm:w-auto" disabled={sending || rsvp === null} aria-busy={sending || undefined} onClick={() => void change(true)}>
      {t('section.rsvp')}
    </Button>
  );
}
