/**
 * UI state (SPEC section 3 "UI state"): theme, modals, toasts, notifications, screen flags and
 * similar display state, with the rules of section 4 and the limits of section 9.
 * Not persisted: the store's persistence covers auth and user only.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const TOAST_CAP = 5;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const NOTIFICATION_CAP = 50;
/** Below this width the screen counts as mobile; below TABLET_MAX_WIDTH as a tablet. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

export type Theme = 'light' | 'dark';
export type MessageType = 'info' | 'success' | 'warning' | 'error';
export type SortOrder = 'asc' | 'desc';
export type ViewMode = 'grid' | 'list';

export interface Toast {
  id: string;
  type: MessageType;
  title?: string;
  message: string;
  duration: number;
}

export interface ToastInput {
  type?: MessageType;
  title?: string;
  message: string;
  duration?: number;
}

export interface UiNotification {
  id: string;
  type: MessageType;
  title?: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationInput {
  type?: MessageType;
  title?: string;
  message: string;
}

/** Data a modal may carry while open: plain, serialisable values. */
export type ModalData = Record<string, string | number | boolean | null>;

export interface ModalState {
  isOpen: boolean;
  data: ModalData | null;
}

export interface ConfirmationModal {
  isOpen: boolean;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  variant: 'default' | 'danger';
}

export interface ConfirmationInput {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  variant?: 'default' | 'danger';
}

export interface UiState {
  theme: Theme;
  mobileMenuOpen: boolean;
  modals: Record<string, ModalState>;
  confirmationModal: ConfirmationModal;
  toasts: Toast[];
  notifications: UiNotification[];
  isMobile: boolean;
  isTablet: boolean;
  screenWidth: number | null;
  globalLoading: boolean;
  loadingMessage: string | null;
  sortBy: string;
  sortOrder: SortOrder;
  viewMode: ViewMode;
}

export const CONFIRM_TEXT = 'Confirm';
export const CANCEL_TEXT = 'Cancel';

export const closedConfirmation: ConfirmationModal = {
  isOpen: false,
  title: '',
  message: '',
  confirmText: CONFIRM_TEXT,
  cancelText: CANCEL_TEXT,
  variant: 'default',
};

export const initialUiState: UiState = {
  theme: 'light',
  mobileMenuOpen: false,
  modals: {},
  confirmationModal: closedConfirmation,
  toasts: [],
  notifications: [],
  isMobile: false,
  isTablet: false,
  screenWidth: null,
  globalLoading: false,
  loadingMessage: null,
  sortBy: 'posted_date',
  sortOrder: 'desc',
  viewMode: 'grid',
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeSet(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    mobileMenuSet(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    modalOpened(state, action: PayloadAction<{ name: string; data?: ModalData | null }>) {
      state.modals[action.payload.name] = { isOpen: true, data: action.payload.data ?? null };
    },
    /** Closing a modal also resets its data. */
    modalClosed(state, action: PayloadAction<string>) {
      state.modals[action.payload] = { isOpen: false, data: null };
    },
    allModalsClosed(state) {
      for (const name of Object.keys(state.modals)) state.modals[name] = { isOpen: false, data: null };
      state.confirmationModal = closedConfirmation;
    },
    /** Opens the confirmation modal; its buttons read 'Confirm' and 'Cancel' unless told otherwise. */
    confirmationOpened(state, action: PayloadAction<ConfirmationInput>) {
      const { title, message, confirmText, cancelText, variant } = action.payload;
      state.confirmationModal = {
        isOpen: true,
        title,
        message,
        confirmText: confirmText ?? CONFIRM_TEXT,
        cancelText: cancelText ?? CANCEL_TEXT,
        variant: variant ?? 'default',
      };
    },
    confirmationClosed(state) {
      state.confirmationModal = closedConfirmation;
    },
    /** Shows a toast (type info and 5000 ms unless told); only the newest 5 stay. */
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > TOAST_CAP) state.toasts.splice(0, state.toasts.length - TOAST_CAP);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            type: input.type ?? 'info',
            message: input.message,
            duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
            ...(input.title !== undefined ? { title: input.title } : {}),
          } satisfies Toast,
        };
      },
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    toastsCleared(state) {
      state.toasts = [];
    },
    /** Adds a notification, newest first; only the newest 50 stay. */
    notificationAdded: {
      reducer(state, action: PayloadAction<UiNotification>) {
        state.notifications.unshift(action.payload);
        state.notifications.splice(NOTIFICATION_CAP);
      },
      prepare(input: NotificationInput) {
        return {
          payload: {
            id: nanoid(),
            type: input.type ?? 'info',
            message: input.message,
            read: false,
            createdAt: new Date().toISOString(),
            ...(input.title !== undefined ? { title: input.title } : {}),
          } satisfies UiNotification,
        };
      },
    },
    notificationRead(state, action: PayloadAction<string>) {
      const found = state.notifications.find((item) => item.id === action.payload);
      if (found) found.read = true;
    },
    allNotificationsRead(state) {
      for (const item of state.notifications) item.read = true;
    },
    notificationRemoved(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((item) => item.id !== action.payload);
    },
    notificationsCleared(state) {
      state.notifications = [];
    },
    /** Screen width sets the mobile (< 768 px) and tablet (768 to 1023 px) flags. */
    screenSizeChanged(state, action: PayloadAction<number>) {
      const width = action.payload;
      state.screenWidth = width;
      state.isMobile = width < MOBILE_MAX_WIDTH;
      state.isTablet = width >= MOBILE_MAX_WIDTH && width < TABLET_MAX_WIDTH;
      if (!state.isMobile) state.mobileMenuOpen = false;
    },
    globalLoadingSet(state, action: PayloadAction<{ loading: boolean; message?: string }>) {
      state.globalLoading = action.payload.loading;
      state.loadingMessage = action.payload.loading ? (action.payload.message ?? null) : null;
    },
    sortOrderToggled(state) {
      state.sortOrder = state.sortOrder === 'asc' ? 'desc' : 'asc';
    },
    viewModeToggled(state) {
      state.viewMode = state.viewMode === 'grid' ? 'list' : 'grid';
    },
  },
});

export const {
  themeSet,
  themeToggled,
  mobileMenuSet,
  modalOpened,
  modalClosed,
  allModalsClosed,
  confirmationOpened,
  confirmationClosed,
  toastAdded,
  toastRemoved,
  toastsCleared,
  notificationAdded,
  notificationRead,
  allNotificationsRead,
  notificationRemoved,
  notificationsCleared,
  screenSizeChanged,
  globalLoadingSet,
  sortOrderToggled,
  viewModeToggled,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

type WithUi = { ui: UiState };
const closedModal: ModalState = { isOpen: false, data: null };
export const selectModal = (state: WithUi, name: string): ModalState => state.ui.modals[name] ?? closedModal;
export const selectToasts = (state: WithUi): Toast[] => state.ui.toasts;
export const selectNotifications = (state: WithUi): UiNotification[] => state.ui.notifications;
export const selectUnreadCount = (state: WithUi): number => state.ui.notifications.filter((item) => !item.read).length;
export const selectConfirmation = (state: WithUi): ConfirmationModal => state.ui.confirmationModal;
export const selectIsMobile = (state: WithUi): boolean => state.ui.isMobile;
export const selectIsTablet = (state: WithUi): boolean => state.ui.isTablet;
export const selectTheme = (state: WithUi): Theme => state.ui.theme;
