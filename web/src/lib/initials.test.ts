import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/initials';

/** How many characters a reader sees. */
function characterCount(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
}

describe('initials', () => {
  it.each([
    ['Nimal Perera', 'NP'],
    ['nimal perera silva', 'NP'],
    ['Kamala', 'K'],
    ['  ravi   kumar  ', 'RK'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('never gives more than 2 characters, even when upper-casing makes one letter two', () => {
    expect(initials('a b c d e')).toBe('AB');
    expect(initials('ßa ßb')).toBe('SS');
    expect(initials('ßa Kim')).toBe('SK');
    expect(initials('ﬁona ﬂores')).toBe('FF');
    expect(initials('ßa')).toBe('S');
  });

  it('keeps the first letter of Sinhala and Tamil names whole, with its vowel sign', () => {
    expect(initials('නිමල් පෙරේරා')).toBe('නිපෙ');
    expect(initials('குமார் ராஜா')).toBe('குரா');
    expect(characterCount(initials('නිමල් පෙරේරා'))).toBe(2);
  });

  it('keeps a Sinhala letter joined to the next by a zero-width joiner together', () => {
    expect(initials('ශ්‍රීමතී සිල්වා')).toBe('ශ්‍රීසි');
  });

  it('keeps accented letters and emoji whole', () => {
    expect(initials('e\u0301lise e\u0300ve')).toBe('E\u0301E\u0300');
    expect(initials('👩‍💻 dev')).toBe('👩‍💻D');
    expect(initials('🇱🇰 team')).toBe('🇱🇰T');
  });
});
