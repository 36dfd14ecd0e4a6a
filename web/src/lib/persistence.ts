/**
 * What a slice keeps between visits. A slice that is persisted exports one of these beside its
 * reducer; the store persists exactly the slices that have one (SPEC section 4: auth and user).
 */
export interface SlicePersistence<S> {
  /** The part of the state worth keeping: requests in flight and their errors are left out. */
  keep: (state: S) => S;
}
