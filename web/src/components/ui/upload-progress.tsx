import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';

/** How much of an upload has gone, as a bar and in words (announced as it moves). */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation('ui');
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm text-gray-700">
        <span>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('upload.percent', { value })}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-teal-700 transition-[width] duration-150 motion-reduce:transition-none" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
