/**
 * Saying one will come to a walk-in: loaded by the job page once it runs in the browser, as only
 * a signed-in job seeker uses it.
 */
import { useEffect, useState } from 'react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { toApiFailure } from '@/lib/api-error';
import { WALKIN_MESSAGES, cancelRSVP, fetchRSVP, sendRSVP } from '@/features/jobs/walkin/walkin-calls';
import '@/features/jobs/texts';

/** Saying one will come, for a signed-in job seeker; a way to sign in for a visitor. */
export function RSVPControl({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
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
          {t('walkIn.section.signIn')}
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
      dispatch(toastAdded({ type: 'success', message: next ? t('walkIn.section.rsvpSaved') : t('walkIn.section.rsvpCancelled') }));
    } catch (error) {
      const failure = toApiFailure(error, next ? WALKIN_MESSAGES.rsvpFailed : WALKIN_MESSAGES.cancelFailed);
      const fallback = next ? t('walkIn.section.rsvpFailed') : t('walkIn.section.cancelFailed');
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
          {t('walkIn.section.rsvpDone')}
        </p>
        <button type="button" className={buttonClasses('secondary', 'md', 'sm:ml-auto')} disabled={sending} onClick={() => void change(false)}>
          {t('walkIn.section.cancel')}
        </button>
      </div>
    );
  }
  return (
    <Button className="mt-4 w-full sm:w-auto" disabled={sending || rsvp === null} aria-busy={sending || undefined} onClick={() => void change(true)}>
      {t('walkIn.section.rsvp')}
    </Button>
  );
}
