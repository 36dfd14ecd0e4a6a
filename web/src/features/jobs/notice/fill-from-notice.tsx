import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { formatDate, formatSalary } from '@/lib/format';
import { toApiFailure } from '@/lib/api-error';
import { readJobNotice, JOB_MESSAGES } from '@/features/jobs/jobs-thunks';
import type { Channel, NoticeReading, NoticeSuggestions } from '@/features/jobs/types';
import '@/features/jobs/notice/texts';

/** The suggestions a poster may take, each shown and ticked on its own. */
export type NoticeField = 'title' | 'closingDate' | 'salary' | 'applyEmail' | 'applyUrl' | 'howToApply';

const FIELDS: readonly NoticeField[] = ['title', 'closingDate', 'salary', 'applyEmail', 'applyUrl', 'howToApply'];

/** The suggestions of `chosen` only: what the form fills in. */
export function chosenSuggestions(suggestions: NoticeSuggestions, chosen: ReadonlySet<NoticeField>): NoticeSuggestions {
  const out: NoticeSuggestions = {};
  if (chosen.has('title') && suggestions.title) out.title = suggestions.title;
  if (chosen.has('closingDate') && suggestions.closingDate) out.closingDate = suggestions.closingDate;
  if (chosen.has('salary')) {
    if (suggestions.salaryMin !== undefined) out.salaryMin = suggestions.salaryMin;
    if (suggestions.salaryMax !== undefined) out.salaryMax = suggestions.salaryMax;
    if (suggestions.currency) out.currency = suggestions.currency;
  }
  if (chosen.has('applyEmail') && suggestions.applyEmail) out.applyEmail = suggestions.applyEmail;
  if (chosen.has('applyUrl') && suggestions.applyUrl) out.applyUrl = suggestions.applyUrl;
  if (chosen.has('howToApply') && suggestions.howToApply) out.howToApply = suggestions.howToApply;
  return out;
}

interface FillFromNoticeProps {
  /** The flyer chosen in the form, not yet sent. */
  file: File;
  /** Who asks: a customer (general) or an admin. */
  channel: Channel;
  /** Fills the form with the values the poster ticked, and only those. */
  onApply: (values: NoticeSuggestions) => void;
  disabled?: boolean;
}

type Reading = { status: 'idle' } | { status: 'reading' } | { status: 'ready'; reading: NoticeReading } | { status: 'failed'; message: string };

/**
 * "Fill from the notice": once a flyer is chosen, reads its text (POST /jobs/notice) and offers
 * the job's title, closing date, salary and how to apply that it seems to give, each with a box
 * to tick. Nothing is filled in until the poster ticks values and confirms, and the job is sent
 * only by the form's own button.
 */
export function FillFromNotice({ file, channel, onApply, disabled = false }: FillFromNoticeProps) {
  const { t, i18n } = useTranslation('jobs-notice');
  const dispatch = useAppDispatch();
  const id = useId();
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const [chosen, setChosen] = useState<Set<NoticeField>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // Another flyer: what was read of the last one no longer applies.
    setReading({ status: 'idle' });
    setChosen(new Set());
    setProblem(null);
  }, [file]);

  async function read() {
    setReading({ status: 'reading' });
    setChosen(new Set());
    setProblem(null);
    try {
      const answer = await dispatch(readJobNotice({ file, channel })).unwrap();
      setReading({ status: 'ready', reading: answer });
    } catch (error) {
      const failure = toApiFailure(error, JOB_MESSAGES.readNoticeFailed);
      const message = failure.fromServer ? failure.message : t('fill.failed');
      setReading({ status: 'failed', message });
      dispatch(toastAdded({ type: 'error', message }));
    }
  }

  const language = i18n.language;
  const suggestions = reading.status === 'ready' ? reading.reading.suggestions : {};
  const shown = (field: NoticeField): string => {
    switch (field) {
      case 'title':
        return suggestions.title ?? '';
      case 'closingDate':
        return formatDate(suggestions.closingDate, language);
      case 'salary':
        return formatSalary(suggestions.salaryMin, suggestions.salaryMax, suggestions.currency ?? 'LKR', language, {
          from: (amount) => t('fill.salaryFrom', { amount }),
          upTo: (amount) => t('fill.salaryUpTo', { amount }),
        });
      case 'applyEmail':
        return suggestions.applyEmail ?? '';
      case 'applyUrl':
        return suggestions.applyUrl ?? '';
      case 'howToApply':
        return suggestions.howToApply ?? '';
    }
  };
  const offered = FIELDS.filter((field) => shown(field) !== '');

  function toggle(field: NoticeField, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
    setProblem(null);
  }

  function apply() {
    if (chosen.size === 0) {
      setProblem(t('fill.noneTicked'));
      return;
    }
    onApply(chosenSuggestions(suggestions, chosen));
    dispatch(toastAdded({ type: 'success', message: t('fill.applied') }));
    setChosen(new Set());
  }

  return (
    <div className="space-y-3 rounded-lg bg-gray-50 p-3" data-testid="fill-from-notice">
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {t('fill.hint')}
      </p>
      <Button
        variant="secondary"
        onClick={() => void read()}
        disabled={disabled || reading.status === 'reading'}
        aria-busy={reading.status === 'reading' || undefined}
        aria-describedby={`${id}-hint`}
      >
        {reading.status === 'ready' || reading.status === 'failed' ? t('fill.again') : t('fill.button')}
      </Button>
      <div aria-live="polite" className="space-y-3">
        {reading.status === 'reading' ? <p className="text-sm text-gray-700">{t('fill.reading')}</p> : null}
        {reading.status === 'failed' ? <FormMessage tone="error">{reading.message}</FormMessage> : null}
        {reading.status === 'ready' && offered.length === 0 ? <p className="text-sm text-gray-700">{t('fill.nothing')}</p> : null}
      </div>
      {reading.status === 'ready' && offered.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-gray-900">{t('fill.heading')}</legend>
          <p className="text-sm text-gray-700">{t('fill.choose')}</p>
          {offered.map((field) => (
            <label key={field} className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 text-sm text-gray-900 hover:bg-white">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-teal-700"
                checked={chosen.has(field)}
                onChange={(event) => toggle(field, event.target.checked)}
                disabled={disabled}
              />
              <span className="min-w-0">
                <span className="block font-medium">{t(`fill.fields.${field}`)}</span>
                <span className="block break-words text-gray-700">{shown(field)}</span>
              </span>
            </label>
          ))}
          {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
          <Button onClick={apply} disabled={disabled}>
            {t('fill.apply')}
          </Button>
        </fieldset>
      ) : null}
      {reading.status === 'ready' && reading.reading.text ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-teal-800">{t('fill.textRead')}</summary>
          <p className="break-words whitespace-pre-line text-gray-800">{reading.reading.text}</p>
        </details>
      ) : null}
    </div>
  );
}
