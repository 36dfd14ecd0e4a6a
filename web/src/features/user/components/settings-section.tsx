/**
 * "Settings": the preferences (language, theme, notifications and, for job seekers, privacy) and
 * the password.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { ListSkeleton } from '@/components/ui/list-states';
import { ChangePasswordForm } from '@/features/user/components/profile-section';
import type { Language, NotificationPreferences, Preferences, ProfileVisibility, Theme } from '@/features/user/types';
import { useAccountToast } from '@/features/user/use-account-toast';
import { updatePreferences } from '@/features/user/account-thunks';
import { USER_MESSAGES, fetchPreferences, selectPreferences } from '@/features/user/user-slice';
import { isLanguage, setLanguage } from '@/i18n';
import '@/features/user/texts';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
const LANGUAGES: readonly Language[] = ['en', 'si', 'ta'];
const VISIBILITIES: readonly ProfileVisibility[] = ['public', 'employers', 'private'];
const NOTIFICATIONS: readonly (keyof NotificationPreferences)[] = ['email', 'push', 'jobAlerts', 'newsletter'];

export function SettingsSection({ jobSeeker }: { jobSeeker: boolean }) {
  const { t } = useTranslation('user');
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectPreferences);
  const [loaded, setLoaded] = useState(false);

  const toast = useAccountToast();

  useEffect(() => {
    void dispatch(fetchPreferences()).then((result) => {
      if (fetchPreferences.rejected.match(result)) toast('error', result.payload?.message ?? USER_MESSAGES.fetchPreferencesFailed);
      setLoaded(true);
    });
  }, [dispatch, toast]);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {/* The form starts from what the server holds (else, when it cannot be read, from this device's copy). */}
      {loaded ? <PreferencesForm preferences={preferences} jobSeeker={jobSeeker} /> : <ListSkeleton label={t('common.loading')} rows={2} />}
      <ChangePasswordForm />
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
      <input type="checkbox" className="size-5 shrink-0 accent-teal-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function PreferencesForm({ preferences, jobSeeker }: { preferences: Preferences; jobSeeker: boolean }) {
  const { t, i18n } = useTranslation('user');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const toast = useAccountToast();
  // The language is the one the reader is reading in, which an address or this device's choice may
  // have made other than the account's: saving the theme must not turn the site into another
  // language, and the account's emails follow what the reader uses.
  const [draft, setDraft] = useState(() => ({ ...preferences, language: isLanguage(i18n.language) ? i18n.language : preferences.language }));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const change = {
      language: draft.language,
      theme: draft.theme,
      notifications: draft.notifications,
      ...(jobSeeker ? { privacy: draft.privacy } : {}),
    };
    const result = await dispatch(updatePreferences(change));
    setBusy(false);
    if (updatePreferences.fulfilled.match(result)) {
      toast('success', result.payload.message);
      // The interface follows the language chosen for the account.
      void setLanguage(draft.language);
    } else {
      toast('error', result.payload?.message ?? USER_MESSAGES.updatePreferencesFailed);
    }
  }

  return (
    <section aria-labelledby="settings-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="settings-title" className="text-lg font-semibold text-gray-900">
        {t('settings.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-6">
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-gray-900">{t('settings.appearance')}</legend>
          <SelectField label={t('settings.language')} value={draft.language} onChange={(event) => setDraft({ ...draft, language: event.target.value as Language })}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {common(`language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('settings.theme')} value={draft.theme} onChange={(event) => setDraft({ ...draft, theme: event.target.value as Theme })}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`settings.themes.${theme}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset>
          <legend className="text-base font-semibold text-gray-900">{t('settings.notifications')}</legend>
          <div className="mt-2">
            {NOTIFICATIONS.filter((key) => jobSeeker || key !== 'jobAlerts').map((key) => (
              <Check
                key={key}
                label={t(`settings.notify.${key}`)}
                checked={draft.notifications[key]}
                onChange={(value) => setDraft({ ...draft, notifications: { ...draft.notifications, [key]: value } })}
              />
            ))}
          </div>
        </fieldset>
        {jobSeeker ? (
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold text-gray-900">{t('settings.privacy')}</legend>
            <SelectField
              label={t('settings.visibility')}
              value={draft.privacy.profileVisibility}
              onChange={(event) => setDraft({ ...draft, privacy: { ...draft.privacy, profileVisibility: event.target.value as ProfileVisibility } })}
            >
              {VISIBILITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`settings.visibilities.${value}`)}
                </option>
              ))}
            </SelectField>
            <Check label={t('settings.showEmail')} checked={draft.privacy.showEmail} onChange={(value) => setDraft({ ...draft, privacy: { ...draft.privacy, showEmail: value } })} />
            <Check label={t('settings.showPhone')} checked={draft.privacy.showPhone} onChange={(value) => setDraft({ ...draft, privacy: { ...draft.privacy, showPhone: value } })} />
          </fieldset>
        ) : null}
        <SubmitButton busy={busy} busyText={t('settings.saving')}>
          {t('settings.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
