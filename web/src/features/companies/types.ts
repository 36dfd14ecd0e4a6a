/** The companies area's types (SPEC section 3, "Company state"), as docs/openapi.yaml gives them. */

/**
 * A company hiring now (GET /companies/featured): an approved company page with public jobs,
 * the ones with the most first. `district` is the page's district and `avatar` its logo.
 */
export interface FeaturedCompany {
  id: number;
  name: string;
  slug: string;
  industry: string;
  district: string;
  /** The address of its logo, or '' for none. */
  avatar: string;
  /** Its public jobs. */
  jobsCount: number;
  verified?: boolean;
  rating?: number;
}

export type CompanyStatus = 'pending' | 'approved' | 'rejected';

/**
 * The owner's change to an approved page (schema CompanyChange): it waits for review (pending)
 * or was turned down (rejected) while the page shows its approved facts; approved only in the
 * answer to the approval. Only the owner and admins are given it.
 */
export interface CompanyChange {
  name: string;
  slug: string;
  logo: string;
  cover: string;
  industry: string;
  size: string;
  location: string;
  website: string;
  email: string;
  phone: string;
  founded: number | null;
  description: string;
  status: 'pending' | 'rejected' | 'approved';
  rejectionReason: string;
  createdAt: string;
  updatedAt: string;
}

/** The facts of a page that its owner's change may hold, in the order they are shown. */
export const CHANGE_FIELDS = ['name', 'logo', 'cover', 'industry', 'size', 'location', 'founded', 'website', 'email', 'phone', 'description'] as const;

/** A company page (schema Company). */
export interface Company {
  id: number;
  name: string;
  slug: string;
  logo: string;
  cover: string;
  industry: string;
  size: string;
  location: string;
  website: string;
  email: string;
  phone: string;
  founded: number | null;
  description: string;
  status: CompanyStatus;
  rejectionReason: string;
  verified: boolean;
  followersCount: number;
  rating: number;
  reviewsCount: number;
  jobsCount: number;
  ownerId: number | null;
  /** How soon the company answers its applicants, in days; absent while too few applied. */
  responseDays?: number;
  isFollowed: boolean;
  createdAt: string;
  updatedAt: string;
  /** The owner's change that waits for review or was rejected; only for the owner and admins. */
  change?: CompanyChange;
}

/** A review of a company (schema Review). */
export interface Review {
  id: number;
  companyId: number;
  author: { id: number; name: string; avatar: string };
  rating: number;
  title: string;
  text: string;
  pros: string;
  cons: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
  pros: string;
  cons: string;
}

/** The rating summary of a review list: the average and the number of reviews per star. */
export interface RatingSummary {
  average: number;
  count: number;
  stars: Record<string, number>;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface CompanyListAnswer {
  data: Company[];
  pagination: Pagination;
}

export interface ReviewListAnswer {
  data: Review[];
  pagination: Pagination;
  summary: RatingSummary;
}

/** A public job of a company (GET /companies/{id}/jobs), the fields its page shows. */
export interface CompanyJob {
  id: number;
  title: string;
  slug: string;
  location: string;
  jobType: string;
  /** YYYY-MM-DD. */
  closingDate: string;
  postedDate: string;
}

export interface CompanyStats {
  totalCompanies: number;
  totalJobs: number;
  averageRating: number;
  verifiedCompanies?: number;
  topIndustries: { industry: string; slug: string; count: number }[];
  byStatus?: Partial<Record<CompanyStatus, number>>;
}

/** One of a company account's jobs with its figures (GET /companies/dashboard, account.jobs). */
export interface CompanyJobFigures {
  id: number;
  title: string;
  slug: string;
  status: 'pending' | 'approved' | 'rejected';
  /** YYYY-MM-DD. */
  postedDate: string;
  views: number;
  applications: number;
}

/** A company account's own figures (GET /companies/dashboard, account). */
export interface CompanyAccountFigures {
  from: string;
  to: string;
  companyId: number | null;
  followers: number;
  jobsTotal: number;
  views: number;
  applications: number;
  /** Its newest 50 jobs, newest first. */
  jobs: CompanyJobFigures[];
  /** New followers and applications on each of the last 30 days, oldest first. */
  series: { followers: { day: string; count: number }[]; applications: { day: string; count: number }[] };
}

export type CompanySortBy = 'name' | 'rating' | 'jobs' | 'followers' | 'newest';
export type SortOrder = 'asc' | 'desc';
export type ViewMode = 'grid' | 'list';

/** The directory's filters (SPEC section 3); the ranges' bounds are null when not set. */
export interface CompanyFilters {
  industry: string[];
  size: string[];
  location: string[];
  founded: { min: number | null; max: number | null };
  rating: { min: number; max: number };
  hasJobs: boolean;
}

/** One request of the directory: the filters, a keyword, the sort and the page. */
export interface CompanyQuery {
  filters: CompanyFilters;
  q: string;
  sortBy: CompanySortBy;
  sortOrder: SortOrder;
  page: number;
  limit: number;
  /** Admins only: any status. */
  status?: CompanyStatus | '';
  /** Admins only: the pages waiting for a decision (pending pages and pending changes). */
  review?: boolean;
}

/** The editable fields of a page, as the owner's and the admins' forms send them. */
export interface CompanyInput {
  name?: string;
  industry: string;
  size: string;
  location: string;
  website: string;
  email: string;
  phone: string;
  founded: number | null;
  description: string;
  logo?: File | null;
  cover?: File | null;
  removeLogo?: boolean;
  removeCover?: boolean;
}

export type ProgressCallback = (percent: number) => void;

/** A change the server confirmed, with its message when it gave one. */
export interface Saved<T> {
  value: T;
  message?: string;
}

/** SPEC section 9: 20 to a page, name ascending, ratings from 0 to 5. */
export const COMPANIES_PER_PAGE = 20;
export const DEFAULT_COMPANY_SORT_BY: CompanySortBy = 'name';
export const DEFAULT_COMPANY_SORT_ORDER: SortOrder = 'asc';
export const RATING_MIN = 0;
export const RATING_MAX = 5;

export { INDUSTRIES, type Industry } from '@/lib/industries';

/** Size bands, by number of employees. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;

export const COMPANY_SORTS: readonly CompanySortBy[] = ['name', 'rating', 'jobs', 'followers', 'newest'];
