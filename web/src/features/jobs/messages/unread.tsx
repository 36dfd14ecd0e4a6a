/**
 * The unread counts of a list of applications, read once for the list (one job's applications for
 * its poster, or the applicant's own) and shared with each row's messages button.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { fetchUnread } from '@/features/jobs/messages/messages-calls';
import type { UnreadCounts } from '@/features/jobs/messages/types';

interface Unread {
  counts: UnreadCounts;
  /** The thread of an application was read: its count goes. */
  clear: (applicationId: number) => void;
}

const UnreadContext = createContext<Unread>({ counts: {}, clear: () => undefined });

/** How often the counts are read again while the page is in view: one small request a minute. */
export const UNREAD_REFRESH_MS = 60_000;

/** A refresh this soon after the last read is skipped: focus and visibility often come together. */
const UNREAD_MIN_GAP_MS = 5_000;

function sameCounts(a: UnreadCounts, b: UnreadCounts): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Reads the counts of source (null reads none: an admin reading a job's pipeline has no thread)
 * and again whenever `version` changes. While the page is visible the counts are read again every
 * UNREAD_REFRESH_MS, and when the page comes back into view or the window regains focus, so that
 * badges stay current without reloading the list; a hidden page asks nothing. A failed read shows
 * no badges rather than an error (or keeps the last ones): the threads themselves still open.
 */
export function UnreadMessagesProvider({
  source,
  version,
  children,
}: {
  source: { jobId: number } | 'mine' | null;
  version?: unknown;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const [counts, setCounts] = useState<UnreadCounts>({});
  const key = source === null ? '' : source === 'mine' ? 'mine' : String(source.jobId);

  useEffect(() => {
    if (key === '') return;
    let current = true;
    let busy = false;
    let last = 0;
    const read = () => {
      if (busy) return;
      busy = true;
      last = Date.now();
      dispatch(fetchUnread(key === 'mine' ? 'mine' : { jobId: Number(key) }))
        .unwrap()
        .then(
          (answer) => {
            // The same counts again keep the same object: the rows do not render again.
            if (current) setCounts((previous) => (sameCounts(previous, answer) ? previous : answer));
          },
          () => undefined,
        )
        .finally(() => {
          busy = false;
        });
    };
    const refresh = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= UNREAD_MIN_GAP_MS) read();
    };
    read();
    const timer = window.setInterval(refresh, UNREAD_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [dispatch, key, version]);

  const clear = useCallback((applicationId: number) => {
    setCounts((previous) => {
      if (!previous[String(applicationId)]) return previous;
      const next = { ...previous };
      delete next[String(applicationId)];
      return next;
    });
  }, []);
  const value = useMemo(() => ({ counts, clear }), [counts, clear]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

/** The unread messages of one application's thread, and how to clear them once read. */
export function useUnreadMessages(applicationId: number): { count: number; clear: () => void } {
  const { counts, clear } = useContext(UnreadContext);
  return { count: counts[String(applicationId)] ?? 0, clear: useCallback(() => clear(applicationId), [clear, applicationId]) };
}
