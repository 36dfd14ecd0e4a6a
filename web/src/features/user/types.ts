/** User state types (SPEC section 3 "User state"; defaults of section 9). */

export type Theme = 'light' | 'dark';
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
