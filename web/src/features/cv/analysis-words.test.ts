import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '@/i18n';
import '@/features/cv/texts';
import { checkWords, suggestionWords } from '@/features/cv/analysis-words';
import type { AnalysisCheck } from '@/features/cv/types';
import type { Language } from '@/i18n/languages';

const job = (title: string, place: string) => ({ title, place });

async function tIn(language: Language) {
  await setLanguage(language);
  await i18n.loadNamespaces(['cv-analysis', 'cv'], language);
  return i18n.getFixedT(language, ['cv-analysis', 'cv']);
}

describe('a CV analysis in the reader’s words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps the server’s English for an English reader and for words the texts do not know', async () => {
    const t = await tIn('en');
    const check: AnalysisCheck = { id: 'email', section: 'personalInfo', passed: false, message: 'Check your email address: "nimal@" does not look right.', text: 'email.invalid', values: { email: 'nimal@' } };
    expect(checkWords(t, 'en', check)).toBe(check.message);
    const si = await tIn('si');
    expect(checkWords(si, 'si', { ...check, text: 'email.somethingNew' })).toBe(check.message);
    expect(checkWords(si, 'si', { ...check, text: undefined })).toBe(check.message);
  });

  it('puts each check together in Sinhala, its lists included', async () => {
    const t = await tIn('si');
    const dates: AnalysisCheck = {
      id: 'dates',
      section: 'experience',
      passed: false,
      message: 'Check your dates: …',
      text: 'dates.problems',
      values: { problems: [{ kind: 'endsFirst', what: job('Audit Trainee', 'Lanka Audit') }, { kind: 'noEnd', what: job('', '') }] },
    };
    expect(checkWords(t, 'si', dates)).toBe(
      'ඔබගේ දින පරීක්ෂා කරන්න: Lanka Audit හි Audit Trainee ආරම්භ වීමට පෙර අවසන් වේ; රැකියාවක් සඳහා අවසන් දිනයක් නැත (නැතහොත් “මම දැනට මෙහි සිටිමි” තෝරන්න).',
    );
    const gaps: AnalysisCheck = { id: 'gaps', section: 'experience', passed: false, message: '…', text: 'gaps.found', values: { gaps: [{ months: 12, from: job('Clerk', ''), to: job('Accountant', 'Ceylon Traders') }] } };
    expect(checkWords(t, 'si', gaps)).toContain('(Clerk සහ Ceylon Traders හි Accountant අතර මාස 12ක්)');
    const spelling: AnalysisCheck = {
      id: 'spelling',
      section: 'experience',
      passed: false,
      message: '…',
      text: 'spelling.found',
      values: { misspellings: [{ word: 'Acountant', right: 'Accountant' }, { word: 'Manger', right: 'Manager' }] },
    };
    expect(checkWords(t, 'si', spelling)).toBe('ඔබගේ රැකියා මාතෘකාවල අක්ෂර වින්‍යාසය පරීක්ෂා කරන්න: “Acountant” විය යුත්තේ “Accountant”, “Manger” විය යුත්තේ “Manager”.');
  });

  it('counts in Tamil, and names a suggestion’s skill', async () => {
    const t = await tIn('ta');
    const listed = (count: number): AnalysisCheck => ({ id: 'experience', section: 'experience', passed: true, message: '…', text: 'experience.listed', values: { count } });
    expect(checkWords(t, 'ta', listed(1))).toBe('உங்கள் பணி அனுபவத்தில் 1 வேலை உள்ளது.');
    expect(checkWords(t, 'ta', listed(3))).toBe('உங்கள் பணி அனுபவத்தில் 3 வேலைகள் உள்ளன.');
    const overlaps: AnalysisCheck = { id: 'overlaps', section: 'experience', passed: false, message: '…', text: 'overlaps.found', values: { overlaps: [{ first: job('Clerk', 'Hayleys'), second: job('', 'Dialog') }] } };
    expect(checkWords(t, 'ta', overlaps)).toContain('Hayleys நிறுவனத்தில் Clerk மற்றும் Dialog');
    const words = suggestionWords(t, 'ta', { id: 'add_skill:sap', type: 'add_skill', title: 'Add SAP', message: '…', text: 'addSkill', values: { skill: 'SAP', count: 2 }, skill: 'SAP' });
    expect(words).toEqual({
      title: 'SAP ஐச் சேர்க்கவும்',
      message: 'நீங்கள் பார்த்த, சேமித்த அல்லது விண்ணப்பித்த வேலைகளில் 2 வேலைகளில் SAP கேட்கப்படுகிறது. அது உங்களிடம் இருந்தால், உங்கள் திறன்களில் சேர்க்கவும்.',
    });
  });
});
