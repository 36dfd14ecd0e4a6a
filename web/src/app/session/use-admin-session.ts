import { useEffect, useState } from 'react';
import { readAdminSession, subscribeToAuthState, type StoredSession } from '@/lib/storage';

/**
 * The stored admin session (token + user), re-read on 'storage' and 'authStateChanged', so a
 * 401 on the admin channel or a sign-out in another tab takes effect at once.
 */
export function useAdminSession(): StoredSession | null {
  const [session, setSession] = useState<StoredSession | null>(readAdminSession);

  useEffect(() => {
    const reread = () => {
      const next = readAdminSession();
      setSession((current) =>
        current?.token === next?.token && JSON.stringify(current?.user) === JSON.stringify(next?.user) ? current : next,
      );
    };
    reread();
    return subscribeToAuthState(reread);
  }, []);

  return session;
}
