import { JobNotFound } from '../components/job-not-found';

/** /job/:jobId/full-details and /job/:jobId/:jobSlug/full-details. No job is published yet. */
export default function JobFullDetailsPage() {
  return <JobNotFound />;
}
