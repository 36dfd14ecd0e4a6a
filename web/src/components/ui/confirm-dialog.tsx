import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';

/** Classes that make a ghost button an outlined red one, for actions that remove something. */
export const DANGER_OUTLINE = 'border border-red-300 text-red-700! hover:bg-red-50! hover:text-red-800! focus-visible:outline-red-700!';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting a job). Cancel has the focus first, so
 * Enter does not destroy anything by accident; while the request runs, neither button acts.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      role="alertdialog"
      hideCloseButton
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {children}
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </div>
    </Dialog>
  );
}
