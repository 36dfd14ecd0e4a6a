import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobInterestContext } from '@/features/cv/job-interest';
import CvBuilderPage from '@/features/cv/pages/cv-builder-page';
import { aCV, anAnalysis, ok } from '@/features/cv/testing/fixtures';
import type { CV } from '@/features/cv/types';
import { browserLocation } from '@/lib/browser-location';
import { makeCustomer } from '@/testing/accounts';
import { mockApi, routes, type MockHandler } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

beforeEach(() => {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify(makeCustomer()));
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/cv/1');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function serve(cv: CV, extra: Record<string, MockHandler | { status: number; data?: unknown }> = {}) {
  return mockApi(
    routes({
      'GET /cvs/1': { status: 200, data: ok(cv) },
      'GET /cv-templates': { status: 200, data: ok([]) },
      ...extra,
    }),
  );
}

function renderBuilder() {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/cv/:id" element={<CvBuilderPage />} />
      <Route path="/customer/dashboard" element={<LocationProbe />} />
      <Route path="/customer/login" element={<LocationProbe />} />
    </Routes>,
    { route: '/customer/cv/1' },
  );
}

function experienceNames() {
  const list = screen.getByRole('list', { name: 'Work experience' });
  return within(list)
    .queryAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent);
}

describe('the CV builder', () => {
  it('sends a visitor who is not signed in to the login page', async () => {
    localStorage.clear();
    serve(aCV());
    renderBuilder();
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/login');
  });

  it('says so when the CV does not exist', async () => {
    mockApi(routes({ 'GET /cvs/1': { status: 404, data: { success: false, message: 'CV not found' } }, 'GET /cv-templates': { status: 200, data: ok([]) } }));
    renderBuilder();
    expect(await screen.findByText('This CV was not found. It may have been deleted.')).toBeInTheDocument();
  });

  it('adds, reorders and removes jobs with the keyboard, keeping the focus', async () => {
    serve(aCV());
    const { user, store } = renderBuilder();
    await user.click(await screen.findByLabelText('Save changes automatically'));
    const add = screen.getByRole('button', { name: 'Add a job' });
    add.focus();
    await user.keyboard('{Enter}');
    const first = screen.getByLabelText('Job title');
    expect(first).toHaveFocus();
    await user.keyboard('Accountant');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    const titles = screen.getAllByLabelText('Job title');
    await user.type(titles[1]!, 'Auditor');
    expect(experienceNames()).toEqual(['Accountant', 'Auditor']);

    const down = screen.getByRole('button', { name: 'Move down: Accountant' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(experienceNames()).toEqual(['Auditor', 'Accountant']);
    // At the bottom the pressed button is disabled, so the focus goes to the entry's other one.
    expect(screen.getByRole('button', { name: 'Move up: Accountant' })).toHaveFocus();
    await user.keyboard(' ');
    expect(experienceNames()).toEqual(['Accountant', 'Auditor']);
    expect(screen.getByRole('button', { name: 'Move up: Accountant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Accountant' })).toHaveFocus();

    screen.getByRole('button', { name: 'Remove Accountant' }).focus();
    await user.keyboard('{Enter}');
    expect(experienceNames()).toEqual(['Auditor']);
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(store.getState().cv!.builderData.experience.map((item) => item.position)).toEqual(['Auditor']);
    expect(store.getState().cv!.hasUnsavedChanges).toBe(true);
    // The preview follows.
    expect(within(screen.getByRole('document', { name: 'CV preview' })).getByText('Auditor')).toBeInTheDocument();
  }, 20_000);

  it('saves by itself after the last edit and shows the status', async () => {
    let saved: unknown = null;
    const { requests } = serve(aCV(), {
      'PUT /cvs/1': (request) => {
        saved = request.data;
        return { status: 200, data: ok(aCV({ version: 2 })) };
      },
    });
    const { user } = renderBuilder();
    const status = await screen.findByTestId('save-status');
    expect(status).toHaveTextContent('Saved');
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Kamal');
    expect(status).toHaveTextContent('Not saved');
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await waitFor(() => expect(status).toHaveTextContent(/^Saved at /), { timeout: 4000 });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(saved).toMatchObject({ version: 1, title: 'My CV', language: 'en', builderData: { personalInfo: { firstName: 'Kamal' } }, customization: { template: 'modern' } });
  });

  it('does not save by itself while auto-save is off', async () => {
    const { requests } = serve(aCV(), { 'PUT /cvs/1': { status: 200, data: ok(aCV({ version: 2 })) } });
    const { user } = renderBuilder();
    await user.click(await screen.findByLabelText('Save changes automatically'));
    await user.type(screen.getByLabelText('City'), 'x');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1800)));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('CV updated successfully')).toBeInTheDocument();
  });

  it('changes the preview when another template is chosen', async () => {
    serve(aCV());
    const { user } = renderBuilder();
    const preview = await screen.findByRole('document', { name: 'CV preview' });
    expect(preview).toHaveAttribute('data-template', 'modern');
    await user.click(screen.getByText('Design'));
    await user.click(screen.getByRole('radio', { name: /Sidebar/ }));
    expect(screen.getByRole('document', { name: 'CV preview' })).toHaveAttribute('data-template', 'sidebar');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved');
  });

  it('applies a suggestion of the analysis', async () => {
    serve(aCV(), { 'POST /cvs/1/analyze': { status: 200, data: ok(anAnalysis()) } });
    const { user, store } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Check my CV' }));
    expect(await screen.findByText('62')).toBeInTheDocument();
    expect(screen.getByText('Add at least one job.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply: Add Excel' }));
    expect(store.getState().cv!.builderData.skills.technical).toEqual([{ name: 'Excel', level: 'intermediate' }]);
    expect(screen.queryByRole('button', { name: 'Apply: Add Excel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply: Sharpen your summary' }));
    expect(store.getState().cv!.builderData.personalInfo.summary).toBe('Chartered accountant seeking an audit lead role.');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved');
  });

  it('sends the jobs viewed recently with the analysis', async () => {
    const { requests } = serve(aCV(), { 'POST /cvs/1/analyze': { status: 200, data: ok(anAnalysis()) } });
    const { user } = renderWithProviders(
      <JobInterestContext.Provider value={{ useRecentlyViewedJobIds: () => [42, 17] }}>
        <Routes>
          <Route path="/customer/cv/:id" element={<CvBuilderPage />} />
        </Routes>
      </JobInterestContext.Provider>,
      { route: '/customer/cv/1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Check my CV' }));
    expect(await screen.findByText('62')).toBeInTheDocument();
    const analysis = requests.find((request) => request.method === 'POST' && request.url === '/cvs/1/analyze');
    expect(analysis?.data).toEqual({ viewedJobIds: [42, 17] });
  });

  it('on a 409 says the CV changed elsewhere and loads the newer version when asked', async () => {
    const newer = aCV({ version: 5, title: 'Changed elsewhere' });
    serve(aCV(), {
      'PUT /cvs/1': {
        status: 409,
        data: { success: false, message: 'This CV was changed in another tab or window. Reload to see the newer version.', data: newer },
      },
    });
    const { user, store } = renderBuilder();
    await user.click(await screen.findByLabelText('Save changes automatically'));
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This CV was changed in another tab or window.');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved');
    await user.click(within(alert).getByRole('button', { name: 'Load the newer version' }));
    expect(screen.getByLabelText('CV title')).toHaveValue('Changed elsewhere');
    expect(store.getState().cv!.currentCV?.version).toBe(5);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('asks before following a link with unsaved changes', async () => {
    serve(aCV());
    const { user } = renderBuilder();
    await user.click(await screen.findByLabelText('Save changes automatically'));
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(screen.getAllByRole('link', { name: 'Back to my CVs' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Back to my CVs' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard?tab=cvs');
  });

  it('saves what is not saved yet when the page is left another way, as by the Back button', async () => {
    let saved: unknown = null;
    serve(aCV(), {
      'PUT /cvs/1': (request) => {
        saved = request.data;
        return { status: 200, data: ok(aCV({ version: 2 })) };
      },
    });
    const { user, unmount } = renderBuilder();
    await user.type(await screen.findByLabelText('City'), 'Galle');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved');
    unmount();
    await waitFor(() => expect(saved).toMatchObject({ builderData: { personalInfo: { city: 'ColomboGalle' } } }));
  });

  it('does not save on the way out after "Leave" was chosen', async () => {
    const { requests } = serve(aCV(), { 'PUT /cvs/1': { status: 200, data: ok(aCV({ version: 2 })) } });
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getAllByRole('link', { name: 'Back to my CVs' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard?tab=cvs');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
