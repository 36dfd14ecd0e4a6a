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

/**
 * Reads the counts of source (null reads none: an admin reading a job's pipeline has no thread)
 * and again whenever `version` changes. A failed read shows no badges rather than an error: the
 * threads themselves still open.
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
    dispatch(fetchUnread(key === 'mine' ? 'mine' : { jobId: Number(key) }))
      .unwrap()
      .then(
        (answer) => {
          if (current) setCounts(answer);
        },
        () => undefined,
      );
    return () => {
      current = false;
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
