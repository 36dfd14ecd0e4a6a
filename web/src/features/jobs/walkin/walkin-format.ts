/**
 * How a walk-in interview is written and checked: its day and window in the reader's language
 * (the app's own formatting code, the same in the server's drawing and the browser), whether it is
 * over, and the job form's draft of it with the server's rules (internal/jobportal/walkin.go).
 */
import type { TFunction } from '@/i18n/core';
import { sriLankaInstant, writeTimeSpan } from '@/lib/intl-time';
import { addDays } from '@/lib/format';
import { MAX_CLOSING_DAYS } from '@/features/jobs/format';
import type { Job, WalkIn } from '@/features/jobs/types';

export const MAX_WALKIN_ADDRESS = 300;
export const MAX_WALKIN_DOCUMENTS = 1000;
export const MAX_QUICK_NOTE = 500;
export const MAX_QUICK_NAME = 100;

/** The walk-in's day and hours, such as "Saturday, 5 Dec 2026, 09:00–13:00", or '' when unreadable. */
export function writeWalkInTime(walkIn: WalkIn, language: string): string {
  const start = sriLankaInstant(walkIn.date, walkIn.startTime);
  const end = sriLankaInstant(walkIn.date, walkIn.endTime);
  if (!start || !end) return '';
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
  return writeTimeSpan(new Date(start), minutes, language);
}

/** Whether the walk-in has ended at the instant now. */
export function walkInOver(walkIn: WalkIn, now: Date): boolean {
  const end = sriLankaInstant(walkIn.date, walkIn.endTime);
  return end !== null && Date.parse(end) <= now.getTime();
}

/** The job form's part of walk-ins and of applying without a CV. */
export interface WalkInDraft {
  allowsApplyWithoutCV: boolean;
  isWalkIn: boolean;
  walkIn: WalkIn;
}

export const emptyWalkIn: WalkIn = { date: '', startTime: '09:00', endTime: '13:00', address: '', documents: '', rsvp: true };

/** The draft of a job being edited: its poster's last edit, else the job itself. */
export function walkInDraftOf(job: Job | null): WalkInDraft {
  const draft = job ? { ...job, ...(job.change ?? {}) } : null;
  const walkIn = draft?.walkIn ?? null;
  return {
    allowsApplyWithoutCV: Boolean(draft?.allowsApplyWithoutCV),
    isWalkIn: walkIn !== null,
    walkIn: walkIn ? { ...walkIn } : { ...emptyWalkIn },
  };
}

function chars(value: string): number {
  return Array.from(value).length;
}

/**
 * The draft's problems by the server's field names (walkIn.date, walkIn.endTime...): the date
 * from today to MAX_CLOSING_DAYS ahead (one the job has already may stay), an end after the start,
 * an address.
 */
export function walkInProblems(draft: WalkInDraft, t: TFunction, today: string, kept?: WalkIn | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!draft.isWalkIn) return out;
  const w = draft.walkIn;
  const unchanged = kept && JSON.stringify(kept) === JSON.stringify(w);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(w.date)) out['walkIn.date'] = t('form.errors.dateRequired');
  else if (!unchanged && w.date < today) out['walkIn.date'] = t('form.errors.datePast');
  else if (!unchanged && w.date > addDays(today, MAX_CLOSING_DAYS)) out['walkIn.date'] = t('form.errors.dateTooFar', { count: MAX_CLOSING_DAYS });
  const clock = /^\d{2}:\d{2}$/;
  if (!clock.test(w.startTime)) out['walkIn.startTime'] = t('form.errors.timeRequired');
  if (!clock.test(w.endTime)) out['walkIn.endTime'] = t('form.errors.timeRequired');
  else if (clock.test(w.startTime) && w.endTime <= w.startTime) out['walkIn.endTime'] = t('form.errors.endAfterStart');
  const address = w.address.trim();
  if (address === '') out['walkIn.address'] = t('form.errors.addressRequired');
  else if (chars(address) > MAX_WALKIN_ADDRESS) out['walkIn.address'] = t('form.errors.tooLong', { count: MAX_WALKIN_ADDRESS });
  if (chars(w.documents.trim()) > MAX_WALKIN_DOCUMENTS) out['walkIn.documents'] = t('form.errors.tooLong', { count: MAX_WALKIN_DOCUMENTS });
  return out;
}

/** The job's fields the draft gives: the walk-in trimmed, or null for none. */
export function walkInInput(draft: WalkInDraft, applyOnSite: boolean): Pick<Job, 'allowsApplyWithoutCV' | 'walkIn'> {
  const w = draft.walkIn;
  return {
    allowsApplyWithoutCV: applyOnSite && draft.allowsApplyWithoutCV,
    walkIn: draft.isWalkIn
      ? { date: w.date, startTime: w.startTime, endTime: w.endTime, address: w.address.trim(), documents: w.documents.trim(), rsvp: w.rsvp }
      : null,
  };
}

/** A Sri Lankan phone number as the server takes it (077 123 4567, +94 77 123 4567, 011 234 5678). */
export function isSriLankanPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[0-9 ()-]+$/.test(text)) return false;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('0094')) digits = '0' + digits.slice(4);
  else if (digits.startsWith('94') && digits.length === 11) digits = '0' + digits.slice(2);
  return digits.length === 10 && digits[0] === '0' && digits[1] !== '0';
}
