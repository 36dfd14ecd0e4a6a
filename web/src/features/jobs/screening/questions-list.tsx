/**
 * Screening questions as a reader checks them (the moderator's view of a change): each question
 * with its kind, whether it is required, its choices and its wanted answer.
 */
import { useTranslation } from '@/i18n/react';
import type { ScreeningQuestion } from '@/features/jobs/types';
import './texts';
import '@/features/jobs/answers/texts';

export function QuestionsList({ questions }: { questions: readonly ScreeningQuestion[] }) {
  const { t } = useTranslation(['jobs-screening', 'jobs-answers']);
  if (questions.length === 0) return <span className="text-gray-500 italic">{t('form.none')}</span>;
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {questions.map((question, index) => {
        const wanted = question.kind === 'yesno' && question.wanted ? t(`jobs-answers:answer.${question.wanted}`) : question.wanted;
        return (
          <li key={index}>
            <span className="font-medium">{question.text}</span>{' '}
            <span className="text-gray-600">
              ({t(`form.kinds.${question.kind}`)}
              {question.kind === 'choice' ? `: ${question.options.join(' / ')}` : ''}; {question.required ? t('jobs-answers:answer.requiredMark').replace(/[()]/g, '') : t('jobs-answers:answer.optionalMark').replace(/[()]/g, '')}
              {wanted ? `; ${question.kind === 'number' ? t('pipeline.wantedLeast', { number: wanted }) : t('pipeline.wanted', { answer: wanted })}` : ''})
            </span>
          </li>
        );
      })}
    </ol>
  );
}
