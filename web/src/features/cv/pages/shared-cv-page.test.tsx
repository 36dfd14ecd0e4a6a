import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SharedCvPage from '@/features/cv/pages/shared-cv-page';
import { aCV, ok } from '@/features/cv/testing/fixtures';
import type { CV, PublicCV } from '@/features/cv/types';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/cv/s/tok');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderShared() {
  return renderWithProviders(
    <Routes>
      <Route path="/cv/s/:token" element={<SharedCvPage />} />
    </Routes>,
    { route: '/cv/s/tok' },
  );
}

function publicOf(cv: CV): PublicCV {
  const copy: Partial<CV> = { ...cv };
  delete copy.views;
  delete copy.downloads;
  delete copy.version;
  return copy as PublicCV;
}

const publicCV = publicOf(aCV({ customization: { ...aCV().customization, template: 'classic' } }));

describe('a shared CV', () => {
  it('shows the CV in its template with a Download PDF button when allowed', async () => {
    mockApi(routes({ 'GET /shared-cvs/tok': { status: 200, data: ok({ cv: publicCV, allowDownload: true, pdfUrl: '/api/shared-cvs/tok/pdf' }) } }));
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimal Perera' })).toBeInTheDocument();
    const preview = screen.getByRole('document', { name: 'CV preview' });
    expect(preview).toHaveAttribute('data-template', 'classic');
    expect(within(preview).getByText('Accountant with six years in audit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('has no download button when the owner did not allow it', async () => {
    mockApi(routes({ 'GET /shared-cvs/tok': { status: 200, data: ok({ cv: publicCV, allowDownload: false, pdfUrl: null }) } }));
    renderShared();
    await screen.findByRole('document', { name: 'CV preview' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says plainly when the link is not available', async () => {
    mockApi(routes({ 'GET /shared-cvs/tok': { status: 404, data: { success: false, message: 'This shared CV link is not available.' } } }));
    renderShared();
    expect(await screen.findByRole('heading', { name: 'This shared CV link is not available.' })).toBeInTheDocument();
    expect(screen.queryByRole('document')).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    let calls = 0;
    mockApi(routes({ 'GET /shared-cvs/tok': () => (calls++ === 0 ? { status: 500, data: {} } : { status: 200, data: ok({ cv: publicCV, allowDownload: false, pdfUrl: null }) }) }));
    const { user } = renderShared();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('document', { name: 'CV preview' })).toBeInTheDocument();
  });
});
