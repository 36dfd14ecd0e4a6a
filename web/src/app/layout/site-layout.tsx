import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/scroll-to-top';
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
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter signedIn={isLoggedIn} />
    </div>
  );
}
