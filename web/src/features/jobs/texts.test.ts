import { afterEach, describe, expect, it } from 'vitest';
import i18n, { NAMESPACES, setLanguage } from '@/i18n';
import './texts';
import en from './locales/en.json';
import si from './locales/si.json';
import ta from './locales/ta.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}


afterEach(async () => {
  await setLanguage('en');
});

describe('the jobs namespace', () => {
  const english = flatten(en as Tree);

  it('is registered', () => {
    expect(NAMESPACES).toContain('jobs');
    expect(i18n.t('browse.title', { ns: 'jobs' })).toBe('Browse jobs');
  });

  it.each([
    ['si', si],
    ['ta', ta],
  ])('%s is really translated', (_, messages) => {
    const other = flatten(messages as Tree);
    const same = [...other].filter(([key, text]) => text === english.get(key) && /[a-z]{3}/i.test(text.replace(/{{\w+}}/g, '')));
    // Shapes made only of placeholders are allowed; every word is translated (BPO is spelt out).
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('shows the job texts in Sinhala and Tamil', async () => {
    await setLanguage('si');
    expect(i18n.t('apply.button', { ns: 'jobs' })).toBe('මගේ CV සමඟ අයදුම් කරන්න');
    await setLanguage('ta');
    expect(i18n.t('home.jobsCount', { ns: 'jobs', count: 2 })).toBe('2 வேலைகள்');
  });
});
