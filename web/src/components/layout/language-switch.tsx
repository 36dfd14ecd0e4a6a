import { useTranslation } from '@/i18n/react';
import { ChevronDownIcon, LanguageIcon } from '@/components/ui/icons';
import { useMenu } from '@/components/ui/use-menu';
import { LANGUAGES, chooseLanguage, isLanguage, type Language } from '@/i18n';

/** Each language's name written in that language, as people look for their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

interface LanguageSwitchProps {
  /** Which way the list opens: below the button (header) or above it (footer). */
  placement?: 'below' | 'above';
  align?: 'start' | 'end';
  /**
   * Show only the globe below 1280 px, and in the English header at every width (index.css), to
   * leave room for the navigation.
   */
  compact?: boolean;
  className?: string;
}

/**
 * Chooses English, Sinhala or Tamil: the interface switches (chooseLanguage) and the user state's
 * language preference records the choice (app/providers listens to onLanguageChosen), which selects the language on the next start (see
 * applyLanguagePreference in app/providers.tsx). The other languages' names are only drawn once
 * the list is opened, so an English page never makes the browser fetch the Sinhala or Tamil font.
 */
export function LanguageSwitch({
  placement = 'below',
  align = 'end',
  compact = false,
  className = '',
}: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const { open, close, buttonProps, menuProps } = useMenu();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  function choose(language: Language) {
    close();
    // Also when it is the language shown: the preference may have been reset (by signing out).
    void chooseLanguage(language, language !== current);
  }

  return (
    <div className={`relative ${className}`}>
      <button
        {...buttonProps}
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900"
      >
        <LanguageIcon className="size-5 text-gray-500" />
        <span lang={current} className={compact ? 'language-name hidden xl:inline' : undefined}>
          {LANGUAGE_NAMES[current]}
        </span>
        <ChevronDownIcon className={`size-4 text-gray-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={t('language.label')}
          className={`absolute z-50 min-w-40 rounded-xl border border-gray-200 bg-white p-1 shadow-lg motion-safe:animate-[pop-in_120ms_ease-out] ${
            placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1'
          } ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              onClick={() => choose(language)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 text-left text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none aria-checked:font-semibold aria-checked:text-teal-800"
            >
              {LANGUAGE_NAMES[language]}
              {language === current && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
