/**
 * The application form of a job: a CV file (PDF or DOCX, up to 5 MB) or one of the CVs the job
 * seeker built (sent as cvId, which the server renders to PDF), a cover letter and an
 * optional phone number, sent as multipart with the upload's progress shown. The server's
 * messages go beside their fields, and a refusal's in the dialog and a toast; what was typed
 * stays when sending fails.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { z } from 'zod';
import '@/features/jobs/texts';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useJobSeekerMarks } from '@/features/jobs/job-seeker';
import { JOB_MESSAGES, applyToJob } from '@/features/jobs/jobs-thunks';
import { MAX_COVER_LETTER, MAX_CV_BYTES, type Job } from '@/features/jobs/types';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { UploadIcon } from './job-icons';
import { AnswersFields } from '@/features/jobs/screening/answers-fields';
import { answerProblems, toReplies } from '@/features/jobs/screening/questions';

export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const CV_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** A PDF or DOCX by its name or type (the server checks the content itself). */
export function isCvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.(pdf|docx)$/i.test(file.name) || CV_TYPES.includes(file.type);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function isPhone(value: string): boolean {
  if (!/^[0-9+\-() ]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

const FIELDS = ['cv', 'cvId', 'coverLetter', 'phone'] as const;

interface ApplyValues {
  cv: File | null;
  cvId: string;
  coverLetter: string;
  phone: string;
}

export interface ApplyDialogProps {
  job: Pick<Job, 'id' | 'title' | 'companyName' | 'screeningQuestions' | 'allowsApplyWithoutCV'>;
  open: boolean;
  onClose: () => void;
}

// Applying without a CV comes only after a tap, so its module is fetched then.
const QuickApplyDialog = lazy(() => import('@/features/jobs/walkin/quick-apply-dialog').then((module) => ({ default: module.QuickApplyDialog })));

/** The application of a job: with a CV, or, for a job that allows it, without one (QuickApplyDialog). */
export function ApplyDialog(props: ApplyDialogProps) {
  const [withoutCV, setWithoutCV] = useState(false);
  if (withoutCV && props.job.allowsApplyWithoutCV) {
    return (
      <Suspense fallback={null}>
        <QuickApplyDialog job={props.job} open={props.open} onClose={props.onClose} onUseCV={() => setWithoutCV(false)} />
      </Suspense>
    );
  }
  return <ApplyWithCVDialog {...props} onWithoutCV={props.job.allowsApplyWithoutCV ? () => setWithoutCV(true) : undefined} />;
}

function ApplyWithCVDialog({ job, open, onClose, onWithoutCV }: ApplyDialogProps & { onWithoutCV?: (() => void) | undefined }) {
  const { t } = useTranslation('jobs');
  const { t: tq } = useTranslation('jobs-answers');
  const dispatch = useAppDispatch();
  const questions = job.screeningQuestions ?? [];
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const coverRef = useRef<HTMLTextAreaElement | null>(null);
  const marks = useJobSeekerMarks();
  marks.useLoadBuiltCVs(open);
  const built = marks.useBuiltCVs();
  const [chosenSource, setChosenSource] = useState<'built' | 'upload' | null>(null);
  const source = built.length === 0 ? 'upload' : (chosenSource ?? 'built');

  const schema = useMemo(
    () =>
      z.object({
        cv: z
          .custom<File | null>()
          .superRefine((file, context) => {
            if (source === 'built') return;
            if (!file) context.addIssue({ code: 'custom', message: t('apply.cvRequired') });
            else if (!isCvFile(file)) context.addIssue({ code: 'custom', message: t('apply.cvType') });
            else if (file.size === 0) context.addIssue({ code: 'custom', message: t('apply.cvEmpty') });
            else if (file.size > MAX_CV_BYTES) {
              context.addIssue({ code: 'custom', message: t('apply.cvTooLarge', { size: formatFileSize(file.size) }) });
            }
          }),
        cvId: z.string().refine((value) => source === 'upload' || value !== '', t('apply.builtRequired')),
        coverLetter: z
          .string()
          .trim()
          .min(1, t('apply.coverLetterRequired'))
          .refine((value) => Array.from(value).length <= MAX_COVER_LETTER, t('apply.coverLetterTooLong', { max: MAX_COVER_LETTER })),
        phone: z
          .string()
          .trim()
          .refine((value) => value === '' || isPhone(value), t('apply.phoneInvalid')),
      }),
    [t, source],
  );

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { cv: null, cvId: '', coverLetter: '', phone: '' } as ApplyValues,
  });
  // A job seeker with a built CV starts with it chosen (the first of the list), so applying
  // takes no tap to pick it; another is one change of the list away.
  const firstBuilt = built[0]?.id;
  useEffect(() => {
    if (firstBuilt !== undefined && getValues('cvId') === '') setValue('cvId', String(firstBuilt));
  }, [firstBuilt, getValues, setValue]);
  const recordApplication = marks.useRecordApplication();
  const coverLetter = watch('coverLetter');
  const coverField = register('coverLetter');

  const onSubmit = handleSubmit(async (values) => {
    const answerIssues = answerProblems(questions, answers, tq);
    setAnswerErrors(answerIssues);
    if (Object.keys(answerIssues).length > 0) return;
    setMessage(null);
    setProgress(0);
    const replies = toReplies(answers);
    const result = await dispatch(
      applyToJob({
        jobId: job.id,
        body:
          source === 'built'
            ? { cvId: Number(values.cvId), coverLetter: values.coverLetter.trim(), phone: values.phone.trim(), answers: replies }
            : { cv: values.cv as File, coverLetter: values.coverLetter.trim(), phone: values.phone.trim(), answers: replies },
        onProgress: setProgress,
      }),
    );
    setProgress(null);
    if (applyToJob.fulfilled.match(result)) {
      recordApplication(job.id, result.payload.value?.status ?? 'submitted');
      setSent(result.payload.message ?? t('apply.sentText', { company: job.companyName }));
      return;
    }
    const returned = result.payload ?? fallbackFailure(JOB_MESSAGES.applyFailed);
    const isAnswer = (field: string) => /^answers\.\d+$/.test(field);
    setAnswerErrors(Object.fromEntries(returned.fieldErrors.filter((problem) => isAnswer(problem.field)).map((problem) => [problem.field, problem.message])));
    const failure = { ...returned, fieldErrors: returned.fieldErrors.filter((problem) => !isAnswer(problem.field)) };
    const unmatched = applyServerErrors(failure, FIELDS, setError);
    if (returned.fieldErrors.length > 0 && failure.fieldErrors.length === 0) return;
    if (failure.fieldErrors.length > 0 && unmatched.length === 0) return;
    // A refusal (applied already, one's own job: a 409) says why in the dialog and in a toast;
    // only a 401 or 403 ends the session.
    const said = [failure.fromServer ? failure.message : t('apply.failed'), ...unmatched].join(' ');
    setMessage(said);
    dispatch(toastAdded({ type: 'error', message: said }));
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  if (sent !== null) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t('apply.sentTitle')}
        hideCloseButton
        className="sm:max-w-lg"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('apply.close')}
            </Button>
            <Link to="/customer/dashboard" className={buttonClasses('primary')}>
              {t('apply.dashboard')}
            </Link>
          </>
        }
      >
        <p className="flex items-start gap-3 text-base text-gray-800">
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span role="status">{sent}</span>
        </p>
      </Dialog>
    );
  }

  const formId = `apply-form-${job.id}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('apply.dialogTitle', { title: job.title })}
      className="sm:max-w-lg"
      initialFocus={coverRef}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('apply.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? t('apply.sending') : t('apply.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p>{t('apply.intro', { company: job.companyName })}</p>
        {onWithoutCV ? (
          <button type="button" className="self-start text-sm font-medium text-teal-800 underline underline-offset-2" onClick={onWithoutCV} disabled={isSubmitting}>
            {t('walkIn.switch')}
          </button>
        ) : null}
        {message && <FormMessage tone="error">{message}</FormMessage>}

        {built.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-gray-900">{t('apply.cvSource')}</legend>
            {(['built', 'upload'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name={`${formId}-source`} value={value} className="size-5 accent-teal-700" checked={source === value} onChange={() => setChosenSource(value)} />
                {value === 'built' ? t('apply.useBuilt') : t('apply.upload')}
              </label>
            ))}
          </fieldset>
        ) : null}

        {source === 'built' ? (
          <SelectField label={t('apply.builtCV')} error={errors.cvId?.message} {...register('cvId')}>
            <option value="">{t('apply.builtChoose')}</option>
            {built.map((cv) => (
              <option key={cv.id} value={String(cv.id)}>
                {cv.title}
              </option>
            ))}
          </SelectField>
        ) : (
          <Controller
            control={control}
            name="cv"
            render={({ field, fieldState }) => (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${formId}-cv`} className="text-sm font-medium text-gray-900">
                  {t('apply.cv')}
                </label>
                <div
                  className={`flex items-center gap-3 rounded-lg border border-dashed px-3 py-3 ${
                    fieldState.error ? 'border-red-600 bg-red-50/40' : 'border-gray-300 bg-gray-50'
                  }`}
                >
                  <UploadIcon className="size-6 shrink-0 text-gray-500" />
                  <input
                    id={`${formId}-cv`}
                    ref={field.ref}
                    name={field.name}
                    type="file"
                    accept={CV_ACCEPT}
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={`${formId}-cv-hint${fieldState.error ? ` ${formId}-cv-error` : ''}`}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    className="min-h-11 w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:text-sm file:font-medium file:text-white hover:file:bg-teal-800"
                  />
                </div>
                <p id={`${formId}-cv-hint`} className="text-sm text-gray-600">
                  {field.value ? t('apply.cvChosen', { name: field.value.name, size: formatFileSize(field.value.size) }) : t('apply.cvHint')}
                </p>
                {fieldState.error?.message && (
                  <p id={`${formId}-cv-error`} className="text-sm font-medium text-red-700">
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        )}

        <TextareaField
          label={t('apply.coverLetter')}
          hint={`${t('apply.coverLetterHint', { max: MAX_COVER_LETTER })} ${Array.from(coverLetter ?? '').length}/${MAX_COVER_LETTER}`}
          error={errors.coverLetter?.message}
          rows={5}
          {...coverField}
          ref={(element) => {
            coverField.ref(element);
            coverRef.current = element;
          }}
        />

        <AnswersFields questions={questions} answers={answers} onChange={setAnswers} problems={answerErrors} disabled={isSubmitting} />

        <FormField
          label={t('apply.phone')}
          hint={t('apply.phoneHint')}
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...register('phone')}
        />

        {progress !== null && (
          <div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-label={t('apply.progress', { percent: progress })}
              className="h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="h-full rounded-full bg-teal-700 transition-[width] duration-150 motion-reduce:transition-none"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-gray-600" aria-live="polite">
              {t('apply.progress', { percent: progress })}
            </p>
          </div>
        )}
      </form>
    </Dialog>
  );
}

/** For the job page's apply panel, which fetches this module when a job seeker may apply. */
export default function OpenApplyDialog(props: Omit<ApplyDialogProps, 'open'>) {
  return <ApplyDialog {...props} open />;
}
