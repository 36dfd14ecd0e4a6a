import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, NavLink as RouterNavLink, MemoryRouter, Route, Routes, useLocation, useNavigationType, type To } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

function Probe() {
  const location = useLocation();
  const kind = useNavigationType();
  return <p data-testid="where">{`${kind} ${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state ?? null)}`}</p>;
}

function renderAt(entry: string, link: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[entry]} basename={basename}>
      <Routes>
        <Route path="company/:id/*" element={link} />
        <Route path="*" element={link} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  const targets: To[] = [
    '/job/12/a-slug', '/', '?tab=jobs', { search: '?tab=post' }, 'jobs', '../other', '/browse?q=a#top', { pathname: '/faq', hash: '#pay' },
    '/blogs/', '/a/../b', '/a/./b/', '/a//b', '/x?', '/x#', '/x?#', '/%E0%B6%85?q=%20', { pathname: '/faq', search: 'q=1' }, '', '.', '..', '#top', { hash: 'pay' },
  ];
  it.each([undefined, '/si'])('gives the address React Router would give, under the base %s', (basename) => {
    for (const to of targets) {
      const html = (link: React.ReactNode) =>
        renderToString(
          <MemoryRouter initialEntries={[`${basename ?? ''}/company/7/about?x=1`]} basename={basename}>
            <Routes>
              <Route path="company/:id/*" element={link} />
            </Routes>
          </MemoryRouter>,
        );
      const ours = html(<Link to={to}>go</Link>).match(/href="([^"]*)"/)?.[1];
      const theirs = html(<RouterLink to={to}>go</RouterLink>).match(/href="([^"]*)"/)?.[1];
      expect(ours, JSON.stringify(to)).toBe(theirs);
    }
  });

  it('moves the router on a plain click, with the state, keeping the base', () => {
    renderAt('/si/about', <Link to="/job/3?from=list" state={{ from: 'about' }}>job</Link>, '/si');
    const link = screen.getByRole('link', { name: 'job' });
    expect(link.getAttribute('href')).toBe('/si/job/3?from=list');
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toBe('PUSH /job/3?from=list {"from":"about"}');
  });

  it('replaces the entry for the page the reader is on, or when asked', () => {
    renderAt('/faq', <Link to="/faq">faq</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'faq' }));
    expect(where()).toBe('REPLACE /faq null');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    renderAt(
      '/about',
      <>
        <Link to="/faq">faq</Link>
        <Link to="/terms" target="_blank">terms</Link>
      </>,
    );
    const faq = screen.getByRole('link', { name: 'faq' });
    expect(fireEvent.click(faq, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(faq, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'terms' }))).toBe(true);
    expect(where()).toBe('POP /about null');
  });

  it('calls its own onClick first, which can keep the router where it is', () => {
    const first = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt('/about', <Link to="/faq" onClick={first}>faq</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'faq' }));
    expect(first).toHaveBeenCalledOnce();
    expect(where()).toBe('POP /about null');
  });

  it('lets the browser follow an address elsewhere', () => {
    renderAt('/about', <Link to="https://example.org/x" rel="noopener">out</Link>, undefined);
    const out = screen.getByRole('link', { name: 'out' });
    expect(out.getAttribute('href')).toBe('https://example.org/x');
    expect(out.getAttribute('rel')).toBe('noopener');
    expect(fireEvent.click(out)).toBe(true);
    expect(where()).toBe('POP /about null');
  });

  it('passes its ref and attributes to the anchor', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    renderAt('/about', <Link ref={ref} to="/faq" className="c" aria-current="page">faq</Link>);
    expect(ref.current).toBe(screen.getByRole('link', { name: 'faq' }));
    expect(ref.current?.className).toBe('c');
    expect(ref.current?.getAttribute('aria-current')).toBe('page');
  });
});

describe('NavLink', () => {
  it('marks the page shown as React Router\'s does, under a base or not', () => {
    const cases: [string, string, boolean][] = [
      ['/', '/', true], ['/', '/browse', true], ['/browse', '/browse', false], ['/browse', '/BROWSE/', false], ['/browse', '/browse/x', false],
      ['/browse', '/browser', false], ['/company', '/company/3', false], ['/company', '/company/3', true], ['/blogs/', '/blogs', false], ['browse', '/browse', false],
    ];
    for (const basename of [undefined, '/ta']) {
      for (const [to, at, end] of cases) {
        const html = (link: React.ReactNode) =>
          renderToString(
            <MemoryRouter initialEntries={[`${basename ?? ''}${at}`]} basename={basename}>
              {link}
            </MemoryRouter>,
          ).replace(' data-discover="true"', '');
        const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
        const label = `${to} at ${at}${end ? ', end' : ''}`;
        expect(html(<NavLink to={to} end={end} className={className}>x</NavLink>), label).toBe(html(<RouterNavLink to={to} end={end} className={className}>x</RouterNavLink>));
        expect(html(<NavLink to={to} end={end} className="c">x</NavLink>), label).toBe(html(<RouterNavLink to={to} end={end} className="c">x</RouterNavLink>));
      }
    }
  });
});
