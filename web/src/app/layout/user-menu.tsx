import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppSelector } from '@/app/hooks';
import { DashboardIcon, LogoutIcon } from '@/components/ui/icons';
import { useMenu } from '@/components/ui/use-menu';
import { selectIsMobile } from '@/app/ui-slice';
import { initials } from '@/lib/initials';
import { lazyOverlay } from '@/app/lazy-overlay';

const AccountDialog = lazyOverlay(() => import('@/app/layout/account-dialog'));
const LogoutDialog = lazyOverlay(() => import('@/app/layout/logout-dialog'));

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
 * 'Logged in as {name}'. Logout asks for confirmation first. The modal and the confirmation are
 * fetched when first opened.
 */
export function UserMenu({ name, email, avatar = '' }: UserMenuProps) {
  const { t } = useTranslation();
  const isMobile = useAppSelector(selectIsMobile);
  const { open, setOpen, close, buttonProps, menuProps } = useMenu();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  function askLogout() {
    // The focus goes back to the avatar: the confirmation, once drawn, gives it back there.
    close();
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

      <AccountDialog
        open={open && isMobile}
        onClose={() => setOpen(false)}
        onLogout={askLogout}
        name={name}
        email={showEmail}
      />

      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
