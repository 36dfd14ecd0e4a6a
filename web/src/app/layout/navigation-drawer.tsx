import { useTranslation } from '@/i18n/react';
import { Link, NavLink } from '@/lib/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import type { OverlayProps } from '@/app/lazy-overlay';

interface NavigationDrawerProps extends OverlayProps {
  id: string;
  /** Whether to offer the dashboard (signed in) or 'Sign in' and 'Post Job' below the navigation. */
  isLoggedIn: boolean;
  onApplyNow: () => void;
}

/**
 * The navigation on narrower screens (SPEC section 2): a drawer with the links, 'Apply Now',
 * 'Sign in' and 'Post Job' when signed out (the dashboard when signed in), and the language switch. The header fetches it when it first opens
 * (lazyOverlay) and draws it only while it is open.
 */
export default function NavigationDrawer({ id, isLoggedIn, onClose, onApplyNow }: NavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} open onClose={onClose} title={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
      <nav aria-label={t('nav.label')} className="p-2">
        <ul className="flex flex-col">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${
                    isActive ? 'bg-teal-50 text-teal-800' : 'text-gray-700 hover:bg-gray-100'
                  }`
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-3 border-t border-gray-200 p-4">
        <Button variant="secondary" className="w-full" onClick={onApplyNow}>
          {t('header.applyNow')}
        </Button>
        {isLoggedIn ? (
          <Link to="/customer/dashboard" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('userMenu.dashboard')}
          </Link>
        ) : (
          <>
            <Link to="/customer/login" className={buttonClasses('secondary', 'md', 'w-full')}>
              {t('header.signIn')}
            </Link>
            <Link to="/customer/login" className={buttonClasses('primary', 'md', 'w-full')}>
              {t('header.postJob')}
            </Link>
          </>
        )}
        <LanguageSwitch placement="above" align="start" />
      </div>
    </Drawer>
  );
}
