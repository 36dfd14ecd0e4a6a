import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, createPath, useLocation, useResolvedPath, type To } from 'react-router';

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
 * A link to a page of the app: an <a> with the page's address (the language's prefix included),
 * which moves the router there on a plain click and lets the browser open it otherwise (a new tab,
 * a download). It goes where React Router's Link goes, resolved the same way, with a fraction of
 * its work: that Link resolves its address three times and sets up prefetching the app does not
 * use, and a page has tens of links, each drawn on the server for every page (docs/DECISIONS.md).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const path = useResolvedPath(to);
  if (typeof to === 'string' && ELSEWHERE.test(to)) {
    return <a {...rest} ref={ref} href={to} target={target} onClick={onClick} />;
  }
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
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the page itself, not on the pages below it. */
  end?: boolean;
  /** A class, or the class for whether the link is to the page shown (a string gets "active" added). */
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A Link that knows whether it leads to the page shown (or one below it, unless `end`): it then
 * says so with aria-current="page" and its class, as React Router's NavLink does.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, ...rest }, ref) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const path = useResolvedPath(to);
  const target = (navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname).toLowerCase();
  const here = location.pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} to={to} aria-current={isActive ? 'page' : undefined} className={classes} />;
});
