/**
 * The CV state's place in the store, kept off the first screen: the store holds this small
 * reducer, which is null until the CV area's slice (cv-slice.ts, in the CV screens' chunks)
 * installs its reducer on load. Screens read the state through the slice's selectCv, which gives
 * the initial state until then.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CvState } from '@/features/cv/cv-slice';

type CvReducer = (state: CvState | undefined, action: UnknownAction) => CvState;

let installed: CvReducer | null = null;

/** Called once by cv-slice.ts when it loads. */
export function installCvReducer(reducer: CvReducer): void {
  installed = reducer;
}

export function cvReducer(state: CvState | null | undefined, action: UnknownAction): CvState | null {
  return installed ? installed(state ?? undefined, action) : (state ?? null);
}
