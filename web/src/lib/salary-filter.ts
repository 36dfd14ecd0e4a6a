/**
 * The salary filter of SPEC section 5: the minimum and maximum are kept as strings (as the
 * address and the form hold them). An empty or non-numeric minimum becomes '0', an empty or
 * non-numeric maximum '1000000'; any number is kept, decimals included ('12.5'). The filter
 * counts as applied unless they are exactly those.
 */

export const DEFAULT_MIN_SALARY = '0';
export const DEFAULT_MAX_SALARY = '1000000';

export interface SalaryFilterValue {
  minSalary: string;
  maxSalary: string;
  salaryFilterApplied: boolean;
}

/** The largest amount kept: the largest whole number sent to the server exactly. */
const LARGEST_AMOUNT = Number.MAX_SAFE_INTEGER;

/** A number in plain decimal writing: an optional sign, digits, an optional point and decimals. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The amount a value stands for, written plainly ('12.5', '50000'), or null when the value is
 * empty or not a number. Only plain decimal writing is a number here: thousands separators
 * ('12,500' reads as 12.5 in some places and 12500 in others), exponents and words are not.
 * No pay is below 0, so a negative amount counts as 0; amounts past the largest the server
 * takes exactly are held there.
 */
export function salaryAmount(value: unknown): string | null {
  const text = plainWriting(value);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', decimals = ''] = match;
  if (whole === '' && decimals === '') return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = decimals.replace(/0+$/, '');
  const amount = fraction ? `${integer}.${fraction}` : integer;
  if (sign === '-' || Number(amount) === 0) return '0';
  return Number(amount) > LARGEST_AMOUNT ? String(LARGEST_AMOUNT) : amount;
}

/** A string trimmed, or a finite number written in plain digits (null for anything else). */
function plainWriting(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const amount = Math.min(Math.max(value, 0), LARGEST_AMOUNT);
  const written = String(amount);
  // Below a millionth, JavaScript writes a number with an exponent.
  return written.includes('e') ? amount.toFixed(20) : written;
}

/** The amount as a number, or null when the value is empty or not a number. */
export function parseSalary(value: unknown): number | null {
  const amount = salaryAmount(value);
  return amount === null ? null : Number(amount);
}

/** '0' unless the value is a number. */
export function normalizeMinSalary(value: unknown): string {
  return salaryAmount(value) ?? DEFAULT_MIN_SALARY;
}

/** '1000000' unless the value is a number. */
export function normalizeMaxSalary(value: unknown): string {
  return salaryAmount(value) ?? DEFAULT_MAX_SALARY;
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
 * minimum alone does not also cut off jobs paying above 1,000,000. Salaries are whole amounts,
 * so a minimum with decimals goes up to the next whole amount and a maximum down: a job pays at
 * least 12.5 exactly when it pays at least 13.
 */
export function salaryBounds(filter: SalaryFilterValue): { minSalary?: number; maxSalary?: number } {
  if (!filter.salaryFilterApplied) return {};
  const bounds: { minSalary?: number; maxSalary?: number } = {};
  if (filter.minSalary !== DEFAULT_MIN_SALARY) bounds.minSalary = Math.ceil(Number(filter.minSalary));
  if (filter.maxSalary !== DEFAULT_MAX_SALARY) bounds.maxSalary = Math.floor(Number(filter.maxSalary));
  return bounds;
}
