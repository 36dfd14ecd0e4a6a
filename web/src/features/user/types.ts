/** User state types (SPEC section 3 "User state"; defaults of section 9). */

/** 'system' follows the device's setting (prefers-color-scheme). */
export type Theme = 'light' | 'dark' | 'system';
export type Language = 'en' | 'si' | 'ta';
export type AlertFrequency = 'instant' | 'daily' | 'weekly';
export type ProfileVisibility = 'public' | 'employers' | 'private';

export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  jobAlerts: boolean;
  newsletter: boolean;
}

export interface JobAlertPreferences {
  enabled: boolean;
  frequency: AlertFrequency;
  keywords: string[];
  locations: string[];
  jobTypes: string[];
}

export interface PrivacyPreferences {
  profileVisibility: ProfileVisibility;
  showEmail: boolean;
  showPhone: boolean;
}

export interface Preferences {
  theme: Theme;
  language: Language;
  notifications: NotificationPreferences;
  jobAlerts: JobAlertPreferences;
  privacy: PrivacyPreferences;
}

/** A change to some preferences; nested groups may be given in part. */
export interface PreferencesUpdate {
  theme?: Theme;
  language?: Language;
  notifications?: Partial<NotificationPreferences>;
  jobAlerts?: Partial<JobAlertPreferences>;
  privacy?: Partial<PrivacyPreferences>;
}

export interface SearchHistoryEntry {
  term: string;
  /** When the term was last searched (ISO 8601). */
  timestamp: string;
  count: number;
}

export interface Activity {
  lastLogin: string | null;
  loginCount: number;
  jobsApplied: number;
  jobsViewed: number;
  searchHistory: SearchHistoryEntry[];
}

export interface UserDashboard {
  appliedJobs: number[];
  savedJobs: number[];
  profileViews: number;
  /** Application status keyed by job id. */
  applicationStatus: Record<string, string>;
}

export interface AdminData {
  permissions: string[];
  lastActivity: string | null;
  managedUsers: number[];
}

/** The fields a customer may change on their profile (API contract: PUT /customers/profile). */
export interface ProfileUpdate {
  name?: string;
  phone?: string;
  contactPerson?: string;
  website?: string;
  industry?: string;
  district?: string;
  /** Admin accounts only. */
  email?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The job seeker's career profile (GET and PUT /user/profile), apart from the account details. */
export const AVAILABILITIES = ['immediately', 'two-weeks', 'one-month', 'three-months', 'not-looking'] as const;
export type Availability = (typeof AVAILABILITIES)[number] | '';

/** The fields whose emptiness the completeness counts, as the server names them. */
export const PROFILE_PARTS = [
  'headline',
  'about',
  'district',
  'skills',
  'languages',
  'yearsOfExperience',
  'expectedSalary',
  'availability',
  'avatar',
] as const;

export interface Completeness {
  percent: number;
  missing: string[];
}

export interface CareerProfile {
  headline: string;
  about: string;
  district: string;
  skills: string[];
  languages: string[];
  yearsOfExperience: number | null;
  expectedSalary: number | null;
  availability: Availability;
  openToWork: boolean;
  avatarUrl: string;
  completeness: Completeness;
  updatedAt: string | null;
}

/** What PUT /user/profile takes: any of the writable fields. */
export type CareerProfileUpdate = Partial<Omit<CareerProfile, 'avatarUrl' | 'completeness' | 'updatedAt'>>;

/** What the account shows of a saved job (the job list item of GET /jobs, in part). */
export interface SavedJobSummary {
  id: number;
  title: string;
  slug: string;
  companyName: string;
  location: string;
  country?: string;
  jobType: string;
  closingDate: string;
}

/** What became of a saved job: open, past its closing date, or taken off the site (rejected, in review, of a banned account, deleted). */
export type SavedJobStatus = 'open' | 'closed' | 'unavailable';

export interface SavedJob {
  jobId: number;
  /** The job's title; empty once the job is deleted. */
  title: string;
  savedAt: string;
  status: SavedJobStatus;
  /** Not open: status closed or unavailable. */
  closed: boolean;
  /** null while the job is unavailable: only its title is kept. */
  job: SavedJobSummary | null;
}

export interface JobAlert {
  id: number;
  name: string;
  keywords: string[];
  locations: string[];
  jobTypes: string[];
  mainTopics: string[];
  minSalary: number | null;
  frequency: AlertFrequency;
  enabled: boolean;
  lastSentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What POST and PUT /user/alerts take. */
export type JobAlertInput = Pick<JobAlert, 'name' | 'keywords' | 'locations' | 'jobTypes' | 'mainTopics' | 'minSalary' | 'frequency' | 'enabled'>;

export interface ApplicationStep {
  status: string;
  at: string;
}

/** One of the job seeker's applications (GET /user/applications), as the account reads it. */
export interface MyApplication {
  id?: number;
  jobId?: number;
  status: string;
  /** 'open' or 'closed' (the job is no longer public). */
  jobStatus?: 'open' | 'closed';
  history?: ApplicationStep[];
}

/** The filters of a job search on /browse that a new alert can take over. */
export interface SearchFilters {
  search: string;
  jobType: string;
  location: string;
  mainTopic: string;
  minSalary: number | null;
}
