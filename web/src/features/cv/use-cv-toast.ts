/**
 * The CV area's success and error texts go through the app's toasts, in the reader's language:
 * a text of CV_MESSAGES is shown translated, anything the server said is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded, type MessageType } from '@/app/ui-slice';
import { CV_MESSAGES } from '@/features/cv/cv-thunks';
import type { ApiFailure } from '@/lib/api-error';
import '@/features/cv/texts';

const KEY_OF: Record<string, string> = Object.fromEntries(Object.entries(CV_MESSAGES).map(([key, text]) => [text, key]));

/** Shows a toast; a SPEC text is translated, another is shown as it is. */
export function useCvToast(): (type: MessageType, message: string) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('cv');
  return useCallback(
    (type: MessageType, message: string) => {
      const key = KEY_OF[message];
      dispatch(toastAdded({ type, message: key ? t(`messages.${key}`) : message }));
    },
    [dispatch, t],
  );
}

/** The text to show for a failed call: the server's words, else SPEC's fallback. */
export function failureText(failure: ApiFailure | undefined, fallback: string): string {
  return failure?.message ?? fallback;
}
