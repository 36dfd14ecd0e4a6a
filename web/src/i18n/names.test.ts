import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '@/i18n';
import { districtName, industryName } from '@/i18n/names';
import { INDUSTRIES } from '@/lib/industries';
import { DISTRICTS } from '@/lib/locations';

const common = (language: string) => i18n.getFixedT(language, ['common']);

describe('the names of districts and industries', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('are the data’s own words in English', async () => {
    await setLanguage('en');
    expect(districtName(common('en'), 'Nuwara Eliya')).toBe('Nuwara Eliya');
    expect(districtName(common('en'), 'Foreign')).toBe('Foreign');
    expect(industryName(common('en'), 'IT and Software')).toBe('IT and Software');
  });

  it('are in Sinhala and Tamil words, every one of the fixed lists', async () => {
    for (const language of ['si', 'ta']) {
      await setLanguage(language as 'si' | 'ta');
      const t = common(language);
      for (const name of [...DISTRICTS, 'Foreign']) expect(districtName(t, name), `${language} ${name}`).not.toMatch(/[A-Za-z]/);
      // An industry keeps only a known initialism (BPO) in Latin letters.
      for (const name of INDUSTRIES) expect(industryName(t, name).replace('BPO', ''), `${language} ${name}`).not.toMatch(/[A-Za-z]/);
    }
    expect(districtName(common('si'), 'Kandy')).toBe('මහනුවර');
    expect(industryName(common('ta'), 'Agriculture and Plantations')).toBe('விவசாயம் மற்றும் பெருந்தோட்டம்');
  });

  it('leave a value the lists do not know as it was written, and nothing as nothing', async () => {
    await setLanguage('si');
    expect(industryName(common('si'), 'Gem and Jewellery')).toBe('Gem and Jewellery');
    expect(districtName(common('si'), 'Atlantis')).toBe('Atlantis');
    expect(districtName(common('si'), '')).toBe('');
    expect(industryName(common('si'), null)).toBe('');
  });
});
