import { forwardRef, useContext, type AnchorHTMLAttributes, type ForwardedRef, type MouseEvent, type ReactElement } from 'react';
import { UNSAFE_NavigationContext, createPath, resolvePath, useLocation, useResolvedPath, type Location, type Navigator, type Path, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path of the app (absolute, or relative to the page), or an address elsewhere. */
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** The history entry's state (read with useLocation().state). */
  state?: unknown;
}

/** An address with a scheme (https:, mailto:) or of another host (//host): the browser follows it. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function modified(event: MouseEvent): boolean {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * Where a link with an absolute path ("/job/12?from=list", { pathname: "/faq" }) goes: that path,
 * whatever the page and its routes. React Router's resolution reads the routes' matches and writes
 * them as JSON on every call, and a page has tens of such links drawn on the server for every page
 * (docs/DECISIONS.md). A path relative to the page (or none, only a search) gives null.
 */
export function absolutePath(to: To): Path | null {
  const pathname = typeof to === 'string' ? to : to.pathname;
  if (!pathname || pathname[0] !== '/' || pathname[1] === '/') return null;
  return resolvePath(to);
}

/** What an anchor needs of the router. */
interface Router {
  basename: string;
  navigator: Navigator;
}

/**
 * The anchor of a link to `path` of the app, from the router's navigator and the page's location;
 * or to an address elsewhere, given as it is, which the browser follows.
 */
function anchor(
  { replace, state, onClick, target, ...rest }: Omit<LinkProps, 'to'>,
  path: Path | string,
  { basename, navigator }: Router,
  location: Location,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  if (typeof path === 'string') return <a {...rest} ref={ref} href={path} target={target} onClick={onClick} />;
  const pathname = basename === '/' ? path.pathname : path.pathname === '/' ? basename : `${basename}/${path.pathname}`.replace(/\/\/+/g, '/');
  const destination = { pathname, search: path.search, hash: path.hash };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified(event)) return;
    event.preventDefault();
    // A link to the page the reader is on replaces its entry, as React Router's does.
    const again = replace ?? createPath(location) === createPath(path);
    if (again) navigator.replace(destination, state);
    else navigator.push(destination, state);
  };
  return <a {...rest} ref={ref} href={navigator.createHref(destination)} target={target} onClick={follow} />;
}

/** A link relative to the page (or to a search of it): React Router resolves it against the routes' matches. */
function Relative({ to, draw }: { to: To; draw: (path: Path, router: Router, location: Location) => ReactElement }) {
  const router = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  return draw(useResolvedPath(to), router, location);
}

/**
 * A link to a page of the app: an <a> with the page's address (the language's prefix included),
 * which moves the router there on a plain click and lets the browser open it otherwise (a new tab,
 * a download). It goes where React Router's Link goes, resolved the same way, with a fraction of
 * its work: that Link resolves its address three times and sets up prefetching the app does not
 * use, and a page has tens of links, each drawn on the server for every page (docs/DECISIONS.md).
 * An absolute path needs no resolving against the routes; a relative one is Relative's.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const router = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const path = typeof to === 'string' && ELSEWHERE.test(to) ? to : absolutePath(to);
  return path ? anchor(rest, path, router, location, ref) : <Relative to={to} draw={(...resolved) => anchor(rest, ...resolved, ref)} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the page itself, not on the pages below it. */
  end?: boolean;
  /** A class, or the class for whether the link is to the page shown (a string gets "active" added). */
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * Whether a link to the path `target` leads to the page at the path `here`, or to one below it
 * unless `end`: what makes a NavLink active. Letter case does not count, as in React Router.
 */
export function leadsHere(target: string, here: string, end = false): boolean {
  const to = target.toLowerCase();
  const at = here.toLowerCase();
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return at === to || (!end && at.startsWith(to) && at.charAt(slash) === '/');
}

/** A NavLink's anchor, for `path` of the app. */
function navAnchor(
  { end = false, className, ...rest }: Omit<NavLinkProps, 'to'>,
  path: Path,
  router: Router,
  location: Location,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const { navigator } = router;
  const isActive = leadsHere(navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname, location.pathname, end);
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return anchor({ ...rest, 'aria-current': isActive ? 'page' : undefined, className: classes }, path, router, location, ref);
}

/**
 * A Link to a page of the app that knows whether it leads to the page shown (or one below it,
 * unless `end`): it then says so with aria-current="page" and its class, as React Router's
 * NavLink does.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  const router = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const path = absolutePath(to);
  return path ? navAnchor(rest, path, router, location, ref) : <Relative to={to} draw={(...resolved) => navAnchor(rest, ...resolved, ref)} />;
});
