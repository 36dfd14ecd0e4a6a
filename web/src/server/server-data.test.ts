import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVER_DATA, serverDataFor, type ServerDataRoute } from './server-data';

describe('serverDataFor', () => {
  // What React Router picks from every page's data, and from the few serverDataFor gives it, must be the same.
  const picked = (table: ServerDataRoute[], pathname: string) =>
    matchRoutes(table, pathname)?.map((match) => ({ load: match.route.load, params: match.params, pathname: match.pathname })) ?? null;
  const addresses = [
    '/', '/browse', '/BROWSE/', '/job/12', '/job/12/a-slug', '/job/12/full-details', '/job/12/a-slug/full-details', '/Job/12',
    '/jobs/topic/it', '/jobs/district/colombo', '/jobs/company/3', '/jobs/company/3/acme', '/job-Article', '/job-article',
    '/company', '/company/7', '/company/7/acme', '/company/industry/banking', '/blogs', '/blogs/4', '/blogs/4/a-post',
    '/blogs/tag/career', '/about', '/customer/login', '/no-such-page', '/job', '/%6Aob/12', '/job%2F12', '/%E0%B7%83', '/%zz',
    '//job/12', '/job/12/a/b/c', '',
  ];
  it.each(addresses)('picks the route every route would pick for "%s"', (pathname) => {
    expect(picked(serverDataFor(pathname), pathname)).toEqual(picked(SERVER_DATA, pathname));
  });
  it('finds the data of the pages that have some', () => {
    expect(picked(serverDataFor('/job/12/a-slug'), '/job/12/a-slug')?.[0]?.params).toEqual({ jobId: '12', jobSlug: 'a-slug' });
    expect(serverDataFor('/nothing-here')).toEqual([]);
  });
});
