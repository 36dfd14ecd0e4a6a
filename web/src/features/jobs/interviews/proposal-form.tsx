import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { toApiFailure } from '@/lib/api-error';
import { sriLankaDay } from '@/lib/intl';
import { sriLankaInstant } from '@/lib/intl-time';
import { INTERVIEW_MESSAGES, proposeInterview } from '@/features/jobs/interviews/interview-calls';
import {
  INTERVIEW_KINDS,
  INTERVIEW_LENGTHS,
  MAX_INTERVIEW_TIMES,
  type Interview,
  type InterviewKind,
} from '@/features/jobs/interviews/types';
import '@/features/jobs/interviews/texts';

interface TimeRow {
  key: number;
  day: string;
  start: string;
  minutes: number;
}

function tomorrow(): string {
  const day = sriLankaDay(new Date(Date.now() + 24 * 3600_000));
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

type Errors = Record<string, string>;

interface ProposalFormProps {
  applicationId: number;
  applicantName: string;
  /** The open interview the proposal changes (new times, or a reschedule), or null for a new one. */
  open: Interview | null;
  onSaved: (interview: Interview) => void;
  onClose: () => void;
}

/**
 * The employer's proposal of an interview: how it is held (an address in person, a link by
 * video), a note, and one to five times on Sri Lanka's clock. Errors show beside their fields,
 * the server's too; the button is off while sending, so a second click sends nothing.
 */
export function ProposalForm({ applicationId, applicantName, open, onSaved, onClose }: ProposalFormProps) {
  const { t } = useTranslation('jobs-interviews');
  const dispatch = useAppDispatch();
  const id = useId();
  const [kind, setKind] = useState<InterviewKind>(open?.kind ?? 'in_person');
  const [address, setAddress] = useState(open?.address ?? '');
  const [link, setLink] = useState(open?.link ?? '');
  const [note, setNote] = useState(open?.note ?? '');
  const [rows, setRows] = useState<TimeRow[]>([{ key: 1, day: tomorrow(), start: '10:00', minutes: 30 }]);
  const [nextKey, setNextKey] = useState(2);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const title = !open ? t('form.new') : open.state === 'booked' ? t('form.reschedule') : t('form.again');

  function check(): Errors {
    const found: Errors = {};
    if (kind === 'in_person' && address.trim() === '') found.address = t('form.errors.address');
    if (kind === 'video' && !/^https?:\/\/[^\s/]+/i.test(link.trim())) found.link = t('form.errors.link');
    const spans: { index: number; from: number; to: number }[] = [];
    rows.forEach((row, index) => {
      const instant = sriLankaInstant(row.day, row.start);
      if (!instant) {
        found[`slots.${index}`] = t('form.errors.time', { number: index + 1 });
        return;
      }
      const from = new Date(instant).getTime();
      if (from <= Date.now()) found[`slots.${index}`] = t('form.errors.past', { number: index + 1 });
      spans.push({ index, from, to: from + row.minutes * 60_000 });
    });
    spans.sort((a, b) => a.from - b.from);
    for (let i = 1; i < spans.length; i++) {
      const previous = spans[i - 1]!;
      const current = spans[i]!;
      if (current.from < previous.to && !found[`slots.${current.index}`]) {
        const [first, second] = [previous.index, current.index].sort((a, b) => a - b);
        found[`slots.${current.index}`] = t('form.errors.overlap', { first: first! + 1, second: second! + 1 });
      }
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const saved = await dispatch(
        proposeInterview({
          applicationId,
          proposal: {
            kind,
            address: kind === 'in_person' ? address.trim() : '',
            link: kind === 'video' ? link.trim() : '',
            note: note.trim(),
            slots: rows.map((row) => ({ start: sriLankaInstant(row.day, row.start)!, minutes: row.minutes })),
            version: open?.version ?? 0,
          },
        }),
      ).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('toast.proposed', { name: applicantName }) }));
      onSaved(saved.value);
    } catch (error) {
      const failure = toApiFailure(error, INTERVIEW_MESSAGES.proposeFailed);
      const fromServer: Errors = {};
      for (const problem of failure.fieldErrors) fromServer[problem.field] = problem.message;
      setErrors(fromServer);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('toast.proposeFailed') }));
    } finally {
      setSending(false);
    }
  }

  function changeRow(key: number, change: Partial<TimeRow>) {
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }

  function fieldProps(field: string) {
    const error = errors[field];
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    } as const;
  }

  function errorText(field: string) {
    const error = errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-red-700">
        {error}
      </p>
    ) : null;
  }

  return (
    <form aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-4 rounded-lg border border-teal-200 bg-teal-50/40 p-3 sm:p-4">
      <h5 id={`${id}-title`} className="font-semibold text-gray-900">
        {title}
      </h5>
      {open?.state === 'booked' ? <p className="text-sm text-amber-800">{t('form.rescheduleWarning')}</p> : null}

      <fieldset>
        <legend className="text-sm font-medium text-gray-900">{t('form.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {INTERVIEW_KINDS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
              <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} className="size-5 accent-teal-700" />
              {t(`kind.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'in_person' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-address`} className="text-sm font-medium text-gray-900">
            {t('form.address')}
          </label>
          <input
            id={`${id}-address`}
            value={address}
            maxLength={300}
            onChange={(event) => setAddress(event.target.value)}
            className={controlClasses(Boolean(errors.address), 'min-h-11')}
            {...fieldProps('address')}
          />
          <p className="text-sm text-gray-600">{t('form.addressHint')}</p>
          {errorText('address')}
        </div>
      ) : null}
      {kind === 'video' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-link`} className="text-sm font-medium text-gray-900">
            {t('form.link')}
          </label>
          <input
            id={`${id}-link`}
            type="url"
            inputMode="url"
            value={link}
            maxLength={500}
            onChange={(event) => setLink(event.target.value)}
            className={controlClasses(Boolean(errors.link), 'min-h-11')}
            {...fieldProps('link')}
          />
          <p className="text-sm text-gray-600">{t('form.linkHint')}</p>
          {errorText('link')}
        </div>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-900">{t('form.times')}</legend>
        <p className="text-sm text-gray-600">{t('form.timesHint')}</p>
        {errorText('slots')}
        {rows.map((row, index) => (
          <div key={row.key} role="group" aria-label={t('form.time', { number: index + 1 })} className="rounded-lg border border-gray-200 bg-white p-3">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_9rem_auto] sm:items-end">
              <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
                <label htmlFor={`${id}-day-${row.key}`} className="text-sm text-gray-800">
                  {t('form.day')}
                </label>
                <input
                  id={`${id}-day-${row.key}`}
                  type="date"
                  value={row.day}
                  onChange={(event) => changeRow(row.key, { day: event.target.value })}
                  className={controlClasses(Boolean(errors[`slots.${index}`]), 'min-h-11')}
                  {...fieldProps(`slots.${index}`)}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-start-${row.key}`} className="text-sm text-gray-800">
                  {t('form.start')}
                </label>
                <input
                  id={`${id}-start-${row.key}`}
                  type="time"
                  step={300}
                  value={row.start}
                  onChange={(event) => changeRow(row.key, { start: event.target.value })}
                  className={controlClasses(Boolean(errors[`slots.${index}`]), 'min-h-11')}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-length-${row.key}`} className="text-sm text-gray-800">
                  {t('form.length')}
                </label>
                <select
                  id={`${id}-length-${row.key}`}
                  value={row.minutes}
                  onChange={(event) => changeRow(row.key, { minutes: Number(event.target.value) })}
                  className={controlClasses(false, 'min-h-11')}
                >
                  {INTERVIEW_LENGTHS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {t('form.minutes', { count: minutes })}
                    </option>
                  ))}
                </select>
              </div>
              {rows.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="col-span-2 sm:col-span-1"
                  onClick={() => setRows((list) => list.filter((item) => item.key !== row.key))}
                >
                  {t('form.removeTime', { number: index + 1 })}
                </Button>
              ) : null}
            </div>
            {errorText(`slots.${index}`)}
          </div>
        ))}
        {rows.length < MAX_INTERVIEW_TIMES ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              const last = rows[rows.length - 1];
              setRows((list) => [...list, { key: nextKey, day: last?.day ?? tomorrow(), start: '14:00', minutes: last?.minutes ?? 30 }]);
              setNextKey((key) => key + 1);
            }}
          >
            {t('form.addTime')}
          </Button>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-gray-900">
          {t('form.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          className={controlClasses(Boolean(errors.note), 'py-2')}
          {...fieldProps('note')}
        />
        <p className="text-sm text-gray-600">{t('form.noteHint')}</p>
        {errorText('note')}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('form.sending') : t('form.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('form.close')}
        </Button>
      </div>
    </form>
  );
}
