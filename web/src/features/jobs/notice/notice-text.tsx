import { useTranslation } from '@/i18n/react';
import '@/features/jobs/notice/texts';

/**
 * "Text of the notice": the flyer's printed words as OCR read them, under the flyer on the job's
 * page, as real text that screen readers read and search engines index (the server draws it with
 * the rest of the page). Nothing is shown until the text has been read.
 */
export function NoticeText({ text }: { text: string | undefined }) {
  const { t } = useTranslation('jobs-notice');
  if (!text || !text.trim()) return null;
  return (
    <section aria-labelledby="notice-text-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="notice-text-heading" className="text-lg font-semibold text-gray-900">
        {t('section.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('section.note')}</p>
      <p className="mt-3 break-words whitespace-pre-line text-gray-800" data-testid="notice-text">
        {text}
      </p>
    </section>
  );
}
