import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppDispatch } from '@/app/hooks';
import { FormMessage } from '@/components/ui/form-field';
import { JobForm } from '@/features/jobs/dashboard/job-form';
import { jobPath } from '@/features/jobs/format';
import { createAdminJob, JOB_MESSAGES } from '@/features/jobs/jobs-thunks';
import type { Job } from '@/features/jobs/types';
import { fallbackFailure } from '@/lib/api-error';
import '@/i18n/dashboard-texts';

/** SPEC section 2: the alert after an admin posts a job. */
export const JOB_POSTED_ALERT = 'Job posted successfully!';

/** An admin posts a job (POST /jobs/admin): it is public at once, and SPEC's alert confirms it. */
export function AdminPostJob({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [posted, setPosted] = useState<Job | null>(null);
  return (
    <section aria-labelledby="post-job-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="post-job-title" className="text-lg font-semibold text-gray-900">
        {t('postJob.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{t('postJob.introAdmin')}</p>
      {posted ? (
        <FormMessage tone="success" className="mb-5">
          <p>
            {t('postJob.postedAdmin', { title: posted.title })}{' '}
            <Link to={jobPath(posted)} className="font-medium underline underline-offset-2">
              {t('postJob.viewJob')}
            </Link>
          </p>
        </FormMessage>
      ) : null}
      <JobForm
        mode="admin"
        onSubmit={async (body, onProgress) => {
          setPosted(null);
          const result = await dispatch(createAdminJob({ body, onProgress }));
          if (createAdminJob.fulfilled.match(result)) {
            setPosted(result.payload.value);
            onPosted();
            window.alert(JOB_POSTED_ALERT);
            return { ok: true };
          }
          return { ok: false, failure: result.payload ?? fallbackFailure(JOB_MESSAGES.createJobFailed) };
        }}
      />
    </section>
  );
}
