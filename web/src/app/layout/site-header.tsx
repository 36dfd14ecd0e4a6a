import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation, useNavigationType } from 'react-router';
import { Link, NavLink } from '@/lib/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { MAIN_CONTENT_ID } from '@/components/layout/scroll-to-top';
import { lazyOverlay } from '@/app/lazy-overlay';
import { UserMenu } from '@/app/layout/user-menu';

const DRAWER_ID = 'mobile-navigation';

const NavigationDrawer = lazyOverlay(() => import('@/app/layout/navigation-drawer'));
const ApplyNowOverlay = lazyOverlay(() => import('@/app/layout/apply-now-overlay'));

/**
 * On a page the server drew, asks for the drawer's code when the drawn header shows the menu
 * button (a phone), before main.tsx asks for the page's chunks: on a slow line a browser opens
 * six connections to a server that speaks HTTP/1.1, and the menu, a phone's navigation, would
 * otherwise wait behind fifteen of them.
 */
export function preloadDrawnMenu(): void {
  if (document.querySelector<HTMLElement>('header button.nav-compact')?.offsetParent) NavigationDrawer.preload();
}

/**
 * The site header (64 px): logo, the main navigation with the active link highlighted, the
 * language switch, 'Apply Now', and either 'Sign in' and 'Post Job' (signed out) or the avatar menu. On narrower
 * screens (1280 px in English, 1536 px in Sinhala and Tamil, whose labels are longer) the
 * navigation moves into a slide-in drawer opened by the menu button; see .nav-full in index.css.
 * The drawer and the 'Apply Now' dialog are fetched when first opened.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn, user, displayName } = useCustomerSession();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);

  // Going to another page some other way (the Back button) also closes the drawer. A page that
  // only puts its own address right (a job's or company's name added to /job/12, which replaces
  // the address as the page starts) is not another page: the menu a reader opened stays open.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen && navigationType !== 'REPLACE') setDrawerOpen(false);
  }

  // On a screen where the menu button is the navigation (a phone), the drawer's code (2 kB of
  // gzip) is fetched as soon as the header is in the app's hands (on a page the server drew,
  // sooner: preloadDrawnMenu), so that a first tap on the button, even while the page below still
  // hydrates, opens it without a wait for the network.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menuButton.current?.offsetParent) NavigationDrawer.preload();
  }, []);

  function openApplyFromDrawer() {
    setDrawerOpen(false);
    setApplyOpen(true);
  }

  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-medium text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('header.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 h-16 border-b border-gray-200 bg-white">
        <div className="header-inner mx-auto flex h-full max-w-page items-center gap-2 px-4 sm:gap-4 lg:px-6">
          <Logo />

          <nav aria-label={t('nav.label')} className="nav-full ml-2 h-full xl:ml-4">
            <ul className="flex h-full items-center xl:gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to} className="h-full">
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `inline-flex h-full items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${
                        isActive
                          ? 'border-teal-700 text-teal-800'
                          : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
                      }`
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch className="nav-full" compact />
            <div className="hidden sm:block">
              <Button variant="secondary" onClick={() => setApplyOpen(true)}>
                {t('header.applyNow')}
              </Button>
            </div>
            {isLoggedIn ? (
              <UserMenu name={displayName} email={user?.email} avatar={user?.avatar} />
            ) : (
              <>
                {/* On narrower screens it is in the menu drawer. */}
                <div className="hidden lg:block">
                  <Link to="/customer/login" className={buttonClasses('ghost', 'md')}>
                    {t('header.signIn')}
                  </Link>
                </div>
                <Link to="/customer/login" className={buttonClasses('primary', 'md', 'px-3 sm:px-4')}>
                  {t('header.postJob')}
                </Link>
              </>
            )}
            <button
              ref={menuButton}
              type="button"
              className="nav-compact -mr-2 size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
              aria-label={t('nav.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? DRAWER_ID : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon className="size-6" />
            </button>
          </div>
        </div>
      </header>

      <NavigationDrawer
        open={drawerOpen}
        id={DRAWER_ID}
        isLoggedIn={isLoggedIn}
        onClose={() => setDrawerOpen(false)}
        onApplyNow={openApplyFromDrawer}
      />
      <ApplyNowOverlay open={applyOpen} onClose={() => setApplyOpen(false)} />
    </>
  );
}
