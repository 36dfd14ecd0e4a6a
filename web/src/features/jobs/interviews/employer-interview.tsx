import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { toApiFailure } from '@/lib/api-error';
import { useRemote } from '@/lib/use-remote';
import { LoadError } from '@/components/ui/list-states';
import { INTERVIEW_MESSAGES, cancelInterview, fetchApplicationInterviews } from '@/features/jobs/interviews/interview-calls';
import { ProposalForm } from '@/features/jobs/interviews/proposal-form';
import { InterviewPlace, SlotTime } from '@/features/jobs/interviews/interview-summary';
import { currentInterview, isOpen, type Interview } from '@/features/jobs/interviews/types';
import '@/features/jobs/interviews/texts';

interface EmployerInterviewProps {
  applicationId: number;
  /** The application's stage: at the interview stage its interviews are read at once. */
  stage: string;
  applicantName: string;
  /** A withdrawn application takes no proposal. */
  withdrawn: boolean;
  /** A proposal moved the application to the interview stage. */
  onProposed: () => void;
}

/**
 * The interview of an application on the employer's pipeline card: how it stands, and proposing,
 * proposing again, rescheduling and cancelling it. A card at another stage reads nothing until
 * the employer asks to propose, so that a long pipeline makes no request per card.
 */
export function EmployerInterview(props: EmployerInterviewProps) {
  const { t } = useTranslation('jobs-interviews');
  const [asked, setAsked] = useState(false);
  if (props.stage === 'interview' || asked) return <InterviewSection {...props} startWithForm={asked} />;
  if (props.withdrawn) return null;
  return (
    <div className="mt-3 border-t border-gray-100 pt-3">
      <Button variant="secondary" size="sm" onClick={() => setAsked(true)}>
        {t('employer.propose')}
      </Button>
    </div>
  );
}

function InterviewSection({ applicationId, applicantName, withdrawn, onProposed, startWithForm }: EmployerInterviewProps & { startWithForm: boolean }) {
  const { t } = useTranslation('jobs-interviews');
  const dispatch = useAppDispatch();
  const { state, retry, update } = useRemote(
    () => dispatch(fetchApplicationInterviews(applicationId)).unwrap(),
    `interviews-${applicationId}`,
    INTERVIEW_MESSAGES.fetchFailed,
  );
  const [formOpen, setFormOpen] = useState(startWithForm);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  function replace(saved: Interview) {
    update((list) => [saved, ...list.filter((item) => item.id !== saved.id)]);
  }

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    setCancelError(null);
    try {
      const saved = await dispatch(cancelInterview({ id: cancelling.id, version: cancelling.version })).unwrap();
      replace(saved.value);
      dispatch(toastAdded({ type: 'success', message: t('toast.cancelled') }));
      setCancelling(null);
    } catch (error) {
      const failure = toApiFailure(error, INTERVIEW_MESSAGES.cancelFailed);
      const message = failure.fromServer ? failure.message : t('toast.cancelFailed');
      setCancelError(message);
      dispatch(toastAdded({ type: 'error', message }));
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading') return <p className="mt-3 text-sm text-gray-600">{t('employer.loading')}</p>;
  if (state.status === 'error') {
    return (
      <div className="mt-3">
        <LoadError failure={state.failure} fallback={t('employer.loadFailed')} onRetry={retry} />
      </div>
    );
  }
  const interview = currentInterview(state.data);
  const open = isOpen(interview) ? interview : null;

  return (
    <section aria-label={t('heading')} className="mt-3 border-t border-gray-100 pt-3">
      {interview ? <EmployerStatus interview={interview} applicantName={applicantName} /> : null}
      {!formOpen && !withdrawn ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setFormOpen(true)}>
            {!open ? t('employer.propose') : open.state === 'booked' ? t('employer.reschedule') : t('employer.proposeAgain')}
          </Button>
          {open ? (
            <Button
              variant="ghost"
              size="sm"
              className={DANGER_OUTLINE}
              onClick={() => {
                setCancelError(null);
                setCancelling(open);
              }}
            >
              {t('employer.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {formOpen ? (
        <ProposalForm
          applicationId={applicationId}
          applicantName={applicantName}
          open={open}
          onSaved={(saved) => {
            replace(saved);
            setFormOpen(false);
            onProposed();
          }}
          onClose={() => setFormOpen(false)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        busyLabel={t('cancel.busy')}
        busy={busy}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>{t('cancel.textEmployer', { name: applicantName })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** How an interview stands, as its employer reads it. */
function EmployerStatus({ interview, applicantName }: { interview: Interview; applicantName: string }) {
  const { t } = useTranslation('jobs-interviews');
  const over = interview.state === 'booked' && !isOpen(interview);
  return (
    <div className="space-y-2">
      <h5 className="text-sm font-semibold text-gray-900">{t('heading')}</h5>
      {interview.state === 'proposed' || interview.state === 'change_requested' ? (
        <>
          {interview.state === 'change_requested' ? (
            <p className="text-sm text-amber-800">
              {t('employer.changeAsked', { name: applicantName })} <q className="break-words">{interview.changeNote}</q>
            </p>
          ) : (
            <p className="text-sm text-gray-700">{t('employer.waiting')}</p>
          )}
          <ul className="list-disc space-y-0.5 ps-5 text-sm text-gray-800">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <SlotTime slot={slot} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {interview.state === 'booked' && interview.booked ? (
        <p className="text-sm font-medium text-green-800">
          {over ? t('employer.over') : t('employer.booked')} <SlotTime slot={interview.booked} />
        </p>
      ) : null}
      {interview.state === 'cancelled' ? (
        <p className="text-sm text-gray-700">
          {interview.cancelledBy === 'applicant' ? t('employer.cancelledByApplicant', { name: applicantName }) : t('employer.cancelledByEmployer')}
        </p>
      ) : null}
      {interview.state !== 'cancelled' ? <InterviewPlace interview={interview} /> : null}
      <p className="text-xs text-gray-600">{t('timeZone')}</p>
    </div>
  );
}
