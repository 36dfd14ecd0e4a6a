import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_SALARY,
  DEFAULT_MIN_SALARY,
  isSalaryFilterApplied,
  normalizeMaxSalary,
  normalizeMinSalary,
  normalizeSalaryFilter,
  parseSalary,
  salaryBounds,
} from './salary-filter';

describe('salary filter (SPEC section 5)', () => {
  it('has the defaults of section 9', () => {
    expect(DEFAULT_MIN_SALARY).toBe('0');
    expect(DEFAULT_MAX_SALARY).toBe('1000000');
  });

  it.each(['', '   ', 'abc', '12abc', '-5', '1.5', 'NaN', 'Infinity', null, undefined, {}, -1, 2.5])(
    'turns an empty or non-numeric minimum (%j) into 0 and maximum into 1000000',
    (value) => {
      expect(normalizeMinSalary(value)).toBe('0');
      expect(normalizeMaxSalary(value)).toBe('1000000');
    },
  );

  it('keeps whole amounts, trimmed, with thousands separators read as one number', () => {
    expect(normalizeMinSalary(' 50000 ')).toBe('50000');
    expect(normalizeMinSalary('50,000')).toBe('50000');
    expect(normalizeMaxSalary('1,250,000')).toBe('1250000');
    expect(normalizeMaxSalary('75 000')).toBe('75000');
    expect(normalizeMinSalary(60000)).toBe('60000');
    expect(normalizeMinSalary('007')).toBe('7');
    expect(parseSalary('1,5')).toBeNull();
  });

  it('counts as applied unless the minimum is 0 and the maximum 1000000', () => {
    expect(isSalaryFilterApplied('0', '1000000')).toBe(false);
    expect(isSalaryFilterApplied('1', '1000000')).toBe(true);
    expect(isSalaryFilterApplied('0', '999999')).toBe(true);
    expect(normalizeSalaryFilter('', '')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(normalizeSalaryFilter('abc', 'xyz')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(normalizeSalaryFilter('50000', '')).toEqual({ minSalary: '50000', maxSalary: '1000000', salaryFilterApplied: true });
  });

  it('swaps a range typed the wrong way round', () => {
    expect(normalizeSalaryFilter('90000', '40000')).toEqual({ minSalary: '40000', maxSalary: '90000', salaryFilterApplied: true });
  });

  it('sends only the bounds that differ from their defaults', () => {
    expect(salaryBounds(normalizeSalaryFilter('', ''))).toEqual({});
    expect(salaryBounds(normalizeSalaryFilter('50000', ''))).toEqual({ minSalary: 50000 });
    expect(salaryBounds(normalizeSalaryFilter('', '80000'))).toEqual({ maxSalary: 80000 });
    expect(salaryBounds(normalizeSalaryFilter('5', '2000000'))).toEqual({ minSalary: 5, maxSalary: 2000000 });
  });
});
