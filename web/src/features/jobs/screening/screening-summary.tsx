/**
 * An application's screening answers in the pipeline: a mark of what they come to (meets every
 * wanted answer, misses one, misses a required one) and each question with its answer, the
 * wanted answer beside it, and whether it is the wanted one. Nothing when the job asked none.
 */
import { useTranslation } from '@/i18n/react';
import type { EmployerApplication, ScreeningAnswer } from '@/features/jobs/types';
import './texts';
import '@/features/jobs/answers/texts';

export function ScreeningMark({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation(['jobs-screening', 'jobs-answers']);
  if (application.screeningKnockout) {
    return <span className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
        <span aria-hidden="true">✕&nbsp;</span>
        {t('pipeline.knockout')}
      </span>;
  }
  if (application.screeningMet === true) {
    return <span className="inline-flex items-center rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
        <span aria-hidden="true">✓&nbsp;</span>
        {t('pipeline.meets')}
      </span>;
  }
  if (application.screeningMet === false) {
    return <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
        <span aria-hidden="true">!&nbsp;</span>
        {t('pipeline.misses')}
      </span>;
  }
  return null;
}

function shown(answer: string, kind: ScreeningAnswer['kind'], t: (key: string) => string): string {
  return kind === 'yesno' && (answer === 'yes' || answer === 'no') ? t(`jobs-answers:answer.${answer}`) : answer;
}

export function ScreeningSummary({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation(['jobs-screening', 'jobs-answers']);
  const answers = application.screeningAnswers ?? [];
  if (answers.length === 0) return null;
  return (
    <section className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm" aria-label={t('pipeline.answers')} data-testid="screening-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="font-medium text-gray-900">{t('pipeline.answers')}</h5>
        <ScreeningMark application={application} />
      </div>
      <dl className="mt-2 space-y-1.5">
        {answers.map((answer, index) => (
          <div key={index} className="sm:flex sm:gap-2">
            <dt className="text-gray-700 sm:w-1/2">{answer.text}</dt>
            <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">
              {answer.met === true ? (
                <>
                  <span className="text-green-800" aria-hidden="true">✓ </span>
                  <span className="sr-only">{t('pipeline.met')}: </span>
                </>
              ) : null}
              {answer.met === false ? (
                <>
                  <span className="text-red-700" aria-hidden="true">✕ </span>
                  <span className="sr-only">{t('pipeline.notMet')}: </span>
                </>
              ) : null}
              {answer.answer ? shown(answer.answer, answer.kind, t) : <span className="font-normal text-gray-600">{t('pipeline.notAnswered')}</span>}
              {answer.met === false && answer.wanted ? (
                <span className="ml-2 font-normal text-gray-600">
                  {answer.kind === 'number'
                    ? t('pipeline.wantedLeast', { number: answer.wanted })
                    : t('pipeline.wanted', { answer: shown(answer.wanted, answer.kind, t) })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
