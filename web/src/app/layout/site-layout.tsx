import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/scroll-to-top';
import { activeNavItems } from '@/components/layout/nav-items';
import { DrawnOnce } from '@/lib/drawn-once';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { useScreenSize } from '@/app/layout/use-screen-size';
import { AccountSync } from '@/features/user/account-sync';
import { useCustomerSession } from '@/app/session/use-customer-session';

/** Header, the current page and the footer: the frame of every public page. */
export function SiteLayout() {
  useScreenSize();
  const { isLoggedIn } = useCustomerSession();
  return (
    <div className="flex min-h-screen flex-col">
      <AccountSync />
      {/* The header and the footer are each their own Suspense boundary, so that a drawn page
          hydrates in parts (docs/DECISIONS.md): a tap on the header's menu while the page below
          is still hydrating hydrates the header alone, at once, and React replays it. On the
          server each is drawn once per key and its markup given again (lib/drawn-once): a key
          names all that the part's markup depends on. */}
      <Suspense fallback={null}>
        <DrawnOnce keyOf={(page) => `header ${page.language} ${isLoggedIn} ${activeNavItems(page.pathname).join()}`}>
          <SiteHeader />
        </DrawnOnce>
      </Suspense>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <DrawnOnce keyOf={(page) => `footer ${page.language} ${isLoggedIn} ${page.year}`}>
          <SiteFooter signedIn={isLoggedIn} />
        </DrawnOnce>
      </Suspense>
    </div>
  );
}
