import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';
import type { ApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, TextareaField } from '@/components/ui/form-field';
import { MAX_REJECTION_REASON, type Job } from '@/features/jobs/types';
import '@/i18n/dashboard-texts';

interface RejectDialogProps {
  job: Job | null;
  /**
   * 'takeDown' for a job that is already public: rejecting it takes it off the site. 'change' for
   * a poster's change to an approved job: the job stays as it is, and the reason is required.
   */
  kind: 'reject' | 'takeDown' | 'change';
  /** Sends the rejection; resolves with the failure when it did not go through. */
  onReject: (job: Job, reason: string) => Promise<ApiFailure | null>;
  onClose: () => void;
}

/**
 * Rejects a job with an optional reason, which the poster reads on their dashboard and in the
 * email they get. The reason typed stays when sending fails; the server's message about it is
 * shown beside it.
 */
export function RejectDialog({ job, kind, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('dashboard');
  const formId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    // A new job starts with an empty reason.
    setReason('');
    setFieldError(null);
    setMessage(null);
  }, [job?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!job) return;
    if (kind === 'change' && reason.trim() === '') {
      setFieldError(t('reject.reasonRequired'));
      field.current?.focus();
      return;
    }
    if (Array.from(reason.trim()).length > MAX_REJECTION_REASON) {
      setFieldError(t('reject.tooLong', { count: MAX_REJECTION_REASON }));
      field.current?.focus();
      return;
    }
    setSending(true);
    setFieldError(null);
    setMessage(null);
    const failure = await onReject(job, reason.trim());
    setSending(false);
    if (!failure) return;
    const problem = failure.fieldErrors.find((item) => item.field === 'reason');
    if (problem) {
      setFieldError(problem.message);
      field.current?.focus();
    } else {
      setMessage(failure.fromServer ? failure.message : t('reject.failed'));
    }
  }

  const texts = {
    reject: { title: 'reject.title', text: 'reject.text', submit: 'reject.submit' },
    takeDown: { title: 'reject.takeDownTitle', text: 'reject.takeDownText', submit: 'reject.takeDown' },
    change: { title: 'reject.changeTitle', text: 'reject.changeText', submit: 'reject.changeSubmit' },
  }[kind];
  const title = t(texts.title);
  return (
    <Dialog
      open={job !== null}
      onClose={sending ? () => {} : onClose}
      title={title}
      initialFocus={field}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('ui:dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('reject.sending') : t(texts.submit)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p>{t(texts.text, { title: job?.title ?? '' })}</p>
        {message ? <FormMessage tone="error">{message}</FormMessage> : null}
        <TextareaField
          ref={field}
          label={kind === 'change' ? t('reject.reason') : `${t('reject.reason')} ${t('common.optional')}`}
          hint={t('reject.reasonHint', { count: MAX_REJECTION_REASON })}
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldError ?? undefined}
          disabled={sending}
        />
      </form>
    </Dialog>
  );
}
