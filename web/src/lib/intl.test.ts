import { describe, expect, it } from 'vitest';
import { firstLetter, pluralOf, sriLankaClock, sriLankaDay, sriLankaInstant, writeDay, writeNumber, writeTimeSpan } from '@/lib/intl';

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

describe('times in Sri Lanka', () => {
  // 05:00 UTC on Saturday 5 December 2026 is 10:30 in Colombo.
  const start = new Date('2026-12-05T05:00:00Z');

  it('writes an interview’s time on Colombo’s clock in English, Sinhala and Tamil', () => {
    expect(writeTimeSpan(start, 45, 'en')).toBe('Saturday, 5 Dec 2026, 10:30–11:15');
    expect(writeTimeSpan(start, 30, 'si')).toBe('සෙනසුරාදා, 5 දෙසැ 2026, 10:30–11:00');
    expect(writeTimeSpan(start, 30, 'ta')).toBe('சனி, 5 டிச. 2026, 10:30–11:00');
  });

  it('moves to the next day in Colombo when UTC is still on the day before', () => {
    expect(writeTimeSpan(new Date('2026-12-04T19:00:00Z'), 60, 'en')).toBe('Saturday, 5 Dec 2026, 00:30–01:30');
    expect(sriLankaClock(new Date('2026-12-04T18:35:00Z'))).toBe('00:05');
  });

  it('reads a day and a time of day on Colombo’s clock, and refuses what is not one', () => {
    expect(sriLankaInstant('2026-12-05', '10:30')).toBe('2026-12-05T05:00:00.000Z');
    expect(sriLankaInstant('2026-12-05', '')).toBeNull();
    expect(sriLankaInstant('5/12/2026', '10:30')).toBeNull();
    expect(sriLankaInstant('2026-13-45', '10:30')).toBeNull();
  });
});
