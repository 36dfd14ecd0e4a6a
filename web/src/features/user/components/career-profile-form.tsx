/** The job seeker's career profile (PUT /user/profile): what employers read when they apply. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { splitList } from '@/features/user/components/choice-group';
import { AVAILABILITIES, type Availability, type CareerProfile, type CareerProfileUpdate } from '@/features/user/types';
import { useAccountToast } from '@/features/user/use-account-toast';
import { updateCareerProfile } from '@/features/user/account-thunks';
import { USER_MESSAGES } from '@/features/user/user-slice';
import { DISTRICTS, FOREIGN } from '@/lib/locations';
import '@/features/user/texts';

const LIMITS = { headline: 120, about: 3000, skills: 30, skillLength: 50, languages: 10, languageLength: 40 } as const;

type Field = 'headline' | 'about' | 'district' | 'skills' | 'languages' | 'yearsOfExperience' | 'expectedSalary' | 'availability';

function wholeNumber(text: string, max: number): number | null | undefined {
  const clean = text.trim().replace(/,/g, '');
  if (!clean) return null;
  if (!/^\d+$/.test(clean)) return undefined;
  const value = Number(clean);
  return value <= max ? value : undefined;
}

export function CareerProfileForm({ profile }: { profile: CareerProfile }) {
  const { t } = useTranslation('user');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const toast = useAccountToast();
  const [headline, setHeadline] = useState(profile.headline);
  const [about, setAbout] = useState(profile.about);
  const [district, setDistrict] = useState(profile.district);
  const [skills, setSkills] = useState(profile.skills.join(', '));
  const [languages, setLanguages] = useState(profile.languages.join(', '));
  const [years, setYears] = useState(profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience));
  const [salary, setSalary] = useState(profile.expectedSalary === null ? '' : String(profile.expectedSalary));
  const [availability, setAvailability] = useState<Availability>(profile.availability);
  const [openToWork, setOpenToWork] = useState(profile.openToWork);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const skillList = splitList(skills);
    const languageList = splitList(languages);
    const yearsValue = wholeNumber(years, 60);
    const salaryValue = wholeNumber(salary, 100_000_000);
    if (headline.trim().length > LIMITS.headline) found.headline = t('career.tooLong', { max: LIMITS.headline });
    if (about.trim().length > LIMITS.about) found.about = t('career.tooLong', { max: LIMITS.about });
    if (skillList.length > LIMITS.skills || skillList.some((item) => item.length > LIMITS.skillLength))
      found.skills = t('career.tooMany', { max: LIMITS.skills, length: LIMITS.skillLength });
    if (languageList.length > LIMITS.languages || languageList.some((item) => item.length > LIMITS.languageLength))
      found.languages = t('career.tooMany', { max: LIMITS.languages, length: LIMITS.languageLength });
    if (yearsValue === undefined) found.yearsOfExperience = t('career.yearsInvalid');
    if (salaryValue === undefined) found.expectedSalary = t('career.salaryInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const update: CareerProfileUpdate = {
      headline: headline.trim(),
      about: about.trim(),
      district,
      skills: skillList,
      languages: languageList,
      yearsOfExperience: yearsValue ?? null,
      expectedSalary: salaryValue ?? null,
      availability,
      openToWork,
    };
    setBusy(true);
    const result = await dispatch(updateCareerProfile(update));
    setBusy(false);
    if (updateCareerProfile.fulfilled.match(result)) {
      toast('success', result.payload.message);
      return;
    }
    const failure = result.payload;
    const fromServer: Partial<Record<Field, string>> = {};
    for (const problem of failure?.fieldErrors ?? []) fromServer[problem.field as Field] = problem.message;
    setErrors(fromServer);
    toast('error', failure?.message ?? USER_MESSAGES.updateProfileFailed);
  }

  return (
    <section aria-labelledby="career-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="career-title" className="text-lg font-semibold text-gray-900">
        {t('career.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('career.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-5">
        <FormField label={t('career.headline')} hint={t('career.headlineHint')} value={headline} onChange={(event) => setHeadline(event.target.value)} error={errors.headline} />
        <TextareaField label={t('career.about')} value={about} rows={5} onChange={(event) => setAbout(event.target.value)} error={errors.about} />
        <SelectField label={t('career.district')} value={district} onChange={(event) => setDistrict(event.target.value)} error={errors.district}>
          <option value="">{t('career.notGiven')}</option>
          {DISTRICTS.map((name) => (
            <option key={name} value={name}>
              {common(`location.${name}`)}
            </option>
          ))}
          <option value={FOREIGN}>{common('location.foreign')}</option>
        </SelectField>
        <FormField label={t('career.skills')} hint={t('career.skillsHint')} value={skills} onChange={(event) => setSkills(event.target.value)} error={errors.skills} />
        <FormField label={t('career.languages')} hint={t('career.languagesHint')} value={languages} onChange={(event) => setLanguages(event.target.value)} error={errors.languages} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('career.years')} inputMode="numeric" value={years} onChange={(event) => setYears(event.target.value)} error={errors.yearsOfExperience} />
          <FormField label={t('career.salary')} inputMode="numeric" value={salary} onChange={(event) => setSalary(event.target.value)} error={errors.expectedSalary} />
        </div>
        <SelectField label={t('career.availability')} value={availability} onChange={(event) => setAvailability(event.target.value as Availability)} error={errors.availability}>
          <option value="">{t('career.notGiven')}</option>
          {AVAILABILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`career.availabilityOptions.${value}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
          <input type="checkbox" className="size-5 accent-teal-700" checked={openToWork} onChange={(event) => setOpenToWork(event.target.checked)} />
          {t('career.openToWork')}
        </label>
        <SubmitButton busy={busy} busyText={t('career.saving')}>
          {t('career.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
