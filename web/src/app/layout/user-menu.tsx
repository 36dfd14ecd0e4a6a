import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { buttonClasses, Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DashboardIcon, LogoutIcon } from '@/components/ui/icons';
import { useMenu } from '@/components/ui/use-menu';
import { selectIsMobile } from '@/app/ui-slice';
import { initials } from '@/lib/initials';
import { LogoutDialog } from '@/app/layout/logout-dialog';

interface UserMenuProps {
  name: string;
  email?: string;
  /** The profile picture (a /media path), or '' for none. */
  avatar?: string;
}

/** The round avatar: the signed-in person's picture when they have one, else their initials. */
export function Avatar({ name, picture = '', className = '' }: { name: string; picture?: string; className?: string }) {
  if (picture.startsWith('/')) {
    return <img src={picture} alt="" aria-hidden="true" width={40} height={40} className={`inline-block size-10 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-10 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white ${className}`}
    >
      {initials(name) || '?'}
    </span>
  );
}

/**
 * The signed-in person's avatar and menu (SPEC section 2): their name, 'Dashboard' and 'Logout'.
 * On wide screens the menu drops down under the avatar; on phones it is a modal titled
 * 'Logged in as {name}'. Logout asks for confirmation first.
 */
export function UserMenu({ name, email, avatar = '' }: UserMenuProps) {
  const { t } = useTranslation();
  const isMobile = useAppSelector(selectIsMobile);
  const { open, setOpen, close, buttonProps, menuProps } = useMenu();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  function askLogout() {
    close(false);
    setConfirmingLogout(true);
  }

  const showEmail = email && email !== name ? email : undefined;

  return (
    <div className="relative">
      <button
        {...buttonProps}
        aria-haspopup={isMobile ? 'dialog' : 'menu'}
        aria-controls={isMobile ? undefined : buttonProps['aria-controls']}
        className="inline-flex size-11 items-center justify-center rounded-full hover:ring-4 hover:ring-teal-100"
      >
        {/* Named by hidden text rather than aria-label, so the initials shown are not a visible
            text missing from the name (axe: label-content-name-mismatch). */}
        <span className="sr-only">{t('header.accountMenu', { name })}</span>
        <Avatar name={name} picture={avatar} />
      </button>

      {open && !isMobile && (
        <div
          {...menuProps}
          aria-label={name}
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-1 shadow-lg motion-safe:animate-[pop-in_120ms_ease-out]"
        >
          <div role="none" className="flex items-center gap-3 border-b border-gray-100 px-3 py-3">
            <Avatar name={name} picture={avatar} className="size-9 shrink-0" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{name}</p>
              {showEmail && <p className="truncate text-xs text-gray-500">{showEmail}</p>}
            </div>
          </div>
          <Link
            role="menuitem"
            to="/customer/dashboard"
            onClick={() => close(false)}
            className="mt-1 flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
          >
            <DashboardIcon className="size-5 text-gray-500" />
            {t('userMenu.dashboard')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={askLogout}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm text-red-700 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
          >
            <LogoutIcon className="size-5" />
            {t('userMenu.logout')}
          </button>
        </div>
      )}

      <Dialog open={open && isMobile} onClose={() => setOpen(false)} title={t('userMenu.loggedInAs', { name })}>
        {showEmail && <p className="mb-4 truncate text-gray-500">{showEmail}</p>}
        <div className="flex flex-col gap-2">
          <Link
            to="/customer/dashboard"
            onClick={() => setOpen(false)}
            className={buttonClasses('secondary', 'md', 'w-full justify-start')}
          >
            <DashboardIcon className="size-5 text-gray-500" />
            {t('userMenu.dashboard')}
          </Link>
          <Button variant="secondary" onClick={askLogout} className="w-full justify-start text-red-700">
            <LogoutIcon className="size-5" />
            {t('userMenu.logout')}
          </Button>
        </div>
      </Dialog>

      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
