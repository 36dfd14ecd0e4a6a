import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import type { ApiFailure } from '@/lib/api-error';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { LocationSelect } from '@/components/ui/location-select';
import {
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MAIN_TOPICS,
  MAX_JOB_SUB_TOPICS,
  SUB_TOPICS,
  type Job,
  type JobBody,
  type NoticeSuggestions,
  type ProgressCallback,
  type TopicCount,
} from '@/features/jobs/types';
import { selectTopics } from '@/features/jobs/jobs-slice';
import { fetchJobTopics } from '@/features/jobs/jobs-thunks';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { FOREIGN, type LocationValue } from '@/lib/locations';
import { zodResolver } from '@/lib/zod-resolver';
import { MAX_CLOSING_DAYS } from '@/features/jobs/format';
import { addDays, todayInSriLanka } from '@/lib/format';
import {
  JOB_FORM_FIELDS,
  draftFlyer,
  emptyJobForm,
  jobFormValuesOf,
  flyerProblem,
  jobFormSchema,
  toJobFormData,
  toJobInput,
  type JobFormValues,
} from '@/features/jobs/dashboard/job-form-values';
import { FlyerField } from '@/features/jobs/dashboard/flyer-field';
import { FillFromNotice } from '@/features/jobs/notice/fill-from-notice';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useJobText } from '@/features/jobs/use-job-text';
import { QuestionsEditor } from '@/features/jobs/screening/questions-editor';
import { cleanQuestions, draftQuestions, questionProblems } from '@/features/jobs/screening/questions';
import type { ScreeningQuestion } from '@/features/jobs/types';
import { WalkInFields } from '@/features/jobs/walkin/walkin-fields';
import { walkInDraftOf, walkInInput, walkInProblems, type WalkInDraft } from '@/features/jobs/walkin/walkin-format';
import '@/i18n/dashboard-texts';

export type JobFormOutcome = { ok: true } | { ok: false; failure: ApiFailure };

export interface JobFormProps {
  /** 'admin' adds featured and hot and always asks for the employer's name. */
  mode: 'customer' | 'admin';
  /** A company account's name: its jobs are posted under it, so the form does not ask. */
  postingAs?: string | null;
  /** Sends the job; the form shows the server's errors beside the fields when it fails. */
  onSubmit: (body: JobBody, onProgress: ProgressCallback) => Promise<JobFormOutcome>;
  /**
   * The job being edited: the form starts from its poster's last edit, keeps its flyer unless a
   * new one is chosen or it is removed, and sends the job's updatedAt so that an edit made
   * meanwhile elsewhere is not overwritten. Without it the form posts a new job.
   */
  editing?: Job | null;
}

/** Sub-topics of each main topic as the server lists them, else the fixed lists they come from. */
function subTopicsFrom(topics: TopicCount[] | null): Record<string, readonly string[]> {
  if (!topics || topics.length === 0) return SUB_TOPICS;
  const lists: Record<string, readonly string[]> = { ...SUB_TOPICS };
  for (const topic of topics) {
    if (topic.subTopics && topic.subTopics.length > 0) lists[topic.name] = topic.subTopics.map((sub) => sub.name);
  }
  return lists;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 border-t border-gray-100 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-base font-semibold text-gray-900">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * The form that posts a job, for customers (the job waits for approval) and admins. It checks
 * what it can before sending, puts the server's messages beside the fields, keeps what was typed
 * when sending fails, and shows the flyer's upload progress.
 */
export function JobForm({ mode, postingAs, onSubmit, editing = null }: JobFormProps) {
  const { t } = useTranslation('dashboard');
  const { t: tq } = useTranslation('jobs-screening');
  const { t: tw } = useTranslation('jobs-walkin');
  const words = useJobText();
  const admin = mode === 'admin';
  const locationId = useId();
  const needsCompanyName = admin || !postingAs;
  const today = todayInSriLanka();
  const keptClosing = editing?.status === 'approved' ? editing.closingDate : undefined;
  const schema = useMemo(
    () => jobFormSchema(t, { needsCompanyName, today, ...(keptClosing ? { keptClosing } : {}) }),
    [t, needsCompanyName, today, keptClosing],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues>({ resolver: zodResolver(schema), defaultValues: editing ? jobFormValuesOf(editing) : emptyJobForm });
  const currentFlyer = editing ? draftFlyer(editing) : '';
  const [removeFlyer, setRemoveFlyer] = useState(false);
  const [flyer, setFlyer] = useState<File | null>(null);
  const [flyerError, setFlyerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [questions, setQuestions] = useState<ScreeningQuestion[]>(() => (editing ? draftQuestions(editing) : []));
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const [walkIn, setWalkIn] = useState<WalkInDraft>(() => walkInDraftOf(editing));
  const [walkInErrors, setWalkInErrors] = useState<Record<string, string>>({});
  const dispatch = useAppDispatch();
  const topics = useAppSelector(selectTopics);
  useEffect(() => {
    // The lists of GET /jobs/topics; until they come (or if they cannot), the same fixed lists.
    if (topics.status === 'idle') void dispatch(fetchJobTopics());
  }, [dispatch, topics.status]);

  const [location, mainTopic, subTopics, applyMethod] = useWatch({
    control,
    name: ['location', 'mainTopic', 'subTopics', 'applyMethod'],
  });
  const subTopicLists = subTopicsFrom(topics.data);
  const choices = mainTopic ? (subTopicLists[mainTopic] ?? []) : [];

  function chooseFlyer(file: File | null) {
    setFlyer(file);
    setFlyerError(file ? flyerProblem(file, t) : null);
  }

  /** Fills the fields the poster ticked among the flyer's suggestions, and no other. */
  function fillFromNotice(values: NoticeSuggestions) {
    const set = { shouldDirty: true, shouldValidate: true } as const;
    if (values.title) setValue('title', values.title.slice(0, 150), set);
    if (values.closingDate) setValue('closingDate', values.closingDate, set);
    if (values.salaryMin !== undefined) setValue('salaryMin', String(values.salaryMin), set);
    if (values.salaryMax !== undefined) setValue('salaryMax', String(values.salaryMax), set);
    if (values.currency && (CURRENCIES as readonly string[]).includes(values.currency)) setValue('currency', values.currency, set);
    if (values.applyEmail) {
      setValue('applyMethod', 'email', set);
      setValue('applyEmail', values.applyEmail, set);
    }
    if (values.applyUrl) {
      setValue('applyMethod', 'link', set);
      setValue('applyUrl', values.applyUrl, set);
    }
    if (values.howToApply) {
      const description = getValues('description');
      setValue('description', description ? `${description.trimEnd()}\n\n${values.howToApply}` : values.howToApply, set);
    }
  }

  function toggleSubTopic(name: string, checked: boolean) {
    const next = checked ? [...subTopics, name] : subTopics.filter((item) => item !== name);
    setValue('subTopics', next, { shouldDirty: true, shouldValidate: Boolean(errors.subTopics) });
  }

  const submit = handleSubmit(async (values) => {
    if (flyer && flyerProblem(flyer, t)) return;
    const asked = values.applyMethod === 'site' ? questions : [];
    const questionIssues = questionProblems(asked, tq);
    setQuestionErrors(questionIssues);
    if (Object.keys(questionIssues).length > 0) {
      setMessage(tq('form.title') + ': ' + Object.values(questionIssues)[0]);
      return;
    }
    const kept = editing ? (editing.change ? editing.change.walkIn : editing.walkIn) : null;
    const walkInIssues = walkInProblems(walkIn, tw, today, kept);
    setWalkInErrors(walkInIssues);
    if (Object.keys(walkInIssues).length > 0) {
      setMessage(tw('form.title') + ': ' + Object.values(walkInIssues)[0]);
      return;
    }
    setMessage(null);
    setFlyerError(null);
    const input = toJobInput(values, { admin, needsCompanyName });
    input.screeningQuestions = cleanQuestions(asked);
    Object.assign(input, walkInInput(walkIn, values.applyMethod === 'site'));
    if (editing) {
      input.updatedAt = editing.updatedAt;
      if (removeFlyer && !flyer && currentFlyer) input.removeImage = true;
    }
    const body = flyer ? toJobFormData(input, flyer) : input;
    setProgress(flyer ? 0 : null);
    const outcome = await onSubmit(body, (percent) => setProgress(percent));
    setProgress(null);
    if (outcome.ok) {
      if (!editing) {
        reset(emptyJobForm);
        setQuestions([]);
        setWalkIn(walkInDraftOf(null));
      }
      setFlyer(null);
      return;
    }
    const { failure } = outcome;
    const flyerProblems = failure.fieldErrors.filter((problem) => problem.field === 'image');
    const isQuestion = (field: string) => field.startsWith('screeningQuestions');
    const isWalkIn = (field: string) => field.startsWith('walkIn');
    setQuestionErrors(Object.fromEntries(failure.fieldErrors.filter((problem) => isQuestion(problem.field)).map((problem) => [problem.field, problem.message])));
    setWalkInErrors(Object.fromEntries(failure.fieldErrors.filter((problem) => isWalkIn(problem.field)).map((problem) => [problem.field, problem.message])));
    const others = {
      ...failure,
      fieldErrors: failure.fieldErrors.filter((problem) => problem.field !== 'image' && !isQuestion(problem.field) && !isWalkIn(problem.field)),
    };
    const unmatched = applyServerErrors(others, JOB_FORM_FIELDS, setError);
    if (flyerProblems[0]) setFlyerError(flyerProblems[0].message);
    const placedAll = failure.fieldErrors.length > 0 && unmatched.length === 0;
    const fallback = editing ? t('jobForm.updateFailed') : t('jobForm.failed');
    if (!placedAll) setMessage([failure.fromServer ? failure.message : fallback, ...unmatched].join(' '));
  }, () => setMessage(null));

  const sending = isSubmitting;
  const lastDay = addDays(today, MAX_CLOSING_DAYS);

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-6" aria-busy={sending || undefined}>
      <p className="text-sm text-gray-600">{t('jobForm.required')}</p>
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}

      <Section title={t('jobForm.sections.job')}>
        <FormField label={t('jobForm.fields.title')} autoComplete="off" maxLength={150} error={errors.title?.message} {...register('title')} />
        {needsCompanyName ? (
          <FormField
            label={t('jobForm.fields.companyName')}
            autoComplete="organization"
            maxLength={120}
            hint={admin ? t('jobForm.companyHintAdmin') : t('jobForm.companyHint')}
            error={errors.companyName?.message}
            {...register('companyName')}
          />
        ) : (
          <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">{t('jobForm.postingAs', { name: postingAs })}</p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={t('jobForm.fields.jobType')} error={errors.jobType?.message} {...register('jobType')}>
            <option value="">{t('common.choose')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {words.jobType(type)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('jobForm.fields.experienceLevel')} error={errors.experienceLevel?.message} {...register('experienceLevel')}>
            <option value="">{t('common.choose')}</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {words.experience(level)}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={t('jobForm.sections.where')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <LocationSelect
              label={t('jobForm.fields.location')}
              value={(location || '') as LocationValue}
              onChange={(value) => setValue('location', value, { shouldDirty: true, shouldValidate: Boolean(errors.location) })}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={`${locationId}-${errors.location ? 'error' : 'hint'}`}
              className={errors.location ? '[&_select]:border-red-600' : ''}
            />
            {errors.location ? (
              <p id={`${locationId}-error`} className="text-sm font-medium text-red-700">
                {errors.location.message}
              </p>
            ) : (
              <p id={`${locationId}-hint`} className="text-sm text-gray-600">
                {t('jobForm.locationHint')}
              </p>
            )}
          </div>
          {location === FOREIGN ? (
            <FormField label={t('jobForm.fields.country')} autoComplete="country-name" maxLength={60} error={errors.country?.message} {...register('country')} />
          ) : null}
          <SelectField
            label={t('jobForm.fields.mainTopic')}
            error={errors.mainTopic?.message}
            {...register('mainTopic', {
              onChange: (event: { target: { value: string } }) => {
                const allowed = subTopicLists[event.target.value] ?? [];
                setValue(
                  'subTopics',
                  subTopics.filter((item) => allowed.includes(item)),
                );
              },
            })}
          >
            <option value="">{t('common.choose')}</option>
            {MAIN_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {words.topic(topic)}
              </option>
            ))}
          </SelectField>
        </div>
        {choices.length > 0 ? (
          <fieldset aria-describedby={`${locationId}-subtopics`}>
            <legend className="text-sm font-medium text-gray-900">
              {t('jobForm.fields.subTopics')} {t('common.optional')}
            </legend>
            <p id={`${locationId}-subtopics`} className="mt-1 text-sm text-gray-600">
              {t('jobForm.subTopicsHint', { count: MAX_JOB_SUB_TOPICS, topic: words.topic(mainTopic) })}
            </p>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {choices.map((name) => {
                const checked = subTopics.includes(name);
                const full = !checked && subTopics.length >= MAX_JOB_SUB_TOPICS;
                return (
                  <label key={name} className={`flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm ${full ? 'text-gray-500' : 'text-gray-900 hover:bg-gray-50'}`}>
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 rounded border-gray-300 accent-teal-700"
                      checked={checked}
                      disabled={full}
                      onChange={(event) => toggleSubTopic(name, event.target.checked)}
                    />
                    {words.subTopic(name)}
                  </label>
                );
              })}
            </div>
            {errors.subTopics?.message ? <p className="mt-1 text-sm font-medium text-red-700">{errors.subTopics.message}</p> : null}
          </fieldset>
        ) : null}
      </Section>

      <Section title={t('jobForm.sections.salary')}>
        <p className="-mt-2 text-sm text-gray-600">{t('jobForm.salaryHint')}</p>
        <div className="grid gap-5 sm:grid-cols-[1fr_1fr_8rem]">
          <FormField label={t('jobForm.fields.salaryMin')} inputMode="numeric" autoComplete="off" error={errors.salaryMin?.message} {...register('salaryMin')} />
          <FormField label={t('jobForm.fields.salaryMax')} inputMode="numeric" autoComplete="off" error={errors.salaryMax?.message} {...register('salaryMax')} />
          <SelectField label={t('jobForm.fields.currency')} error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={t('jobForm.sections.details')}>
        <TextareaField
          label={t('jobForm.fields.description')}
          rows={7}
          hint={t('jobForm.descriptionHint')}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextareaField
          label={`${t('jobForm.fields.requirements')} ${t('common.optional')}`}
          rows={5}
          hint={t('jobForm.requirementsHint')}
          error={errors.requirements?.message}
          {...register('requirements')}
        />
      </Section>

      <Section title={t('jobForm.sections.applying')}>
        <FormField
          label={t('jobForm.fields.closingDate')}
          type="date"
          min={today}
          max={lastDay}
          hint={t('jobForm.closingHint', { count: MAX_CLOSING_DAYS })}
          error={errors.closingDate?.message}
          className="sm:max-w-xs"
          {...register('closingDate')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{t('jobForm.fields.applyMethod')}</legend>
          <div className="mt-2 space-y-1">
            {(['site', 'email', 'link'] as const).map((method) => (
              <label key={method} className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 text-sm text-gray-900 hover:bg-gray-50">
                <input type="radio" value={method} className="mt-0.5 size-5 shrink-0 accent-teal-700" {...register('applyMethod')} />
                <span>
                  <span className="block font-medium">{t(`jobForm.applyMethods.${method}`)}</span>
                  <span className="block text-gray-600">{t(`jobForm.applyMethodHints.${method}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {applyMethod === 'email' ? (
          <FormField
            label={t('jobForm.fields.applyEmail')}
            type="email"
            inputMode="email"
            autoCapitalize="none"
            error={errors.applyEmail?.message}
            {...register('applyEmail')}
          />
        ) : null}
        {applyMethod === 'link' ? (
          <FormField
            label={t('jobForm.fields.applyUrl')}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            placeholder="https://"
            error={errors.applyUrl?.message}
            {...register('applyUrl')}
          />
        ) : null}
      </Section>

      <Section title={tq('form.title')}>
        {applyMethod === 'site' ? (
          <QuestionsEditor questions={questions} onChange={setQuestions} problems={questionErrors} reviewed={editing?.status === 'approved'} disabled={sending} />
        ) : (
          <p className="text-sm text-gray-600">{tq('form.notOnSite')}</p>
        )}
      </Section>

      <Section title={tw('form.title')}>
        <WalkInFields
          draft={walkIn}
          onChange={setWalkIn}
          problems={walkInErrors}
          applyOnSite={applyMethod === 'site'}
          today={today}
          disabled={sending}
        />
      </Section>

      <Section title={t('jobForm.sections.flyer')}>
        {currentFlyer && !flyer ? (
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={currentFlyer}
              alt={t('jobForm.currentFlyer')}
              width={96}
              height={96}
              className={`size-24 shrink-0 rounded-md border border-gray-200 object-cover ${removeFlyer ? 'opacity-40' : ''}`}
            />
            <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-gray-900 hover:bg-gray-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-teal-700"
                checked={removeFlyer}
                onChange={(event) => setRemoveFlyer(event.target.checked)}
                disabled={sending}
              />
              {t('jobForm.removeCurrentFlyer')}
            </label>
          </div>
        ) : null}
        <FlyerField file={flyer} onChange={chooseFlyer} error={flyerError} disabled={sending} />
        {flyer && !flyerError ? (
          <FillFromNotice file={flyer} channel={admin ? 'admin' : 'general'} onApply={fillFromNotice} disabled={sending} />
        ) : null}
      </Section>

      {admin ? (
        <Section title={t('jobForm.sections.promotion')}>
          <div className="space-y-1">
            <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-gray-900 hover:bg-gray-50">
              <input type="checkbox" className="size-5 shrink-0 accent-teal-700" {...register('featured')} />
              {t('jobForm.fields.featured')}
            </label>
            <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-gray-900 hover:bg-gray-50">
              <input type="checkbox" className="size-5 shrink-0 accent-teal-700" {...register('hot')} />
              {t('jobForm.fields.hot')}
            </label>
          </div>
        </Section>
      ) : null}

      <div className="space-y-4 border-t border-gray-100 pt-5">
        {sending && progress !== null ? <UploadProgress percent={progress} label={t('jobForm.uploading')} /> : null}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="w-full sm:w-auto">
          {sending ? t('jobForm.sending') : editing ? t('jobForm.save') : admin ? t('jobForm.submitAdmin') : t('jobForm.submit')}
        </Button>
      </div>
    </form>
  );
}
