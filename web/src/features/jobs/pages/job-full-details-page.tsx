import { JobPage } from '../components/job-page';

/** /job/:jobId/full-details and /job/:jobId/:jobSlug/full-details: every detail of the job. */
export default function JobFullDetailsPage() {
  return <JobPage mode="full" />;
}
