import { describe, expect, it } from 'vitest';
import { browseUrl } from './job-search-form';

describe('browseUrl', () => {
  it('puts the trimmed keyword in the search parameter', () => {
    expect(browseUrl('  accountant ')).toBe('/browse?search=accountant');
    expect(new URL(browseUrl('data entry & admin'), 'http://x').searchParams.get('search')).toBe('data entry & admin');
  });

  it('omits the parameter for an empty or blank keyword', () => {
    expect(browseUrl('')).toBe('/browse');
    expect(browseUrl('   \t ')).toBe('/browse');
  });

  it('keeps Sinhala and Tamil keywords intact', () => {
    expect(new URL(browseUrl(' ගුරු '), 'http://x').searchParams.get('search')).toBe('ගුරු');
    expect(new URL(browseUrl('ஆசிரியர்'), 'http://x').searchParams.get('search')).toBe('ஆசிரியர்');
  });
});
