import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '@/i18n';
import { withUserTexts } from './use-account-toast';

afterEach(async () => {
  await setLanguage('en');
});

describe('withUserTexts', () => {
  it("waits for the 'user' texts in the language shown, which a public page does not start with", async () => {
    await setLanguage('si');
    expect(i18n.hasLoadedNamespace('user', 'si')).toBe(false);
    const said = await new Promise<string>((resolve) => withUserTexts(() => resolve(i18n.t('user:messages.signInToSave'))));
    expect(said).toBe('මෙම රැකියාව සුරැකීමට පුරනය වන්න. ඔබ පුරනය වූ වහාම අපි එය ඔබ වෙනුවෙන් සුරකිමු.');
  });

  it('gives the English texts in English', async () => {
    const said = await new Promise<string>((resolve) => withUserTexts(() => resolve(i18n.t('user:messages.signInToSave'))));
    expect(said).toMatch(/^Sign in to save this job/);
  });
});
