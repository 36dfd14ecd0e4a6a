import { describe, expect, it } from 'vitest';
import { directorySearch, isFiltered, readDirectoryParams } from '@/features/companies/directory-params';

describe('the directory in the address', () => {
  it('reads an empty address as the defaults: page 1, name A to Z, no filters', () => {
    const query = readDirectoryParams(new URLSearchParams());
    expect(query).toMatchObject({ q: '', sortBy: 'name', sortOrder: 'asc', page: 1, limit: 20 });
    expect(isFiltered(query)).toBe(false);
    expect(directorySearch(query)).toBe('');
  });

  it('keeps every filter, the sort and the page through a round trip', () => {
    const search =
      '?q=tea&industry=Healthcare&industry=Education&size=11-50&location=Kandy&foundedMin=1990&foundedMax=2010&ratingMin=3&hasJobs=true&sortBy=rating&page=3';
    const query = readDirectoryParams(new URLSearchParams(search));
    expect(query.sortOrder).toBe('desc');
    expect(isFiltered(query)).toBe(true);
    expect(directorySearch(query)).toBe(search);
  });

  it('drops values the server would refuse', () => {
    const query = readDirectoryParams(
      new URLSearchParams('industry=Piracy&size=huge&location=Atlantis&foundedMin=1200&ratingMin=9&sortBy=evil&sortOrder=up&page=-2'),
    );
    expect(query.filters).toMatchObject({ industry: [], size: [], location: [], founded: { min: null, max: null }, rating: { min: 5, max: 5 } });
    expect(query).toMatchObject({ sortBy: 'name', sortOrder: 'asc', page: 1 });
  });
});
