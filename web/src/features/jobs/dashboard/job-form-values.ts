/**
 * The job posting form: its values, its rules (the server's, from internal/jobportal/jobs.go,
 * so most mistakes are caught before sending) and the body it sends.
 */
import type { TFunction } from '@/i18n/core';
import { z } from 'zod';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MAIN_TOPICS,
  MAX_FLYER_BYTES,
  MAX_JOB_SUB_TOPICS,
  type Job,
  type JobInput,
} from '@/features/jobs/types';
import { DISTRICTS, FOREIGN } from '@/lib/locations';
import { MAX_CLOSING_DAYS } from '@/features/jobs/format';
import { addDays } from '@/lib/format';

/**
 * What the form holds: a job's own fields as the server sends them, except the amounts, kept as
 * typed (text) until sent, and featured and hot, which are always set.
 */
export type JobFormValues = Pick<
  Job,
  | 'title'
  | 'companyName'
  | 'location'
  | 'country'
  | 'jobType'
  | 'experienceLevel'
  | 'mainTopic'
  | 'subTopics'
  | 'currency'
  | 'closingDate'
  | 'description'
  | 'requirements'
  | 'applyMethod'
  | 'applyEmail'
  | 'applyUrl'
  | 'featured'
  | 'hot'
> & { salaryMin: string; salaryMax: string };

/** The fields the server may name in errors[], which the form shows beside each. */
export const JOB_FORM_FIELDS = [
  'title',
  'companyName',
  'location',
  'country',
  'jobType',
  'experienceLevel',
  'mainTopic',
  'subTopics',
  'salaryMin',
  'salaryMax',
  'currency',
  'closingDate',
  'description',
  'requirements',
  'applyMethod',
  'applyEmail',
  'applyUrl',
  'featured',
  'hot',
] as const satisfies readonly (keyof JobFormValues)[];

export const emptyJobForm: JobFormValues = {
  title: '',
  companyName: '',
  location: '',
  country: '',
  jobType: '',
  experienceLevel: '',
  mainTopic: '',
  subTopics: [],
  salaryMin: '',
  salaryMax: '',
  currency: DEFAULT_CURRENCY,
  closingDate: '',
  description: '',
  requirements: '',
  applyMethod: 'site',
  applyEmail: '',
  applyUrl: '',
  featured: false,
  hot: false,
};

/** The image types a flyer may be (the server checks the content; this catches the obvious). */
export const FLYER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const LIMITS = {
  titleMin: 5,
  titleMax: 150,
  companyMax: 120,
  countryMax: 60,
  descriptionMin: 20,
  descriptionMax: 20000,
  requirementsMax: 10000,
  salaryMax: 1_000_000_000,
} as const;

const PLACES: readonly string[] = [FOREIGN, ...DISTRICTS];

/** A whole amount as typed: digits, perhaps grouped with commas or spaces. null when empty. */
export function parseAmount(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+$/.test(cleaned)) return 'invalid';
  return Number(cleaned);
}

function chars(value: string): number {
  return Array.from(value).length;
}

function isEmail(value: string): boolean {
  return z.email().safeParse(value).success && value.length <= 254;
}

function isLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && value.length <= 500;
  } catch {
    return false;
  }
}

type T = TFunction;

/**
 * The rules of the form. needsCompanyName is false for a company account, whose jobs are posted
 * under its own name; today is the day in Sri Lanka, against which the closing date is checked.
 */
export function jobFormSchema(t: T, options: { needsCompanyName: boolean; today: string; keptClosing?: string }) {
  const lastDay = addDays(options.today, MAX_CLOSING_DAYS);
  return z
    .object({
      title: z.string(),
      companyName: z.string(),
      location: z.string(),
      country: z.string(),
      jobType: z.string(),
      experienceLevel: z.string(),
      mainTopic: z.string(),
      subTopics: z.array(z.string()),
      salaryMin: z.string(),
      salaryMax: z.string(),
      currency: z.string(),
      closingDate: z.string(),
      description: z.string(),
      requirements: z.string(),
      applyMethod: z.enum(['site', 'email', 'link']),
      applyEmail: z.string(),
      applyUrl: z.string(),
      featured: z.boolean(),
      hot: z.boolean(),
    })
    .superRefine((values, context) => {
      const problem = (path: keyof JobFormValues, message: string) => context.addIssue({ code: 'custom', path: [path], message });

      const title = values.title.trim();
      if (title === '') problem('title', t('jobForm.errors.titleRequired'));
      else if (chars(title) < LIMITS.titleMin) problem('title', t('jobForm.errors.titleTooShort', { count: LIMITS.titleMin }));
      else if (chars(title) > LIMITS.titleMax) problem('title', t('jobForm.errors.tooLong', { count: LIMITS.titleMax }));

      if (options.needsCompanyName) {
        const company = values.companyName.trim();
        if (company === '') problem('companyName', t('jobForm.errors.companyRequired'));
        else if (chars(company) > LIMITS.companyMax) problem('companyName', t('jobForm.errors.tooLong', { count: LIMITS.companyMax }));
      }

      if (!PLACES.includes(values.location)) problem('location', t('jobForm.errors.locationRequired'));
      if (values.location === FOREIGN) {
        const country = values.country.trim();
        if (country === '') problem('country', t('jobForm.errors.countryRequired'));
        else if (chars(country) > LIMITS.countryMax) problem('country', t('jobForm.errors.tooLong', { count: LIMITS.countryMax }));
      }

      if (!(JOB_TYPES as readonly string[]).includes(values.jobType)) problem('jobType', t('jobForm.errors.jobTypeRequired'));
      if (!(EXPERIENCE_LEVELS as readonly string[]).includes(values.experienceLevel)) {
        problem('experienceLevel', t('jobForm.errors.experienceRequired'));
      }
      if (!(MAIN_TOPICS as readonly string[]).includes(values.mainTopic)) problem('mainTopic', t('jobForm.errors.mainTopicRequired'));
      if (values.subTopics.length > MAX_JOB_SUB_TOPICS) {
        problem('subTopics', t('jobForm.errors.tooManySubTopics', { count: MAX_JOB_SUB_TOPICS }));
      }

      const min = parseAmount(values.salaryMin);
      const max = parseAmount(values.salaryMax);
      if (min === 'invalid') problem('salaryMin', t('jobForm.errors.salaryInvalid'));
      else if (min !== null && min > LIMITS.salaryMax) problem('salaryMin', t('jobForm.errors.salaryTooLarge'));
      if (max === 'invalid') problem('salaryMax', t('jobForm.errors.salaryInvalid'));
      else if (max !== null && max > LIMITS.salaryMax) problem('salaryMax', t('jobForm.errors.salaryTooLarge'));
      else if (typeof min === 'number' && typeof max === 'number' && min > max) {
        problem('salaryMax', t('jobForm.errors.salaryOrder'));
      }
      if (!(CURRENCIES as readonly string[]).includes(values.currency)) problem('currency', t('jobForm.errors.currencyRequired'));

      if (values.closingDate === '') problem('closingDate', t('jobForm.errors.closingRequired'));
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.closingDate)) problem('closingDate', t('jobForm.errors.closingInvalid'));
      // An approved job being edited may keep a closing date that has passed; a new one is checked.
      else if (values.closingDate < options.today && values.closingDate !== options.keptClosing) {
        problem('closingDate', t('jobForm.errors.closingPast'));
      }
      else if (values.closingDate > lastDay) problem('closingDate', t('jobForm.errors.closingTooFar', { count: MAX_CLOSING_DAYS }));

      const description = values.description.trim();
      if (description === '') problem('description', t('jobForm.errors.descriptionRequired'));
      else if (chars(description) < LIMITS.descriptionMin) {
        problem('description', t('jobForm.errors.descriptionTooShort', { count: LIMITS.descriptionMin }));
      } else if (chars(description) > LIMITS.descriptionMax) {
        problem('description', t('jobForm.errors.tooLong', { count: LIMITS.descriptionMax }));
      }
      if (chars(values.requirements.trim()) > LIMITS.requirementsMax) {
        problem('requirements', t('jobForm.errors.tooLong', { count: LIMITS.requirementsMax }));
      }

      if (values.applyMethod === 'email' && !isEmail(values.applyEmail.trim())) {
        problem('applyEmail', t('jobForm.errors.applyEmailInvalid'));
      }
      if (values.applyMethod === 'link' && !isLink(values.applyUrl.trim())) {
        problem('applyUrl', t('jobForm.errors.applyUrlInvalid'));
      }
    });
}

/** Why a chosen flyer file cannot be sent, or null when it may. */
export function flyerProblem(file: File, t: T): string | null {
  if (!(FLYER_TYPES as readonly string[]).includes(file.type)) return t('jobForm.errors.flyerType');
  if (file.size > MAX_FLYER_BYTES) return t('jobForm.errors.flyerTooLarge', { size: '5 MB' });
  return null;
}

/**
 * The job to send: trimmed, without what the chosen options make meaningless (a country outside
 * Foreign, the email of a link application), and with admin-only fields only for admins.
 */
export function toJobInput(values: JobFormValues, options: { admin: boolean; needsCompanyName: boolean }): JobInput {
  const min = parseAmount(values.salaryMin);
  const max = parseAmount(values.salaryMax);
  const input: JobInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location,
    jobType: values.jobType,
    experienceLevel: values.experienceLevel,
    mainTopic: values.mainTopic,
    subTopics: values.subTopics,
    currency: values.currency,
    closingDate: values.closingDate,
    applyMethod: values.applyMethod,
  };
  const requirements = values.requirements.trim();
  if (requirements) input.requirements = requirements;
  if (options.needsCompanyName) input.companyName = values.companyName.trim();
  if (values.location === FOREIGN) input.country = values.country.trim();
  if (typeof min === 'number') input.salaryMin = min;
  if (typeof max === 'number') input.salaryMax = max;
  if (values.applyMethod === 'email') input.applyEmail = values.applyEmail.trim();
  if (values.applyMethod === 'link') input.applyUrl = values.applyUrl.trim();
  if (options.admin) {
    input.featured = values.featured;
    input.hot = values.hot;
  }
  return input;
}

/**
 * The form's values for editing a job: its poster's last edit (the change waiting for review, or
 * the rejected one), else the job itself, with the amounts as text.
 */
export function jobFormValuesOf(job: Job): JobFormValues {
  const draft = { ...job, ...(job.change ?? {}) };
  return {
    title: draft.title,
    companyName: draft.companyName,
    location: draft.location,
    country: draft.country,
    jobType: draft.jobType,
    experienceLevel: draft.experienceLevel,
    mainTopic: draft.mainTopic,
    subTopics: [...draft.subTopics],
    salaryMin: draft.salaryMin === null ? '' : String(draft.salaryMin),
    salaryMax: draft.salaryMax === null ? '' : String(draft.salaryMax),
    currency: draft.currency || DEFAULT_CURRENCY,
    closingDate: job.closingDate,
    description: draft.description,
    requirements: draft.requirements,
    applyMethod: draft.applyMethod,
    applyEmail: draft.applyEmail,
    applyUrl: draft.applyUrl,
    featured: job.featured,
    hot: job.hot,
  };
}

/** The flyer an edit of the job starts from: that of the change waiting, else the job's ('' for none). */
export function draftFlyer(job: Job): string {
  return job.change ? job.change.image : job.image;
}

/** The same job as multipart/form-data, with the flyer under `image` (the server's field names). */
export function toJobFormData(input: JobInput, flyer: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      // A list of objects (screening questions) goes as one JSON field per item.
      for (const item of value) form.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    } else {
      form.append(key, String(value));
    }
  }
  form.append('image', flyer);
  return form;
}
