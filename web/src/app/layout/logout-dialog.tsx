import { useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { logout } from '@/app/session/auth-slice';
import type { OverlayProps } from '@/app/lazy-overlay';

/**
 * Asks before signing out (SPEC section 2). 'Yes, Logout' clears the session through the auth
 * slice's logout and goes to the home page; 'Cancel' keeps everything as it was. The user menu
 * fetches it when it first opens (lazyOverlay) and draws it only while it is open.
 */
export default function LogoutDialog({ onClose }: OverlayProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    // logout() clears the stored session and resets the store at once; telling the server to
    // revoke the token goes on in the background, so a slow network never keeps anyone waiting.
    void dispatch(logout());
    onClose();
    void navigate('/');
  }

  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      title={t('logout.title')}
      initialFocus={cancelRef}
      hideCloseButton
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t('logout.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('logout.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('logout.message')}</p>
    </Dialog>
  );
}
