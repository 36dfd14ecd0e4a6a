import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = ['common', 'auth', 'dashboard'] as const;

/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

// English is bundled with the app so the first paint never waits. Sinhala and Tamil are split
// into their own small chunks, fetched only when a visitor picks them: this keeps the first
// load light for everyone (each is mostly three-byte UTF-8 text).
const english = import.meta.glob<ResourceKey>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});
const otherLanguages = import.meta.glob<ResourceKey>(['./locales/si/*.json', './locales/ta/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const bundledEnglish = Object.fromEntries(
  Object.entries(english).map(([path, messages]) => [namespaceOf(path), messages]),
);

const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = otherLanguages[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // No file for this namespace: an empty bundle lets i18next fall back to English.
      callback(null, {});
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = isLanguage(language) ? language : 'en';
  }
}

i18n.on('languageChanged', applyToDocument);

const initialLanguage = storedLanguage();

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: { en: bundledEnglish },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

applyToDocument(initialLanguage);

/**
 * Switches the interface language: loads its texts if needed, remembers the choice in
 * localStorage ('language') and sets <html lang> (through the languageChanged listener).
 */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

export default i18n;
