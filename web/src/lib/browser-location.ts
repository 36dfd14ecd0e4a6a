import i18n, { isLanguage } from '@/i18n';
import { localizedPath, splitAddress } from '@/i18n/address';

/**
 * The browser address, behind a small object so that code which leaves the single-page app
 * (the API channels after a 401/403) can be observed in tests with vi.spyOn. Paths are the app's,
 * without the language's prefix (i18n/address.ts): pathname() takes it off, assign() puts the
 * current language's on.
 */
export const browserLocation = {
  pathname(): string {
    return splitAddress(window.location.pathname).path;
  },
  assign(url: string): void {
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    window.location.assign(url.startsWith('/') && !url.startsWith('//') ? localizedPath(url, language) : url);
  },
};
