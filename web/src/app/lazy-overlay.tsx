/**
 * Overlays (the header's dialogs and drawer, a job's application form) are fetched the first time
 * they open, or when one is about to be wanted, not with every page (docs/PERFORMANCE.md,
 * "JavaScript budgets"): most visitors never open one.
 */
import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { loadWithTimeout } from '@/lib/lazy-with-timeout';

/** What every overlay is given: how to close it. */
export interface OverlayProps {
  onClose: () => void;
}

/**
 * An overlay whose module (its default export) is fetched when it first opens. While the code is
 * on its way nothing is drawn: an overlay covers the page, so nothing moves when it comes, and
 * the focus stays on the button that opened it, to which the overlay gives it back on closing.
 * If the code cannot be fetched (SPEC section 2: a load error, after 120 s at the latest), a
 * toast says so and the overlay counts as closed, so that the next press tries again.
 */
export function lazyOverlay<P extends OverlayProps>(factory: () => Promise<{ default: ComponentType<P> }>) {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  function load(): Promise<ComponentType<P>> {
    loading ??= loadWithTimeout(factory, () => (loading = null)).then(
      (module) => (component = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function LazyOverlay({ open, ...props }: P & { open: boolean }) {
    const { t } = useTranslation();
    const dispatch = useAppDispatch();
    const [, setLoaded] = useState(component !== null);
    const onClose = useRef(props.onClose);
    useEffect(() => {
      onClose.current = props.onClose;
    });

    useEffect(() => {
      if (!open || component) return;
      let wanted = true;
      load().then(
        () => {
          if (wanted) setLoaded(true);
        },
        () => {
          if (!wanted) return;
          dispatch(toastAdded({ type: 'error', message: t('loadError.message') }));
          onClose.current();
        },
      );
      return () => {
        wanted = false;
      };
    }, [open, dispatch, t]);

    return open && component ? createElement(component, props as unknown as P) : null;
  }
  /** Fetches the overlay's code ahead of its first opening; a failure is left for that opening to report. */
  LazyOverlay.preload = () => {
    if (!component) load().catch(() => undefined);
  };
  return LazyOverlay;
}
