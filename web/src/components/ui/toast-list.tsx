import { useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  type: ToastKind;
  title?: string;
  message: string;
  /** How long it stays, in milliseconds. */
  duration: number;
}

interface ToastListProps {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  /** The accessible name of each toast's close button. */
  closeLabel: string;
  /** The name of the region that holds them. */
  label: string;
}

const KIND_STYLE: Record<ToastKind, string> = {
  info: 'border-sky-200 bg-white text-gray-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

const KIND_BAR: Record<ToastKind, string> = {
  info: 'bg-sky-600',
  success: 'bg-emerald-600',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
};

/**
 * The toasts, newest last, in one polite live region (a log: a screen reader reads each new one
 * without interrupting), and each leaves by itself after its duration or by its close button.
 * The region lives at the end of the body, outside the page's own tree, so that it never sits
 * between a page's parts.
 */
export function ToastList({ toasts, onDismiss, closeLabel, label }: ToastListProps) {
  // There is no body to put it in on the server, nor while the browser hydrates the server's page.
  if (!useHydrated()) return null;
  return createPortal(
    <div
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end sm:p-4"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
      ))}
    </div>,
    document.body,
  );
}

function ToastCard({ toast, onDismiss, closeLabel }: { toast: ToastItem; onDismiss: (id: string) => void; closeLabel: string }) {
  // The latest callback is kept in a ref, so that a re-render does not restart the timer.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss.current(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);

  return (
    <div
      data-toast-type={toast.type}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 overflow-hidden rounded-xl border shadow-lg ${KIND_STYLE[toast.type]}`}
    >
      <span className={`w-1.5 self-stretch ${KIND_BAR[toast.type]}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 py-3 text-sm leading-5">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p className="break-words">{toast.message}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <CloseIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
