import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import type { ScreeningQuestion } from '@/features/jobs/types';
import { answerProblems, cleanQuestions, questionProblems, readNumber, toReplies } from './questions';
import './texts';
import '@/features/jobs/answers/texts';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'jobs-screening', ...options });
const ta = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'jobs-answers', ...options });

const licence: ScreeningQuestion = { kind: 'yesno', text: 'Do you hold a licence?', required: true, options: [], wanted: 'yes' };
const years: ScreeningQuestion = { kind: 'number', text: 'Years of driving?', required: false, options: [], wanted: '3' };
const shift: ScreeningQuestion = { kind: 'choice', text: 'Which shift?', required: false, options: ['Day', 'Night'], wanted: '' };

describe('screening questions', () => {
  it('finds what the server would refuse, by its field names', () => {
    const problems = questionProblems(
      [
        { ...licence, text: '  ' },
        { ...shift, options: ['Day', ' '] },
        { ...shift, options: ['Day', 'day'] },
        { ...years, wanted: 'three' },
        { ...shift, wanted: 'Evening' },
      ],
      t,
    );
    expect(problems).toEqual({
      'screeningQuestions.0.text': 'Write question 1, or remove it.',
      'screeningQuestions.1.options': 'Question 2 needs at least 2 choices.',
      'screeningQuestions.2.options': 'Question 3 has the same choice twice.',
      'screeningQuestions.3.wanted': 'The least number wanted for question 4 must be a number.',
      'screeningQuestions.4.wanted': 'The wanted answer to question 5 must be one of its choices.',
    });
    expect(questionProblems([licence, years, shift], t)).toEqual({});
    expect(questionProblems(Array.from({ length: 11 }, () => licence), t).screeningQuestions).toBe('A job may ask at most 10 questions.');
  });

  it('sends questions trimmed, options only on choices and no wanted answer on text', () => {
    expect(
      cleanQuestions([
        { ...shift, text: '  Which   shift? ', options: [' Day ', '', 'Night'] },
        { kind: 'text', text: 'Routes?', required: false, options: ['x'], wanted: 'x' },
      ]),
    ).toEqual([
      { ...shift, text: 'Which shift?', options: ['Day', 'Night'] },
      { kind: 'text', text: 'Routes?', required: false, options: [], wanted: '' },
    ]);
  });

  it('checks answers by kind and sends those given by place', () => {
    expect(answerProblems([licence, years, shift], ['', 'many', ''], ta)).toEqual({
      'answers.0': 'This question is required: please answer it.',
      'answers.1': 'Answer with a number, such as 3 or 2.5.',
    });
    expect(answerProblems([licence, years], ['yes', '2.5'], ta)).toEqual({});
    expect(toReplies(['yes', ' ', ' Night '])).toEqual([
      { question: 0, answer: 'yes' },
      { question: 2, answer: 'Night' },
    ]);
    expect(readNumber('1,500')).toBe(1500);
    expect(readNumber('1e3')).toBeNull();
  });
});
