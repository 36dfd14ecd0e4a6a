/**
 * The apply dialog's answers to a job's screening questions: yes/no as two radio buttons, a
 * number, one of the choices, or a short text; each marked required or optional, with its
 * problem beside it (answers.N, as the server names them).
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { FormField, SelectField } from '@/components/ui/form-field';
import { MAX_TEXT_ANSWER, type ScreeningQuestion } from '@/features/jobs/types';
import '@/features/jobs/answers/texts';

interface AnswersFieldsProps {
  questions: readonly ScreeningQuestion[];
  answers: readonly string[];
  onChange: (answers: string[]) => void;
  problems: Record<string, string>;
  disabled?: boolean;
}

export function AnswersFields({ questions, answers, onChange, problems, disabled = false }: AnswersFieldsProps) {
  const { t } = useTranslation('jobs-answers');
  const id = useId();
  if (questions.length === 0) return null;

  function answer(index: number, value: string) {
    const next = questions.map((_, at) => answers[at] ?? '');
    next[index] = value;
    onChange(next);
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-3" data-testid="screening-answers">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t('answer.title')}</legend>
      {questions.map((question, index) => {
        const value = answers[index] ?? '';
        const error = problems[`answers.${index}`];
        const label = `${question.text} ${question.required ? t('answer.requiredMark') : t('answer.optionalMark')}`;
        const errorId = `${id}-${index}-error`;
        if (question.kind === 'yesno') {
          return (
            <fieldset key={index} aria-describedby={error ? errorId : undefined}>
              <legend className="text-sm font-medium text-gray-900">{label}</legend>
              <div className="mt-1 flex gap-4">
                {(['yes', 'no'] as const).map((choice) => (
                  <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
                    <input type="radio" name={`${id}-${index}`} value={choice} className="size-5 accent-teal-700" checked={value === choice}
                      disabled={disabled} required={question.required} onChange={() => answer(index, choice)} />
                    {t(`answer.${choice}`)}
                  </label>
                ))}
              </div>
              {error ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        }
        if (question.kind === 'choice') {
          return (
            <SelectField key={index} label={label} value={value} error={error} disabled={disabled} required={question.required}
              onChange={(event) => answer(index, event.target.value)}>
              <option value="">{t('answer.choose')}</option>
              {question.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          );
        }
        return (
          <FormField key={index} label={label} value={value} error={error} disabled={disabled} required={question.required}
            autoComplete="off" inputMode={question.kind === 'number' ? 'decimal' : undefined}
            maxLength={question.kind === 'text' ? MAX_TEXT_ANSWER : 20} className={question.kind === 'number' ? 'sm:max-w-[12rem]' : undefined}
            onChange={(event) => answer(index, event.target.value)} />
        );
      })}
    </fieldset>
  );
}
