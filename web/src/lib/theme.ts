/**
 * Light and dark themes. The choice ('light', 'dark' or 'system', the theme preference) is kept
 * on this device under THEME_STORAGE_KEY so that the script in index.html can set the class on
 * <html> before the first paint; without a stored choice the system setting decides.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type AppliedTheme = 'light' | 'dark';

/** Read by web/index.html too: keep the two in step. */
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice): AppliedTheme {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

/** Sets the class on <html>, remembers the choice for the next load and returns what applies. */
export function applyTheme(choice: ThemeChoice): AppliedTheme {
  const applied = resolveTheme(choice);
  const root = document.documentElement;
  root.classList.toggle('dark', applied === 'dark');
  // Only a change: writing the same value still restyles the whole page (color-scheme is inherited).
  if (root.style.colorScheme !== applied) root.style.colorScheme = applied;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be off (private modes): the theme still applies for this visit.
  }
  return applied;
}

/** Calls back when the system setting changes; returns the unsubscribe. */
export function onSystemThemeChange(callback: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener?.('change', callback);
  return () => query.removeEventListener?.('change', callback);
}
