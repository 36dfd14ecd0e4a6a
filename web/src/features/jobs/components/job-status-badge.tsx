import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import type { JobStatus } from '@/features/jobs/types';

const TONES: Record<JobStatus, { box: string; dot: string }> = {
  pending: { box: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  approved: { box: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  rejected: { box: 'border-red-300 bg-red-50 text-red-900', dot: 'bg-red-600' },
};

/** A job's approval status in colour and in words (pending amber, approved green, rejected red). */
export function JobStatusBadge({ status, className = '' }: { status: JobStatus; className?: string }) {
  const { t } = useTranslation('jobs');
  const tone = TONES[status] ?? TONES.pending;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone.box} ${className}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
