import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE_PARAMS,
  activeFilterCount,
  asMainTopic,
  browsePath,
  buildBrowseParams,
  hasActiveFilters,
  parseBrowseParams,
  toJobQuery,
  updateBrowseParams,
} from './job-filter-params';

describe('reading the job filter from the address', () => {
  it('gives the defaults for an empty address', () => {
    expect(parseBrowseParams('')).toEqual(DEFAULT_BROWSE_PARAMS);
  });

  it('reads search, jobType, minSal and maxSal (SPEC section 2)', () => {
    const params = parseBrowseParams('search=%20nurse%20&jobType=Part+Time+Jobs&minSal=40000&maxSal=90000');
    expect(params.search).toBe('nurse');
    expect(params.jobType).toBe('Part Time Jobs');
    expect(params.minSal).toBe('40000');
    expect(params.maxSal).toBe('90000');
  });

  it('resets non-numeric salary values to their defaults (SPEC section 5)', () => {
    const params = parseBrowseParams('minSal=lots&maxSal=12%2C500');
    expect(params.minSal).toBe('0');
    expect(params.maxSal).toBe('1000000');
  });

  it('keeps numeric salary values, a negative one as 0 (SPEC section 5)', () => {
    expect(parseBrowseParams('minSal=12.5&maxSal=-3')).toMatchObject({ minSal: '0', maxSal: '12.5' });
    expect(parseBrowseParams('minSal=-3')).toMatchObject({ minSal: '0', maxSal: '1000000' });
  });

  it('reads location, topics, experience, date posted, sort and page', () => {
    const params = parseBrowseParams(
      'location=Kandy&mainTopics=Private+Jobs&subTopics=IT+and+Software&subTopics=Engineering,BPO' +
        '&experienceLevel=Entry+Level&datePosted=7d&sortBy=salary&page=3',
    );
    expect(params).toMatchObject({
      location: 'Kandy',
      mainTopics: 'Private Jobs',
      subTopics: ['IT and Software', 'Engineering', 'BPO'],
      experienceLevel: 'Entry Level',
      datePosted: '7d',
      sortBy: 'salary',
      page: 3,
    });
  });

  it('drops values the server would refuse', () => {
    const params = parseBrowseParams(
      'jobType=Gig&location=Atlantis&mainTopics=Space&experienceLevel=Guru&datePosted=1y&sortBy=random&page=abc',
    );
    expect(params).toEqual(DEFAULT_BROWSE_PARAMS);
    expect(parseBrowseParams('page=0').page).toBe(1);
    expect(parseBrowseParams('page=-2').page).toBe(1);
  });

  it('keeps only sub-topics of the chosen main topic', () => {
    expect(parseBrowseParams('mainTopics=Government+Jobs&subTopics=Teaching&subTopics=BPO').subTopics).toEqual(['Teaching']);
    expect(parseBrowseParams('subTopics=Teaching&subTopics=Teaching&subTopics=Nope').subTopics).toEqual(['Teaching']);
  });

  it('reads the walk-in filter as walkIn=1 (or true), writes it as 1 and asks the API for walk-ins', () => {
    expect(parseBrowseParams('walkIn=1').walkIn).toBe(true);
    expect(parseBrowseParams('walkIn=true').walkIn).toBe(true);
    expect(parseBrowseParams('walkIn=maybe').walkIn).toBe(false);
    expect(buildBrowseParams({ walkIn: true }).toString()).toBe('walkIn=1');
    expect(toJobQuery({ ...DEFAULT_BROWSE_PARAMS, walkIn: true }).walkIn).toBe(true);
    expect(toJobQuery(DEFAULT_BROWSE_PARAMS).walkIn).toBeUndefined();
    expect(activeFilterCount({ ...DEFAULT_BROWSE_PARAMS, walkIn: true })).toBe(1);
  });

  it('keeps relevance only for a keyword search', () => {
    expect(parseBrowseParams('sortBy=relevance').sortBy).toBe('');
    expect(parseBrowseParams('search=driver&sortBy=relevance').sortBy).toBe('relevance');
  });

  it('reads only the lists main topics', () => {
    expect(asMainTopic('Private Jobs')).toBe('Private Jobs');
    expect(asMainTopic('private jobs')).toBe('');
    expect(asMainTopic(undefined)).toBe('');
  });
});

describe('writing the job filter into the address', () => {
  it('trims the keyword and removes search when it is empty (SPEC section 5)', () => {
    expect(buildBrowseParams({ search: '  web   developer  ' }).toString()).toBe('search=web+developer');
    expect(buildBrowseParams({ search: '   ' }).toString()).toBe('');
  });

  it('leaves minSal and maxSal out at their defaults', () => {
    expect(buildBrowseParams({ minSal: '0', maxSal: '1000000' }).toString()).toBe('');
    expect(buildBrowseParams({ minSal: '', maxSal: 'abc' }).toString()).toBe('');
    expect(buildBrowseParams({ minSal: '25000' }).toString()).toBe('minSal=25000');
    expect(buildBrowseParams({ maxSal: '80,000' }).toString()).toBe('');
    expect(buildBrowseParams({ minSal: '12.5' }).toString()).toBe('minSal=12.5');
  });

  it('leaves out page 1 and the default sort of each kind of list', () => {
    expect(buildBrowseParams({ page: 1, sortBy: 'posted_date' }).toString()).toBe('');
    expect(buildBrowseParams({ search: 'nurse', sortBy: 'relevance' }).toString()).toBe('search=nurse');
    expect(buildBrowseParams({ search: 'nurse', sortBy: 'posted_date' }).toString()).toBe('search=nurse&sortBy=posted_date');
    expect(buildBrowseParams({ sortBy: 'relevance' }).toString()).toBe('');
    expect(buildBrowseParams({ page: 2, sortBy: 'views' }).toString()).toBe('sortBy=views&page=2');
  });

  it('writes every filter, sub-topics as repeated parameters, and reads back the same', () => {
    const params = {
      ...DEFAULT_BROWSE_PARAMS,
      search: 'accountant',
      jobType: 'Full Time Jobs',
      minSal: '50000',
      maxSal: '150000',
      location: 'Galle' as const,
      mainTopics: 'Private Jobs' as const,
      subTopics: ['Accounting and Finance', 'Banking and Insurance'],
      experienceLevel: 'Mid Level',
      datePosted: '30d' as const,
      walkIn: true,
      sortBy: 'salary' as const,
      page: 2,
    };
    const written = buildBrowseParams(params);
    expect(written.getAll('subTopics')).toEqual(['Accounting and Finance', 'Banking and Insurance']);
    expect(parseBrowseParams(written)).toEqual(params);
    expect(browsePath(params)).toBe(`/browse?${written.toString()}`);
    expect(browsePath({})).toBe('/browse');
  });
});

describe('changing the filter', () => {
  const start = { ...DEFAULT_BROWSE_PARAMS, page: 4, mainTopics: 'Private Jobs' as const, subTopics: ['BPO'] };

  it('goes back to page 1 on any change but the page (SPEC section 4)', () => {
    expect(updateBrowseParams(start, { jobType: 'Freelance' }).page).toBe(1);
    expect(updateBrowseParams(start, { search: 'x' }).page).toBe(1);
    expect(updateBrowseParams(start, { page: 5 }).page).toBe(5);
  });

  it('drops the sub-topics of a main topic that is no longer chosen', () => {
    expect(updateBrowseParams(start, { mainTopics: 'Government Jobs' }).subTopics).toEqual([]);
    expect(updateBrowseParams(start, { mainTopics: 'Private Jobs' }).subTopics).toEqual(['BPO']);
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(DEFAULT_BROWSE_PARAMS)).toBe(0);
    expect(hasActiveFilters(DEFAULT_BROWSE_PARAMS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_BROWSE_PARAMS, search: 'nurse' })).toBe(true);
    expect(activeFilterCount({ ...start, minSal: '1' })).toBe(3);
  });
});

describe('the query sent to the server', () => {
  it('sends the keyword as q, the salary only when applied, and 10 a page', () => {
    expect(toJobQuery(DEFAULT_BROWSE_PARAMS)).toEqual({ page: 1, limit: 10 });
    expect(
      toJobQuery({ ...DEFAULT_BROWSE_PARAMS, search: 'nurse', minSal: '40000', location: 'Foreign', sortBy: 'salary', page: 2 }),
    ).toEqual({ page: 2, limit: 10, q: 'nurse', minSalary: 40000, location: 'Foreign', sortBy: 'salary', sortOrder: 'desc' });
  });

  it('sends topics as lists', () => {
    const query = toJobQuery({ ...DEFAULT_BROWSE_PARAMS, mainTopics: 'International Jobs', subTopics: ['Europe'] });
    expect(query.mainTopics).toEqual(['International Jobs']);
    expect(query.subTopics).toEqual(['Europe']);
  });
});

describe('the company in the address', () => {
  it('reads a company account id and keeps it when written back', () => {
    const params = parseBrowseParams('company=42&jobType=Freelance');
    expect(params.company).toBe('42');
    expect(buildBrowseParams(params).toString()).toBe('jobType=Freelance&company=42');
    expect(browsePath({ company: '7' })).toBe('/browse?company=7');
  });

  it('drops an id the server would refuse, and writes a number without leading zeros', () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect(parseBrowseParams(`company=${bad}`).company, bad).toBe('');
    }
    expect(parseBrowseParams('company=007').company).toBe('7');
  });

  it('sends it to GET /jobs as company and counts it as a filter', () => {
    const params = { ...DEFAULT_BROWSE_PARAMS, company: '12' };
    expect(toJobQuery(params)).toEqual({ page: 1, limit: 10, company: 12 });
    expect(activeFilterCount(params)).toBe(1);
    expect(updateBrowseParams({ ...params, page: 3 }, { jobType: 'Freelance' })).toMatchObject({ company: '12', page: 1 });
  });
});
