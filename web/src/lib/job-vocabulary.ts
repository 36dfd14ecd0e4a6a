/**
 * The job vocabulary of SPEC section 9 and the job list query (GET /jobs), shared by every screen
 * that writes the job filter in the address (lib/job-filter-params): the header search, the home
 * page, the companies strip and the jobs area. What the values are called on screen is the jobs
 * area's (its locales, through use-job-text).
 */

export const JOB_TYPES = ['Full Time Jobs', 'Part Time Jobs', 'Remote Jobs', 'Freelance', 'Temporary'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const MAIN_TOPICS = ['Government Jobs', 'Private Jobs', 'International Jobs'] as const;
export type MainTopic = (typeof MAIN_TOPICS)[number];

/** Sub-topics of each main topic, as the server lists them (DESIGN section 5). */
export const SUB_TOPICS: Readonly<Record<MainTopic, readonly string[]>> = {
  'Government Jobs': ['Ministries', 'Provincial Councils', 'Teaching', 'Health Services', 'Semi-Government'],
  'Private Jobs': [
    'IT and Software',
    'Accounting and Finance',
    'Banking and Insurance',
    'Sales and Marketing',
    'Engineering',
    'Hospitality and Tourism',
    'Health',
    'Education',
    'Apparel',
    'Logistics',
    'BPO',
  ],
  'International Jobs': ['Middle East', 'Europe', 'East Asia', 'Australia and New Zealand', 'Maldives'],
};

export const SORT_FIELDS = ['posted_date', 'salary', 'relevance', 'views'] as const;
export type JobSortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const DATE_POSTED_WINDOWS = ['24h', '7d', '30d'] as const;
export type DatePosted = '' | (typeof DATE_POSTED_WINDOWS)[number];

/** Jobs per page (SPEC section 9). */
export const JOBS_PER_PAGE = 10;

export interface JobQuery {
  q?: string;
  search?: string;
  jobType?: string;
  location?: string;
  company?: number;
  minSalary?: number;
  maxSalary?: number;
  currency?: string;
  experienceLevel?: string;
  mainTopics?: string[];
  subTopics?: string[];
  datePosted?: DatePosted;
  /** Only jobs with a walk-in interview that has not ended. */
  walkIn?: boolean;
  sortBy?: JobSortField;
  sortOrder?: SortOrder;
  page?: number;
  limit?: number;
}
