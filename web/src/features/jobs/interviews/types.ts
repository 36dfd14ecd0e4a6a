/** Interviews of applications, as docs/openapi.yaml describes them (tag Interviews). */

export type InterviewKind = 'in_person' | 'phone' | 'video';
export type InterviewState = 'proposed' | 'change_requested' | 'booked' | 'cancelled';

export const INTERVIEW_KINDS: readonly InterviewKind[] = ['in_person', 'phone', 'video'];

/** The most times one proposal holds, and the lengths the form offers, in minutes. */
export const MAX_INTERVIEW_TIMES = 5;
export const INTERVIEW_LENGTHS: readonly number[] = [15, 30, 45, 60, 90, 120];

export interface InterviewSlot {
  id: number;
  start: string;
  minutes: number;
}

export interface Interview {
  id: number;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  companyName: string;
  applicantName: string;
  kind: InterviewKind;
  address: string;
  link: string;
  note: string;
  state: InterviewState;
  slots: InterviewSlot[];
  booked: InterviewSlot | null;
  changeNote: string;
  cancelledBy: '' | 'employer' | 'applicant';
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface InterviewProposal {
  kind: InterviewKind;
  address: string;
  link: string;
  note: string;
  slots: { start: string; minutes: number }[];
  /** The open interview's version when proposing again or rescheduling; 0 for a new one. */
  version: number;
}

/**
 * The interview of an application that is still to happen or to be agreed, else the latest one
 * (cancelled, or over), else null: the one the screens show.
 */
export function currentInterview(list: readonly Interview[], now = Date.now()): Interview | null {
  const open = list.find(
    (item) =>
      item.state === 'proposed' ||
      item.state === 'change_requested' ||
      (item.state === 'booked' && item.booked !== null && new Date(item.booked.start).getTime() + item.booked.minutes * 60_000 > now),
  );
  return open ?? list[0] ?? null;
}

/** Whether the employer's next proposal changes this interview rather than making another. */
export function isOpen(interview: Interview | null, now = Date.now()): boolean {
  if (!interview) return false;
  if (interview.state === 'proposed' || interview.state === 'change_requested') return true;
  return interview.state === 'booked' && interview.booked !== null && new Date(interview.booked.start).getTime() + interview.booked.minutes * 60_000 > now;
}
