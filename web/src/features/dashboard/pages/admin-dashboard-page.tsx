import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { logout } from '@/features/auth/auth-slice';
import { useAdminSession } from '@/features/auth/use-admin-session';
import { displayName } from '@/lib/display-name';
import { DISTRICTS, FOREIGN } from '@/lib/locations';
import { zodResolver } from '@/lib/zod-resolver';
import '@/i18n/dashboard-texts';

export const JOB_POSTED_ALERT = 'Job posted successfully!';

/** SPEC section 9. Values stay in English (they are data); the labels are translated. */
export const JOB_TYPES = ['Full Time Jobs', 'Part Time Jobs', 'Remote Jobs', 'Freelance', 'Temporary'] as const;
export const MAIN_TOPICS = ['Government Jobs', 'Private Jobs', 'International Jobs'] as const;

const JOB_TYPE_KEYS: Record<string, string> = {
  'Full Time Jobs': 'fullTime',
  'Part Time Jobs': 'partTime',
  'Remote Jobs': 'remote',
  Freelance: 'freelance',
  Temporary: 'temporary',
};

const TOPIC_KEYS: Record<string, string> = {
  'Government Jobs': 'government',
  'Private Jobs': 'private',
  'International Jobs': 'international',
};

export interface PostedJob {
  id: number;
  title: string;
  company: string;
  location: string;
  jobType: string;
  mainTopic: string;
  closingDate: string;
  description: string;
  postedAt: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * /dashboard: the admin or employer dashboard (SPEC section 2). Needs a stored 'token' and
 * 'user'; otherwise the visitor goes to /jp-admin.
 */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/jp-admin" replace />;
  const { user } = session;
  return <AdminDashboard name={displayName(user)} role={text(user.role)} username={text(user.username)} />;
}

function AdminDashboard({ name, role, username }: { name: string; role: string; username: string }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [jobs, setJobs] = useState<PostedJob[]>([]);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await dispatch(logout());
    navigate('/jp-admin', { replace: true });
  }

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="rounded-md bg-gray-100 px-2 py-1 text-xs font-semibold tracking-wide text-gray-700 uppercase">
              {t('admin.badge')}
            </span>
          </div>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={signingOut}>
            {signingOut ? t('admin.signingOut') : t('admin.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
        <section aria-labelledby="admin-welcome" className="rounded-2xl border border-gray-200 bg-white p-6">
          <h1 id="admin-welcome" className="text-2xl font-semibold tracking-tight text-gray-900">
            {t('admin.title')}
          </h1>
          <p className="mt-2 text-gray-700">{t('admin.signedInAs', { name })}</p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {username ? (
              <div>
                <dt className="text-gray-600">{t('admin.username')}</dt>
                <dd className="font-medium text-gray-900">{username}</dd>
              </div>
            ) : null}
            {role ? (
              <div>
                <dt className="text-gray-600">{t('admin.role')}</dt>
                <dd className="font-medium text-gray-900">{t(`admin.roles.${role}`, { defaultValue: role })}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PostJobForm onPosted={(job) => setJobs((current) => [job, ...current])} />
          <PostedJobs jobs={jobs} />
        </div>
      </main>
    </div>
  );
}

function PostJobForm({ onPosted }: { onPosted: (job: PostedJob) => void }) {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation('common');
  const schema = useMemo(
    () =>
      z.object({
        title: z.string().trim().min(1, t('postJob.errors.titleRequired')).max(150, t('postJob.errors.tooLong')),
        company: z.string().trim().min(1, t('postJob.errors.companyRequired')).max(120, t('postJob.errors.tooLong')),
        location: z.string().min(1, t('postJob.errors.locationRequired')),
        jobType: z.string().min(1, t('postJob.errors.jobTypeRequired')),
        mainTopic: z.string().min(1, t('postJob.errors.mainTopicRequired')),
        closingDate: z.string(),
        description: z.string().trim().min(20, t('postJob.errors.descriptionTooShort')).max(5000, t('postJob.errors.tooLong')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { title: '', company: '', location: '', jobType: '', mainTopic: '', closingDate: '', description: '' },
  });

  const onSubmit = handleSubmit((values) => {
    onPosted({ ...values, id: Date.now(), postedAt: new Date().toISOString() });
    window.alert(JOB_POSTED_ALERT);
    reset();
  });

  return (
    <section aria-labelledby="post-job-title" className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="post-job-title" className="text-lg font-semibold text-gray-900">
        {t('postJob.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('postJob.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <FormField label={t('postJob.fields.title')} error={errors.title?.message} {...register('title')} />
        <FormField label={t('postJob.fields.company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={t('postJob.fields.location')} error={errors.location?.message} {...register('location')}>
            <option value="">{t('postJob.choose')}</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {common(`location.${district}`)}
              </option>
            ))}
            <option value={FOREIGN}>{common('location.foreign')}</option>
          </SelectField>
          <SelectField label={t('postJob.fields.jobType')} error={errors.jobType?.message} {...register('jobType')}>
            <option value="">{t('postJob.choose')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobTypes.${JOB_TYPE_KEYS[type]}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('postJob.fields.mainTopic')} error={errors.mainTopic?.message} {...register('mainTopic')}>
            <option value="">{t('postJob.choose')}</option>
            {MAIN_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`mainTopics.${TOPIC_KEYS[topic]}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            label={`${t('postJob.fields.closingDate')} ${t('optional')}`}
            type="date"
            error={errors.closingDate?.message}
            {...register('closingDate')}
          />
        </div>
        <TextareaField
          label={t('postJob.fields.description')}
          rows={6}
          hint={t('postJob.descriptionHint')}
          error={errors.description?.message}
          {...register('description')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {t('postJob.submit')}
        </Button>
      </form>
    </section>
  );
}

function PostedJobs({ jobs }: { jobs: PostedJob[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: common } = useTranslation('common');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="posted-jobs-title" className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="posted-jobs-title" className="text-lg font-semibold text-gray-900">
        {t('postedJobs.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('postedJobs.intro')}</p>
      {jobs.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
          {t('postedJobs.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200">
          {jobs.map((job) => (
            <li key={job.id} className="py-3">
              <p className="font-medium text-gray-900">{job.title}</p>
              <p className="text-sm text-gray-700">
                {job.company} · {job.location === FOREIGN ? common('location.foreign') : common(`location.${job.location}`)} ·{' '}
                {t(`jobTypes.${JOB_TYPE_KEYS[job.jobType] ?? ''}`, { defaultValue: job.jobType })}
              </p>
              {job.closingDate ? (
                <p className="text-sm text-gray-600">
                  {t('postedJobs.closes', { date: dateFormat.format(new Date(`${job.closingDate}T00:00:00`)) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
