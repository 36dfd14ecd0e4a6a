import { describe, expect, it } from 'vitest';
import { sriLankaClock, sriLankaInstant, writeTimeSpan } from '@/lib/intl-time';

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
