import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CvTemplatePage from '@/features/cv/pages/cv-template-page';
import { ok } from '@/features/cv/testing/fixtures';
import type { CVTemplate } from '@/features/cv/types';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const template = (id: string, name: string, atsFriendly = false): CVTemplate => ({
  id,
  name,
  description: `The ${name} description from the server.`,
  atsFriendly,
  thumbnailUrl: `/api/cv-templates/${id}/thumbnail.png`,
});

const all = [template('modern', 'Modern'), template('classic', 'Classic'), template('compact', 'Compact', true), template('sidebar', 'Sidebar')];

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/cv-templates/compact');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(id = 'compact') {
  return renderWithProviders(
    <Routes>
      <Route path="/cv-templates/:id" element={<CvTemplatePage />} />
      <Route path="/customer/login" element={<LocationProbe />} />
      <Route path="/customer/dashboard" element={<LocationProbe />} />
    </Routes>,
    { route: `/cv-templates/${id}` },
  );
}

function signIn(type: 'individual' | 'company') {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal Perera', email: 'nimal@example.lk', type }));
}

describe("a CV template's preview page", () => {
  it('shows the template from GET /cv-templates/{id}: its name, what it is for, a CV in it, and the other templates', async () => {
    const { requests } = mockApi(
      routes({ 'GET /cv-templates/compact': { status: 200, data: ok(all[2]) }, 'GET /cv-templates': { status: 200, data: ok(all) } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Compact' })).toBeInTheDocument();
    expect(screen.getByText('Plain text in one column without graphics, which applicant tracking systems read reliably.')).toBeInTheDocument();
    expect(screen.getByText('Easy for application tracking systems to read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A CV in the Compact template' })).toHaveAttribute('src', '/api/cv-templates/compact/thumbnail.png');
    // The title is set once the page has drawn the template (an effect).
    await waitFor(() => expect(document.title).toMatch(/^Compact CV template/));
    const others = await screen.findByRole('navigation', { name: 'Other templates' });
    expect(within(others).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Modern', '/cv-templates/modern'],
      ['Classic', '/cv-templates/classic'],
      ['Sidebar', '/cv-templates/sidebar'],
    ]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /cv-templates/compact');
  });

  it('sends a visitor to sign in first, to come back to this page', async () => {
    mockApi(routes({ 'GET /cv-templates/compact': { status: 200, data: ok(all[2]) }, 'GET /cv-templates': { status: 200, data: ok(all) } }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Sign in to use this template' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/customer/login');
    expect(JSON.parse(location.getAttribute('data-state') ?? '{}')).toEqual({ from: '/cv-templates/compact' });
  });

  it("takes a job seeker straight to My CVs with the template chosen, and tells a company account CVs are a job seeker's", async () => {
    signIn('individual');
    mockApi(routes({ 'GET /cv-templates/compact': { status: 200, data: ok(all[2]) }, 'GET /cv-templates': { status: 200, data: ok(all) } }));
    const first = renderPage();
    expect(await screen.findByRole('link', { name: 'Use this template' })).toHaveAttribute('href', '/customer/dashboard?tab=cvs&template=compact');
    first.unmount();

    signIn('company');
    renderPage();
    expect(await screen.findByText("CVs are made from a job seeker's account.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Use this template' })).not.toBeInTheDocument();
  });

  it('says plainly when there is no such template', async () => {
    mockApi(routes({ 'GET /cv-templates/glossy': { status: 404, data: { success: false, message: 'CV template not found.' } }, 'GET /cv-templates': { status: 200, data: ok(all) } }));
    renderPage('glossy');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such CV template.' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Modern' })).toHaveAttribute('href', '/cv-templates/modern');
  });

  it("says 'Failed to fetch CV templates' when it cannot be read, and reads it again on Try again", async () => {
    let asked = 0;
    mockApi(
      routes({
        'GET /cv-templates/compact': () => (asked++ === 0 ? { status: 500, data: {} } : { status: 200, data: ok(all[2]) }),
        'GET /cv-templates': { status: 200, data: ok(all) },
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch CV templates');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Compact' })).toBeInTheDocument();
  });
});
