import { useTranslation } from '@/i18n/react';
import type { ApplicationStatus, Job } from '@/features/jobs/types';
import '@/i18n/dashboard-texts';
import '@/features/jobs/texts';

const tones = {
  amber: 'border-amber-300 bg-amber-50 text-amber-900',
  green: 'border-green-300 bg-green-50 text-green-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  grey: 'border-gray-300 bg-gray-100 text-gray-800',
  blue: 'border-sky-300 bg-sky-50 text-sky-900',
  violet: 'border-violet-300 bg-violet-50 text-violet-900',
} as const;

const dots: Record<keyof typeof tones, string> = {
  amber: 'bg-amber-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-gray-500',
  blue: 'bg-sky-600',
  violet: 'bg-violet-600',
};

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[tone]}`} />
      {children}
    </span>
  );
}

/**
 * A job's state in colour and in words: pending (amber), approved (green; grey once its closing
 * date has passed) and rejected (red).
 */
export function JobStatusBadge({ job }: { job: Pick<Job, 'status' | 'expired'> }) {
  const { t } = useTranslation('dashboard');
  if (job.status === 'approved' && job.expired) return <Badge tone="grey">{t('jobStatus.closed')}</Badge>;
  if (job.status === 'approved') return <Badge tone="green">{t('jobStatus.approved')}</Badge>;
  if (job.status === 'rejected') return <Badge tone="red">{t('jobStatus.rejected')}</Badge>;
  return <Badge tone="amber">{t('jobStatus.pending')}</Badge>;
}

const applicationTones: Record<ApplicationStatus, keyof typeof tones> = {
  submitted: 'grey',
  reviewed: 'blue',
  shortlisted: 'violet',
  interview: 'violet',
  offered: 'amber',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'grey',
};

/** An application's state in colour and in words. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation(['dashboard', 'jobs']);
  return <Badge tone={applicationTones[status] ?? 'grey'}>{t(`jobs:applicationStatus.${status}`, { defaultValue: status })}</Badge>;
}
