import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** The browser tab's title of a page titled `title`. */
export function documentTitle(title: string): string {
  return `${title} – ${SITE_NAME}`;
}

/** What the page being drawn on the server asked for its head, while src/server/render.tsx draws one. */
let serverHead: { title: string | null; description: string | null } | null = null;

/**
 * Draws `draw` and returns what its page asked for its head: the server writes the page's
 * <title> and description from it, in the page's language, so the head is part of the one render.
 */
export function collectHead<T>(draw: () => T): { result: T; title: string | null; description: string | null } {
  const head = { title: null as string | null, description: null as string | null };
  serverHead = head;
  try {
    return { result: draw(), ...head };
  } finally {
    serverHead = null;
  }
}

/**
 * Sets the browser tab's title to "{title} – JobPortal" while the calling page is shown. A page
 * whose words describe it (a list's intro) gives them as `description`, for the head the server
 * writes; a page about one thing (a job, a company, an article) leaves it to the server, which
 * describes it from its content.
 */
export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  // Drawn on the server, the last page part to ask (the innermost) names the page.
  if (serverHead && title) {
    serverHead.title = documentTitle(title);
    serverHead.description = description || null;
  }
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
