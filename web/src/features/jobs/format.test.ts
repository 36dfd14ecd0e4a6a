import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  ageOf,
  employerInitials,
  excerpt,
  formatDay,
  isClosed,
  jobFullDetailsPath,
  jobPath,
  parseDay,
  postedAge,
  salaryParts,
} from './format';

const now = new Date(2026, 5, 15, 12, 0, 0);

describe('job addresses', () => {
  it('carries the id and the slug', () => {
    expect(jobPath({ id: 7, slug: 'staff-nurse' })).toBe('/job/7/staff-nurse');
    expect(jobPath({ id: 7, slug: '' })).toBe('/job/7');
    expect(jobFullDetailsPath({ id: 7, slug: 'staff-nurse' })).toBe('/job/7/staff-nurse/full-details');
  });

  it('encodes a slug that is not plain ASCII', () => {
    expect(jobPath({ id: 7, slug: 'හෙද-නිලධාරී' })).toBe(`/job/7/${encodeURIComponent('හෙද-නිලධාරී')}`);
    expect(jobPath({ id: 7, slug: 'a b?c' })).toBe('/job/7/a%20b%3Fc');
  });
});

describe('salary', () => {
  it('gives a range, a lower or upper bound, or nothing', () => {
    expect(salaryParts({ salaryMin: 45000, salaryMax: 65000, currency: 'LKR' }, 'en')).toEqual({
      kind: 'range',
      currency: 'LKR',
      min: '45,000',
      max: '65,000',
    });
    expect(salaryParts({ salaryMin: 45000, salaryMax: null, currency: 'LKR' }, 'en')?.kind).toBe('from');
    expect(salaryParts({ salaryMin: null, salaryMax: 9000, currency: 'QAR' }, 'en')).toMatchObject({ kind: 'upTo', currency: 'QAR' });
    expect(salaryParts({ salaryMin: 5000, salaryMax: 5000, currency: 'LKR' }, 'en')?.kind).toBe('exact');
    expect(salaryParts({ salaryMin: null, salaryMax: null, currency: 'LKR' }, 'en')).toBeNull();
    expect(salaryParts({ salaryMin: 0, salaryMax: 0, currency: 'LKR' }, 'en')).toBeNull();
  });

  it('is in LKR when the job names no currency', () => {
    expect(salaryParts({ salaryMin: 1, salaryMax: null, currency: '' }, 'en')?.currency).toBe('LKR');
  });
});

describe('dates', () => {
  it('reads a day without shifting it to the day before', () => {
    expect(parseDay('2026-06-30')?.getDate()).toBe(30);
    expect(parseDay('30/06/2026')).toBeNull();
    expect(formatDay('2026-06-30', 'en')).toMatch(/30/);
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });

  // Noon on 15 June in Colombo, whatever time zone the tests run in.
  const noon = new Date('2026-06-15T06:30:00Z');

  it('counts the days to the closing day', () => {
    expect(daysUntil('2026-06-15', noon)).toBe(0);
    expect(daysUntil('2026-06-18', noon)).toBe(3);
    expect(daysUntil('2026-06-14', noon)).toBe(-1);
    expect(daysUntil('', noon)).toBeNull();
  });

  it("counts on Sri Lanka's calendar wherever the reader is", () => {
    // 01:30 on the 15th in Colombo is still the 14th in Europe and America.
    expect(daysUntil('2026-06-15', new Date('2026-06-14T20:00:00Z'))).toBe(0);
    expect(daysUntil('2026-06-16', new Date('2026-06-14T20:00:00Z'))).toBe(1);
    // 23:59 on the 15th in Colombo: the closing day's last minute.
    expect(isClosed({ closingDate: '2026-06-15', expired: false }, new Date('2026-06-15T18:29:00Z'))).toBe(false);
    // 00:01 on the 16th in Colombo: closed, though it is the 15th in most of the world.
    expect(isClosed({ closingDate: '2026-06-15', expired: false }, new Date('2026-06-15T18:31:00Z'))).toBe(true);
    expect(daysUntil('2026-12-31', new Date('2026-12-31T18:30:00Z'))).toBe(-1);
  });

  it('knows when a job has closed', () => {
    expect(isClosed({ closingDate: '2026-06-15', expired: false }, noon)).toBe(false);
    expect(isClosed({ closingDate: '2026-06-14', expired: false }, noon)).toBe(true);
    expect(isClosed({ closingDate: '2026-07-01', expired: true }, noon)).toBe(true);
  });

  it('says how long ago a job was posted, in the words given', () => {
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const words = (unit: string, count: number) => `${count} ${unit}`;
    expect(postedAge(at(5 * 60_000), words, now)).toBe('5 minute');
    expect(postedAge(at(3 * 3_600_000), words, now)).toBe('3 hour');
    expect(postedAge(at(26 * 3_600_000), words, now)).toBe('1 day');
    expect(postedAge(at(3 * 86_400_000), words, now)).toBe('3 day');
    expect(postedAge(at(15 * 86_400_000), words, now)).toBe('2 week');
    expect(postedAge(at(70 * 86_400_000), words, now)).toBe('2 month');
    expect(postedAge('garbage', words, now)).toBe('');
  });
});

describe('days in the three languages', () => {
  it('writes a day with the app’s own month names, the same in every browser', () => {
    expect(formatDay('2026-06-30', 'en')).toBe('Jun 30, 2026');
    expect(formatDay('2026-06-30', 'si')).toBe('30 ජූනි 2026');
    expect(formatDay('2026-12-02', 'ta')).toBe('2 டிச. 2026');
    expect(formatDay('not a day', 'si')).toBe('not a day');
  });

  it('measures ages in the largest whole unit', () => {
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(ageOf(at(30_000), now)).toEqual({ unit: 'minute', count: 1 });
    expect(ageOf(at(2 * 86_400_000), now)).toEqual({ unit: 'day', count: 2 });
    expect(ageOf(at(400 * 86_400_000), now)).toEqual({ unit: 'year', count: 1 });
    expect(ageOf('nope', now)).toBeNull();
  });
});

describe('text helpers', () => {
  it('makes employer initials', () => {
    expect(employerInitials('Lanka Software Labs')).toBe('LS');
    expect(employerInitials('  (Pvt) Ltd ')).toBe('PL');
    expect(employerInitials('ශ්‍රී ලංකා')).toHaveLength(2);
    expect(employerInitials('')).toBe('?');
  });

  it('cuts long text at a word', () => {
    expect(excerpt('short', 10)).toEqual({ text: 'short', cut: false });
    expect(excerpt('one two three four five', 16)).toEqual({ text: 'one two three…', cut: true });
  });
});
