import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, textFileOf } from '@/i18n';

// The same files the app's loader finds (./index.ts), read at once for the test.
const files = import.meta.glob<Tree>(['./locales/*/*.json', '../features/*/locales/*.json', '../features/*/*/locales/*.json'], {
  import: 'default',
  eager: true,
});

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

const texts = new Map<string, Map<string, string>>();
for (const [path, tree] of Object.entries(files)) {
  const file = textFileOf(path);
  if (file) texts.set(`${file.language}/${file.namespace}`, leaves(tree));
}

const SCRIPTS: Record<string, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

describe('the translations', () => {
  it('are found for every namespace the app uses', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'auth', 'dashboard', 'jobs', 'companies', 'static-about', 'static-faq', 'static-privacy', 'static-terms', 'static-contact']));
    for (const namespace of NAMESPACES) expect(texts.has(`en/${namespace}`), namespace).toBe(true);
  });

  const pairs = NAMESPACES.flatMap((namespace) =>
    LANGUAGES.filter((language) => language !== 'en').map((language) => [namespace, language] as const),
  );

  it.each(pairs)('%s in %s: every English key, no other, the same placeholders, in its script', (namespace, language) => {
    const english = texts.get(`en/${namespace}`)!;
    const other = texts.get(`${language}/${namespace}`);
    expect(other, `${language}/${namespace} exists`).toBeDefined();
    expect([...other!.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translation = other!.get(key) ?? '';
      expect(translation.trim(), key).not.toBe('');
      expect(placeholders(translation), key).toEqual(placeholders(text));
      // Names (the site's, the social networks') and text made only of placeholders, digits and
      // signs stay as they are; any other text is written in the language's script.
      const words = text.replace(/{{\s*\w+\s*}}|<\/?\w+>/g, '');
      if (translation !== text && /[a-z]{2}/i.test(words)) {
        expect(SCRIPTS[language]!.test(translation), `${key} is in the script`).toBe(true);
      }
    }
  });
});
