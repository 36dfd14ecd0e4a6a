import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cvDashboardSections } from '@/features/cv/dashboard';
import { aCV, aShareLink, ok } from '@/features/cv/testing/fixtures';
import type { ShareLink } from '@/features/cv/types';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const viewer = { name: 'Nimal Perera', role: 'individual' as const };
const figures = { totalCVs: 2, totalViews: 12, totalDownloads: 4, lastUpdated: '2026-11-20T08:00:00Z', completionPercentage: 55 };

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderSection() {
  const Section = cvDashboardSections[0]!.component;
  return renderWithProviders(
    <Routes>
      <Route path="/customer/dashboard" element={<Section viewer={viewer} />} />
      <Route path="/customer/cv/:id" element={<LocationProbe />} />
    </Routes>,
    { route: '/customer/dashboard?tab=cvs' },
  );
}

describe('My CVs', () => {
  it('is a job seeker’s section', () => {
    expect(cvDashboardSections.map((section) => [section.id, section.roles])).toEqual([['cvs', ['individual']]]);
  });

  it('lists the CVs with thumbnail, title, date and completion, and the figures', async () => {
    mockApi(
      routes({
        'GET /cvs': { status: 200, data: ok([aCV({ id: 2, title: 'Audit roles', completionPercentage: 70, customization: { ...aCV().customization, template: 'classic' } }), aCV()]) },
        'GET /cvs/dashboard': { status: 200, data: ok(figures) },
        'GET /cv-templates': { status: 200, data: ok([]) },
      }),
    );
    renderSection();
    const list = await screen.findByRole('list', { name: 'My CVs' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Audit roles' })).toHaveAttribute('href', '/customer/cv/2');
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/api/cv-templates/classic/thumbnail.png');
    expect(within(items[0]!).getByText('70% complete')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Updated /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('12')).toBeInTheDocument());
    expect(screen.getByText('55%')).toBeInTheDocument();
  });

  it('shows a way forward when there are no CVs', async () => {
    mockApi(routes({ 'GET /cvs': { status: 200, data: ok([]) }, 'GET /cvs/dashboard': { status: 200, data: ok({ ...figures, totalCVs: 0 }) }, 'GET /cv-templates': { status: 200, data: ok([]) } }));
    renderSection();
    expect(await screen.findByText('No CVs yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    mockApi(routes({ 'GET /cvs': { status: 500, data: {} }, 'GET /cvs/dashboard': { status: 500, data: {} }, 'GET /cv-templates': { status: 200, data: ok([]) } }));
    renderSection();
    expect(await screen.findByText('Failed to fetch CVs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("opens the new CV's dialog on the template a preview page sent the job seeker here with", async () => {
    mockApi(routes({ 'GET /cvs': { status: 200, data: ok([]) }, 'GET /cvs/dashboard': { status: 200, data: ok(figures) }, 'GET /cv-templates': { status: 200, data: ok([]) } }));
    const Section = cvDashboardSections[0]!.component;
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/customer/dashboard" element={<><Section viewer={viewer} /><LocationProbe /></>} />
      </Routes>,
      { route: '/customer/dashboard?tab=cvs&template=classic' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a CV' });
    expect(within(dialog).getByLabelText('Template')).toHaveValue('classic');
    expect(within(dialog).getByRole('link', { name: 'See the Classic template' })).toHaveAttribute('href', '/cv-templates/classic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/dashboard\?tab=cvs$/);
  });

  it('creates a CV from the profile and opens it in the builder', async () => {
    const { requests } = mockApi(
      routes({
        'GET /cvs': { status: 200, data: ok([]) },
        'GET /cvs/dashboard': { status: 200, data: ok(figures) },
        'GET /cv-templates': { status: 200, data: ok([]) },
        'POST /cvs': { status: 201, data: ok(aCV({ id: 9, title: 'Bank jobs' }), 'CV created successfully') },
      }),
    );
    const { user } = renderSection();
    await user.click((await screen.findAllByRole('button', { name: 'Create a CV' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create a CV' });
    await user.type(within(dialog).getByLabelText('Title'), 'Bank jobs');
    await user.selectOptions(within(dialog).getByLabelText('Template'), 'compact');
    await user.selectOptions(within(dialog).getByLabelText('Language of the CV'), 'si');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/cv/9');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ title: 'Bank jobs', template: 'compact', language: 'si', from: 'profile' });
    expect(screen.getByText('CV created successfully')).toBeInTheDocument();
  });

  it('duplicates, and deletes after asking', async () => {
    mockApi(
      routes({
        'GET /cvs': { status: 200, data: ok([aCV()]) },
        'GET /cvs/dashboard': { status: 200, data: ok(figures) },
        'GET /cv-templates': { status: 200, data: ok([]) },
        'POST /cvs/1/duplicate': { status: 201, data: ok(aCV({ id: 4, title: 'My CV (copy)' })) },
        'DELETE /cvs/4': { status: 200, data: { success: true, message: 'CV deleted successfully' } },
      }),
    );
    const { user, store } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Duplicate “My CV”' }));
    expect(await screen.findByText('CV duplicated successfully')).toBeInTheDocument();
    expect(store.getState().cv!.userCVs.map((cv) => cv.title)).toEqual(['My CV (copy)', 'My CV']);
    await user.click(screen.getByRole('button', { name: 'Delete “My CV (copy)”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this CV?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(store.getState().cv!.userCVs.map((cv) => cv.id)).toEqual([1]));
    expect(screen.getByText('CV deleted successfully')).toBeInTheDocument();
  });

  it('makes a share link, copies it and revokes it', async () => {
    let links: ShareLink[] = [];
    const { requests } = mockApi(
      routes({
        'GET /cvs': { status: 200, data: ok([aCV()]) },
        'GET /cvs/dashboard': { status: 200, data: ok(figures) },
        'GET /cv-templates': { status: 200, data: ok([]) },
        'GET /cvs/1/shares': () => ({ status: 200, data: ok(links) }),
        'POST /cvs/1/share': (request) => {
          const body = request.data as { expiresInDays: number | null; allowDownload: boolean };
          const link = aShareLink({ allowDownload: body.allowDownload, expiresAt: null });
          links = [link];
          return { status: 201, data: ok(link, 'CV shared successfully') };
        },
        'DELETE /cvs/1/shares/5': () => {
          links = [];
          return { status: 200, data: { success: true } };
        },
      }),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderSection();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share “My CV”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “My CV”' });
    expect(within(dialog).getByText('No active links.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Never expires'));
    await user.click(within(dialog).getByLabelText('Let visitors download the PDF'));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ expiresInDays: null, allowDownload: false });
    const list = await within(dialog).findByRole('list', { name: 'Active links' });
    expect(within(list).getByText(`${window.location.origin}/cv/s/${aShareLink().token}`)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cv/s/${aShareLink().token}`);
    expect(within(list).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('No active links.')).toBeInTheDocument();
  });

  it('refuses a share link of 0 days with a clear message', async () => {
    mockApi(
      routes({
        'GET /cvs': { status: 200, data: ok([aCV()]) },
        'GET /cvs/dashboard': { status: 200, data: ok(figures) },
        'GET /cv-templates': { status: 200, data: ok([]) },
        'GET /cvs/1/shares': { status: 200, data: ok([]) },
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Share “My CV”' }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getByLabelText('Link works for (days, 1 to 365)');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('Enter a number of days from 1 to 365, or choose “Never expires”.')).toBeInTheDocument();
  });
});
