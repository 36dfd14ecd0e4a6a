/**
 * Applying without a CV, for jobs that allow it: a name, a Sri Lankan phone number, a district
 * (the location selector's districts), a short note and the job's screening questions, sent as
 * JSON. The server's messages go beside their fields, and a refusal's in the dialog and a toast;
 * what was typed stays when sending fails.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { toApiFailure } from '@/lib/api-error';
import { DISTRICTS } from '@/lib/locations';
import { useJobSeekerMarks } from '@/features/jobs/job-seeker';
import type { Job } from '@/features/jobs/types';
import { AnswersFields } from '@/features/jobs/screening/answers-fields';
import { answerProblems, toReplies } from '@/features/jobs/screening/questions';
import { WALKIN_MESSAGES, applyWithoutCV } from '@/features/jobs/walkin/walkin-calls';
import { MAX_QUICK_NAME, MAX_QUICK_NOTE, isSriLankanPhone } from '@/features/jobs/walkin/walkin-format';
import '@/features/jobs/walkin/texts';

const FIELDS = ['name', 'phone', 'district', 'note'] as const;
type Field = (typeof FIELDS)[number];

interface QuickApplyDialogProps {
  job: Pick<Job, 'id' | 'title' | 'companyName' | 'screeningQuestions'>;
  open: boolean;
  onClose: () => void;
  /** Back to the application with a CV. */
  onUseCV: () => void;
}

export function QuickApplyDialog({ job, open, onClose, onUseCV }: QuickApplyDialogProps) {
  const { t } = useTranslation('jobs-walkin');
  const { t: tCommon } = useTranslation('common');
  const { t: tq } = useTranslation('jobs-answers');
  const dispatch = useAppDispatch();
  const customer = useCustomerSession();
  const recordApplication = useJobSeekerMarks().useRecordApplication();
  const questions = job.screeningQuestions ?? [];
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: customer.user?.name ?? '',
    phone: '',
    district: '',
    note: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const formId = `quick-apply-${job.id}`;
  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  function problems(): Partial<Record<Field, string>> {
    const out: Partial<Record<Field, string>> = {};
    const name = values.name.trim();
    if (name === '') out.name = t('quick.errors.nameRequired');
    else if (Array.from(name).length > MAX_QUICK_NAME) out.name = t('form.errors.tooLong', { count: MAX_QUICK_NAME });
    if (!isSriLankanPhone(values.phone)) out.phone = t('quick.errors.phoneInvalid');
    if (!(DISTRICTS as readonly string[]).includes(values.district)) out.district = t('quick.errors.districtRequired');
    if (Array.from(values.note.trim()).length > MAX_QUICK_NOTE) out.note = t('quick.errors.noteTooLong', { max: MAX_QUICK_NOTE });
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = problems();
    const answerIssues = answerProblems(questions, answers, tq);
    setErrors(found);
    setAnswerErrors(answerIssues);
    if (Object.keys(found).length > 0 || Object.keys(answerIssues).length > 0) return;
    setMessage(null);
    setSending(true);
    try {
      const saved = await dispatch(
        applyWithoutCV({
          jobId: job.id,
          input: {
            name: values.name.trim(),
            phone: values.phone.trim(),
            district: values.district,
            note: values.note.trim(),
            answers: toReplies(answers),
          },
        }),
      ).unwrap();
      recordApplication(job.id, saved.value?.status ?? 'submitted');
      setSent(t('quick.sent', { company: job.companyName }));
      dispatch(toastAdded({ type: 'success', message: t('quick.sent', { company: job.companyName }) }));
    } catch (error) {
      const failure = toApiFailure(error, WALKIN_MESSAGES.applyFailed);
      const isAnswer = (field: string) => /^answers\.\d+$/.test(field);
      setAnswerErrors(Object.fromEntries(failure.fieldErrors.filter((p) => isAnswer(p.field)).map((p) => [p.field, p.message])));
      const placed: Partial<Record<Field, string>> = {};
      const unmatched: string[] = [];
      for (const problem of failure.fieldErrors) {
        if (isAnswer(problem.field)) continue;
        if ((FIELDS as readonly string[]).includes(problem.field)) placed[problem.field as Field] = problem.message;
        else unmatched.push(problem.message);
      }
      setErrors(placed);
      if (failure.fieldErrors.length > 0 && unmatched.length === 0) return;
      const said = [failure.fromServer ? failure.message : t('quick.failed'), ...unmatched].join(' ');
      setMessage(said);
      dispatch(toastAdded({ type: 'error', message: said }));
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    if (!sending) onClose();
  };

  if (sent !== null) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t('quick.title', { title: job.title })}
        className="sm:max-w-lg"
        footer={
          <Link to="/customer/dashboard" className={buttonClasses('primary')}>
            {tCommon('userMenu.dashboard')}
          </Link>
        }
      >
        <p className="flex items-start gap-3 text-base text-gray-800">
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span role="status">{sent}</span>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('quick.title', { title: job.title })}
      className="sm:max-w-lg"
      initialFocus={nameRef}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('quick.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('quick.sending') : t('quick.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <p>{t('quick.intro', { company: job.companyName })}</p>
        {message ? <FormMessage tone="error">{message}</FormMessage> : null}
        <FormField
          ref={nameRef}
          label={t('quick.name')}
          autoComplete="name"
          maxLength={MAX_QUICK_NAME}
          value={values.name}
          error={errors.name}
          disabled={sending}
          onChange={(event) => set('name', event.target.value)}
        />
        <FormField
          label={t('quick.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('quick.phoneHint')}
          value={values.phone}
          error={errors.phone}
          disabled={sending}
          onChange={(event) => set('phone', event.target.value)}
        />
        <SelectField
          label={t('quick.district')}
          value={values.district}
          error={errors.district}
          disabled={sending}
          onChange={(event) => set('district', event.target.value)}
        >
          <option value="">{t('quick.choose')}</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {tCommon(`location.${district}`, { defaultValue: district })}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={t('quick.note')}
          rows={3}
          hint={`${t('quick.noteHint', { max: MAX_QUICK_NOTE })} ${Array.from(values.note).length}/${MAX_QUICK_NOTE}`}
          value={values.note}
          error={errors.note}
          disabled={sending}
          onChange={(event) => set('note', event.target.value)}
        />
        <AnswersFields questions={questions} answers={answers} onChange={setAnswers} problems={answerErrors} disabled={sending} />
        <button type="button" className="self-start text-sm font-medium text-teal-800 underline underline-offset-2" onClick={onUseCV} disabled={sending}>
          {t('quick.switchBack')}
        </button>
      </form>
    </Dialog>
  );
}
