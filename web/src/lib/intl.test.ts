import { describe, expect, it } from 'vitest';
import { firstLetter, pluralOf, sriLankaDay, writeDay, writeNumber } from '@/lib/intl';

describe('the app’s own formatting', () => {
  it('groups numbers in thousands in every language, rounding as asked', () => {
    expect(writeNumber(120000)).toBe('120,000');
    expect(writeNumber(1234567.891, 1)).toBe('1,234,567.9');
    expect(writeNumber(1.25, 1)).toBe('1.3');
    expect(writeNumber(2.0, 1)).toBe('2');
    expect(writeNumber(-4500)).toBe('-4,500');
    expect(writeNumber(-0.2)).toBe('0');
    expect(writeNumber(0)).toBe('0');
  });

  it('writes a day in English, Sinhala and Tamil', () => {
    const day = { year: 2026, month: 12, day: 2 };
    expect(writeDay(day, 'en')).toBe('Dec 2, 2026');
    expect(writeDay(day, 'en', 'long', true)).toBe('2 December 2026');
    expect(writeDay(day, 'si')).toBe('2 දෙසැ 2026');
    expect(writeDay(day, 'si', 'long')).toBe('2 දෙසැම්බර් 2026');
    expect(writeDay(day, 'ta')).toBe('2 டிச. 2026');
    expect(writeDay(day, 'xx')).toBe('Dec 2, 2026');
  });

  it('reads an instant on Sri Lanka’s calendar (+05:30 all year)', () => {
    expect(sriLankaDay(new Date('2026-06-15T18:29:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
    expect(sriLankaDay(new Date('2026-06-15T18:31:00Z'))).toEqual({ year: 2026, month: 6, day: 16 });
  });

  it('chooses plural categories as CLDR does for the three languages', () => {
    expect(pluralOf('en', 1)).toBe('one');
    expect(pluralOf('en', 0)).toBe('other');
    expect(pluralOf('ta', 1)).toBe('one');
    expect(pluralOf('ta', 2)).toBe('other');
    expect(pluralOf('si', 0)).toBe('one');
    expect(pluralOf('si', 1)).toBe('one');
    expect(pluralOf('si', 2)).toBe('other');
  });

  it('takes a letter whole: vowel signs, joiners, flags', () => {
    expect(firstLetter('නිමල්')).toBe('නි');
    expect(firstLetter('ශ්‍රීමතී')).toBe('ශ්‍රී');
    expect(firstLetter('🇱🇰 team')).toBe('🇱🇰');
    expect(firstLetter('')).toBe('');
  });
});
