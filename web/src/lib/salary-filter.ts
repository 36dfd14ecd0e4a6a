/**
 * The salary filter of SPEC section 5: the minimum and maximum are kept as strings (as the
 * address and the form hold them). An empty or non-numeric minimum becomes '0', an empty or
 * non-numeric maximum '1000000'; the filter counts as applied unless they are exactly those.
 */

export const DEFAULT_MIN_SALARY = '0';
export const DEFAULT_MAX_SALARY = '1000000';

export interface SalaryFilterValue {
  minSalary: string;
  maxSalary: string;
  salaryFilterApplied: boolean;
}

/**
 * A whole, non-negative amount written as digits, or null. Thousands separators (12,500 or
 * 12 500) are read as a person means them; decimals, signs and anything else are not numbers here.
 */
export function parseSalary(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  }
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(/(?<=\d)[,\s](?=\d{3}(\D|$))/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const amount = Number(compact);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** '0' unless the value is a whole non-negative amount. */
export function normalizeMinSalary(value: unknown): string {
  const amount = parseSalary(value);
  return amount === null ? DEFAULT_MIN_SALARY : String(amount);
}

/** '1000000' unless the value is a whole non-negative amount. */
export function normalizeMaxSalary(value: unknown): string {
  const amount = parseSalary(value);
  return amount === null ? DEFAULT_MAX_SALARY : String(amount);
}

export function isSalaryFilterApplied(minSalary: string, maxSalary: string): boolean {
  return !(Number(minSalary) === 0 && Number(maxSalary) === Number(DEFAULT_MAX_SALARY));
}

/**
 * The normalized filter. A maximum below the minimum is taken as the two typed the wrong way
 * round, so they are swapped rather than asking the server for an impossible range.
 */
export function normalizeSalaryFilter(min: unknown, max: unknown): SalaryFilterValue {
  let minSalary = normalizeMinSalary(min);
  let maxSalary = normalizeMaxSalary(max);
  if (Number(minSalary) > Number(maxSalary)) [minSalary, maxSalary] = [maxSalary, minSalary];
  return { minSalary, maxSalary, salaryFilterApplied: isSalaryFilterApplied(minSalary, maxSalary) };
}

/**
 * The bounds to send to the server: only those that differ from their defaults, so that a
 * minimum alone does not also cut off jobs paying above 1,000,000.
 */
export function salaryBounds(filter: SalaryFilterValue): { minSalary?: number; maxSalary?: number } {
  if (!filter.salaryFilterApplied) return {};
  const bounds: { minSalary?: number; maxSalary?: number } = {};
  if (filter.minSalary !== DEFAULT_MIN_SALARY) bounds.minSalary = Number(filter.minSalary);
  if (filter.maxSalary !== DEFAULT_MAX_SALARY) bounds.maxSalary = Number(filter.maxSalary);
  return bounds;
}
