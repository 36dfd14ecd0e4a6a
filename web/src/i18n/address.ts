import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * Each language version of a page has its own address: English at the page's path (also the
 * version for readers of any other language, x-default), Sinhala and Tamil under /si and /ta, such
 * as /si/job/12/accountant. The server draws a page in its address's language, and the app runs in
 * it: the router sees the path without the prefix, and its links and navigations keep the prefix
 * (app/router.tsx). Switching the language moves the address to the new language's version.
 */

/** The start of the addresses of a language's pages: '' for English, '/si' for Sinhala. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language an address names and its path without the prefix: { language: 'si', path: '/job/12' }
 * for /si/job/12; language null for a path with no prefix (English, or the reader's remembered
 * language: the server sends a reader who chose Sinhala on to the /si address).
 */
export function splitAddress(pathname: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LANGUAGE && isLanguage(prefix)) {
    return { language: prefix, path: pathname.slice(prefix.length + 1) || '/' };
  }
  return { language: null, path: pathname };
}

/** A path of the app (without a prefix) at its address in `language`. */
export function localizedPath(path: string, language: Language): string {
  const base = languageBase(language);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}
