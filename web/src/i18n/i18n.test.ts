import { afterEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY, setLanguage, startLanguage, storedLanguage } from '@/i18n';
import en from './locales/en/common.json';
import { flattenTexts, type TextTree } from '@/testing/texts';

afterEach(async () => {
  await setLanguage('en');
});

describe('translations of the common namespace', () => {
  const english = flattenTexts(en as TextTree);

  it('keeps the exact texts of the spec in English', () => {
    expect(english.get('loading.content')).toBe('Loading content...');
    expect(english.get('loading.page')).toBe('Loading page...');
    expect(english.get('loading.admin')).toBe('Loading admin panel...');
    expect(english.get('logout.title')).toBe('Confirm Logout');
    expect(english.get('logout.message')).toBe(
      'Are you sure you want to logout? You will need to sign in again to access your account.',
    );
    expect(english.get('logout.cancel')).toBe('Cancel');
    expect(english.get('logout.confirm')).toBe('Yes, Logout');
    expect(english.get('userMenu.loggedInAs')).toBe('Logged in as {{name}}');
  });
});

describe('language choice', () => {
  it('starts from the language saved on the device, else English', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ta');
    expect(storedLanguage()).toBe('ta');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('starts from a Sinhala or Tamil language preference, else from the language saved on the device', () => {
    expect(startLanguage('si')).toBe('si');
    expect(startLanguage('ta')).toBe('ta');
    expect(startLanguage('en')).toBe('en');
    expect(startLanguage(undefined)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'si');
    expect(startLanguage('ta')).toBe('ta');
    // English is also everyone's preference until they choose (and after signing out).
    expect(startLanguage('en')).toBe('si');
    expect(startLanguage('fr')).toBe('si');
    expect(startLanguage(null)).toBe('si');
  });

  it('setLanguage loads the texts, sets <html lang> and saves the choice', async () => {
    await setLanguage('si');
    expect(i18n.language).toBe('si');
    expect(i18n.t('nav.home')).toBe('මුල් පිටුව');
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('si');
    // The server writes the first screen of public pages in this language (app/first-screen.ts).
    expect(document.cookie).toContain('lang=si');

    await setLanguage('ta');
    expect(i18n.t('logout.confirm')).toBe('ஆம், வெளியேறு');
    expect(document.documentElement.lang).toBe('ta');
    expect(document.cookie).toContain('lang=ta');

    await setLanguage('en');
    expect(i18n.t('logout.confirm')).toBe('Yes, Logout');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a key a language lacks', async () => {
    i18n.addResource('en', 'common', 'testOnly.key', 'English only');
    await setLanguage('si');
    expect(i18n.t('testOnly.key')).toBe('English only');
  });
});

describe('English texts of the auth and dashboard namespaces', () => {
  // They are not bundled with the app (the first screen needs neither): each module that uses
  // them imports the module that adds them, so they travel in the chunk of the page needing them.
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it.each(['auth', 'dashboard'])('every module using the %s namespace imports its English texts', (namespace) => {
    const call = new RegExp(`=\\s*useTranslation\\('${namespace}'\\)`);
    const users = Object.entries(sources).filter(([, text]) => call.test(text));
    expect(users.length).toBeGreaterThan(0);
    for (const [path, text] of users) {
      expect(text.includes(`import '@/i18n/${namespace}-texts';`), path).toBe(true);
    }
  });

  it('are added when their module is imported', async () => {
    expect(i18n.exists('auth:fields.email')).toBe(false);
    expect(i18n.exists('dashboard:admin.title')).toBe(false);
    await import('@/i18n/auth-texts');
    await import('@/i18n/dashboard-texts');
    expect(i18n.t('auth:fields.email')).toBe('Email address');
    expect(i18n.t('dashboard:admin.title')).toBe('Dashboard');
  });
});
