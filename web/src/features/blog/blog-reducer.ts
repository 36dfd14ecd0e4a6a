/**
 * The blog state's place in the store, kept off the first screen: the store holds this small
 * reducer, which is null until the blog's slice (blog-slice.ts, in the blog pages' chunks)
 * installs its reducer on load. Screens read the state through the slice's selectBlog, which
 * gives the initial state until then (see features/cv/cv-reducer.ts).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BlogState } from '@/features/blog/blog-slice';

type BlogReducer = (state: BlogState | undefined, action: UnknownAction) => BlogState;

let installed: BlogReducer | null = null;

/** Called once by blog-slice.ts when it loads. */
export function installBlogReducer(reducer: BlogReducer): void {
  installed = reducer;
}

export function blogReducer(state: BlogState | null | undefined, action: UnknownAction): BlogState | null {
  return installed ? installed(state ?? undefined, action) : (state ?? null);
}
