import { useTranslation } from '@/i18n/react';
import { writeTimeSpan } from '@/lib/intl-time';
import type { Interview, InterviewSlot } from '@/features/jobs/interviews/types';
import '@/features/jobs/interviews/texts';

/** A time of an interview, on Sri Lanka's clock, in the language shown. */
export function SlotTime({ slot }: { slot: InterviewSlot }) {
  const { i18n } = useTranslation('jobs-interviews');
  return <time dateTime={slot.start}>{writeTimeSpan(new Date(slot.start), slot.minutes, i18n.language)}</time>;
}

/** Where an interview is held, with its video link, and the employer's note. */
export function InterviewPlace({ interview }: { interview: Interview }) {
  const { t } = useTranslation('jobs-interviews');
  return (
    <div className="space-y-1 text-sm text-gray-800">
      <p className="break-words">
        {t(`place.${interview.kind}`, { address: interview.address })}
        {interview.kind === 'video' && interview.link ? (
          <>
            {': '}
            <a href={interview.link} target="_blank" rel="noopener noreferrer" className="break-all text-teal-800 underline underline-offset-2">
              {interview.link}
            </a>
          </>
        ) : null}
      </p>
      {interview.note ? <p className="whitespace-pre-line break-words text-gray-700">{t('noteFrom', { note: interview.note })}</p> : null}
    </div>
  );
}
