import { afterEach, describe, expect, it } from 'vitest';
import i18n, { NAMESPACES, ON_DEMAND_NAMESPACES, loadAccountTexts, setLanguage } from '@/i18n';
import { ACCOUNT_NAMESPACES } from './account-namespaces';

afterEach(async () => {
  await setLanguage('en');
});

describe("the texts of signing in and of a signed-in reader's pages", () => {
  it('name namespaces of the app, each fetched on demand', () => {
    for (const namespace of ACCOUNT_NAMESPACES) {
      expect(NAMESPACES, namespace).toContain(namespace);
      expect(ON_DEMAND_NAMESPACES, namespace).toContain(namespace);
    }
    // What public pages show stays in the texts the app starts with.
    for (const namespace of ['common', 'ui', 'jobs', 'jobs-answers', 'jobs-notice', 'jobs-walkin', 'companies', 'blog']) {
      expect(ON_DEMAND_NAMESPACES, namespace).not.toContain(namespace);
    }
  });

  it('are not fetched with a language, and come when asked for, in each language from then on', async () => {
    await setLanguage('ta');
    expect(i18n.hasLoadedNamespace('jobs', 'ta')).toBe(true);
    expect(i18n.hasLoadedNamespace('admin', 'ta')).toBe(false);
    expect(i18n.hasLoadedNamespace('cv', 'ta')).toBe(false);
    expect(i18n.hasLoadedNamespace('dashboard', 'ta')).toBe(false);
    // What the dashboards share with public pages (a list's pages, a chart, a dialog's Cancel, an
    // upload's progress) is in 'ui', so a public page in Tamil has it without the dashboards'.
    for (const key of ['ui:lists.next', 'ui:lists.retry', 'ui:charts.showNumbers', 'ui:dialog.cancel', 'ui:upload.percent']) {
      expect(i18n.t(key, { value: 5 }), key).toMatch(/[\u0B80-\u0BFF]/);
    }

    await loadAccountTexts();
    for (const namespace of ACCOUNT_NAMESPACES) expect(i18n.hasLoadedNamespace(namespace, 'ta'), namespace).toBe(true);
    expect(i18n.t('admin:tabs.figures')).toMatch(/[\u0B80-\u0BFF]/);

    // Once they are in use, a switch of language brings them in the new one before it is shown.
    await setLanguage('si');
    expect(i18n.hasLoadedNamespace('admin', 'si')).toBe(true);
    expect(i18n.t('admin:tabs.figures')).toMatch(/[\u0D80-\u0DFF]/);
  });
});
