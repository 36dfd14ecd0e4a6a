import { createContext, useContext, type ReactNode } from 'react';

/** What a part may depend on of the page around it, as the server's render knows it. */
export interface PageFacts {
  language: string;
  /** The router's path, without the language's prefix. */
  pathname: string;
  /** The year of the moment the page is drawn at (lib/clock). */
  year: number;
}

/** The server's store of parts already drawn (server/drawn-once.tsx); none in the browser. */
export interface DrawnParts {
  page: PageFacts;
  /** The part's markup drawn before under `key`, or `children` drawn now and kept under `key`. */
  part(key: string, children: ReactNode): ReactNode;
}

export const DrawnPartsContext = createContext<DrawnParts | null>(null);

/**
 * A part that is the same on many pages (the header, the footer, a job's card): on the server, each
 * engine draws it once for each key and gives its markup again to every page with that key, so a
 * render spends React's work on the page's own content (docs/DECISIONS.md, "A render does only
 * the page's work"). `keyOf` names everything the part's markup depends on; the same key must
 * always give the same markup. In the browser it is its children, drawn and hydrated as ever.
 */
export function DrawnOnce({ keyOf, children }: { keyOf: (page: PageFacts) => string; children: ReactNode }) {
  const parts = useContext(DrawnPartsContext);
  return parts ? parts.part(keyOf(parts.page), children) : children;
}
