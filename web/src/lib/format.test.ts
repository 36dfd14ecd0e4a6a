import { describe, expect, it } from 'vitest';
import { addDays, formatAmount, formatBytes, formatDate, formatSalary, todayInSriLanka } from '@/lib/format';

const words = { from: (amount: string) => `from ${amount}`, upTo: (amount: string) => `up to ${amount}` };

describe('todayInSriLanka', () => {
  it('gives the day in Colombo (UTC+05:30), not the day in UTC', () => {
    expect(todayInSriLanka(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03-31');
    expect(todayInSriLanka(new Date('2026-03-31T18:31:00Z'))).toBe('2026-04-01');
  });
});

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-15', 180)).toBe('2027-06-13');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatDate', () => {
  it('writes a day without moving it by the time zone', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
  });

  it('writes a date-time as the day in Sri Lanka', () => {
    expect(formatDate('2026-03-05T20:00:00Z', 'en')).toBe('Mar 6, 2026');
  });

  it('gives nothing for a missing or broken value', () => {
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
  });
});

describe('formatSalary', () => {
  it('writes a range, a single amount, an open end, or nothing', () => {
    expect(formatSalary(80000, 120000, 'LKR', 'en', words)).toBe('LKR 80,000 – 120,000');
    expect(formatSalary(90000, 90000, 'LKR', 'en', words)).toBe('LKR 90,000');
    expect(formatSalary(80000, null, 'LKR', 'en', words)).toBe('from LKR 80,000');
    expect(formatSalary(null, 2500, 'AED', 'en', words)).toBe('up to AED 2,500');
    expect(formatSalary(null, null, 'LKR', 'en', words)).toBe('');
  });
});

describe('formatBytes', () => {
  it('uses B, KB and MB', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(2048, 'en')).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});

describe('formatAmount', () => {
  it('groups amounts in thousands in every language, Tamil included (not in lakhs)', () => {
    expect(formatAmount(120000, 'ta')).toBe('120,000');
    expect(formatAmount(1250000, 'si')).toBe('1,250,000');
    expect(formatAmount(1250000, 'en')).toBe('1,250,000');
  });
});
