/**
 * Keeps the signed-in customer's account in step with the screens: the saved jobs and the
 * preferences are read once a sign-in, a job saved while signed out is saved once signed in (then
 * the visitor goes back where they were), and the theme follows the theme preference (the
 * system setting when signed out). Rendered once, inside the router, by the site's layout.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { themeSet } from '@/app/ui-slice';
import { takePendingFavorite } from '@/features/user/pending-favorite';
import { useAccountToast } from '@/features/user/use-account-toast';
import { USER_MESSAGES, fetchFavorites, fetchPreferences, saveFavorite, selectFavoritesStatus, selectPreferences } from '@/features/user/user-slice';
import { applyTheme, onSystemThemeChange } from '@/lib/theme';

/** Pages where a visitor is still signing in: the pending job waits until they leave them. */
const SIGN_IN_PAGES = ['/customer/login', '/customer/register'];

export function AccountSync() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isLoggedIn } = useCustomerSession();
  const favoritesStatus = useAppSelector(selectFavoritesStatus);
  const theme = useAppSelector(selectPreferences).theme;
  const toast = useAccountToast();
  const preferencesAsked = useRef(false);

  useEffect(() => {
    if (isLoggedIn && favoritesStatus === 'idle') void dispatch(fetchFavorites());
  }, [dispatch, isLoggedIn, favoritesStatus]);

  useEffect(() => {
    if (!isLoggedIn) {
      preferencesAsked.current = false;
      return;
    }
    if (preferencesAsked.current) return;
    preferencesAsked.current = true;
    void dispatch(fetchPreferences());
  }, [dispatch, isLoggedIn]);

  useEffect(() => {
    if (!isLoggedIn || SIGN_IN_PAGES.includes(pathname)) return;
    const pending = takePendingFavorite();
    if (!pending) return;
    void dispatch(saveFavorite(pending.jobId)).then((result) => {
      if (saveFavorite.fulfilled.match(result)) toast('success', USER_MESSAGES.jobSaved);
      else toast('error', result.payload?.message ?? USER_MESSAGES.saveJobFailed);
    });
    if (pending.returnTo && pending.returnTo !== pathname) void navigate(pending.returnTo, { replace: true });
  }, [dispatch, navigate, toast, isLoggedIn, pathname]);

  useEffect(() => {
    const choice = isLoggedIn ? theme : 'system';
    const apply = () => void dispatch(themeSet(applyTheme(choice)));
    apply();
    return choice === 'system' ? onSystemThemeChange(apply) : undefined;
  }, [dispatch, isLoggedIn, theme]);

  return null;
}
