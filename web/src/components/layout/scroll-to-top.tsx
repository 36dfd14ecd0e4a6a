import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * On every route change: scrolls the window to the top and moves keyboard focus to the main
 * content, so screen readers and keyboard users start at the new page rather than the old link.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
