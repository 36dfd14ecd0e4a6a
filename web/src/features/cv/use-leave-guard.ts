/**
 * Asks before leaving the builder with unsaved changes: the browser's own question when the
 * tab is closed or reloaded (beforeunload), and the app's dialog when a link inside the app is
 * followed. The app's router is a HistoryRouter, which has no blocker, so links are caught at
 * the document before the router sees them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitAddress } from '@/i18n/address';

export function useLeaveGuard(when: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // The router's paths are without the language's prefix (i18n/address.ts).
      const path = splitAddress(url.pathname).path;
      const to = path + url.search + url.hash;
      if (path === location.pathname && url.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when, location.pathname, location.search]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    const to = pending;
    setPending(null);
    if (to) void navigate(to);
  }, [navigate, pending]);

  return { asking: pending !== null, stay, leave };
}
