import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { screenSizeChanged } from '@/app/ui-slice';

/**
 * Measures the window whenever the ui slice does not know its size: on start and after a store
 * reset (logout puts screenWidth back to null). Resizes are reported by BrowserSync in
 * app/providers.tsx.
 */
export function useScreenSize(): void {
  const dispatch = useAppDispatch();
  const known = useAppSelector((state) => state.ui.screenWidth !== null);

  useEffect(() => {
    if (!known) dispatch(screenSizeChanged(window.innerWidth));
  }, [dispatch, known]);
}
