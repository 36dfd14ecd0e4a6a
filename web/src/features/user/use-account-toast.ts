/**
 * The account's success and error texts go through the app's toasts (the polite live region of
 * app/layout/toasts.tsx), in the reader's language: a text of USER_MESSAGES is shown translated,
 * anything the server said is shown as it came.
 *
 * The job screens use it too (saving a job from its card), and their pages do not carry the
 * 'user' namespace's English texts: a toast from there waits for them (withUserTexts).
 */
import { useCallback } from 'react';
import i18n from '@/i18n';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded, type MessageType } from '@/app/ui-slice';
import { USER_MESSAGES } from '@/features/user/user-slice';

/**
 * Runs `then` once the 'user' namespace's texts are here, in English and in the language shown (a
 * public page does not start with them: i18n/account-namespaces.ts): at once if they already are.
 */
export function withUserTexts(then: () => void): void {
  const english = i18n.exists('user:messages.saveJobFailed', { lng: 'en' }) ? null : import('@/features/user/texts');
  const shown = i18n.hasLoadedNamespace('user') ? null : i18n.loadNamespaces('user');
  if (!english && !shown) then();
  else void Promise.all([english, shown]).then(then);
}

const KEY_OF: Record<string, string> = Object.fromEntries(Object.entries(USER_MESSAGES).map(([key, text]) => [text, key]));

/** The key of a SPEC text in the 'user' namespace's messages, or undefined for another text. */
export function messageKey(message: string): string | undefined {
  return KEY_OF[message];
}

/**
 * Shows an account's toast: a text of USER_MESSAGES in the language shown, anything else as it
 * came. For a handler that has no component's hooks at hand (a job card's Save).
 */
export function accountToast(dispatch: ReturnType<typeof useAppDispatch>, type: MessageType, message: string): void {
  const key = messageKey(message);
  if (!key) dispatch(toastAdded({ type, message }));
  else withUserTexts(() => dispatch(toastAdded({ type, message: i18n.t(`user:messages.${key}`) })));
}

export function useAccountToast(): (type: MessageType, message: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((type: MessageType, message: string) => accountToast(dispatch, type, message), [dispatch]);
}
