/** /jobs/topic/{slug}: the jobs of a main topic or a sub-topic (GET /jobs/category/{c}). */
import { useParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { JobsLanding, JobsLandingNotFound } from '@/features/jobs/components/jobs-landing';
import { landingQuery, topicBySlug } from '@/features/jobs/landing';
import { fetchTopicJobs } from '@/features/jobs/jobs-thunks';
import { useJobText } from '@/features/jobs/use-job-text';
import { browsePath } from '@/lib/job-filter-params';
import { jobTopicPath, slugOf } from '@/lib/paths';

export default function TopicJobsPage() {
  const { topic: slug } = useParams();
  const dispatch = useAppDispatch();
  const text = useJobText();
  const topic = topicBySlug(slug);
  if (!topic) return <JobsLandingNotFound />;
  const name = topic.isMain ? text.topic(topic.name) : text.subTopic(topic.name);
  return (
    <JobsLanding
      title={text.t(topic.isMain ? 'landing.mainTopicTitle' : 'landing.subTopicTitle', { topic: name })}
      intro={text.t('landing.topicIntro', { topic: name })}
      path={jobTopicPath(topic.name)}
      browsePath={browsePath({ mainTopics: topic.main, subTopics: topic.isMain ? [] : [topic.name] })}
      load={(page) => dispatch(fetchTopicJobs({ topic: slugOf(topic.name), query: landingQuery(page) }))}
    />
  );
}

