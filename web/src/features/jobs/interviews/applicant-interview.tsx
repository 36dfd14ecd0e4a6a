import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/form-field';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { toApiFailure } from '@/lib/api-error';
import { useRemote, type RemoteState } from '@/lib/use-remote';
import {
  INTERVIEW_MESSAGES,
  askForOtherTimes,
  cancelInterview,
  fetchMyInterviews,
  pickInterviewTime,
} from '@/features/jobs/interviews/interview-calls';
import { InterviewPlace, SlotTime } from '@/features/jobs/interviews/interview-summary';
import { currentInterview, isOpen, type Interview } from '@/features/jobs/interviews/types';
import '@/features/jobs/interviews/texts';

interface MyInterviews {
  state: RemoteState<Interview[]>;
  replace: (interview: Interview) => void;
}

const MyInterviewsContext = createContext<MyInterviews | null>(null);

/** Reads the job seeker's interviews once (GET /user/interviews) for the applications inside it. */
export function MyInterviewsProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { state, update } = useRemote(() => dispatch(fetchMyInterviews()).unwrap(), 'my-interviews', INTERVIEW_MESSAGES.fetchFailed);
  const value: MyInterviews = {
    state,
    replace: (saved) => update((list) => [saved, ...list.filter((item) => item.id !== saved.id)]),
  };
  return <MyInterviewsContext.Provider value={value}>{children}</MyInterviewsContext.Provider>;
}

/**
 * The interview of one of the job seeker's applications, under MyInterviewsProvider: the proposed
 * times to pick from (or asking for others, with a note), the booked time, and cancelling it.
 * Nothing when the application has no interview.
 */
export function ApplicantInterview({ applicationId }: { applicationId: number }) {
  const context = useContext(MyInterviewsContext);
  if (!context || context.state.status !== 'ready') return null;
  const interview = currentInterview(context.state.data.filter((item) => item.applicationId === applicationId));
  if (!interview) return null;
  return <InterviewAnswer key={`${interview.id}-${interview.version}`} interview={interview} onSaved={context.replace} />;
}

/** One interview as the applicant answers it. */
export function InterviewAnswer({ interview, onSaved }: { interview: Interview; onSaved: (interview: Interview) => void }) {
  const { t } = useTranslation('jobs-interviews');
  const dispatch = useAppDispatch();
  const id = useId();
  const [slotId, setSlotId] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  function failed(error: unknown, call: string, fallback: string): string {
    const failure = toApiFailure(error, call);
    const message = failure.fromServer ? failure.message : fallback;
    dispatch(toastAdded({ type: 'error', message }));
    return message;
  }

  async function pick(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (slotId === null) {
      setPickError(t('applicant.pickFirst'));
      return;
    }
    setSending(true);
    setPickError(null);
    try {
      const saved = await dispatch(pickInterviewTime({ id: interview.id, slotId, version: interview.version })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('toast.booked') }));
      onSaved(saved.value);
    } catch (error) {
      setPickError(failed(error, INTERVIEW_MESSAGES.pickFailed, t('toast.pickFailed')));
    } finally {
      setSending(false);
    }
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (note.trim() === '') {
      setNoteError(t('applicant.otherNoteMissing'));
      return;
    }
    setSending(true);
    setNoteError(null);
    try {
      const saved = await dispatch(askForOtherTimes({ id: interview.id, note: note.trim(), version: interview.version })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('toast.asked') }));
      onSaved(saved.value);
    } catch (error) {
      setNoteError(failed(error, INTERVIEW_MESSAGES.otherTimesFailed, t('toast.askFailed')));
    } finally {
      setSending(false);
    }
  }

  async function cancel() {
    setSending(true);
    setCancelError(null);
    try {
      const saved = await dispatch(cancelInterview({ id: interview.id, version: interview.version })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('toast.cancelled') }));
      setCancelOpen(false);
      onSaved(saved.value);
    } catch (error) {
      setCancelError(failed(error, INTERVIEW_MESSAGES.cancelFailed, t('toast.cancelFailed')));
    } finally {
      setSending(false);
    }
  }

  const open = isOpen(interview);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-lg border border-teal-200 bg-teal-50/40 p-3 sm:p-4">
      <h4 id={`${id}-title`} className="font-semibold text-gray-900">
        {t('heading')}
      </h4>
      {interview.state === 'proposed' ? (
        <>
          <p className="mt-1 text-sm text-gray-800">{t('applicant.invited', { company: interview.companyName })}</p>
          <InterviewPlace interview={interview} />
          <form onSubmit={(event) => void pick(event)} noValidate className="mt-2">
            <fieldset aria-describedby={pickError ? `${id}-pick-error` : undefined}>
              <legend className="text-sm font-medium text-gray-900">{t('applicant.pick')}</legend>
              <p className="text-xs text-gray-600">{t('timeZone')}</p>
              <div className="mt-1 space-y-1">
                {interview.slots.map((slot) => (
                  <label key={slot.id} className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 bg-white px-3 text-sm text-gray-900">
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={slot.id}
                      checked={slotId === slot.id}
                      onChange={() => setSlotId(slot.id)}
                      className="size-5 shrink-0 accent-teal-700"
                    />
                    <SlotTime slot={slot} />
                  </label>
                ))}
              </div>
            </fieldset>
            {pickError ? (
              <p id={`${id}-pick-error`} className="mt-1 text-sm font-medium text-red-700">
                {pickError}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="submit" size="sm" className="whitespace-normal text-center" disabled={sending} aria-busy={sending || undefined}>
                {sending && !asking ? t('applicant.booking') : t('applicant.book')}
              </Button>
              <Button type="button" variant="ghost" size="sm" className="whitespace-normal text-center" aria-expanded={asking} onClick={() => setAsking((value) => !value)}>
                {t('applicant.other')}
              </Button>
            </div>
          </form>
          {asking ? (
            <form onSubmit={(event) => void ask(event)} noValidate className="mt-2 flex flex-col gap-1.5">
              <label htmlFor={`${id}-note`} className="text-sm font-medium text-gray-900">
                {t('applicant.otherNote')}
              </label>
              <textarea
                id={`${id}-note`}
                rows={2}
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
                className={controlClasses(Boolean(noteError), 'py-2')}
              />
              <p id={`${id}-note-hint`} className="text-sm text-gray-600">
                {t('applicant.otherNoteHint')}
              </p>
              {noteError ? (
                <p id={`${id}-note-error`} className="text-sm font-medium text-red-700">
                  {noteError}
                </p>
              ) : null}
              <div>
                <Button type="submit" variant="secondary" size="sm" disabled={sending} aria-busy={sending || undefined}>
                  {sending ? t('applicant.sending') : t('applicant.sendOther')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      ) : null}
      {interview.state === 'change_requested' ? <p className="mt-1 text-sm text-gray-800">{t('applicant.asked')}</p> : null}
      {interview.state === 'booked' && interview.booked ? (
        <>
          <p className="mt-1 text-sm font-medium text-green-800">
            {open ? t('applicant.booked') : t('applicant.over')} <SlotTime slot={interview.booked} />
          </p>
          <InterviewPlace interview={interview} />
          {open ? <p className="mt-1 text-xs text-gray-600">{t('applicant.calendar')}</p> : null}
        </>
      ) : null}
      {interview.state === 'cancelled' ? (
        <p className="mt-1 text-sm text-gray-700">
          {interview.cancelledBy === 'employer' ? t('applicant.cancelledByEmployer') : t('applicant.cancelledByYou')}
        </p>
      ) : null}
      {open ? (
        <div className="mt-2">
          <Button
            variant="ghost"
            size="sm"
            className={DANGER_OUTLINE}
            onClick={() => {
              setCancelError(null);
              setCancelOpen(true);
            }}
          >
            {t('applicant.cancel')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={cancelOpen}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        busyLabel={t('cancel.busy')}
        busy={sending}
        error={cancelError}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelOpen(false)}
      >
        <p>{t('cancel.textApplicant')}</p>
      </ConfirmDialog>
    </section>
  );
}
