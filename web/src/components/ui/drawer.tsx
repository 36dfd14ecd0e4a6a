import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useFocusTrap, useScrollLock } from './use-modal-behaviour';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel; also its accessible name. */
  title: ReactNode;
  /** Accessible label of the close button. */
  closeLabel: string;
  children?: ReactNode;
  id?: string;
}

/**
 * A panel that slides in from the right over the page (the mobile menu). It closes on Escape,
 * on a click outside the panel, on its close button and when a link inside it is followed.
 * While open, the page behind does not scroll and keyboard focus stays in the panel; focus
 * returns to the element that opened it afterwards.
 */
export function Drawer({ open, onClose, title, closeLabel, children, id }: DrawerProps) {
  if (!open) return null;
  return createPortal(
    <OpenDrawer onClose={onClose} title={title} closeLabel={closeLabel} id={id}>
      {children}
    </OpenDrawer>,
    document.body,
  );
}

function OpenDrawer({ onClose, title, closeLabel, children, id }: Omit<DrawerProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useScrollLock(true);
  useFocusTrap(panelRef, true, onClose, closeRef);

  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    // Following any link inside the drawer closes it; the router then shows the new page.
    const target = event.target as Element;
    if (target.closest('a[href]')) onClose();
  }

  return (
    <div className="fixed inset-0 z-50" data-testid="drawer-root">
      <div
        className="absolute inset-0 bg-gray-900/50 dark:bg-black/70 motion-safe:animate-[fade-in_150ms_ease-out]"
        onClick={onClose}
        data-testid="drawer-backdrop"
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={onPanelClick}
        className="absolute inset-y-0 right-0 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl outline-none motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-200 px-4">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>
  );
}
