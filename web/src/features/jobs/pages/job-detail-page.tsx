import { JobPage } from '../components/job-page';

/** /job/:jobId and /job/:jobId/:jobSlug: the job's summary, apply, save, share, similar jobs. */
export default function JobDetailPage() {
  return <JobPage mode="summary" />;
}
