import { describe, expect, it } from 'vitest';
import { displayName } from '@/lib/display-name';

describe('displayName', () => {
  it('is the name when there is one', () => {
    expect(displayName({ name: 'Nimal Perera', email: 'nimal@example.lk' })).toBe('Nimal Perera');
  });

  it('is the email when the name is missing or blank', () => {
    expect(displayName({ email: 'nimal@example.lk' })).toBe('nimal@example.lk');
    expect(displayName({ name: '  ', email: 'nimal@example.lk' })).toBe('nimal@example.lk');
  });

  it("is 'User' when there is neither", () => {
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName({ name: 42, email: false })).toBe('User');
  });
});
