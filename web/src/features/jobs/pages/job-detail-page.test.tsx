import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import { mockApi, routes, type MockHandler, type MockOutcome } from '@/testing/mock-api';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import { initialJobsState } from '../jobs-slice';
import type { Job } from '../types';
import { resetViewTracker } from '../view-tracker';
import JobDetailPage from './job-detail-page';
import JobFullDetailsPage from './job-full-details-page';

beforeEach(() => {
  resetViewTracker();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/job/1');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (navigator as { share?: unknown }).share;
});

/** Replaces the device's share and clipboard (after user-event has put in its own clipboard). */
function deviceCan({ share, writeText }: { share?: unknown; writeText?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
}

const job = makeJob({ id: 1 });

function renderJob(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/job/:jobId" element={<JobDetailPage />} />
        <Route path="/job/:jobId/full-details" element={<JobFullDetailsPage />} />
        <Route path="/job/:jobId/:jobSlug" element={<JobDetailPage />} />
        <Route path="/job/:jobId/:jobSlug/full-details" element={<JobFullDetailsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, ...options },
  );
}

/** The server: this job, similar jobs, view counts. */
function serve(current: Job = job, extra: Record<string, MockOutcome | MockHandler> = {}) {
  return mockApi(
    routes({
      [`GET /jobs/${current.id}`]: { status: 200, data: { success: true, data: current } },
      [`POST /jobs/${current.id}/view`]: { status: 200, data: { success: true } },
      [`GET /jobs/${current.id}/similar`]: { status: 200, data: listAnswer([]) },
      'GET /user/applications': { status: 200, data: { success: true, data: [] } },
      ...extra,
    }),
  );
}

function signInAs(type: 'individual' | 'company') {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem('customerUser', JSON.stringify({ id: 5, name: 'Nimal Perera', email: 'nimal@example.lk', type }));
}

describe('the job page', () => {
  it('shows the job: title, employer, facts, description and requirements', async () => {
    serve();
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(screen.getByText('Lanka Software Labs')).toBeInTheDocument();
    expect(screen.getByText('LKR 350,000 – 550,000 a month')).toBeInTheDocument();
    expect(screen.getByText('Senior Level')).toBeInTheDocument();
    expect(screen.getByText(/You will design and build Go services/)).toBeInTheDocument();
    expect(screen.getByText(/Good SQL/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the full job details/ })).toHaveAttribute(
      'href',
      '/job/1/senior-software-engineer-go/full-details',
    );
    await waitFor(() => expect(document.title).toContain(job.title));
  });

  it('links its topics and its district to their own pages', async () => {
    serve();
    renderJob('/job/1/senior-software-engineer-go');
    await screen.findByRole('heading', { level: 1, name: job.title });
    const topics = screen.getByRole('heading', { name: 'Topic' }).closest('section')!;
    expect(within(topics).getByRole('link', { name: 'Private Jobs' })).toHaveAttribute('href', '/jobs/topic/private-jobs');
    expect(within(topics).getByRole('link', { name: 'IT and Software' })).toHaveAttribute('href', '/jobs/topic/it-and-software');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Private Jobs' })).toHaveAttribute('href', '/jobs/topic/private-jobs');
    expect(screen.getByRole('link', { name: 'Colombo' })).toHaveAttribute('href', '/jobs/district/colombo');
  });

  it('replaces an address without the slug by the canonical one', async () => {
    serve();
    renderJob('/job/1?ref=mail');
    await screen.findByRole('heading', { level: 1, name: job.title });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/job/1/senior-software-engineer-go?ref=mail'));
  });

  it('replaces an old slug by the current one, on the full details page too', async () => {
    serve();
    renderJob('/job/1/old-title/full-details');
    await screen.findByRole('heading', { level: 1, name: job.title });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/job/1/senior-software-engineer-go/full-details'),
    );
    expect(screen.getByText('Full details')).toBeInTheDocument();
    expect(screen.getByText('42 views')).toBeInTheDocument();
  });

  it('says the job is not found when the server does not know it', async () => {
    mockApi(routes({ 'GET /jobs/9': { status: 404, data: { success: false, message: 'Job not found.' } } }));
    renderJob('/job/9/anything');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse other jobs' })).toHaveAttribute('href', '/browse');
  });

  it('asks nothing for an address that names no job', async () => {
    const { requests } = mockApi(() => ({ status: 500 }));
    renderJob('/job/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows an error with a retry when the job cannot be loaded', async () => {
    let fail = true;
    const { requests } = mockApi((request) => {
      if (request.url === '/jobs/1') return fail ? { status: 500, data: { success: false } } : { status: 200, data: { success: true, data: job } };
      return { status: 200, data: listAnswer([]) };
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job could not be loaded');
    expect(alert).toHaveTextContent('Failed to fetch job');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/jobs/1')).toHaveLength(2);
  });

  it('counts a view once per visit and remembers the job as recently viewed', async () => {
    const { requests } = serve();
    const { user, store } = renderJob('/job/1/senior-software-engineer-go');
    await screen.findByRole('heading', { level: 1, name: job.title });
    await user.click(screen.getByRole('link', { name: /Read the full job details/ }));
    await screen.findByText('Full details');
    await user.click(screen.getByRole('link', { name: 'Back to the job summary' }));
    await screen.findByRole('link', { name: /Read the full job details/ });
    await waitFor(() => expect(requests.filter((request) => request.url === '/jobs/1/view')).toHaveLength(1));
    expect(requests.find((request) => request.url === '/jobs/1/view')!.method).toBe('POST');
    expect(store.getState().jobs.recentlyViewed.map((item) => item.id)).toEqual([1]);
  });

  it('counts no view of a job that is not public', async () => {
    const pending = makeJob({ id: 1, status: 'pending' });
    const { requests } = serve(pending);
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByText('Pending approval')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByText('Only you and the admins can see this job until it is approved.')).toBeInTheDocument();
    expect(screen.getByText('Applications open once the job is approved.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/view'))).toBe(false);
  });

  it('shows the rejection reason of a rejected job to its poster', async () => {
    serve(makeJob({ id: 1, status: 'rejected', rejectionReason: 'Salary missing' }));
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByText('Rejected')).toHaveAttribute('data-status', 'rejected');
    expect(screen.getByText(/Reason: Salary missing/)).toBeInTheDocument();
  });

  it('lists other recently viewed jobs', async () => {
    serve();
    const seen = makeJob({ id: 7, title: 'Bank Teller', slug: 'bank-teller' });
    renderJob('/job/1/senior-software-engineer-go', {
      preloadedState: { jobs: { ...initialJobsState, recentlyViewed: [seen] } },
    });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(section).getByRole('link', { name: 'Bank Teller' })).toHaveAttribute('href', '/job/7/bank-teller');
    expect(within(section).queryByRole('link', { name: job.title })).not.toBeInTheDocument();
  });

  it('shows the jobs the server finds similar, three of them', async () => {
    const { requests } = serve(job, {
      'GET /jobs/1/similar': {
        status: 200,
        data: listAnswer([makeJob({ id: 11, title: 'Go Developer', slug: 'go-developer' })]),
      },
    });
    renderJob('/job/1/senior-software-engineer-go');
    const section = await screen.findByRole('region', { name: 'Similar jobs' });
    expect(await within(section).findByRole('link', { name: 'Go Developer' })).toBeInTheDocument();
    const similar = requests.filter((request) => request.url === '/jobs/1/similar');
    expect(similar.map((request) => request.config.params)).toEqual([{ limit: 3 }]);
    expect(requests.some((request) => request.url === '/jobs')).toBe(false);
  });

  it('shows no similar jobs when there are none', async () => {
    serve();
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Similar jobs' })).not.toBeInTheDocument());
  });

  it('shows the flyer through the responsive image, preloaded', async () => {
    serve(makeJob({ id: 1, image: '/media/flyers/1.jpg' }));
    renderJob('/job/1/senior-software-engineer-go');
    const flyers = await screen.findAllByRole('img', { name: `Flyer of ${job.title}` });
    const large = flyers.find((image) => image.getAttribute('loading') === 'eager')!;
    expect(large.getAttribute('srcset')).toContain('/media/flyers/1.jpg?w=1920 1920w');
    expect(large.closest('picture')!.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it('saves the job for a signed-in customer and removes it again', async () => {
    signInAs('individual');
    const { requests } = serve(job, {
      'POST /user/favorites/1': { status: 201, data: { success: true, data: { jobId: 1, saved: true } } },
      'DELETE /user/favorites/1': { status: 200, data: { success: true, data: { jobId: 1, saved: false } } },
      'GET /user/favorites': { status: 200, data: { success: true, data: [] } },
    });
    const { user, store } = renderJob('/job/1/senior-software-engineer-go');
    await screen.findByRole('heading', { level: 1, name: job.title });
    // Named by the word it shows (the page names the job), pressed once saved.
    await user.click(screen.getByRole('button', { name: 'Save job', pressed: false }));
    expect(store.getState().user.favoriteJobs).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.url === '/user/favorites/1').map((request) => request.method)).toEqual(['POST']));
    await user.click(screen.getByRole('button', { name: 'Saved', pressed: true }));
    await waitFor(() => expect(requests.filter((request) => request.url === '/user/favorites/1').map((request) => request.method)).toEqual(['POST', 'DELETE']));
    expect(store.getState().user.favoriteJobs).toEqual([]);
  });

  it('shares through the device when it can', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    serve();
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    deviceCan({ share });
    await screen.findByRole('heading', { level: 1, name: job.title });
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(share).toHaveBeenCalledWith({
      title: job.title,
      text: `${job.title} at Lanka Software Labs`,
      url: `${window.location.origin}/job/1/senior-software-engineer-go`,
    });
  });

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    serve();
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    deviceCan({ writeText });
    await screen.findByRole('heading', { level: 1, name: job.title });
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/job/1/senior-software-engineer-go`);
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when copying is refused', async () => {
    serve();
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    deviceCan({ writeText: vi.fn().mockRejectedValue(new Error('no')) });
    await screen.findByRole('heading', { level: 1, name: job.title });
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(await screen.findByRole('textbox', { name: /Copy this link/ })).toHaveValue(
      `${window.location.origin}/job/1/senior-software-engineer-go`,
    );
  });
});

describe('applying', () => {
  // The form is fetched when the apply button is shown (apply-panel.tsx); its module is prepared
  // once here, so that no story's wait for the dialog includes compiling it on a busy machine.
  beforeAll(() => import('@/features/jobs/components/apply-dialog'));

  it('asks visitors to sign in', async () => {
    serve();
    renderJob('/job/1/senior-software-engineer-go');
    const panel = await screen.findByRole('region', { name: 'Sign in to apply' });
    expect(within(panel).getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/customer/login');
    expect(within(panel).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/customer/register');
  });

  it('tells company accounts they cannot apply', async () => {
    signInAs('company');
    serve();
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByText(/Company accounts post jobs but cannot apply/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply with my CV' })).not.toBeInTheDocument();
  });

  it('shows the employer’s address for jobs that take applications by email', async () => {
    serve(makeJob({ id: 1, applyMethod: 'email', applyEmail: 'jobs@lsl.lk' }));
    renderJob('/job/1/senior-software-engineer-go');
    const link = await screen.findByRole('link', { name: 'jobs@lsl.lk' });
    expect(link.getAttribute('href')).toBe(`mailto:jobs@lsl.lk?subject=${encodeURIComponent(`Application: ${job.title}`)}`);
  });

  it('links to the employer’s site for jobs that take applications there', async () => {
    serve(makeJob({ id: 1, applyMethod: 'link', applyUrl: 'https://careers.lsl.lk/go' }));
    renderJob('/job/1/senior-software-engineer-go');
    const link = await screen.findByRole('link', { name: /Go to the application page/ });
    expect(link).toHaveAttribute('href', 'https://careers.lsl.lk/go');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says a closed job takes no more applications', async () => {
    serve(makeJob({ id: 1, expired: true, closingDate: '2020-01-01' }));
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByText('Applications for this job have closed.')).toBeInTheDocument();
    expect(screen.getByText(/This job closed on/)).toBeInTheDocument();
  });

  it('knows a job the job seeker has already applied for', async () => {
    signInAs('individual');
    serve(job, {
      'GET /user/applications': { status: 200, data: { success: true, data: [{ id: 3, jobId: 1, status: 'shortlisted' }] } },
    });
    renderJob('/job/1/senior-software-engineer-go');
    expect(await screen.findByText('You applied for this job')).toBeInTheDocument();
    expect(screen.getByText('Application status: Shortlisted')).toBeInTheDocument();
  });

  it('checks the form before sending', async () => {
    signInAs('individual');
    const { requests } = serve();
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Choose your CV file.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a few lines to the employer: a cover letter is required.')).toBeInTheDocument();
    // A file the picker's accept list would hide, dropped in anyway.
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Your CV'), new File(['x'.repeat(10)], 'photo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('The CV must be a PDF or a Word (.docx) file.')).toBeInTheDocument();
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('Your CV'), big);
    await user.type(within(dialog).getByLabelText('Phone number (optional)'), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('The CV must be 5 MB or smaller (this file is 6.0 MB).')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a phone number of digits/)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/apply'))).toBe(false);
  });

  it('sends the CV with progress, then says it was sent', async () => {
    signInAs('individual');
    let finish: (outcome: MockOutcome) => void = () => {};
    const { requests } = serve(job, {
      'POST /jobs/1/apply': (request) => {
        request.config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4 });
        return new Promise<MockOutcome>((resolve) => (finish = resolve));
      },
    });
    const { user, store } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Your CV'), new File(['%PDF-1.4'], 'nimal-cv.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(/nimal-cv\.pdf/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cover letter'), 'I have built Go services for six years.');
    await user.type(within(dialog).getByLabelText('Phone number (optional)'), '077 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    const progress = await within(dialog).findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => {
      finish({ status: 201, data: { success: true, data: { id: 4, jobId: 1, status: 'submitted' }, message: 'Your application was sent.' } });
    });
    const sent = await screen.findByRole('dialog', { name: 'Application sent' });
    expect(within(sent).getByText('Your application was sent.')).toBeInTheDocument();
    const body = requests.find((request) => request.url === '/jobs/1/apply')!.data as FormData;
    expect(body.get('coverLetter')).toBe('I have built Go services for six years.');
    expect(body.get('phone')).toBe('077 123 4567');
    expect((body.get('cv') as File).name).toBe('nimal-cv.pdf');
    expect(store.getState().user.dashboard.applicationStatus['1']).toBe('submitted');
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('You applied for this job')).toBeInTheDocument();
  });

  it('applies with a CV built in the CV builder, chosen at once, sending its id and no file', async () => {
    signInAs('individual');
    const { requests } = serve(job, {
      'GET /cvs': { status: 200, data: { success: true, data: [{ id: 12, title: 'Go roles' }, { id: 13, title: 'Team lead' }] } },
      'POST /jobs/1/apply': { status: 201, data: { success: true, data: { id: 4, jobId: 1, status: 'submitted' } } },
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: 'Use one of my CVs' })).toBeChecked();
    // The first built CV is chosen already: no tap needed to pick it.
    await waitFor(() => expect(within(dialog).getByLabelText('My CV')).toHaveValue('12'));
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Hello');
    await user.selectOptions(within(dialog).getByLabelText('My CV'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Choose one of your CVs.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('My CV'), 'Team lead');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('dialog', { name: 'Application sent' })).toBeInTheDocument();
    const body = requests.find((request) => request.url === '/jobs/1/apply')!.data as FormData;
    expect(body.get('cvId')).toBe('13');
    expect(body.has('cv')).toBe(false);
  });

  it('can still upload a file when the job seeker has built CVs', async () => {
    signInAs('individual');
    const { requests } = serve(job, {
      'GET /cvs': { status: 200, data: { success: true, data: [{ id: 12, title: 'Go roles' }] } },
      'POST /jobs/1/apply': { status: 201, data: { success: true, data: { id: 4, jobId: 1, status: 'submitted' } } },
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Upload a file' }));
    await user.upload(within(dialog).getByLabelText('Your CV'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('dialog', { name: 'Application sent' })).toBeInTheDocument();
    const body = requests.find((request) => request.url === '/jobs/1/apply')!.data as FormData;
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.has('cvId')).toBe(false);
  });

  it('shows the server’s messages beside the fields and keeps what was typed', async () => {
    signInAs('individual');
    serve(job, {
      'POST /jobs/1/apply': {
        status: 422,
        data: {
          success: false,
          message: 'Some fields need attention.',
          errors: [{ field: 'cv', message: 'The file is not a PDF or DOCX document.' }],
        },
      },
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Your CV'), new File(['nope'], 'cv.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('The file is not a PDF or DOCX document.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Cover letter')).toHaveValue('Hello');
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('shows the server’s message when the application is refused', async () => {
    signInAs('individual');
    serve(job, {
      'POST /jobs/1/apply': { status: 409, data: { success: false, message: 'You have already applied for this job.' } },
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Your CV'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied for this job.');
  });

  it('tells a job seeker who posted the job why they cannot apply, in a toast, and keeps them signed in', async () => {
    signInAs('individual');
    serve(job, {
      'POST /jobs/1/apply': { status: 409, data: { success: false, message: 'You cannot apply for a job you posted.' } },
    });
    const { user } = renderJob('/job/1/senior-software-engineer-go');
    await user.click(await screen.findByRole('button', { name: 'Apply with my CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Your CV'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot apply for a job you posted.');
    expect(screen.getAllByText('You cannot apply for a job you posted.')).toHaveLength(2);
    expect(localStorage.getItem('customerToken')).toBe('customer-token');
    expect(localStorage.getItem('customerUser')).not.toBeNull();
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });
});
