/**
 * The job form's screening questions: add, reorder and remove up to MAX_QUESTIONS, each with its
 * kind, text, whether it is required, its choices and its wanted answer. The form owns the list;
 * problems come by the server's field names (screeningQuestions.N.text, ...).
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage, SelectField } from '@/components/ui/form-field';
import {
  MAX_CHOICE_TEXT,
  MAX_QUESTION_CHOICES,
  MAX_QUESTION_TEXT,
  MAX_QUESTIONS,
  QUESTION_KINDS,
  type QuestionKind,
  type ScreeningQuestion,
} from '@/features/jobs/types';
import { blankQuestion } from './questions';
import './texts';
import '@/features/jobs/answers/texts';

interface QuestionsEditorProps {
  questions: ScreeningQuestion[];
  onChange: (questions: ScreeningQuestion[]) => void;
  problems: Record<string, string>;
  /** The job is approved: changed questions wait for review. */
  reviewed: boolean;
  disabled?: boolean;
}

export function QuestionsEditor({ questions, onChange, problems, reviewed, disabled = false }: QuestionsEditorProps) {
  const { t } = useTranslation(['jobs-screening', 'jobs-answers']);
  const id = useId();

  function change(index: number, next: Partial<ScreeningQuestion>) {
    onChange(questions.map((question, at) => (at === index ? { ...question, ...next } : question)));
  }

  function changeKind(index: number, kind: QuestionKind) {
    const question = questions[index]!;
    change(index, { ...blankQuestion(kind), text: question.text, required: question.required });
  }

  function move(index: number, by: -1 | 1) {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  }

  function setOption(index: number, at: number, value: string) {
    const question = questions[index]!;
    const options = question.options.map((option, place) => (place === at ? value : option));
    // The wanted answer follows its choice when the choice is reworded.
    const wanted = question.wanted && question.wanted === question.options[at] ? value : question.wanted;
    change(index, { options, wanted });
  }

  function removeOption(index: number, at: number) {
    const question = questions[index]!;
    change(index, {
      options: question.options.filter((_, place) => place !== at),
      wanted: question.wanted === question.options[at] ? '' : question.wanted,
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{t('form.intro', { count: MAX_QUESTIONS })}</p>
      {reviewed ? <p className="text-sm text-gray-600">{t('form.reviewNote')}</p> : null}
      {problems.screeningQuestions ? <FormMessage tone="error">{problems.screeningQuestions}</FormMessage> : null}
      {questions.length === 0 ? <p className="text-sm text-gray-700">{t('form.none')}</p> : null}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const number = index + 1;
          const field = (name: string) => problems[`screeningQuestions.${index}.${name}`];
          const choices = question.options.map((option) => option.trim()).filter(Boolean);
          return (
            <li key={index} className="rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
              <fieldset className="space-y-3" data-testid="screening-question">
                <legend className="float-left mb-2 w-full text-sm font-semibold text-gray-900">{t('form.question', { number })}</legend>
                <div className="clear-both grid gap-3 sm:grid-cols-[12rem_1fr]">
                  <SelectField label={t('form.kind')} value={question.kind} disabled={disabled}
                    onChange={(event) => changeKind(index, event.target.value as QuestionKind)}>
                    {QUESTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`form.kinds.${kind}`)}
                      </option>
                    ))}
                  </SelectField>
                  <FormField label={t('form.text')} hint={t('form.textHint')} value={question.text} maxLength={MAX_QUESTION_TEXT}
                    autoComplete="off" disabled={disabled} error={field('text')}
                    onChange={(event) => change(index, { text: event.target.value })} />
                </div>
                <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
                  <input type="checkbox" className="size-5 shrink-0 accent-teal-700" checked={question.required} disabled={disabled}
                    onChange={(event) => change(index, { required: event.target.checked })} />
                  {t('form.required')}
                </label>

                {question.kind === 'choice' ? (
                  <fieldset className="space-y-2" aria-describedby={field('options') ? `${id}-${index}-options` : undefined}>
                    <legend className="text-sm font-medium text-gray-900">{t('form.choices')}</legend>
                    {question.options.map((option, at) => (
                      <div key={at} className="flex items-end gap-2">
                        <FormField className="flex-1" label={t('form.choice', { number: at + 1 })} value={option} maxLength={MAX_CHOICE_TEXT}
                          autoComplete="off" disabled={disabled} onChange={(event) => setOption(index, at, event.target.value)} />
                        <Button variant="ghost" size="sm" disabled={disabled || question.options.length <= 2}
                          aria-label={t('form.removeChoice', { number: at + 1 })} onClick={() => removeOption(index, at)}>
                          ✕
                        </Button>
                      </div>
                    ))}
                    {field('options') ? (
                      <p id={`${id}-${index}-options`} className="text-sm font-medium text-red-700">
                        {field('options')}
                      </p>
                    ) : null}
                    {question.options.length < MAX_QUESTION_CHOICES ? (
                      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => change(index, { options: [...question.options, ''] })}>
                        {t('form.addChoice')}
                      </Button>
                    ) : null}
                  </fieldset>
                ) : null}

                {question.kind === 'yesno' ? (
                  <SelectField label={t('form.wanted')} value={question.wanted} disabled={disabled} error={field('wanted')}
                    onChange={(event) => change(index, { wanted: event.target.value })} className="sm:max-w-xs">
                    <option value="">{t('form.wantedNone')}</option>
                    <option value="yes">{t('jobs-answers:answer.yes')}</option>
                    <option value="no">{t('jobs-answers:answer.no')}</option>
                  </SelectField>
                ) : null}
                {question.kind === 'number' ? (
                  <FormField label={t('form.wantedLeast')} hint={t('form.wantedLeastHint')} inputMode="decimal" autoComplete="off"
                    value={question.wanted} disabled={disabled} error={field('wanted')} className="sm:max-w-xs"
                    onChange={(event) => change(index, { wanted: event.target.value })} />
                ) : null}
                {question.kind === 'choice' ? (
                  <SelectField label={t('form.wanted')} value={choices.includes(question.wanted) ? question.wanted : ''} disabled={disabled}
                    error={field('wanted')} onChange={(event) => change(index, { wanted: event.target.value })} className="sm:max-w-xs">
                    <option value="">{t('form.wantedNone')}</option>
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </SelectField>
                ) : null}
                {question.kind === 'text' ? <p className="text-sm text-gray-600">{t('form.textNoWanted')}</p> : null}

                <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-3">
                  <Button variant="ghost" size="sm" disabled={disabled || index === 0} aria-label={t('form.up', { number })} onClick={() => move(index, -1)}>
                    ↑
                  </Button>
                  <Button variant="ghost" size="sm" disabled={disabled || index === questions.length - 1} aria-label={t('form.down', { number })}
                    onClick={() => move(index, 1)}>
                    ↓
                  </Button>
                  <Button variant="ghost" size="sm" className="ml-auto" disabled={disabled} onClick={() => onChange(questions.filter((_, at) => at !== index))}>
                    {t('form.remove', { number })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {questions.length < MAX_QUESTIONS ? (
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange([...questions, blankQuestion()])}>
          {t('form.add')}
        </Button>
      ) : null}
    </div>
  );
}
