import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  allModalsClosed,
  allNotificationsRead,
  confirmationClosed,
  confirmationOpened,
  globalLoadingSet,
  modalClosed,
  modalOpened,
  notificationAdded,
  notificationRead,
  notificationRemoved,
  screenSizeChanged,
  selectModal,
  selectUnreadCount,
  sortOrderToggled,
  themeToggled,
  toastAdded,
  toastRemoved,
  viewModeToggled,
} from '@/app/ui-slice';

describe('toasts (SPEC section 9)', () => {
  it('default to type info and 5000 ms', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ message: 'Saved' }));
    const [toast] = store.getState().ui.toasts;
    expect(toast).toMatchObject({ type: 'info', duration: 5000, message: 'Saved' });
    expect(toast?.id).toEqual(expect.any(String));
  });

  it('keep the given type, title and duration', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ message: 'Oops', type: 'error', title: 'Error', duration: 8000 }));
    expect(store.getState().ui.toasts[0]).toMatchObject({ type: 'error', title: 'Error', duration: 8000 });
  });

  it('keep at most 5, dropping the oldest', () => {
    const store = makeStore();
    for (let index = 1; index <= 7; index += 1) store.dispatch(toastAdded({ message: `toast ${index}` }));
    const toasts = store.getState().ui.toasts;
    expect(toasts).toHaveLength(5);
    expect(toasts.map((toast) => toast.message)).toEqual(['toast 3', 'toast 4', 'toast 5', 'toast 6', 'toast 7']);
  });

  it('can be removed by id', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ message: 'a' }));
    store.dispatch(toastAdded({ message: 'b' }));
    const first = store.getState().ui.toasts[0];
    store.dispatch(toastRemoved(first?.id ?? ''));
    expect(store.getState().ui.toasts.map((toast) => toast.message)).toEqual(['b']);
  });
});

describe('notifications (SPEC section 9)', () => {
  it('keep at most 50, newest first', () => {
    const store = makeStore();
    for (let index = 1; index <= 55; index += 1) store.dispatch(notificationAdded({ message: `n${index}` }));
    const list = store.getState().ui.notifications;
    expect(list).toHaveLength(50);
    expect(list[0]?.message).toBe('n55');
    expect(list[49]?.message).toBe('n6');
  });

  it('are unread until read, and can be removed', () => {
    const store = makeStore();
    store.dispatch(notificationAdded({ message: 'a' }));
    store.dispatch(notificationAdded({ message: 'b', type: 'success' }));
    expect(selectUnreadCount(store.getState())).toBe(2);
    const newest = store.getState().ui.notifications[0];
    expect(newest).toMatchObject({ type: 'success', read: false });
    store.dispatch(notificationRead(newest?.id ?? ''));
    expect(selectUnreadCount(store.getState())).toBe(1);
    store.dispatch(allNotificationsRead());
    expect(selectUnreadCount(store.getState())).toBe(0);
    store.dispatch(notificationRemoved(newest?.id ?? ''));
    expect(store.getState().ui.notifications.map((item) => item.message)).toEqual(['a']);
  });
});

describe('modals (SPEC section 4)', () => {
  it('open with data, and close resetting their data', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ name: 'jobDetails', data: { jobId: 4 } }));
    expect(selectModal(store.getState(), 'jobDetails')).toEqual({ isOpen: true, data: { jobId: 4 } });
    store.dispatch(modalClosed('jobDetails'));
    expect(selectModal(store.getState(), 'jobDetails')).toEqual({ isOpen: false, data: null });
  });

  it('are closed when never opened, and all close at once', () => {
    const store = makeStore();
    expect(selectModal(store.getState(), 'nothing')).toEqual({ isOpen: false, data: null });
    store.dispatch(modalOpened({ name: 'a', data: { x: 1 } }));
    store.dispatch(modalOpened({ name: 'b' }));
    store.dispatch(confirmationOpened({ title: 'Sure?', message: 'Really?' }));
    store.dispatch(allModalsClosed());
    const { modals, confirmationModal } = store.getState().ui;
    expect(Object.values(modals)).toEqual([
      { isOpen: false, data: null },
      { isOpen: false, data: null },
    ]);
    expect(confirmationModal.isOpen).toBe(false);
  });
});

describe('confirmation modal (SPEC section 3)', () => {
  it("defaults its buttons to 'Confirm' and 'Cancel'", () => {
    const store = makeStore();
    expect(store.getState().ui.confirmationModal).toMatchObject({ isOpen: false, confirmText: 'Confirm', cancelText: 'Cancel' });
    store.dispatch(confirmationOpened({ title: 'Delete job', message: 'Delete this job?' }));
    expect(store.getState().ui.confirmationModal).toEqual({
      isOpen: true,
      title: 'Delete job',
      message: 'Delete this job?',
      confirmText: 'Confirm',
      cancelText: 'Cancel',
      variant: 'default',
    });
  });

  it('takes other texts, and closing restores the defaults', () => {
    const store = makeStore();
    store.dispatch(confirmationOpened({ title: 'Confirm Logout', message: 'Sure?', confirmText: 'Yes, Logout', cancelText: 'No', variant: 'danger' }));
    expect(store.getState().ui.confirmationModal).toMatchObject({ confirmText: 'Yes, Logout', cancelText: 'No', variant: 'danger' });
    store.dispatch(confirmationClosed());
    expect(store.getState().ui.confirmationModal).toMatchObject({ isOpen: false, title: '', confirmText: 'Confirm', cancelText: 'Cancel' });
  });
});

describe('screen size (SPEC section 4)', () => {
  it.each([
    [360, true, false],
    [767, true, false],
    [768, false, true],
    [1023, false, true],
    [1024, false, false],
    [1920, false, false],
  ])('at %i px sets isMobile %s and isTablet %s', (width, isMobile, isTablet) => {
    const store = makeStore();
    store.dispatch(screenSizeChanged(width));
    expect(store.getState().ui).toMatchObject({ isMobile, isTablet, screenWidth: width });
  });
});

describe('sorting and display', () => {
  it('toggles the sort order between asc and desc', () => {
    const store = makeStore();
    expect(store.getState().ui.sortOrder).toBe('desc');
    store.dispatch(sortOrderToggled());
    expect(store.getState().ui.sortOrder).toBe('asc');
    store.dispatch(sortOrderToggled());
    expect(store.getState().ui.sortOrder).toBe('desc');
  });

  it('starts in grid view and toggles with list', () => {
    const store = makeStore();
    expect(store.getState().ui.viewMode).toBe('grid');
    store.dispatch(viewModeToggled());
    expect(store.getState().ui.viewMode).toBe('list');
    store.dispatch(viewModeToggled());
    expect(store.getState().ui.viewMode).toBe('grid');
  });

  it('toggles the theme and sets the global loading message', () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(store.getState().ui.theme).toBe('dark');
    store.dispatch(globalLoadingSet({ loading: true, message: 'Saving...' }));
    expect(store.getState().ui).toMatchObject({ globalLoading: true, loadingMessage: 'Saving...' });
    store.dispatch(globalLoadingSet({ loading: false }));
    expect(store.getState().ui).toMatchObject({ globalLoading: false, loadingMessage: null });
  });
});
