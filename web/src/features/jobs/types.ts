/**
 * Job types: the Job JSON of the server (internal/jobportal/jobs.go, docs/openapi.yaml), the job
 * list state of SPEC section 3 and the applications of the Jobs issue.
 */

import type { DatePosted, JobQuery } from '@/lib/job-vocabulary';

// The vocabulary lives in lib/ as the address's filter needs it too; the jobs area's modules
// keep importing it from here.
export {
  JOB_TYPES,
  type JobType,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  MAIN_TOPICS,
  type MainTopic,
  SUB_TOPICS,
  SORT_FIELDS,
  type JobSortField,
  type SortOrder,
  DATE_POSTED_WINDOWS,
  type DatePosted,
  JOBS_PER_PAGE,
  type JobQuery,
} from '@/lib/job-vocabulary';

/** Currencies a salary may be given in (the server's list; LKR is the default). */
export const CURRENCIES = [
  'LKR', 'USD', 'EUR', 'GBP', 'AED', 'QAR', 'SAR', 'KWD', 'OMR', 'BHD', 'MVR',
  'AUD', 'NZD', 'CAD', 'SGD', 'MYR', 'JPY', 'KRW', 'ILS',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'LKR';

/** Approval flow (SPEC section 4 "Jobs"). */
export const JOB_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** How a person applies: on this site (CV upload), by email or through a link. */
export type ApplyMethod = 'site' | 'email' | 'link';

/** Limits of SPEC section 9 and of the server. */
export const RECENT_JOBS_LIMIT = 10;
export const RECENTLY_VIEWED_CAP = 10;
export const MAX_JOB_SUB_TOPICS = 5;
export const MAX_COVER_LETTER = 5000;
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_FLYER_BYTES = 5 * 1024 * 1024;
export const MAX_REJECTION_REASON = 500;

export interface PostedBy {
  kind: 'admin' | 'customer';
  id: number;
}

/** A job as the server sends it. */
export interface Job {
  id: number;
  title: string;
  slug: string;
  /** Plain text; line breaks are meant to be kept when shown. */
  description: string;
  requirements: string;
  /** The company account it is posted under; null when the employer is named only in words. */
  companyId: number | null;
  companyName: string;
  /** How soon the company answers its applicants, in days; only a single job's answer has it. */
  responseDays?: number;
  /** A district, or 'Foreign' (then `country` names the country). */
  location: string;
  country: string;
  jobType: string;
  experienceLevel: string;
  mainTopic: string;
  subTopics: string[];
  /** Whole monthly amounts in `currency`; either may be null. */
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  /** YYYY-MM-DD; open to the end of that day in Sri Lanka. */
  closingDate: string;
  /** ISO date-time: when it went public (or was submitted, while pending). */
  postedDate: string;
  status: JobStatus;
  rejectionReason: string;
  expired: boolean;
  applyMethod: ApplyMethod;
  applyEmail: string;
  applyUrl: string;
  /** The flyer: a /media/... path, or '' when there is none. */
  image: string;
  /** The text printed on the flyer, as OCR read it: only a single job's answer, once read. */
  noticeText?: string;
  views: number;
  applicationsCount: number;
  featured: boolean;
  hot: boolean;
  postedBy: PostedBy;
  /** The questions asked of those who apply on the site (left out by older answers). */
  screeningQuestions?: ScreeningQuestion[];
  /** Job seekers may apply with a name, phone, district and note instead of a CV. */
  allowsApplyWithoutCV?: boolean;
  /** The job's walk-in interview; null (or left out by older answers) when it has none. */
  walkIn?: WalkIn | null;
  /** Set by a keyword search: HTML whose only markup is <mark>. */
  snippet?: string;
  /**
   * The poster's change to an approved job, waiting for review (or rejected): only in answers
   * to the poster and to moderators. The job's own fields stay its public text meanwhile.
   */
  change?: JobChange;
  createdAt: string;
  updatedAt: string;
}

/** The fields of a job that a poster's change to an approved job holds (its text and flyer). */
export const JOB_CHANGE_FIELDS = [
  'title',
  'companyName',
  'location',
  'country',
  'jobType',
  'experienceLevel',
  'mainTopic',
  'subTopics',
  'salaryMin',
  'salaryMax',
  'currency',
  'description',
  'requirements',
  'applyMethod',
  'applyEmail',
  'applyUrl',
  'image',
  'screeningQuestions',
  'allowsApplyWithoutCV',
  'walkIn',
] as const;

export type JobChangeField = (typeof JOB_CHANGE_FIELDS)[number];

/** A poster's change to an approved job, kept apart from its public text until an admin decides. */
export type JobChange = Pick<Job, JobChangeField | 'slug'> & {
  status: 'pending' | 'rejected' | 'approved';
  rejectionReason: string;
  createdAt: string;
  updatedAt: string;
};

/** What a poster sends to create or replace a job (JSON, or the same fields as multipart). */
export interface JobInput {
  title: string;
  description: string;
  requirements?: string;
  /** Admins only: a company account's id. */
  companyId?: number | null;
  companyName?: string;
  location: string;
  country?: string;
  jobType: string;
  experienceLevel: string;
  mainTopic: string;
  subTopics?: string[];
  salaryMin?: number | null;
  salaryMax?: number | null;
  currency?: string;
  closingDate: string;
  applyMethod?: ApplyMethod;
  applyEmail?: string;
  applyUrl?: string;
  /** Admins only. */
  featured?: boolean;
  /** Admins only. */
  hot?: boolean;
  /** On a change: the job's updatedAt as the form read it (a job changed since is a 409). */
  updatedAt?: string;
  /** On a change: takes the flyer away. */
  removeImage?: boolean;
  /** At most MAX_QUESTIONS; left out, the job asks none. */
  screeningQuestions?: ScreeningQuestion[];
  allowsApplyWithoutCV?: boolean;
  /** Left out or null: no walk-in. */
  walkIn?: WalkIn | null;
}

/** A walk-in interview: a day, a window of time (24-hour, Sri Lanka time), an address. */
export interface WalkIn {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  startTime: string;
  endTime: string;
  address: string;
  documents: string;
  /** Job seekers may say they will come, and are reminded the day before. */
  rsvp: boolean;
}

/** A job seeker who said they will come to a walk-in (email and phone '' when hidden). */
export interface WalkInRSVP {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
}

/** An application without a CV (POST /jobs/{id}/apply-without-cv). */
export interface QuickApplicationInput {
  name: string;
  phone: string;
  district: string;
  note: string;
  answers?: ScreeningReply[];
}

/** The kinds of screening question. */
export const QUESTION_KINDS = ['yesno', 'number', 'choice', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The server's limits of screening questions (internal/jobportal/screening.go). */
export const MAX_QUESTIONS = 10;
export const MAX_QUESTION_TEXT = 200;
export const MAX_QUESTION_CHOICES = 10;
export const MAX_CHOICE_TEXT = 80;
export const MAX_TEXT_ANSWER = 300;

/**
 * A question a job asks applicants. A required one must be answered, and its wanted answer (if
 * any) is a knock-out; a preferred one may be left. `wanted`: 'yes' or 'no', the least number,
 * one of `options`, or '' for none (always '' for text).
 */
export interface ScreeningQuestion {
  kind: QuestionKind;
  text: string;
  required: boolean;
  options: string[];
  wanted: string;
}

/** A question as the job asked it, with the answer ('' when left) and whether it is the wanted one. */
export interface ScreeningAnswer extends ScreeningQuestion {
  answer: string;
  met: boolean | null;
}

/** An answer to the job's question at place `question` (from 0). */
export interface ScreeningReply {
  question: number;
  answer: string;
}

/** A job body: JSON fields, or a FormData (with the flyer under `image`) built by the caller. */
export type JobBody = JobInput | FormData;

/** The filters of the job list state (SPEC section 3). */
export interface SalaryRange {
  min: number | null;
  max: number | null;
}

export interface JobFilters {
  jobType: string;
  location: string;
  company: string;
  salaryRange: SalaryRange;
  experienceLevel: string;
  mainTopics: string;
  subTopics: string[];
  datePosted: DatePosted;
  /** Only jobs with a walk-in interview yet to come. */
  walkIn: boolean;
}

/** The simple job filter of SPEC section 3/5 (as strings, like the address keeps them). */
export interface SalaryFilter {
  minSalary: string;
  maxSalary: string;
  salaryFilterApplied: boolean;
}

/** Query parameters of GET /jobs and GET /jobs/search (the server refuses unknown ones). */
/** Kept for the other helper's naming: a job list query is a JobFilter. */
export type JobFilter = JobQuery;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A list answer reads data, total and totalPages (SPEC section 3), plus pagination. */
export interface JobListAnswer {
  data: Job[];
  total: number;
  totalPages: number;
  pagination: Pagination;
  /** A search's words with its misspelt ones corrected, when it found few jobs (GET /jobs/search). */
  didYouMean?: string;
}

/** A main topic or sub-topic with the number of public jobs in it (GET /jobs/topics). */
export interface TopicCount {
  name: string;
  slug: string;
  count: number;
  subTopics?: TopicCount[];
}

export interface JobCounts {
  total: number;
  pending: number;
  /** Live and expired. */
  approved: number;
  /** Approved and open: what visitors see. */
  live: number;
  expired: number;
  rejected: number;
  /** Approved jobs whose poster's edit waits for review. */
  changes: number;
  views: number;
}

export interface CustomerCounts {
  total: number;
  individual: number;
  company: number;
}

/** GET /jobs/dashboard: a customer's own jobs, or for an admin every job plus customer accounts. */
export interface DashboardCounts {
  jobs: JobCounts;
  customers?: CustomerCounts;
}

/** How many applications the pipeline reads at once, a page (the API's most). */
export const PIPELINE_PAGE = 100;

/**
 * The stages of the pipeline, in order, that an employer moves an application to: submitted is
 * shown as "Applied" and rejected as "Not selected". Withdrawn is the applicant's alone.
 */
export const APPLICATION_STAGES = ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STATUSES = [...APPLICATION_STAGES, 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationApplicant {
  id: number;
  name: string;
  email: string;
}

export interface CvFile {
  name: string;
  type: string;
  size: number;
  /** Downloads the file for those allowed to see it. */
  url: string;
}

export interface Application {
  id: number;
  jobId: number;
  jobTitle: string;
  jobSlug: string;
  companyName: string;
  applicant: ApplicationApplicant;
  coverLetter: string;
  phone: string;
  /** Sent without a CV: `cv` is empty; `givenName` and `district` are what was given. */
  withoutCv?: boolean;
  givenName?: string;
  district?: string;
  cv: CvFile;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

/** An application as the job's poster and admins see it, with their rating (1-5) and notes count. */
export interface EmployerApplication extends Application {
  rating: number | null;
  notesCount: number;
  /** The job's questions when it was sent, with the answers (left out by older answers). */
  screeningAnswers?: ScreeningAnswer[];
  /** Every wanted answer was given; null when no question wanted one. */
  screeningMet?: boolean | null;
  /** A required question's wanted answer was not given. */
  screeningKnockout?: boolean;
}

/** One status an application took, as its applicant sees it. */
export interface ApplicationEvent {
  status: ApplicationStatus;
  at: string;
}

/** An application as its applicant reads it: the job's state and the dates of each change. */
export interface MyApplication extends Application {
  jobStatus?: 'open' | 'closed';
  history?: ApplicationEvent[];
  /** The job's screening questions as asked, with the applicant's own answers ('' when left). */
  screeningAnswers?: MyScreeningAnswer[];
}

/** A screening question and the applicant's own answer, as the applicant reads it. */
export interface MyScreeningAnswer {
  kind: 'yesno' | 'number' | 'choice' | 'text';
  question: string;
  answer: string;
}

/** Who moved an application or wrote a note. */
export interface Mover {
  kind: 'customer' | 'admin';
  name: string;
}

/** One move of an application, as the employer's side sees it. */
export interface ApplicationMove extends ApplicationEvent {
  by: Mover | null;
  notified: boolean;
}

/** A private note of the employer's side on an application. */
export interface ApplicationNote {
  id: number;
  body: string;
  author: Mover;
  createdAt: string;
}

/** What a job's applications are narrowed by: a status and the applied days (YYYY-MM-DD). */
export interface ApplicationFilter {
  status?: ApplicationStatus | '';
  from?: string;
  to?: string;
  /** met, unmet, or knockout (knocked out and still at Applied). */
  screening?: ScreeningFilter | '';
  /** newest (the default) or screening (those meeting every wanted answer first). */
  sort?: 'newest' | 'screening' | '';
}

export type ScreeningFilter = 'met' | 'unmet' | 'knockout';

/** How many of a job's applications are at each status. */
export type StageCounts = Record<ApplicationStatus, number>;

/** What an applicant sends besides the CV file. */
export interface ApplicationInput {
  /** The uploaded CV file, or none when a CV built in the CV builder is sent (cvId). */
  cv?: File;
  cvId?: number;
  coverLetter: string;
  phone?: string;
  /** The answers to the job's screening questions (those left empty are not sent). */
  answers?: ScreeningReply[];
}

/** A saved call's result with the server's message. */
export interface Saved<T> {
  value: T;
  message: string | undefined;
}

/** Upload progress, 0..100 (onUploadProgress). */
export type ProgressCallback = (percent: number) => void;

/** Which channel a call that both sides use should go by. */
export type Channel = 'general' | 'admin';

/** The job's fields a flyer's text seems to give (POST /jobs/notice); each absent when it does not. */
export interface NoticeSuggestions {
  title?: string;
  closingDate?: string;
  salaryMin?: number;
  salaryMax?: number;
  currency?: string;
  applyEmail?: string;
  applyUrl?: string;
  /** The line of the notice that says how to apply. */
  howToApply?: string;
}

/** POST /jobs/notice: a flyer's printed text and the fields it suggests. */
export interface NoticeReading {
  text: string;
  suggestions: NoticeSuggestions;
}
