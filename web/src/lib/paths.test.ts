import { describe, expect, it } from 'vitest';
import { companyPath } from '@/lib/paths';

describe('companyPath', () => {
  it('gives the canonical address with the slug', () => {
    expect(companyPath(12, 'lanka-tea')).toBe('/company/12/lanka-tea');
  });
  it('leaves the slug out when there is none', () => {
    expect(companyPath(12)).toBe('/company/12');
    expect(companyPath(12, '')).toBe('/company/12');
  });
});
