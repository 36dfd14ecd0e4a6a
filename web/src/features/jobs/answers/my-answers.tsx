import { useTranslation } from '@/i18n/react';
import type { MyScreeningAnswer } from '@/features/jobs/types';
import '@/features/jobs/answers/texts';

/**
 * An applicant's own answers to a job's screening questions, folded under one line so that the
 * list of applications stays short: each question as it was asked, with the answer given (a yes/no
 * answer in the reader's language). The employer's wanted answers are not sent to the applicant.
 */
export function MyAnswers({ answers }: { answers: MyScreeningAnswer[] }) {
  const { t } = useTranslation('jobs-answers');
  if (answers.length === 0) return null;
  return (
    <details className="mt-3 rounded-lg border border-gray-200 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-gray-900">
        {t('mine.title')} ({answers.length})
      </summary>
      <dl className="space-y-2 border-t border-gray-200 px-3 py-2">
        {answers.map((answer, index) => (
          <div key={index}>
            <dt className="break-words text-gray-700">{answer.question}</dt>
            <dd className="break-words font-medium text-gray-900">
              {answer.answer === ''
                ? <span className="font-normal text-gray-600">{t('mine.notAnswered')}</span>
                : answer.kind === 'yesno' && (answer.answer === 'yes' || answer.answer === 'no')
                  ? t(`answer.${answer.answer}`)
                  : answer.answer}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
