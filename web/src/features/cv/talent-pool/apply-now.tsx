/**
 * The form of the header's 'Apply Now' dialog, for app/ to place in it. It comes in the dialog's
 * own chunk, which the header fetches when the dialog first opens (app/lazy-overlay.tsx:
 * a failed fetch is a toast there, never a broken page), so every page's first load stays light.
 * The form's texts are fetched then too; until they come, the dialog says it is loading.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import Form, { type ApplyNowFormProps } from '@/features/cv/talent-pool/apply-form';

export function ApplyNowForm(props: ApplyNowFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-center text-gray-600">
          {t('loading.content')}
        </p>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
