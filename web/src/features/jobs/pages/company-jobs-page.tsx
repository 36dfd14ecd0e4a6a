/** /jobs/company/{id}/{slug}: every public job of one company, paged (GET /jobs/company/{id}). */
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { JobsLanding, JobsLandingNotFound } from '@/features/jobs/components/jobs-landing';
import { companyIdOf, landingQuery } from '@/features/jobs/landing';
import { selectJobsState } from '@/features/jobs/jobs-slice';
import { fetchCompanyJobList } from '@/features/jobs/jobs-thunks';
import { useJobText } from '@/features/jobs/use-job-text';
import { browsePath } from '@/lib/job-filter-params';
import { companyJobsPath } from '@/lib/paths';

export default function CompanyJobsPage() {
  const { companyId, companySlug } = useParams();
  const dispatch = useAppDispatch();
  const text = useJobText();
  const { jobs } = useAppSelector(selectJobsState);
  const id = companyIdOf(companyId);
  if (id === null) return <JobsLandingNotFound />;
  // The company's name as its jobs carry it; a company with no open job is named by its page.
  const name = jobs.find((job) => job.companyId === id)?.companyName;
  return (
    <JobsLanding
      title={name ? text.t('landing.companyTitle', { company: name }) : text.t('landing.companyTitleUnnamed')}
      intro={text.t('landing.companyIntro')}
      path={companyJobsPath(id, companySlug)}
      browsePath={browsePath({ company: String(id) })}
      load={(page) => dispatch(fetchCompanyJobList({ companyId: id, query: landingQuery(page) }))}
    />
  );
}
