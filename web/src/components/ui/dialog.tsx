import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n/react';
import { CloseIcon } from './icons';
import { useFocusTrap, useScrollLock } from './use-modal-behaviour';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom, right-aligned on wide screens and stacked on phones. */
  footer?: ReactNode;
  /** Element to focus when the dialog opens; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close (X) button, e.g. when the footer already has Cancel. */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * A modal dialog: rendered over the page in a portal, closes on Escape, on a click outside and on
 * its close button; keeps keyboard focus inside while open and gives it back when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocus,
  role = 'dialog',
  hideCloseButton = false,
  className = '',
}: DialogProps) {
  if (!open) return null;
  return createPortal(
    <OpenDialog
      onClose={onClose}
      title={title}
      footer={footer}
      initialFocus={initialFocus}
      role={role}
      hideCloseButton={hideCloseButton}
      className={className}
    >
      {children}
    </OpenDialog>,
    document.body,
  );
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  initialFocus,
  role,
  hideCloseButton,
  className,
}: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  const titleId = useId();
  const bodyId = useId();

  useScrollLock(true);
  useFocusTrap(panelRef, true, onClose, initialFocus);

  // Close only when both press and release happen on the backdrop, so selecting text inside
  // the dialog and releasing outside does not close it.
  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOutside.current = event.target === event.currentTarget;
  }
  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (pressStartedOutside.current && event.target === event.currentTarget) onClose();
    pressStartedOutside.current = false;
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/50 p-0 dark:bg-black/70 sm:items-center sm:p-4"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-testid="dialog-backdrop"
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={`max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl outline-none sm:max-w-md sm:rounded-2xl ${className}`}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              onClick={onClose}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900"
              aria-label={t('dialog.close')}
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className="px-5 pt-2 pb-5 text-sm leading-6 text-gray-700">
            {children}
          </div>
        )}
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
