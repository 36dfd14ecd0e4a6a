import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPreferences, initialUserState } from '@/features/user/user-slice';
import i18n, { LANGUAGE_STORAGE_KEY, setLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { BrowserSync } from '@/app/providers';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The switch as the app mounts it: with BrowserSync recording the choice in the store. */
function LanguageSwitcher() {
  return (
    <>
      <BrowserSync />
      <LanguageSwitch />
    </>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('LanguageSwitch and the language preference (SPEC: "chosen by the language preference")', () => {
  it("records the chosen language as the user's preferences.language", async () => {
    const { user, store } = renderWithProviders(<LanguageSwitcher />);
    expect(store.getState().user.preferences.language).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'தமிழ்' }));
    expect(store.getState().user.preferences.language).toBe('ta');
    await waitFor(() => expect(i18n.language).toBe('ta'));
    expect(await screen.findByRole('button', { name: 'மொழி: தமிழ்' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');

    await user.click(screen.getByRole('button', { name: 'மொழி: தமிழ்' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(store.getState().user.preferences.language).toBe('en');
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    // Only the language changes among the preferences.
    expect(store.getState().user.preferences).toEqual(defaultPreferences);
  });

  it('records the language already shown when the preference says otherwise (as after signing out)', async () => {
    await act(() => setLanguage('si'));
    const { user, store } = renderWithProviders(<LanguageSwitcher />);
    expect(store.getState().user).toEqual(initialUserState);

    await user.click(await screen.findByRole('button', { name: 'භාෂාව: සිංහල' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'සිංහල' }));
    expect(store.getState().user.preferences.language).toBe('si');
    expect(i18n.language).toBe('si');
  });
});
