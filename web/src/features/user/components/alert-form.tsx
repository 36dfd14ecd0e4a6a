/** The job alert form: name, keywords, locations, job types, main topics, minimum salary, frequency. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormField, FormMessage, SelectField } from '@/components/ui/form-field';
import { ChoiceGroup, splitList } from '@/features/user/components/choice-group';
import type { AlertFrequency, JobAlertInput } from '@/features/user/types';
import { DISTRICTS, FOREIGN } from '@/lib/locations';
import { JOB_TYPES, MAIN_TOPICS } from '@/lib/job-vocabulary';
import type { FieldProblem } from '@/lib/api-error';
import '@/features/user/texts';

export const FREQUENCIES: readonly AlertFrequency[] = ['instant', 'daily', 'weekly'];
const NAME_MAX = 80;
const KEYWORDS_MAX = 10;
const KEYWORD_MAX = 60;

export const emptyAlert: JobAlertInput = {
  name: '',
  keywords: [],
  locations: [],
  jobTypes: [],
  mainTopics: [],
  minSalary: null,
  frequency: 'daily',
  enabled: true,
};

interface Errors {
  name?: string;
  keywords?: string;
  minSalary?: string;
}

export function AlertForm({
  initial,
  editing,
  notice,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: JobAlertInput;
  editing: boolean;
  notice?: string;
  serverErrors: FieldProblem[];
  onSubmit: (input: JobAlertInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('user');
  const { t: common } = useTranslation('common');
  const [name, setName] = useState(initial.name);
  const [keywords, setKeywords] = useState(initial.keywords.join(', '));
  const [locations, setLocations] = useState(initial.locations);
  const [jobTypes, setJobTypes] = useState(initial.jobTypes);
  const [mainTopics, setMainTopics] = useState(initial.mainTopics);
  const [minSalary, setMinSalary] = useState(initial.minSalary === null ? '' : String(initial.minSalary));
  const [frequency, setFrequency] = useState<AlertFrequency>(initial.frequency);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const serverError = (field: string) => serverErrors.find((problem) => problem.field === field)?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = t('alertForm.nameRequired');
    else if (trimmed.length > NAME_MAX) found.name = t('alertForm.nameTooLong');
    const words = splitList(keywords);
    if (words.length > KEYWORDS_MAX) found.keywords = t('alertForm.keywordsTooMany');
    else if (words.some((word) => word.length > KEYWORD_MAX)) found.keywords = t('alertForm.keywordTooLong');
    const salaryText = minSalary.trim().replace(/,/g, '');
    if (salaryText && !/^\d{1,9}$/.test(salaryText)) found.minSalary = t('alertForm.minSalaryInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({
        name: trimmed,
        keywords: words,
        locations,
        jobTypes,
        mainTopics,
        minSalary: salaryText ? Number(salaryText) : null,
        frequency,
        enabled: initial.enabled,
      });
    } finally {
      setBusy(false);
    }
  }

  const locationOptions = [...DISTRICTS.map((district) => ({ value: district, label: common(`location.${district}`) })), { value: FOREIGN, label: common('location.foreign') }];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="alert-form-title" className="space-y-5 rounded-xl border border-teal-200 bg-teal-50/40 p-4 sm:p-5">
      <h3 id="alert-form-title" className="text-base font-semibold text-gray-900">
        {editing ? t('alertForm.titleEdit') : t('alertForm.titleNew')}
      </h3>
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      <FormField label={t('alertForm.name')} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} error={errors.name ?? serverError('name')} />
      <FormField
        label={t('alertForm.keywords')}
        hint={t('alertForm.keywordsHint')}
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        error={errors.keywords ?? serverError('keywords')}
      />
      <ChoiceGroup legend={t('alertForm.locations')} options={locationOptions} value={locations} onChange={setLocations} columns={3} />
      {serverError('locations') ? <p className="text-sm font-medium text-red-700">{serverError('locations')}</p> : null}
      <ChoiceGroup legend={t('alertForm.jobTypes')} options={JOB_TYPES.map((type) => ({ value: type, label: t(`jobTypes.${type}`) }))} value={jobTypes} onChange={setJobTypes} />
      <ChoiceGroup legend={t('alertForm.mainTopics')} options={MAIN_TOPICS.map((topic) => ({ value: topic, label: t(`mainTopics.${topic}`) }))} value={mainTopics} onChange={setMainTopics} columns={1} />
      <FormField
        label={t('alertForm.minSalary')}
        inputMode="numeric"
        value={minSalary}
        onChange={(event) => setMinSalary(event.target.value)}
        error={errors.minSalary ?? serverError('minSalary')}
      />
      <SelectField label={t('alertForm.frequency')} value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)} error={serverError('frequency')}>
        {FREQUENCIES.map((value) => (
          <option key={value} value={value}>
            {t(`alerts.frequency.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={busy} busyText={t('alertForm.saving')}>
          {t('alertForm.save')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
