import { leadsHere } from '@/lib/link';

/** The top navigation of SPEC section 2, in order. `labelKey` is in the common namespace. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/browse', labelKey: 'nav.browse', end: false },
  { to: '/company', labelKey: 'nav.companies', end: false },
  { to: '/blogs', labelKey: 'nav.blogs', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
  { to: '/faq', labelKey: 'nav.faq', end: false },
  { to: '/contact', labelKey: 'nav.contact', end: false },
] as const;

/** The navigation's items that lead to the page at `pathname` (the router's path), as NavLink marks them. */
export function activeNavItems(pathname: string): string[] {
  return NAV_ITEMS.filter((item) => leadsHere(item.to, pathname, item.end)).map((item) => item.to);
}
