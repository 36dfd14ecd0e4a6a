import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Dialog } from '@/components/ui/dialog';

interface ApplyNowDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the dialog holds: the app places the CV form of the talent pool here. */
  children: ReactNode;
}

/**
 * What the header's 'Apply Now' opens: a dialog titled for applying, around the content the app
 * gives it (shared layout code knows no area, so the form comes in from app/).
 */
export function ApplyNowDialog({ open, onClose, children }: ApplyNowDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('applyNow.title')} className="sm:max-w-lg">
      {children}
    </Dialog>
  );
}
