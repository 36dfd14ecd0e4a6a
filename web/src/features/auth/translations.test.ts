import { describe, expect, it } from 'vitest';
import enAuth from '@/i18n/locales/en/auth.json';
import siAuth from '@/i18n/locales/si/auth.json';
import taAuth from '@/i18n/locales/ta/auth.json';
import enDashboard from '@/i18n/locales/en/dashboard.json';
import siDashboard from '@/i18n/locales/si/dashboard.json';
import taDashboard from '@/i18n/locales/ta/dashboard.json';

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

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

describe.each([
  ['auth', enAuth, siAuth, taAuth],
  ['dashboard', enDashboard, siDashboard, taDashboard],
])('the %s namespace', (_, en, si, ta) => {
  const english = leaves(en as Tree);

  it.each([
    ['Sinhala', si, SINHALA],
    ['Tamil', ta, TAMIL],
  ])('is translated into %s: same keys, same placeholders, in that script', (_language, translated, script) => {
    const other = leaves(translated as Tree);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translation = other.get(key) ?? '';
      expect(placeholders(translation), key).toEqual(placeholders(text));
      expect(script.test(translation), `${key} is in the script`).toBe(true);
    }
  });
});
