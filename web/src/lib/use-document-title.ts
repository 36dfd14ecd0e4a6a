import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Sets the browser tab's title to "{title} – JobPortal" while the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} – ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
