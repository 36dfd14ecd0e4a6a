/**
 * The site's own pages (about, FAQ, contact, privacy, terms) drawn to HTML by the build, as the app
 * draws them in English for a visitor: scripts/prerender.mjs builds this module for Node after the
 * app, renders each page and leaves the HTML in dist/.first-screens.json, which the server sends as
 * the page's first screen (internal/httpapi/static_screens.go). What the page draws inside the
 * site's <main> is what this gives; the server writes the header around it, as for its own copies.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import AboutPage from '@/features/static/pages/about-page';
import ContactPage from '@/features/static/pages/contact-page';
import FaqPage from '@/features/static/pages/faq-page';
import PrivacyPage from '@/features/static/pages/privacy-page';
import TermsPage from '@/features/static/pages/terms-page';

/** The pages drawn, by path (features/static/routes.tsx). */
export const PAGES: Record<string, ComponentType> = {
  '/about': AboutPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};

/** The HTML of the page at path, as the app draws it there. */
export function render(path: string): string {
  const Page = PAGES[path];
  if (!Page) throw new Error(`no page to pre-render at ${path}`);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}
