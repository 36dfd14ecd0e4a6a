/**
 * The `use-sync-external-store` package's two hooks, which React Redux and Tiptap import, served
 * from Preact's own useSyncExternalStore (vite.config.ts points the package here). The package
 * itself is CommonJS that loads React, which the app does not ship.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export { useSyncExternalStore };

/**
 * Reads a selection of an external store's snapshot: the component renders again only when the
 * selection changes (by isEqual when given, otherwise by identity), not on every change of the
 * store. The selection is computed once per snapshot.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection this component last rendered with, so that an equal new one keeps its identity.
  const rendered = useRef<{ value: Selection } | null>(null);

  const [selectFromStore, selectFromServer] = useMemo(() => {
    let last: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (last && Object.is(last.snapshot, snapshot)) return last.selection;
      const next = selector(snapshot);
      const previous = last ? last.selection : rendered.current?.value;
      const keep = isEqual !== undefined && (last !== null || rendered.current !== null) && isEqual(previous as Selection, next);
      const selection = keep ? (previous as Selection) : next;
      last = { snapshot, selection };
      return selection;
    };
    return [() => select(getSnapshot()), getServerSnapshot ? () => select(getServerSnapshot()) : undefined] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, selectFromStore, selectFromServer);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
}
