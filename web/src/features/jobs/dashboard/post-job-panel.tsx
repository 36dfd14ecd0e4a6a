import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { FormMessage } from '@/components/ui/form-field';
import { createJob, JOB_MESSAGES } from '@/features/jobs/jobs-thunks';
import type { Job } from '@/features/jobs/types';
import { JobForm } from '@/features/jobs/dashboard/job-form';
import '@/i18n/dashboard-texts';

/** The server's answer to a customer's new job, which waits for approval. */
const SUBMITTED_MESSAGE = 'Your job was submitted. It will be public once an admin approves it.';

/** A customer posts a job (POST /jobs); it waits for an admin's approval. */
export function PostJobPanel({ postingAs }: { postingAs: string | null }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [posted, setPosted] = useState<{ job: Job; message: string } | null>(null);
  const top = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="post-job-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="post-job-title" ref={top} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
        {t('postJob.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{t('postJob.intro')}</p>
      {posted ? (
        <FormMessage tone="success" className="mb-5">
          <p className="font-medium">{posted.message === SUBMITTED_MESSAGE || !posted.message ? t('postJob.submitted') : posted.message}</p>
          <p className="mt-1">
            {t('postJob.submittedNext', { title: posted.job.title })}{' '}
            <Link to={{ search: '?tab=jobs' }} className="font-medium underline underline-offset-2">
              {t('postJob.seeMyJobs')}
            </Link>
          </p>
        </FormMessage>
      ) : null}
      <JobForm
        mode="customer"
        postingAs={postingAs}
        onSubmit={async (body, onProgress) => {
          setPosted(null);
          const result = await dispatch(createJob({ body, onProgress }));
          if (createJob.fulfilled.match(result)) {
            setPosted({ job: result.payload.value, message: result.payload.message ?? '' });
            top.current?.scrollIntoView?.({ block: 'start' });
            top.current?.focus({ preventScroll: true });
            return { ok: true };
          }
          return { ok: false, failure: result.payload ?? fallbackFailure(JOB_MESSAGES.createJobFailed) };
        }}
      />
    </section>
  );
}
