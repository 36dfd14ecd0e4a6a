/**
 * The words of a job in the interface language: its location, type, experience, topics, salary,
 * posted age and closing date. Values stay in English in the data; only what is shown changes.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import type { Job } from '@/features/jobs/types';
import { daysUntil, formatDay, isClosed, postedAge, salaryParts, type AgeWords } from '@/features/jobs/format';

export function useJobText() {
  const { t, i18n } = useTranslation('jobs');
  const { t: tCommon } = useTranslation();
  const language = i18n.language;

  const location = useCallback(
    (job: Pick<Job, 'location' | 'country'>): string => {
      if (job.location === 'Foreign') {
        return job.country ? t('card.abroad', { country: job.country }) : tCommon('location.foreign');
      }
      return job.location ? tCommon(`location.${job.location}`, { defaultValue: job.location }) : '';
    },
    [t, tCommon],
  );

  const jobType = useCallback((value: string) => (value ? t(`jobType.${value}`, { defaultValue: value }) : ''), [t]);
  const experience = useCallback(
    (value: string) => (value ? t(`experience.${value}`, { defaultValue: value }) : ''),
    [t],
  );
  const topic = useCallback((value: string) => (value ? t(`topic.${value}`, { defaultValue: value }) : ''), [t]);
  const subTopic = useCallback((value: string) => t(`subTopic.${value}`, { defaultValue: value }), [t]);

  const salary = useCallback(
    (job: Pick<Job, 'salaryMin' | 'salaryMax' | 'currency'>, short = false): string | null => {
      const parts = salaryParts(job, language);
      return parts ? t(`${short ? 'salaryShort' : 'salary'}.${parts.kind}`, { currency: parts.currency, min: parts.min, max: parts.max }) : null;
    },
    [t, language],
  );

  // The app's own words in every language, the same on the server and in the browser.
  const ageWords = useCallback<AgeWords>(
    (unit, count) => (unit === 'day' && count === 1 ? t('age.yesterday') : t(`age.${unit}`, { count })),
    [t],
  );

  const posted = useCallback(
    (job: Pick<Job, 'postedDate'>, now?: Date) => postedAge(job.postedDate, ageWords, now),
    [ageWords],
  );

  const day = useCallback((value: string) => formatDay(value, language), [language]);

  /** "Closes 12 Jun 2026", "Closes today" or "Closed". */
  const closing = useCallback(
    (job: Pick<Job, 'closingDate' | 'expired'>, now?: Date): string => {
      if (isClosed(job, now)) return t('card.closed');
      const days = daysUntil(job.closingDate, now);
      if (days === 0) return t('card.closesToday');
      return t('card.closes', { date: formatDay(job.closingDate, language) });
    },
    [t, language],
  );

  return useMemo(
    () => ({ t, language, location, jobType, experience, topic, subTopic, salary, posted, day, closing }),
    [t, language, location, jobType, experience, topic, subTopic, salary, posted, day, closing],
  );
}

/** The job texts of the interface's language (useJobText). */
export type JobText = ReturnType<typeof useJobText>;
