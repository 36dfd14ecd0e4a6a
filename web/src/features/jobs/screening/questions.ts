/**
 * Screening questions without any screen: a blank question, the checks the server makes
 * (internal/jobportal/screening.go), and what is sent.
 */
import type { TFunction } from '@/i18n/core';
import {
  MAX_CHOICE_TEXT,
  MAX_QUESTION_CHOICES,
  MAX_QUESTION_TEXT,
  MAX_QUESTIONS,
  MAX_TEXT_ANSWER,
  type Job,
  type QuestionKind,
  type ScreeningQuestion,
  type ScreeningReply,
} from '@/features/jobs/types';

/** A new question of a kind: preferred, no wanted answer; a choice starts with two blank options. */
export function blankQuestion(kind: QuestionKind = 'yesno'): ScreeningQuestion {
  return { kind, text: '', required: false, options: kind === 'choice' ? ['', ''] : [], wanted: '' };
}

/** The questions an edit starts from: those of the change waiting for review, else the job's. */
export function draftQuestions(job: Job): ScreeningQuestion[] {
  const questions = job.change?.screeningQuestions ?? job.screeningQuestions ?? [];
  return questions.map((question) => ({ ...question, options: [...question.options] }));
}

function squeeze(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A number as applicants and posters write it (commas ignored), or null. */
export function readNumber(value: string): number | null {
  const text = value.trim().replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && Math.abs(number) <= 1_000_000_000 ? number : null;
}

/** The questions as sent: trimmed, options only on choices, no wanted answer on text. */
export function cleanQuestions(questions: readonly ScreeningQuestion[]): ScreeningQuestion[] {
  return questions.map((question) => ({
    kind: question.kind,
    text: squeeze(question.text),
    required: question.required,
    options: question.kind === 'choice' ? question.options.map(squeeze).filter(Boolean) : [],
    wanted: question.kind === 'text' ? '' : squeeze(question.wanted),
  }));
}

/**
 * The problems of questions, by the server's field names (screeningQuestions.N.text, .options,
 * .wanted); empty when they can be sent.
 */
export function questionProblems(questions: readonly ScreeningQuestion[], t: TFunction): Record<string, string> {
  const problems: Record<string, string> = {};
  if (questions.length > MAX_QUESTIONS) problems.screeningQuestions = t('form.tooMany', { count: MAX_QUESTIONS });
  cleanQuestions(questions).forEach((question, index) => {
    const field = (name: string) => `screeningQuestions.${index}.${name}`;
    const number = index + 1;
    if (!question.text) problems[field('text')] = t('form.textRequired', { number });
    else if (Array.from(question.text).length > MAX_QUESTION_TEXT) problems[field('text')] = t('form.textTooLong', { number, max: MAX_QUESTION_TEXT });
    if (question.kind === 'choice') {
      const lower = question.options.map((option) => option.toLowerCase());
      if (question.options.length < 2) problems[field('options')] = t('form.fewChoices', { number });
      else if (question.options.length > MAX_QUESTION_CHOICES) problems[field('options')] = t('form.manyChoices', { number, max: MAX_QUESTION_CHOICES });
      else if (question.options.some((option) => Array.from(option).length > MAX_CHOICE_TEXT)) problems[field('options')] = t('form.choiceTooLong', { number, max: MAX_CHOICE_TEXT });
      else if (new Set(lower).size !== lower.length) problems[field('options')] = t('form.sameChoice', { number });
      if (question.wanted && !question.options.includes(question.wanted)) problems[field('wanted')] = t('form.wantedChoice', { number });
    }
    if (question.kind === 'number' && question.wanted && readNumber(question.wanted) === null) {
      problems[field('wanted')] = t('form.wantedNumber', { number });
    }
  });
  return problems;
}

/** The problems of an applicant's answers, by place (answers.N); empty when they can be sent. */
export function answerProblems(questions: readonly ScreeningQuestion[], answers: readonly string[], t: TFunction): Record<string, string> {
  const problems: Record<string, string> = {};
  questions.forEach((question, index) => {
    const answer = squeeze(answers[index] ?? '');
    const field = `answers.${index}`;
    if (!answer) {
      if (question.required) problems[field] = t('answer.required');
      return;
    }
    if (question.kind === 'number' && readNumber(answer) === null) problems[field] = t('answer.number');
    if (question.kind === 'text' && Array.from(answer).length > MAX_TEXT_ANSWER) problems[field] = t('answer.tooLong', { max: MAX_TEXT_ANSWER });
  });
  return problems;
}

/** The answers as sent: those given, each naming its question's place. */
export function toReplies(answers: readonly string[]): ScreeningReply[] {
  return answers.flatMap((answer, question) => (squeeze(answer) ? [{ question, answer: squeeze(answer) }] : []));
}
