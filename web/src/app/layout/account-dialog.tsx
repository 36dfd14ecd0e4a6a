import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { buttonClasses, Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DashboardIcon, LogoutIcon } from '@/components/ui/icons';
import type { OverlayProps } from '@/app/lazy-overlay';

interface AccountDialogProps extends OverlayProps {
  name: string;
  /** Shown under the title when it is not the name itself. */
  email?: string;
  onLogout: () => void;
}

/**
 * The user menu on phones (SPEC section 2): a modal reading 'Logged in as {name}', with
 * 'Dashboard' and 'Logout'. The user menu fetches it when it first opens (lazyOverlay).
 */
export default function AccountDialog({ name, email, onClose, onLogout }: AccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('userMenu.loggedInAs', { name })}>
      {email && <p className="mb-4 truncate text-gray-500">{email}</p>}
      <div className="flex flex-col gap-2">
        <Link to="/customer/dashboard" onClick={onClose} className={buttonClasses('secondary', 'md', 'w-full justify-start')}>
          <DashboardIcon className="size-5 text-gray-500" />
          {t('userMenu.dashboard')}
        </Link>
        <Button variant="secondary" onClick={onLogout} className="w-full justify-start text-red-700">
          <LogoutIcon className="size-5" />
          {t('userMenu.logout')}
        </Button>
      </div>
    </Dialog>
  );
}
