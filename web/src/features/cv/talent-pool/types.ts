/**
 * The talent pool's shapes (docs/openapi.yaml: POST /cvs/submit and /cvs/submissions): a CV sent
 * from the header's 'Apply Now' form, kept for matching jobs, and what the admin console lists.
 */
import type { Language } from '@/i18n';

/** A CV file: PDF or DOCX (the server checks the content), at most 5 MB. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
export const CV_FILE_ACCEPT = `.pdf,.docx,${CV_FILE_TYPES.join(',')}`;

/** Limits of the form's fields, the same as the server's. */
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

/** Rows per page of the admin's list (the server allows 1 to 100). */
export const ROWS_PER_PAGE = 20;

/** What the form sends (multipart): consent is always 'true', as the form cannot be sent without it. */
export interface CvSubmissionInput {
  name: string;
  email: string;
  phone: string;
  mainTopic: string;
  subTopic: string;
  language: Language;
  cv: File;
}

/** A CV in the talent pool, as the admin sees it. */
export interface CvSubmission {
  id: number;
  name: string;
  email: string;
  phone: string;
  mainTopic: string;
  subTopic: string;
  language: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  fileUrl: string;
  contactedAt: string | null;
  createdAt: string;
}

export interface SubmissionFilters {
  mainTopic: string;
  subTopic: string;
  search: string;
}

export const NO_SUBMISSION_FILTERS: SubmissionFilters = { mainTopic: '', subTopic: '', search: '' };

export interface SubmissionQuery extends SubmissionFilters {
  page: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface SubmissionPage {
  items: CvSubmission[];
  pagination: Pagination;
}

export interface ContactInput {
  subject: string;
  message: string;
}

/** A confirmed change: what the server gave back, and its message. */
export interface Saved<T> {
  value: T;
  message: string | undefined;
}

export type ProgressCallback = (percent: number) => void;
