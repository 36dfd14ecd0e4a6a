/**
 * The header's 'Apply Now' form: a visitor or a signed-in customer leaves a CV (PDF or DOCX, up
 * to 5 MB) with the main topic and sub-topic of the jobs they want, to be kept in the talent
 * pool and contacted when a suitable job comes up (POST /cvs/submit). Mistakes are shown beside
 * their fields and the focus goes to the first; the answer comes as a toast.
 */
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { toastAdded } from '@/app/ui-slice';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n';
import { fallbackFailure } from '@/lib/api-error';
import { formatBytes } from '@/lib/format';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { MAIN_TOPICS, SUB_TOPICS, type MainTopic } from '@/lib/job-vocabulary';
import { isPhone } from '@/lib/validation';
import { zodResolver } from '@/lib/zod-resolver';
import { cvFileProblem } from '@/features/cv/talent-pool/cv-file';
import { TALENT_POOL_MESSAGES, submitCv } from '@/features/cv/talent-pool/talent-pool-thunks';
import { CV_FILE_ACCEPT, MAX_CV_BYTES, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@/features/cv/talent-pool/types';
import '@/features/cv/talent-pool/texts';

const FIELDS = ['name', 'email', 'phone', 'mainTopic', 'subTopic', 'cv', 'consent'] as const;

interface ApplyValues {
  name: string;
  email: string;
  phone: string;
  mainTopic: string;
  subTopic: string;
  cv: File | null;
  consent: boolean;
}

function isMainTopic(value: string): value is MainTopic {
  return (MAIN_TOPICS as readonly string[]).includes(value);
}

export interface ApplyNowFormProps {
  /** Called when the CV was sent (the form has been emptied) or the visitor cancels. */
  onClose: () => void;
}

export default function ApplyNowForm({ onClose }: ApplyNowFormProps) {
  const { t, i18n } = useTranslation('cv-talent-pool');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const { isLoggedIn, user } = useCustomerSession();
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  const schema = useMemo(
    () =>
      z
        .object({
          name: z.string().trim().min(1, t('apply.errors.nameRequired')).max(MAX_NAME_LENGTH, t('apply.errors.nameTooLong', { max: MAX_NAME_LENGTH })),
          email: z
            .string()
            .trim()
            .min(1, t('apply.errors.emailRequired'))
            .max(MAX_EMAIL_LENGTH, t('apply.errors.emailInvalid'))
            .pipe(z.email(t('apply.errors.emailInvalid'))),
          phone: z
            .string()
            .trim()
            .min(1, t('apply.errors.phoneRequired'))
            .refine((value) => isPhone(value), t('apply.errors.phoneInvalid')),
          mainTopic: z.string().refine((value) => isMainTopic(value), t('apply.errors.mainTopicRequired')),
          subTopic: z.string().min(1, t('apply.errors.subTopicRequired')),
          cv: z.custom<File | null>().superRefine((file, context) => {
            if (!file) {
              context.addIssue({ code: 'custom', message: t('apply.errors.cvRequired') });
              return;
            }
            const problem = cvFileProblem(file);
            if (problem === 'type') context.addIssue({ code: 'custom', message: t('apply.errors.cvType') });
            if (problem === 'empty') context.addIssue({ code: 'custom', message: t('apply.errors.cvEmpty') });
            if (problem === 'tooLarge') {
              context.addIssue({ code: 'custom', message: t('apply.errors.cvTooLarge', { size: formatBytes(file.size, i18n.language), max: formatBytes(MAX_CV_BYTES, i18n.language) }) });
            }
          }),
          consent: z.boolean().refine((value) => value, t('apply.errors.consentRequired')),
        })
        .superRefine((values, context) => {
          // A sub-topic left from another main topic (the form clears it, the check stays).
          if (values.subTopic !== '' && isMainTopic(values.mainTopic) && !SUB_TOPICS[values.mainTopic].includes(values.subTopic)) {
            context.addIssue({ code: 'custom', path: ['subTopic'], message: t('apply.errors.subTopicRequired') });
          }
        }),
    [t, i18n.language],
  );

  const defaults: ApplyValues = { name: user?.name ?? '', email: user?.email ?? '', phone: '', mainTopic: '', subTopic: '', cv: null, consent: false };
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplyValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const mainTopic = watch('mainTopic');
  const subTopics = isMainTopic(mainTopic) ? SUB_TOPICS[mainTopic] : [];

  const onSubmit = handleSubmit(async (values) => {
    setProgress(0);
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    const result = await dispatch(
      submitCv({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          mainTopic: values.mainTopic,
          subTopic: values.subTopic,
          language,
          cv: values.cv as File,
        },
        onProgress: setProgress,
      }),
    );
    setProgress(null);
    if (submitCv.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: result.payload.message ?? t('apply.sent') }));
      reset(defaults);
      if (fileInput.current) fileInput.current.value = '';
      onClose();
      return;
    }
    const failure = result.payload ?? fallbackFailure(TALENT_POOL_MESSAGES.submitFailed);
    applyServerErrors(failure, FIELDS, setError);
    const message = failure.fromServer ? failure.message : failure.status === 429 ? t('apply.tooMany') : t('apply.failed');
    dispatch(toastAdded({ type: 'error', message }));
  });

  const id = 'apply-now';
  const fileError = errors.cv?.message;
  const consentError = errors.consent?.message;
  return (
    <div className="space-y-5">
      <p className="text-base text-gray-800">{t('apply.intro')}</p>
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} aria-label={t('apply.formLabel')} className="flex flex-col gap-4">
        <FormField id={`${id}-name`} label={t('apply.name')} autoComplete="name" maxLength={MAX_NAME_LENGTH} error={errors.name?.message} {...register('name')} />
        <FormField
          id={`${id}-email`}
          label={t('apply.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={MAX_EMAIL_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField id={`${id}-phone`} label={t('apply.phone')} hint={t('apply.phoneHint')} type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-main-topic`}
            label={t('apply.mainTopic')}
            error={errors.mainTopic?.message}
            {...register('mainTopic', { onChange: () => setValue('subTopic', '') })}
          >
            <option value="">{t('apply.chooseMainTopic')}</option>
            {MAIN_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${id}-sub-topic`}
            label={t('apply.subTopic')}
            hint={subTopics.length === 0 ? t('apply.subTopicHint') : undefined}
            error={subTopics.length === 0 ? undefined : errors.subTopic?.message}
            disabled={subTopics.length === 0}
            {...register('subTopic')}
          >
            <option value="">{t('apply.chooseSubTopic')}</option>
            {subTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`subTopics.${topic}`)}
              </option>
            ))}
          </SelectField>
        </div>

        <Controller
          control={control}
          name="cv"
          render={({ field }) => (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-cv`} className="text-sm font-medium text-gray-900">
                {t('apply.cv')}
              </label>
              <input
                id={`${id}-cv`}
                ref={(element) => {
                  field.ref(element);
                  fileInput.current = element;
                }}
                name={field.name}
                type="file"
                accept={CV_FILE_ACCEPT}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`${id}-cv-hint${fileError ? ` ${id}-cv-error` : ''}`}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                className={`min-h-11 w-full rounded-lg border border-dashed px-2 py-2 text-sm text-gray-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:text-sm file:font-medium file:text-white hover:file:bg-teal-800 ${
                  fileError ? 'border-red-600 bg-red-50/40' : 'border-gray-300 bg-gray-50'
                }`}
              />
              <p id={`${id}-cv-hint`} className="text-sm text-gray-600">
                {field.value ? t('apply.cvChosen', { name: field.value.name, size: formatBytes(field.value.size, i18n.language) }) : t('apply.cvHint')}
              </p>
              {fileError ? (
                <p id={`${id}-cv-error`} className="text-sm font-medium text-red-700">
                  {fileError}
                </p>
              ) : null}
            </div>
          )}
        />

        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-consent`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={`${id}-consent-hint${consentError ? ` ${id}-consent-error` : ''}`}
              {...register('consent')}
            />
            <label htmlFor={`${id}-consent`} className="text-sm text-gray-900">
              {t('apply.consent')}
            </label>
          </div>
          <p id={`${id}-consent-hint`} className="pl-8 text-sm text-gray-600">
            {t('apply.consentHint')}{' '}
            <Link to="/privacy" target="_blank" rel="noopener" className="font-medium text-teal-800 underline underline-offset-2">
              {t('apply.privacy')}
              <span className="sr-only"> {t('apply.newTab')}</span>
            </Link>
          </p>
          {consentError ? (
            <p id={`${id}-consent-error`} className="pl-8 text-sm font-medium text-red-700">
              {consentError}
            </p>
          ) : null}
        </div>

        {progress !== null ? (
          <div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-label={t('apply.progress', { percent: progress })}
              className="h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full rounded-full bg-teal-700 transition-[width] duration-150 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('apply.cancel')}
          </Button>
          <SubmitButton busy={isSubmitting} busyText={t('apply.sending')}>
            {t('apply.submit')}
          </SubmitButton>
        </div>
      </form>

      <div className="border-t border-gray-100 pt-4 text-sm text-gray-700">
        <p>{t('apply.specificJob')}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/browse" onClick={onClose} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-2">
            {tCommon('applyNow.browseJobs')}
          </Link>
          {!isLoggedIn ? (
            <Link to="/customer/register" onClick={onClose} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-2">
              {tCommon('applyNow.createAccount')}
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}
