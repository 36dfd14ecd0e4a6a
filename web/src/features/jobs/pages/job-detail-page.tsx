import { JobNotFound } from '../components/job-not-found';

/** /job/:jobId and /job/:jobId/:jobSlug. No job has been published yet, so none is found. */
export default function JobDetailPage() {
  return <JobNotFound />;
}
