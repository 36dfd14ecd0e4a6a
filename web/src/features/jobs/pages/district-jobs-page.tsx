/** /jobs/district/{slug}: the jobs of one district (GET /jobs/location/{l}). */
import { useParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { JobsLanding, JobsLandingNotFound } from '@/features/jobs/components/jobs-landing';
import { districtBySlug, landingQuery } from '@/features/jobs/landing';
import { fetchDistrictJobs } from '@/features/jobs/jobs-thunks';
import { useJobText } from '@/features/jobs/use-job-text';
import { browsePath } from '@/lib/job-filter-params';
import { jobDistrictPath, slugOf } from '@/lib/paths';

export default function DistrictJobsPage() {
  const { district: slug } = useParams();
  const dispatch = useAppDispatch();
  const text = useJobText();
  const district = districtBySlug(slug);
  if (!district) return <JobsLandingNotFound />;
  const name = text.location({ location: district, country: '' });
  return (
    <JobsLanding
      title={text.t('landing.districtTitle', { district: name })}
      intro={text.t('landing.districtIntro', { district: name })}
      path={jobDistrictPath(district)}
      browsePath={browsePath({ location: district })}
      load={(page) => dispatch(fetchDistrictJobs({ district: slugOf(district), query: landingQuery(page) }))}
    />
  );
}
