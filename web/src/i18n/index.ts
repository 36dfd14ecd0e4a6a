import { Translations, type TextTree } from './core';
import englishCommon from './locales/en/common.json';

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';
import { splitAddress } from './address';
import { ACCOUNT_NAMESPACES } from './account-namespaces';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Every text file of the app: the shared namespaces in ./locales/<language>/<namespace>.json and
 * each area's own in features/<area>/locales/<language>.json (the namespace is the area's name),
 * or for a part of an area kept apart, features/<area>/<part>/locales/<language>.json (the
 * namespace is '<area>-<part>', such as 'blog-admin'). Nothing is loaded here; the list gives the namespaces and what to fetch for each language.
 */
const textFiles = import.meta.glob<TextTree>(['./locales/*/*.json', '../features/*/locales/*.json', '../features/*/*/locales/*.json'], {
  import: 'default',
});

/** The language and namespace of a text file's path in textFiles, or null for another file. */
export function textFileOf(path: string): { language: string; namespace: string } | null {
  const shared = /^\.\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
  if (shared) return { language: shared[1]!, namespace: shared[2]! };
  const area = /^\.\.\/features\/([\w-]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (area) return { language: area[2]!, namespace: area[1]! };
  const part = /^\.\.\/features\/([\w-]+)\/([\w-]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (part) return { language: part[3]!, namespace: `${part[1]!}-${part[2]!}` };
  return null;
}

const loaders = new Map<string, () => Promise<TextTree>>();
for (const [path, load] of Object.entries(textFiles)) {
  const file = textFileOf(path);
  if (file) loaders.set(`${file.language}/${file.namespace}`, load);
}

/** The namespaces, derived from the text files: 'common' first, then the others by name. */
export const NAMESPACES: readonly string[] = [
  ...new Set(['common', ...[...loaders.keys()].map((key) => key.split('/')[1]!).sort()]),
];

/**
 * Namespaces fetched only when a page that shows them asks (useTranslation suspends until they are
 * here): the prose of the site's own pages (features/static/<page>/locales), far longer than any
 * other texts and each read on one page, which a Sinhala or Tamil reader should not fetch with
 * every other page; the server's messages (i18n/server-texts.ts), fetched with the first one; and
 * those of the pages the app draws itself, signing in and a signed-in reader's pages
 * (./account-namespaces.ts), which come together.
 */
export const ON_DEMAND_NAMESPACES: readonly string[] = NAMESPACES.filter(
  (namespace) => namespace.startsWith('static-') || namespace === 'server' || ACCOUNT_NAMESPACES.includes(namespace),
);

/**
 * Fetches the texts of signing in and of a signed-in reader's pages in the language shown (one
 * file; nothing in English, whose texts come with those pages), so that a reader's first step into
 * them does not wait for it. From then on a switch of language fetches them with the rest.
 */
export function loadAccountTexts(): Promise<void> {
  return i18n.loadNamespaces(ACCOUNT_NAMESPACES.filter((namespace) => NAMESPACES.includes(namespace)));
}

// English 'common' (the header, the footer and the public pages) is bundled with the app so the
// first paint never waits. The other English texts travel with the pages that use them instead
// (./auth-texts.ts, ./dashboard-texts.ts, ./ui-texts.ts and each area's texts.ts), as the first
// screen needs none of them. Sinhala and Tamil are split into their own small chunks, fetched only when a
// visitor picks them: this keeps the first load light for everyone (each is mostly three-byte
// UTF-8 text).
function loadTexts(language: string, namespace: string): Promise<TextTree | null> {
  // English comes with the app or its pages; a namespace without a file in this language has
  // none, and its texts come from English.
  const load = language === DEFAULT_LANGUAGE ? undefined : loaders.get(`${language}/${namespace}`);
  return load ? load() : Promise.resolve(null);
}


/** The language saved on this device, else English. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The language to start in, given the stored language preference (the user state's
 * preferences.language): the preference chooses it (SPEC: "chosen by the language preference").
 * English, though, is also the preference of everyone who never chose one and what signing out
 * puts it back to, so it gives way to a language chosen on this device before.
 */
export function startLanguage(preference: unknown): Language {
  const addressed = addressLanguage();
  if (addressed) return addressed;
  return isLanguage(preference) && preference !== DEFAULT_LANGUAGE ? preference : storedLanguage();
}

/**
 * The language the page's address names (/si/..., /ta/...; i18n/address.ts), or null for an address
 * without one. A page opened at a language's address is shown in it, whatever was chosen before.
 */
export function addressLanguage(): Language | null {
  if (typeof location === 'undefined' || typeof document === 'undefined') return null;
  return splitAddress(location.pathname).language;
}

/**
 * Sets <html lang>, and the lang cookie from which the server draws public pages in the same
 * language (internal/httpapi/render.go).
 */
function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    // Setting lang, even to the value it has, makes the browser restyle every element (the
    // style sheet has :lang() rules), which on a drawn page costs a long task on a slow phone.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
  }
}

/** The language the server drew this page in (internal/httpapi/render.go), if it drew it. */
function renderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const language = document.getElementById('root')?.dataset.rendered;
  return isLanguage(language) ? language : null;
}

// A page the server drew is hydrated in the language it was drawn in; the stored preference, if
// another, follows once it has been read (app/providers.tsx).
const initialLanguage = renderedLanguage() ?? addressLanguage() ?? storedLanguage();

const i18n = new Translations({
  language: initialLanguage,
  fallbackLanguage: DEFAULT_LANGUAGE,
  languages: LANGUAGES,
  namespaces: NAMESPACES,
  onDemand: ON_DEMAND_NAMESPACES,
  defaultNamespace: 'common',
  fallbackNamespace: 'common',
  load: loadTexts,
});
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', englishCommon);
i18n.on('languageChanged', setDocumentLanguage);
/**
 * The texts of the language the app starts in, here: main.tsx draws the app only then. A visitor
 * who chose Sinhala or Tamil before has their texts fetched at once; drawn before they had come,
 * a component outside every Suspense boundary (the toasts) would suspend the whole page, and a
 * first render in English followed by a second in the reader's language would flash the wrong one.
 */
export const startTexts: Promise<void> = i18n.loadLanguages(initialLanguage);

setDocumentLanguage(initialLanguage);
// Opening a language's address is choosing it: the next address without a prefix follows it.
if (addressLanguage()) rememberLanguage(initialLanguage);

/**
 * Switches the interface language: loads its texts if needed, remembers the choice in
 * localStorage ('language') and sets <html lang> (through the languageChanged listener).
 * The language switch also records the choice as the user's language preference.
 */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
  rememberLanguage(language);
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

type LanguageListener = (language: Language) => void;
const choiceListeners = new Set<LanguageListener>();

/** Calls `listener` each time a visitor chooses a language; returns what stops it. */
export function onLanguageChosen(listener: LanguageListener): () => void {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
}

/**
 * A visitor chose a language (the language switch): the listeners hear of it at once, even when
 * it is the language shown, and the interface switches when `switchTexts` says it must.
 */
export async function chooseLanguage(language: Language, switchTexts = true): Promise<void> {
  for (const listener of choiceListeners) listener(language);
  if (switchTexts) await setLanguage(language);
}

/**
 * What `translate` makes of the server's English with its messages in the language shown
 * (i18n/server-texts.ts, fetched the first time a Sinhala or Tamil reader needs it); `asItCame`
 * in English, and when those texts cannot come, so that the server's words are shown as they are.
 */
export async function withServerTexts<T>(translate: (texts: typeof import('./server-texts'), language: string) => Promise<T>, asItCame: T): Promise<T> {
  const language = i18n.language;
  if (language === DEFAULT_LANGUAGE) return asItCame;
  try {
    return await translate(await import('./server-texts'), language);
  } catch {
    return asItCame;
  }
}

export default i18n;
