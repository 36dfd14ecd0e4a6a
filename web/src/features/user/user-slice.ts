/**
 * User state (SPEC section 3 "User state"), the search history rule of section 4, the
 * messages of section 8 and the default preferences of section 9. What every page needs is here
 * (saved jobs, application statuses, preferences, search history); the account screens' own calls
 * and their cases are in account-thunks.ts, fetched with those screens.
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '@/lib/loadable';
import type { SlicePersistence } from '@/lib/persistence';
import type { ApplicationMark } from '@/features/user/api';
import { createUserThunk } from '@/features/user/user-thunk';
import { loginAdmin, loginCustomer } from '@/app/session/auth-slice';
import type { AuthUser } from '@/app/session/types';
import type {
  Activity,
  AdminData,
  CareerProfile,
  JobAlert,
  JobAlertInput,
  MyApplication,
  SavedJob,
  Preferences,
  PreferencesUpdate,
  SearchHistoryEntry,
  UserDashboard,
} from '@/features/user/types';

export const USER_MESSAGES = {
  fetchProfileFailed: 'Failed to fetch profile',
  updateProfileFailed: 'Failed to update profile',
  changePasswordFailed: 'Failed to change password',
  uploadAvatarFailed: 'Failed to upload avatar',
  removeAvatarFailed: 'Failed to remove avatar',
  fetchPreferencesFailed: 'Failed to fetch preferences',
  updatePreferencesFailed: 'Failed to update preferences',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  avatarUploaded: 'Avatar uploaded successfully',
  avatarRemoved: 'Avatar removed successfully',
  preferencesUpdated: 'Preferences updated successfully',
  fetchApplicationsFailed: 'Failed to fetch applications',
  fetchSavedJobsFailed: 'Failed to fetch saved jobs',
  saveJobFailed: 'Failed to save job',
  removeSavedJobFailed: 'Failed to remove saved job',
  jobSaved: 'Job saved successfully',
  savedJobRemoved: 'Saved job removed successfully',
  fetchAlertsFailed: 'Failed to fetch job alerts',
  saveAlertFailed: 'Failed to save job alert',
  deleteAlertFailed: 'Failed to delete job alert',
  alertCreated: 'Job alert created successfully',
  alertUpdated: 'Job alert updated successfully',
  alertDeleted: 'Job alert deleted successfully',
} as const;

export const SEARCH_HISTORY_CAP = 20;

export const defaultPreferences: Preferences = {
  theme: 'light',
  language: 'en',
  notifications: { email: true, push: true, jobAlerts: true, newsletter: false },
  jobAlerts: { enabled: true, frequency: 'daily', keywords: [], locations: [], jobTypes: [] },
  privacy: { profileVisibility: 'public', showEmail: false, showPhone: false },
};

export type UserOperation = 'profile' | 'updateProfile' | 'changePassword' | 'avatar' | 'preferences';

export type FavoriteChange = 'save' | 'remove' | 'saved' | 'removed';

/** A change that reached the server: kept while a read of the list is under way, else dropped. */
function favoriteChangeLanded(state: UserState, id: number, change: 'saved' | 'removed'): void {
  if (state.favoritesStatus === 'loading') state.favoritesInFlight[String(id)] = change;
  else delete state.favoritesInFlight[String(id)];
}

/** After a read: only the changes still on their way matter to the next one. */
function dropLandedFavoriteChanges(state: UserState): void {
  for (const [id, change] of Object.entries(state.favoritesInFlight)) {
    if (change === 'saved' || change === 'removed') delete state.favoritesInFlight[id];
  }
}

export interface UserState {
  /** Favourite job ids (SPEC section 3 "favoriteJobs"), toggled by id; the server keeps them. */
  favoriteJobs: number[];
  /** Whether the saved jobs were read from the server (once a sign-in). */
  favoritesStatus: LoadStatus;
  /** The saved jobs with their state, as the dashboard lists them. */
  savedJobs: SavedJob[];
  /**
   * Saves and removals the saved jobs being read may not hold yet, by job id: those on their way
   * to the server ('save', 'remove'), and those that reached it while a read was under way
   * ('saved', 'removed'; its answer may have been written before them). The read keeps them all.
   */
  favoritesInFlight: Record<string, FavoriteChange>;
  careerProfile: CareerProfile | null;
  careerProfileStatus: LoadStatus;
  alerts: JobAlert[];
  alertsStatus: LoadStatus;
  /** The job seeker's applications, with their history. */
  applications: MyApplication[];
  /** A new alert filled from a search on /browse, waiting in the alert form to be saved. */
  alertDraft: JobAlertInput | null;
  /** Whether the job seeker's application statuses were asked for (once a visit). */
  myApplicationsStatus: LoadStatus;
  profile: AuthUser | null;
  avatar: string | null;
  preferences: Preferences;
  activity: Activity;
  dashboard: UserDashboard;
  adminData: AdminData;
  pending: Record<UserOperation, boolean>;
  error: string | null;
  successMessage: string | null;
}

export const initialUserState: UserState = {
  favoriteJobs: [],
  favoritesStatus: 'idle',
  savedJobs: [],
  favoritesInFlight: {},
  careerProfile: null,
  careerProfileStatus: 'idle',
  alerts: [],
  alertsStatus: 'idle',
  applications: [],
  alertDraft: null,
  myApplicationsStatus: 'idle',
  profile: null,
  avatar: null,
  preferences: defaultPreferences,
  activity: { lastLogin: null, loginCount: 0, jobsApplied: 0, jobsViewed: 0, searchHistory: [] },
  dashboard: { appliedJobs: [], savedJobs: [], profileViews: 0, applicationStatus: {} },
  adminData: { permissions: [], lastActivity: null, managedUsers: [] },
  pending: { profile: false, updateProfile: false, changePassword: false, avatar: false, preferences: false },
  error: null,
  successMessage: null,
};

const THEMES = ['light', 'dark', 'system'] as const;
const LANGUAGES = ['en', 'si', 'ta'] as const;
const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
const VISIBILITIES = ['public', 'employers', 'private'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: unknown, current: T): T {
  return allowed.includes(value as T) ? (value as T) : current;
}

function bool(value: unknown, current: boolean): boolean {
  return typeof value === 'boolean' ? value : current;
}

function strings(value: unknown, current: string[]): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : current;
}

function group(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Merges a (partial) preferences object, from the server or a screen, over the current ones.
 * Unknown keys and values of the wrong kind are ignored, so a bare answer body cannot leak in.
 */
export function mergePreferences(current: Preferences, update: PreferencesUpdate | Partial<Preferences> | unknown): Preferences {
  const next = group(update);
  const notifications = group(next.notifications);
  const jobAlerts = group(next.jobAlerts);
  const privacy = group(next.privacy);
  return {
    theme: oneOf(THEMES, next.theme, current.theme),
    language: oneOf(LANGUAGES, next.language, current.language),
    notifications: {
      email: bool(notifications.email, current.notifications.email),
      push: bool(notifications.push, current.notifications.push),
      jobAlerts: bool(notifications.jobAlerts, current.notifications.jobAlerts),
      newsletter: bool(notifications.newsletter, current.notifications.newsletter),
    },
    jobAlerts: {
      enabled: bool(jobAlerts.enabled, current.jobAlerts.enabled),
      frequency: oneOf(FREQUENCIES, jobAlerts.frequency, current.jobAlerts.frequency),
      keywords: strings(jobAlerts.keywords, current.jobAlerts.keywords),
      locations: strings(jobAlerts.locations, current.jobAlerts.locations),
      jobTypes: strings(jobAlerts.jobTypes, current.jobAlerts.jobTypes),
    },
    privacy: {
      profileVisibility: oneOf(VISIBILITIES, privacy.profileVisibility, current.privacy.profileVisibility),
      showEmail: bool(privacy.showEmail, current.privacy.showEmail),
      showPhone: bool(privacy.showPhone, current.privacy.showPhone),
    },
  };
}

export const fetchFavorites = createUserThunk(
  'user/fetchFavorites',
  (api): Promise<SavedJob[]> => api.fetchFavoritesRequest(),
  USER_MESSAGES.fetchSavedJobsFailed,
);

/** Saves a job; the heart fills at once and empties again if the server refuses. */
export const saveFavorite = createUserThunk(
  'user/saveFavorite',
  async (api, jobId: number): Promise<number> => {
    await api.saveFavoriteRequest(jobId);
    return jobId;
  },
  USER_MESSAGES.saveJobFailed,
);

/** Removes a saved job; it goes at once and comes back if the server refuses. */
export const removeFavorite = createUserThunk(
  'user/removeFavorite',
  async (api, jobId: number): Promise<number> => {
    await api.removeFavoriteRequest(jobId);
    return jobId;
  },
  USER_MESSAGES.removeSavedJobFailed,
);

export const fetchPreferences = createUserThunk(
  'user/fetchPreferences',
  (api): Promise<Partial<Preferences>> => api.fetchPreferencesRequest(),
  USER_MESSAGES.fetchPreferencesFailed,
);

/** GET /user/applications, kept as the application status of each job (dashboard.applicationStatus). */
export const fetchMyApplicationStatuses = createUserThunk(
  'user/fetchMyApplicationStatuses',
  (api): Promise<ApplicationMark[]> => api.fetchMyApplicationsRequest(),
  USER_MESSAGES.fetchApplicationsFailed,
);

function sameTerm(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Changes preferences on this device only (updatePreferences saves them). */
    preferencesChanged(state, action: PayloadAction<PreferencesUpdate>) {
      state.preferences = mergePreferences(state.preferences, action.payload);
    },
    /**
     * Records a search. A repeated term (ignoring case) updates its timestamp and count and moves
     * to the front; the history keeps the newest 20 terms.
     */
    searchRecorded: {
      reducer(state, action: PayloadAction<{ term: string; timestamp: string }>) {
        const term = action.payload.term.trim();
        if (!term) return;
        const history = state.activity.searchHistory;
        const index = history.findIndex((entry) => sameTerm(entry.term, term));
        let entry: SearchHistoryEntry;
        if (index >= 0) {
          const [existing] = history.splice(index, 1);
          entry = { term, timestamp: action.payload.timestamp, count: (existing?.count ?? 0) + 1 };
        } else {
          entry = { term, timestamp: action.payload.timestamp, count: 1 };
        }
        history.unshift(entry);
        history.splice(SEARCH_HISTORY_CAP);
      },
      prepare(term: string) {
        return { payload: { term, timestamp: new Date().toISOString() } };
      },
    },
    searchTermRemoved(state, action: PayloadAction<string>) {
      state.activity.searchHistory = state.activity.searchHistory.filter(
        (entry) => !sameTerm(entry.term, action.payload),
      );
    },
    searchHistoryCleared(state) {
      state.activity.searchHistory = [];
    },
    alertDraftSet(state, action: PayloadAction<JobAlertInput>) {
      state.alertDraft = action.payload;
    },
    alertDraftCleared(state) {
      state.alertDraft = null;
    },
    jobViewed(state) {
      state.activity.jobsViewed += 1;
    },
    /** Favourites toggle by job id (SPEC section 4). */
    toggleFavorite(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.favoriteJobs = state.favoriteJobs.includes(id)
        ? state.favoriteJobs.filter((item) => item !== id)
        : [...state.favoriteJobs, id];
    },
    /** Application status is kept per job id and updated with a status value (SPEC section 4). */
    applicationStatusChanged(state, action: PayloadAction<{ jobId: number | string; status: string }>) {
      state.dashboard.applicationStatus[String(action.payload.jobId)] = action.payload.status;
    },
    profileViewsSet(state, action: PayloadAction<number>) {
      state.dashboard.profileViews = Math.max(0, action.payload);
    },
    adminDataChanged(state, action: PayloadAction<Partial<AdminData>>) {
      state.adminData = { ...state.adminData, ...action.payload };
    },
    userMessagesCleared(state) {
      state.error = null;
      state.successMessage = null;
    },
    userStateReset() {
      return initialUserState;
    },
  },
  extraReducers: (builder) => {
    const signedIn = (state: UserState, profile: AuthUser) => {
      state.activity.lastLogin = new Date().toISOString();
      state.activity.loginCount += 1;
      state.profile = profile;
    };
    builder
      .addCase(loginCustomer.fulfilled, (state, action) => signedIn(state, action.payload.user))
      .addCase(loginAdmin.fulfilled, (state, action) => {
        signedIn(state, action.payload.user);
        state.adminData.lastActivity = state.activity.lastLogin;
      })
      .addCase(fetchMyApplicationStatuses.pending, (state) => {
        state.myApplicationsStatus = 'loading';
      })
      .addCase(fetchMyApplicationStatuses.rejected, (state) => {
        state.myApplicationsStatus = 'failed';
      })
      .addCase(fetchMyApplicationStatuses.fulfilled, (state, action) => {
        state.myApplicationsStatus = 'succeeded';
        state.applications = action.payload;
        for (const application of action.payload) {
          if (typeof application.jobId === 'number') state.dashboard.applicationStatus[String(application.jobId)] = application.status;
        }
      })
      .addCase(fetchFavorites.pending, (state) => {
        state.favoritesStatus = 'loading';
      })
      .addCase(fetchFavorites.fulfilled, (state, action) => {
        state.favoritesStatus = 'succeeded';
        state.savedJobs = action.payload;
        const removed = (id: number) => ['remove', 'removed'].includes(state.favoritesInFlight[String(id)] ?? '');
        const ids = action.payload.map((saved) => saved.jobId).filter((id) => !removed(id));
        for (const [id, change] of Object.entries(state.favoritesInFlight)) {
          if ((change === 'save' || change === 'saved') && !ids.includes(Number(id))) ids.unshift(Number(id));
        }
        state.favoriteJobs = ids;
        state.dashboard.savedJobs = state.favoriteJobs;
        dropLandedFavoriteChanges(state);
      })
      .addCase(fetchFavorites.rejected, (state) => {
        state.favoritesStatus = 'failed';
        dropLandedFavoriteChanges(state);
      })
      .addCase(saveFavorite.fulfilled, (state, action) => {
        favoriteChangeLanded(state, action.meta.arg, 'saved');
      })
      .addCase(saveFavorite.pending, (state, action) => {
        const id = action.meta.arg;
        state.favoritesInFlight[String(id)] = 'save';
        if (!state.favoriteJobs.includes(id)) state.favoriteJobs.unshift(id);
        state.dashboard.savedJobs = state.favoriteJobs;
      })
      .addCase(saveFavorite.rejected, (state, action) => {
        delete state.favoritesInFlight[String(action.meta.arg)];
        state.favoriteJobs = state.favoriteJobs.filter((id) => id !== action.meta.arg);
        state.dashboard.savedJobs = state.favoriteJobs;
      })
      .addCase(removeFavorite.pending, (state, action) => {
        state.favoritesInFlight[String(action.meta.arg)] = 'remove';
        state.favoriteJobs = state.favoriteJobs.filter((id) => id !== action.meta.arg);
        state.dashboard.savedJobs = state.favoriteJobs;
      })
      .addCase(removeFavorite.fulfilled, (state, action) => {
        favoriteChangeLanded(state, action.meta.arg, 'removed');
        state.savedJobs = state.savedJobs.filter((saved) => saved.jobId !== action.payload);
      })
      .addCase(removeFavorite.rejected, (state, action) => {
        const id = action.meta.arg;
        delete state.favoritesInFlight[String(id)];
        if (!state.favoriteJobs.includes(id)) state.favoriteJobs.unshift(id);
        state.dashboard.savedJobs = state.favoriteJobs;
      })
      .addCase(fetchPreferences.pending, (state) => {
        state.pending.preferences = true;
        state.error = null;
      })
      .addCase(fetchPreferences.fulfilled, (state, action) => {
        state.pending.preferences = false;
        state.preferences = mergePreferences(state.preferences, action.payload);
      })
      .addCase(fetchPreferences.rejected, (state, action) => {
        state.pending.preferences = false;
        state.error = action.payload?.message ?? USER_MESSAGES.fetchPreferencesFailed;
      });
  },
});

export const {
  preferencesChanged,
  searchRecorded,
  searchTermRemoved,
  searchHistoryCleared,
  alertDraftSet,
  alertDraftCleared,
  jobViewed,
  toggleFavorite,
  applicationStatusChanged,
  profileViewsSet,
  adminDataChanged,
  userMessagesCleared,
  userStateReset,
} = userSlice.actions;

type UserCases = (state: UserState, action: UnknownAction) => UserState;

/**
 * The account screens' cases (account-thunks.ts), once that module has loaded: it comes with the
 * screens that dispatch its thunks, so no action of theirs reaches the store before.
 */
let accountCases: UserCases | null = null;

/** Called once by account-thunks.ts as it loads: the user state takes its cases in from then on. */
export function installAccountCases(cases: UserCases): void {
  accountCases = cases;
}

/** The user state's reducer: the slice's own cases, then the account screens' once they are here. */
export function userReducer(state: UserState | undefined, action: UnknownAction): UserState {
  const next = userSlice.reducer(state, action);
  return accountCases ? accountCases(next, action) : next;
}

/** Persisted (SPEC section 4): everything but the requests in flight and their messages. */
export const userPersistence: SlicePersistence<UserState> = {
  // Saved jobs, alerts, the career profile and applications live on the server: each visit
  // reads them again rather than showing a stale copy.
  keep: (user) => ({
    ...user,
    favoriteJobs: [],
    favoritesStatus: 'idle',
    savedJobs: [],
    favoritesInFlight: {},
    careerProfile: null,
    careerProfileStatus: 'idle',
    alerts: [],
    alertsStatus: 'idle',
    applications: [],
    alertDraft: null,
    myApplicationsStatus: 'idle',
    pending: initialUserState.pending,
    error: null,
    successMessage: null,
  }),
};

type WithUser = { user: UserState };
export const selectUserProfile = (state: WithUser): AuthUser | null => state.user.profile;
export const selectPreferences = (state: WithUser): Preferences => state.user.preferences;
export const selectSearchHistory = (state: WithUser): SearchHistoryEntry[] => state.user.activity.searchHistory;
export const selectUserActivity = (state: WithUser): Activity => state.user.activity;
export const selectUserDashboard = (state: WithUser): UserDashboard => state.user.dashboard;
export const selectUserPending = (state: WithUser): Record<UserOperation, boolean> => state.user.pending;
export const selectUserError = (state: WithUser): string | null => state.user.error;
export const selectFavoriteJobIds = (state: WithUser): number[] => state.user.favoriteJobs;
export const selectIsFavorite = (state: WithUser, jobId: number): boolean => state.user.favoriteJobs.includes(jobId);
export const selectApplicationStatus = (state: WithUser, jobId: number): string | undefined =>
  state.user.dashboard.applicationStatus[String(jobId)];
export const selectMyApplicationsStatus = (state: WithUser): LoadStatus => state.user.myApplicationsStatus;
export const selectUserSuccessMessage = (state: WithUser): string | null => state.user.successMessage;
export const selectFavoritesStatus = (state: WithUser): LoadStatus => state.user.favoritesStatus;
export const selectSavedJobs = (state: WithUser): SavedJob[] => state.user.savedJobs;
export const selectCareerProfile = (state: WithUser): CareerProfile | null => state.user.careerProfile;
export const selectCareerProfileStatus = (state: WithUser): LoadStatus => state.user.careerProfileStatus;
export const selectAlerts = (state: WithUser): JobAlert[] => state.user.alerts;
export const selectAlertsStatus = (state: WithUser): LoadStatus => state.user.alertsStatus;
export const selectMyApplications = (state: WithUser): MyApplication[] => state.user.applications;
export const selectAvatar = (state: WithUser): string | null => state.user.avatar;
export const selectAlertDraft = (state: WithUser): JobAlertInput | null => state.user.alertDraft;
