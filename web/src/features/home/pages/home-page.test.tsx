import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import HomePage from './home-page';

function BrowseProbe() {
  const location = useLocation();
  return <p data-testid="browse">{location.pathname + location.search}</p>;
}

function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/browse" element={<BrowseProbe />} />
    </Routes>,
  );
}

describe('HomePage', () => {
  it('searches for the trimmed keyword', async () => {
    const { user } = renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '   staff nurse  {Enter}');
    const target = screen.getByTestId('browse').textContent ?? '';
    const url = new URL(target, 'http://localhost');
    expect(url.pathname).toBe('/browse');
    expect(url.searchParams.get('search')).toBe('staff nurse');
    expect([...url.searchParams.keys()]).toEqual(['search']);
  });

  it('leaves out the search parameter when the box is empty or blank', async () => {
    const { user } = renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '    ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('browse')).toHaveTextContent(/^\/browse$/);
  });

  it('shows the three main topics, each leading to the job list', () => {
    renderHome();
    const topics = screen.getByRole('region', { name: 'Explore jobs by topic' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => within(link).getByRole('heading').textContent)).toEqual([
      'Government Jobs',
      'Private Jobs',
      'International Jobs',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/browse');
  });

  it('leads job seekers to register and employers to post a job', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/customer/register');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq#foreign-employment');
  });
});
