/**
 * How to apply for a job, for whoever is looking: the apply button for a signed-in job seeker,
 * a way to sign in for visitors, a plain word for company and admin accounts (who cannot apply),
 * and the employer's email or link for jobs that take applications elsewhere.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/jobs/texts';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { useAdminSession } from '@/app/session/use-admin-session';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { isClosed } from '@/features/jobs/format';
import { useJobSeekerMarks } from '@/features/jobs/job-seeker';
import type { Job } from '@/features/jobs/types';
import { lazyOverlay } from '@/app/lazy-overlay';
import type { ApplyDialogProps } from './apply-dialog';
import { ExternalLinkIcon } from './job-icons';

// The application form, with the form and validation libraries it needs, was about half of a job
// page's code, and most readers of a job never apply: it is fetched once a job seeker who may
// apply is looking at the page (ApplyButton), so that it is there by the time they tap.
const ApplyDialog = lazyOverlay<Omit<ApplyDialogProps, 'open'>>(() => import('./apply-dialog'));

/** The apply button, which fetches the form's code as soon as it is shown. */
function ApplyButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  useEffect(() => {
    ApplyDialog.preload();
  }, []);
  return (
    <Button onClick={onClick} className="w-full">
      {children}
    </Button>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  // The job's page has two of these, one for phones and one beside the job on wide screens.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-2 flex flex-col gap-3 text-sm leading-6 text-gray-700">{children}</div>
    </section>
  );
}

export function ApplyPanel({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const marks = useJobSeekerMarks();
  const customer = useCustomerSession();
  const admin = useAdminSession();
  const status = marks.useApplicationStatus(job.id);
  const [open, setOpen] = useState(false);
  const isSeeker = customer.isLoggedIn && customer.user?.type !== 'company';
  marks.useLoadApplicationStatuses(isSeeker);

  if (job.status !== 'approved') {
    return (
      <Box title={t('apply.title')}>
        <p>{t('apply.notOpen')}</p>
      </Box>
    );
  }
  if (isClosed(job)) {
    return (
      <Box title={t('apply.title')}>
        <p>{t('apply.closed')}</p>
      </Box>
    );
  }

  if (job.applyMethod === 'email' && job.applyEmail) {
    const subject = encodeURIComponent(t('apply.emailSubject', { title: job.title }));
    return (
      <Box title={t('apply.byEmailTitle')}>
        <p>{t('apply.byEmailText')}</p>
        <a
          href={`mailto:${job.applyEmail}?subject=${subject}`}
          className={buttonClasses('primary', 'md', 'w-full break-all whitespace-normal')}
        >
          <MailIcon className="size-5 shrink-0" />
          {job.applyEmail}
        </a>
      </Box>
    );
  }

  if (job.applyMethod === 'link' && job.applyUrl) {
    return (
      <Box title={t('apply.byLinkTitle')}>
        <p>{t('apply.byLinkText')}</p>
        <a href={job.applyUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('apply.byLink')}
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">{t('apply.opensNewTab')}</span>
        </a>
      </Box>
    );
  }

  // The dialog outlives the apply button: once sent, the panel says so while the dialog thanks.
  const dialog = <ApplyDialog job={job} open={open} onClose={() => setOpen(false)} />;

  if (status) {
    return (
      <>
        <Box title={t('apply.title')}>
          <p className="flex items-center gap-2 font-medium text-green-800">
            <CheckCircleIcon className="size-5" />
            {t('apply.applied')}
          </p>
          <p>{t('apply.appliedStatus', { status: t(`applicationStatus.${status}`) })}</p>
          <Link to="/customer/dashboard" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('apply.dashboard')}
          </Link>
        </Box>
        {dialog}
      </>
    );
  }

  if (customer.isLoggedIn && customer.user?.type === 'company') {
    return (
      <Box title={t('apply.title')}>
        <p>{t('apply.companyAccount')}</p>
      </Box>
    );
  }

  if (!customer.isLoggedIn) {
    return (
      <Box title={admin ? t('apply.title') : t('apply.signInTitle')}>
        <p>{admin ? t('apply.adminAccount') : t('apply.signInText')}</p>
        <Link to="/customer/login" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('apply.signIn')}
        </Link>
        <Link to="/customer/register" className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('apply.register')}
        </Link>
      </Box>
    );
  }

  return (
    <>
      <Box title={t('apply.title')}>
        <p>{t('apply.intro', { company: job.companyName })}</p>
        <ApplyButton onClick={() => setOpen(true)}>{t('apply.button')}</ApplyButton>
      </Box>
      {dialog}
    </>
  );
}
