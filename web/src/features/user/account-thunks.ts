/**
 * The account screens' own calls (the dashboard's profile, picture, password, career profile,
 * alerts and settings) and what they change in the user state. They come with those screens, not
 * with every page: as this module loads, the user state's reducer takes its cases in
 * (installAccountCases in user-slice.ts), before any of its thunks can be dispatched. What every
 * page needs of the account (saved jobs, application statuses, the preferences, the search
 * history) stays in user-slice.ts.
 */
import { createReducer } from '@reduxjs/toolkit';
import { authUserUpdated } from '@/app/session/auth-slice';
import { isCustomerUser, type AdminUser, type AuthUser, type CustomerUser, type UserType } from '@/app/session/types';
import type {
  CareerProfile,
  CareerProfileUpdate,
  JobAlert,
  JobAlertInput,
  PasswordChange,
  Preferences,
  PreferencesUpdate,
  ProfileUpdate,
} from '@/features/user/types';
import { createUserThunk } from '@/features/user/user-thunk';
import { USER_MESSAGES, installAccountCases, initialUserState, mergePreferences } from '@/features/user/user-slice';
import {
  STORAGE_KEYS,
  notifyAuthStateChanged,
  readAdminSession,
  readCustomerSession,
  saveAdminSession,
  updateStoredCustomerUser,
} from '@/lib/storage';

/** Profile calls use the admin or customer variant according to the user type (SPEC section 6). */
function currentUserType(stateType: UserType | null): UserType {
  if (stateType) return stateType;
  if (readCustomerSession()) return 'customer';
  if (readAdminSession()) return 'admin';
  return 'customer';
}

export interface SavedProfile {
  profile: AuthUser;
  message: string;
}

export const fetchProfile = createUserThunk(
  'user/fetchProfile',
  (api, kind: UserType | undefined, { getState }): Promise<AuthUser> => {
    const type = kind ?? currentUserType(getState().auth.userType);
    return type === 'admin' ? api.fetchAdminProfileRequest() : api.fetchCustomerProfileRequest();
  },
  USER_MESSAGES.fetchProfileFailed,
);

export const updateProfile = createUserThunk(
  'user/updateProfile',
  async (api, update: ProfileUpdate, { getState, dispatch }): Promise<SavedProfile> => {
    const state = getState();
    const type = currentUserType(state.auth.userType);
    let profile: AuthUser;
    let message: string | undefined;
    if (type === 'admin') {
      const current = (state.user.profile ?? state.auth.user) as AdminUser | null;
      const storedId = readAdminSession()?.user.id;
      const id = current?.id ?? (typeof storedId === 'number' ? storedId : undefined);
      if (id === undefined) throw new Error('No signed-in admin to update.');
      const saved = await api.updateAdminProfileRequest(id, update);
      profile = saved.value;
      message = saved.message;
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (token) saveAdminSession(token, profile);
    } else {
      const saved = await api.updateCustomerProfileRequest(update);
      profile = saved.value;
      message = saved.message;
      updateStoredCustomerUser(profile);
    }
    dispatch(authUserUpdated(profile));
    notifyAuthStateChanged();
    return { profile, message: message ?? USER_MESSAGES.profileUpdated };
  },
  USER_MESSAGES.updateProfileFailed,
);

export const changePassword = createUserThunk(
  'user/changePassword',
  async (api, change: PasswordChange): Promise<string> =>
    (await api.changePasswordRequest(change)) ?? USER_MESSAGES.passwordChanged,
  USER_MESSAGES.changePasswordFailed,
);

/**
 * The signed-in customer's picture changed: the stored customer user and the session take the
 * new path, so that the header's avatar changes at once.
 */
function customerAvatarChanged(avatar: string, getState: () => { auth: { user: AuthUser | null } }, dispatch: (action: unknown) => unknown) {
  const stored = readCustomerSession()?.user;
  const current = getState().auth.user;
  if (stored) {
    updateStoredCustomerUser({ ...stored, avatar });
    notifyAuthStateChanged();
  }
  if (isCustomerUser(current)) dispatch(authUserUpdated({ ...current, avatar }));
}

export interface AvatarUpload {
  file: File;
  /** Called as the upload goes, with the percent sent. */
  onProgress?: (percent: number) => void;
}

export const uploadAvatar = createUserThunk(
  'user/uploadAvatar',
  async (api, upload: File | AvatarUpload, { getState, dispatch }): Promise<{ avatarUrl: string; message: string }> => {
    const { file, onProgress } = upload instanceof File ? { file: upload, onProgress: undefined } : upload;
    const saved = await api.uploadAvatarRequest(file, onProgress);
    customerAvatarChanged(saved.value, getState, dispatch);
    return { avatarUrl: saved.value, message: saved.message ?? USER_MESSAGES.avatarUploaded };
  },
  USER_MESSAGES.uploadAvatarFailed,
);

export const removeAvatar = createUserThunk(
  'user/removeAvatar',
  async (api, _arg: void, { getState, dispatch }): Promise<string> => {
    const message = await api.removeAvatarRequest();
    customerAvatarChanged('', getState, dispatch);
    return message ?? USER_MESSAGES.avatarRemoved;
  },
  USER_MESSAGES.removeAvatarFailed,
);

export const fetchCareerProfile = createUserThunk(
  'user/fetchCareerProfile',
  (api): Promise<CareerProfile> => api.fetchCareerProfileRequest(),
  USER_MESSAGES.fetchProfileFailed,
);

export const updateCareerProfile = createUserThunk(
  'user/updateCareerProfile',
  async (api, update: CareerProfileUpdate): Promise<{ profile: CareerProfile; message: string }> => {
    const saved = await api.updateCareerProfileRequest(update);
    return { profile: saved.value, message: saved.message ?? USER_MESSAGES.profileUpdated };
  },
  USER_MESSAGES.updateProfileFailed,
);

export const fetchAlerts = createUserThunk(
  'user/fetchAlerts',
  (api): Promise<JobAlert[]> => api.fetchAlertsRequest(),
  USER_MESSAGES.fetchAlertsFailed,
);

export const createAlert = createUserThunk(
  'user/createAlert',
  async (api, input: JobAlertInput): Promise<{ alert: JobAlert; message: string }> => {
    const saved = await api.createAlertRequest(input);
    return { alert: saved.value, message: saved.message ?? USER_MESSAGES.alertCreated };
  },
  USER_MESSAGES.saveAlertFailed,
);

export const updateAlert = createUserThunk(
  'user/updateAlert',
  async (api, { id, changes }: { id: number; changes: JobAlertInput }): Promise<{ alert: JobAlert; message: string }> => {
    const saved = await api.updateAlertRequest(id, changes);
    return { alert: saved.value, message: saved.message ?? USER_MESSAGES.alertUpdated };
  },
  USER_MESSAGES.saveAlertFailed,
);

export const deleteAlert = createUserThunk(
  'user/deleteAlert',
  async (api, id: number): Promise<{ id: number; message: string }> => {
    const message = await api.deleteAlertRequest(id);
    return { id, message: message ?? USER_MESSAGES.alertDeleted };
  },
  USER_MESSAGES.deleteAlertFailed,
);

export const updatePreferences = createUserThunk(
  'user/updatePreferences',
  async (api, update: PreferencesUpdate): Promise<{ preferences: Partial<Preferences>; message: string }> => {
    const saved = await api.updatePreferencesRequest(update);
    return { preferences: saved.value, message: saved.message ?? USER_MESSAGES.preferencesUpdated };
  },
  USER_MESSAGES.updatePreferencesFailed,
);

/** The user state's cases for the thunks above. */
const accountCases = createReducer(initialUserState, (builder) => {
  builder
    .addCase(fetchProfile.pending, (state) => {
      state.pending.profile = true;
      state.error = null;
    })
    .addCase(fetchProfile.fulfilled, (state, action) => {
      state.pending.profile = false;
      state.profile = action.payload;
      const avatar = (action.payload as Partial<CustomerUser>).avatar;
      if (typeof avatar === 'string') state.avatar = avatar || null;
    })
    .addCase(fetchProfile.rejected, (state, action) => {
      state.pending.profile = false;
      state.error = action.payload?.message ?? USER_MESSAGES.fetchProfileFailed;
    })
    .addCase(updateProfile.pending, (state) => {
      state.pending.updateProfile = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(updateProfile.fulfilled, (state, action) => {
      state.pending.updateProfile = false;
      state.profile = action.payload.profile;
      state.successMessage = action.payload.message;
    })
    .addCase(updateProfile.rejected, (state, action) => {
      state.pending.updateProfile = false;
      state.error = action.payload?.message ?? USER_MESSAGES.updateProfileFailed;
    })
    .addCase(changePassword.pending, (state) => {
      state.pending.changePassword = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(changePassword.fulfilled, (state, action) => {
      state.pending.changePassword = false;
      state.successMessage = action.payload;
    })
    .addCase(changePassword.rejected, (state, action) => {
      state.pending.changePassword = false;
      state.error = action.payload?.message ?? USER_MESSAGES.changePasswordFailed;
    })
    .addCase(uploadAvatar.pending, (state) => {
      state.pending.avatar = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(uploadAvatar.fulfilled, (state, action) => {
      state.pending.avatar = false;
      state.avatar = action.payload.avatarUrl;
      if (state.careerProfile) state.careerProfile.avatarUrl = action.payload.avatarUrl;
      state.successMessage = action.payload.message;
    })
    .addCase(uploadAvatar.rejected, (state, action) => {
      state.pending.avatar = false;
      state.error = action.payload?.message ?? USER_MESSAGES.uploadAvatarFailed;
    })
    .addCase(removeAvatar.pending, (state) => {
      state.pending.avatar = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(removeAvatar.fulfilled, (state, action) => {
      state.pending.avatar = false;
      state.avatar = null;
      if (state.careerProfile) state.careerProfile.avatarUrl = '';
      state.successMessage = action.payload;
    })
    .addCase(removeAvatar.rejected, (state, action) => {
      state.pending.avatar = false;
      state.error = action.payload?.message ?? USER_MESSAGES.removeAvatarFailed;
    })
    .addCase(fetchCareerProfile.pending, (state) => {
      state.careerProfileStatus = 'loading';
    })
    .addCase(fetchCareerProfile.fulfilled, (state, action) => {
      state.careerProfileStatus = 'succeeded';
      state.careerProfile = action.payload;
      if (typeof action.payload.avatarUrl === 'string') state.avatar = action.payload.avatarUrl || null;
    })
    .addCase(fetchCareerProfile.rejected, (state, action) => {
      state.careerProfileStatus = 'failed';
      state.error = action.payload?.message ?? USER_MESSAGES.fetchProfileFailed;
    })
    .addCase(updateCareerProfile.pending, (state) => {
      state.pending.updateProfile = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(updateCareerProfile.fulfilled, (state, action) => {
      state.pending.updateProfile = false;
      state.careerProfile = action.payload.profile;
      state.successMessage = action.payload.message;
    })
    .addCase(updateCareerProfile.rejected, (state, action) => {
      state.pending.updateProfile = false;
      state.error = action.payload?.message ?? USER_MESSAGES.updateProfileFailed;
    })
    .addCase(fetchAlerts.pending, (state) => {
      state.alertsStatus = 'loading';
    })
    .addCase(fetchAlerts.fulfilled, (state, action) => {
      state.alertsStatus = 'succeeded';
      state.alerts = action.payload;
    })
    .addCase(fetchAlerts.rejected, (state) => {
      state.alertsStatus = 'failed';
    })
    .addCase(createAlert.fulfilled, (state, action) => {
      state.alerts.unshift(action.payload.alert);
    })
    .addCase(updateAlert.fulfilled, (state, action) => {
      const index = state.alerts.findIndex((alert) => alert.id === action.payload.alert.id);
      if (index >= 0) state.alerts[index] = action.payload.alert;
    })
    .addCase(deleteAlert.fulfilled, (state, action) => {
      state.alerts = state.alerts.filter((alert) => alert.id !== action.payload.id);
    })
    .addCase(updatePreferences.pending, (state) => {
      state.pending.preferences = true;
      state.error = null;
      state.successMessage = null;
    })
    .addCase(updatePreferences.fulfilled, (state, action) => {
      state.pending.preferences = false;
      state.preferences = mergePreferences(
        mergePreferences(state.preferences, action.meta.arg),
        action.payload.preferences,
      );
      state.successMessage = action.payload.message;
    })
    .addCase(updatePreferences.rejected, (state, action) => {
      state.pending.preferences = false;
      state.error = action.payload?.message ?? USER_MESSAGES.updatePreferencesFailed;
    });
});

installAccountCases(accountCases);
