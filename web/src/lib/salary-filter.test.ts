import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_SALARY,
  DEFAULT_MIN_SALARY,
  isSalaryFilterApplied,
  normalizeMaxSalary,
  normalizeMinSalary,
  normalizeSalaryFilter,
  parseSalary,
  salaryAmount,
  salaryBounds,
} from './salary-filter';

describe('salary filter (SPEC section 5)', () => {
  it('has the defaults of section 9', () => {
    expect(DEFAULT_MIN_SALARY).toBe('0');
    expect(DEFAULT_MAX_SALARY).toBe('1000000');
  });

  it.each(['', '   ', 'abc', '12abc', '12,500', '75 000', '1e5', '0x10', '.', '-', '1.2.3', 'NaN', 'Infinity', null, undefined, {}, NaN, Infinity, -Infinity])(
    'turns an empty or non-numeric minimum (%j) into 0 and maximum into 1000000',
    (value) => {
      expect(normalizeMinSalary(value)).toBe('0');
      expect(normalizeMaxSalary(value)).toBe('1000000');
    },
  );

  it.each([
    [' 50000 ', '50000'],
    ['12.5', '12.5'],
    ['12.50', '12.5'],
    ['+12.0', '12'],
    ['.5', '0.5'],
    ['7.', '7'],
    ['007', '7'],
    [60000, '60000'],
    [2.5, '2.5'],
    [1e-7, '0.0000001'],
  ])('keeps the number %j, written plainly as %j', (value, written) => {
    expect(normalizeMinSalary(value)).toBe(written);
    expect(normalizeMaxSalary(value)).toBe(written);
    expect(salaryAmount(value)).toBe(written);
  });

  it.each(['-5', '-0.5', ' -12000 ', '-0', -1])('takes the negative number %j as 0, the lowest pay', (value) => {
    expect(normalizeMinSalary(value)).toBe('0');
    expect(normalizeMaxSalary(value)).toBe('0');
  });

  it('holds amounts past the largest whole number the server takes exactly', () => {
    expect(normalizeMaxSalary('99999999999999999999')).toBe(String(Number.MAX_SAFE_INTEGER));
    expect(normalizeMaxSalary(1e25)).toBe(String(Number.MAX_SAFE_INTEGER));
    expect(parseSalary('12.5')).toBe(12.5);
    expect(parseSalary('12,500')).toBeNull();
  });

  it('counts as applied unless the minimum is 0 and the maximum 1000000', () => {
    expect(isSalaryFilterApplied('0', '1000000')).toBe(false);
    expect(isSalaryFilterApplied('1', '1000000')).toBe(true);
    expect(isSalaryFilterApplied('0', '999999')).toBe(true);
    expect(normalizeSalaryFilter('', '')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(normalizeSalaryFilter('abc', 'xyz')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(normalizeSalaryFilter('50000', '')).toEqual({ minSalary: '50000', maxSalary: '1000000', salaryFilterApplied: true });
    expect(normalizeSalaryFilter('12.5', '')).toEqual({ minSalary: '12.5', maxSalary: '1000000', salaryFilterApplied: true });
    expect(normalizeSalaryFilter('-5', '')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(normalizeSalaryFilter('', '-5')).toEqual({ minSalary: '0', maxSalary: '0', salaryFilterApplied: true });
    expect(normalizeSalaryFilter('0.0', '1000000.00')).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
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

  it('sends whole bounds that keep exactly the jobs a bound with decimals keeps', () => {
    expect(salaryBounds(normalizeSalaryFilter('12.5', '99.9'))).toEqual({ minSalary: 13, maxSalary: 99 });
    expect(salaryBounds(normalizeSalaryFilter('0.5', ''))).toEqual({ minSalary: 1 });
    expect(salaryBounds(normalizeSalaryFilter('40000', '40000.5'))).toEqual({ minSalary: 40000, maxSalary: 40000 });
  });
});
