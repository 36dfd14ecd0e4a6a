import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeaturedCompany } from '@/features/companies/types';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setLanguage } from '@/i18n';
import { TopCompanies } from '@/features/companies/components/top-companies';

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

function company(overrides: Partial<FeaturedCompany>): FeaturedCompany {
  return { id: 1, name: 'Lanka Software Labs', slug: 'lanka-software-labs', industry: 'IT', district: 'Colombo', avatar: '', jobsCount: 3, ...overrides };
}

const companies = [
  company({}),
  company({ id: 7, name: 'Hill Country Hotels', slug: 'hill-country-hotels', district: '', avatar: '/media/logos/hch.png', jobsCount: 1 }),
];

function serve(outcome: MockOutcome) {
  return mockApi(routes({ 'GET /companies/featured': outcome }));
}

describe('TopCompanies', () => {
  it('shows a skeleton, then each company with its avatar, district and open jobs, linking to its page', async () => {
    const answer = deferred<MockOutcome>();
    const { requests } = mockApi(() => answer.promise);
    renderWithProviders(<TopCompanies />);
    const section = screen.getByRole('region', { name: 'Top companies hiring now' });
    expect(within(section).getByRole('status', { name: 'Loading jobs…' })).toBeInTheDocument();

    answer.resolve({ status: 200, data: { success: true, data: companies } });
    const list = await within(section).findByRole('list', { name: 'Top companies hiring now' });
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(requests[0]!.url).toBe('/companies/featured');

    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/company/1/lanka-software-labs');
    expect(links[0]).toHaveTextContent('LSLanka Software LabsColombo3 open jobs');
    expect(links[1]).toHaveAttribute('href', '/company/7/hill-country-hotels');
    expect(links[1]).toHaveTextContent('Hill Country Hotels1 open job');
    expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/media/logos/hch.png');
    expect(links[0]!.querySelector('img')).toBeNull();
  });

  it('falls back to the initials when the picture does not load', async () => {
    serve({ status: 200, data: { success: true, data: [companies[1]!] } });
    renderWithProviders(<TopCompanies />);
    const link = await screen.findByRole('link', { name: /Hill Country Hotels/ });
    fireEvent.error(link.querySelector('img')!);
    expect(await within(link).findByText('HC')).toBeInTheDocument();
    expect(link.querySelector('img')).toBeNull();
  });

  it('is hidden entirely when no company is hiring', async () => {
    const { requests } = serve({ status: 200, data: { success: true, data: [] } });
    const { container } = renderWithProviders(<TopCompanies />);
    expect(screen.getByRole('region', { name: 'Top companies hiring now' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Top companies hiring now' })).not.toBeInTheDocument());
    expect(requests).toHaveLength(1);
    expect(container.querySelector('#top-companies-heading')).toBeNull();
  });

  it('is hidden when the companies cannot be loaded', async () => {
    serve({ status: 500, data: { success: false, message: 'Server error' } });
    renderWithProviders(<TopCompanies />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Top companies hiring now' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Sinhala and Tamil', async () => {
    serve({ status: 200, data: { success: true, data: companies } });
    await act(() => setLanguage('ta'));
    renderWithProviders(<TopCompanies />);
    expect(await screen.findByText('3 திறந்த வேலைகள்')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'இப்போது ஆட்சேர்க்கும் முன்னணி நிறுவனங்கள்' })).toBeInTheDocument();
    expect(screen.getByText('கொழும்பு')).toBeInTheDocument();
    await act(() => setLanguage('si'));
    expect(await screen.findByText('විවෘත රැකියා 3')).toBeInTheDocument();
    expect(screen.getByText('කොළඹ')).toBeInTheDocument();
    expect(screen.queryByText('Colombo')).not.toBeInTheDocument();
  });
});
