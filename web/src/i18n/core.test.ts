import { describe, expect, it, vi } from 'vitest';
import { Translations, type TextTree } from './core';

function make(files: Record<string, TextTree> = {}, language = 'en') {
  const load = vi.fn(async (code: string, namespace: string) => files[`${code}/${namespace}`] ?? null);
  const texts = new Translations({
    language,
    fallbackLanguage: 'en',
    languages: ['en', 'si', 'ta'],
    namespaces: ['common', 'jobs', 'auth'],
    defaultNamespace: 'common',
    fallbackNamespace: 'common',
    load,
  });
  texts.addResourceBundle('en', 'common', { nav: { home: 'Home' }, save: 'Save', greeting: 'Hello {{name}}, you have {{user.count}} alerts' });
  texts.addResourceBundle('en', 'jobs', { count_one: '{{count}} job', count_other: '{{count}} jobs', title: 'Browse jobs', only: 'English only' });
  return { texts, load };
}

describe('Translations', () => {
  it('reads nested keys, in a namespace given by the key, the options or the caller', () => {
    const { texts } = make();
    expect(texts.t('nav.home')).toBe('Home');
    expect(texts.t('jobs:title')).toBe('Browse jobs');
    expect(texts.t('title', { ns: 'jobs' })).toBe('Browse jobs');
    expect(texts.getFixedT(undefined, 'jobs')('title')).toBe('Browse jobs');
  });

  it('falls back to the common namespace, and gives the key when there is no text', () => {
    const { texts } = make();
    expect(texts.getFixedT(undefined, 'jobs')('save')).toBe('Save');
    expect(texts.t('jobs:nothing.here')).toBe('nothing.here');
    expect(texts.t('no.such.key')).toBe('no.such.key');
    // A caller's default for a value no list knows (a sub-topic the app has no text for).
    expect(texts.t('subTopic.Gem Cutting', { defaultValue: 'Gem Cutting' })).toBe('Gem Cutting');
    expect(texts.t('nav.home', { defaultValue: 'Elsewhere' })).toBe('Home');
    expect(texts.exists('jobs:title')).toBe(true);
    expect(texts.exists('auth:fields.email')).toBe(false);
  });

  it('fills in values, leaves a value not given as it is, and escapes nothing', () => {
    const { texts } = make();
    expect(texts.t('greeting', { name: '<b>Nimal</b>', user: { count: 3 } })).toBe('Hello <b>Nimal</b>, you have 3 alerts');
    expect(texts.t('greeting', { name: 'Nimal' })).toBe('Hello Nimal, you have {{user.count}} alerts');
  });

  it("chooses the plural by the language's rules", () => {
    const { texts } = make();
    expect(texts.t('jobs:count', { count: 1 })).toBe('1 job');
    expect(texts.t('jobs:count', { count: 0 })).toBe('0 jobs');
    expect(texts.t('jobs:count', { count: 2 })).toBe('2 jobs');
  });

  it('loads a language once, switches to it, and falls back to English for what it lacks', async () => {
    const { texts, load } = make({ 'si/common': { nav: { home: 'මුල් පිටුව' } }, 'si/jobs': { count_one: 'රැකියා {{count}}', count_other: 'රැකියා {{count}}' } });
    const changed = vi.fn();
    texts.on('languageChanged', changed);
    expect(texts.hasLoadedNamespace('jobs', 'si')).toBe(false);
    await Promise.all([texts.changeLanguage('si'), texts.changeLanguage('si')]);
    expect(load).toHaveBeenCalledTimes(3);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith('si');
    expect(texts.language).toBe('si');
    expect(texts.hasLoadedNamespace('jobs')).toBe(true);
    expect(texts.t('nav.home')).toBe('මුල් පිටුව');
    expect(texts.t('jobs:count', { count: 5 })).toBe('රැකියා 5');
    expect(texts.t('jobs:only')).toBe('English only');
    expect(texts.t('nav.home', { lng: 'en' })).toBe('Home');
  });

  it('shows English for a language it does not have, and English texts when a file cannot be fetched', async () => {
    const { texts } = make();
    await texts.changeLanguage('fr');
    expect(texts.language).toBe('en');

    const failing = new Translations({ ...texts.options, load: () => Promise.reject(new Error('offline')) });
    failing.addResourceBundle('en', 'common', { save: 'Save' });
    await failing.changeLanguage('ta');
    expect(failing.language).toBe('ta');
    expect(failing.hasLoadedNamespace('common')).toBe(true);
    expect(failing.t('save')).toBe('Save');
  });

  it('adds texts without overwriting unless asked', () => {
    const { texts } = make();
    texts.addResourceBundle('en', 'jobs', { title: 'Other' });
    expect(texts.t('jobs:title')).toBe('Browse jobs');
    texts.addResourceBundle('en', 'jobs', { title: 'Other' }, true);
    expect(texts.t('jobs:title')).toBe('Other');
    expect(texts.t('auth:fields.email')).toBe('fields.email');
    texts.addResource('en', 'auth', 'fields.email', 'Email address');
    expect(texts.t('auth:fields.email')).toBe('Email address');
    // A key that names a branch of the tree, not a text, has none.
    expect(texts.t('nav')).toBe('nav');
    expect(texts.t('nav.home.more')).toBe('nav.home.more');
  });

  it('fetches a namespace on demand only when asked, and with a switch of language once it is in use', async () => {
    const load = vi.fn(async (code: string, namespace: string) => ({ [namespace]: `${code} ${namespace}` }));
    const texts = new Translations({
      language: 'en',
      fallbackLanguage: 'en',
      languages: ['en', 'si', 'ta'],
      namespaces: ['common', 'pages'],
      onDemand: ['pages'],
      defaultNamespace: 'common',
      fallbackNamespace: 'common',
      load,
    });
    await texts.changeLanguage('si');
    expect(load.mock.calls).toEqual([['si', 'common']]);
    expect(texts.hasLoadedNamespace('pages', 'si')).toBe(false);

    await texts.loadNamespaces('pages');
    expect(texts.t('pages:pages')).toBe('si pages');
    // Shown now, so a switch brings it along: the page does not wait for its words.
    await texts.changeLanguage('ta');
    expect(load.mock.calls).toEqual([['si', 'common'], ['si', 'pages'], ['ta', 'common'], ['ta', 'pages']]);
    expect(texts.t('pages:pages')).toBe('ta pages');

    // Everything, as the server's render asks for it.
    await texts.loadLanguages('si', true);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
