/**
 * The form of the header's 'Apply Now' dialog, for app/ to place in it. The form, its checks and
 * its texts are fetched when the dialog first opens, so every page's first load stays light.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import type { ApplyNowFormProps } from '@/features/cv/talent-pool/apply-form';

const Form = lazyWithTimeout<ApplyNowFormProps>(() => import('@/features/cv/talent-pool/apply-form'));

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
