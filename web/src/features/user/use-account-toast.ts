/**
 * The account's success and error texts go through the app's toasts (the polite live region of
 * app/layout/toasts.tsx), in the reader's language: a text of USER_MESSAGES is shown translated,
 * anything the server said is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded, type MessageType } from '@/app/ui-slice';
import { USER_MESSAGES } from '@/features/user/user-slice';
import '@/features/user/texts';

const KEY_OF: Record<string, string> = Object.fromEntries(Object.entries(USER_MESSAGES).map(([key, text]) => [text, key]));

/** The key of a SPEC text in the 'user' namespace's messages, or undefined for another text. */
export function messageKey(message: string): string | undefined {
  return KEY_OF[message];
}

export function useAccountToast(): (type: MessageType, message: string) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('user');
  return useCallback(
    (type: MessageType, message: string) => {
      const key = messageKey(message);
      dispatch(toastAdded({ type, message: key ? t(`messages.${key}`) : message }));
    },
    [dispatch, t],
  );
}
