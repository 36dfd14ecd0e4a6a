import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialJobsState } from '@/features/jobs/jobs-slice';
import type { JobBody, ProgressCallback } from '@/features/jobs/types';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { inAMonth } from '@/features/jobs/testing/dashboard-fixtures';
import { JobForm, type JobFormOutcome } from '@/features/jobs/dashboard/job-form';
import { chosenSuggestions, FillFromNotice } from '@/features/jobs/notice/fill-from-notice';

type Submit = (body: JobBody, onProgress: ProgressCallback) => Promise<JobFormOutcome>;

const topicsLoaded = { jobs: { ...initialJobsState, topics: { data: [], status: 'succeeded' as const, error: null } } };

const reading = {
  text: 'WE ARE HIRING\nPosition: Lorry Drivers - Polonnaruwa\nSalary: Rs. 65,000 - 80,000\nSend your CV to drivers@transport.lk',
  suggestions: {
    title: 'Lorry Drivers - Polonnaruwa',
    closingDate: inAMonth,
    salaryMin: 65000,
    salaryMax: 80000,
    currency: 'LKR',
    applyEmail: 'drivers@transport.lk',
    howToApply: 'Send your CV to drivers@transport.lk',
  },
};

function renderForm() {
  const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
  const view = renderWithProviders(<JobForm mode="customer" onSubmit={onSubmit} />, { preloadedState: topicsLoaded });
  return { ...view, onSubmit };
}

const flyer = () => new File(['x'.repeat(2048)], 'flyer.jpg', { type: 'image/jpeg' });

// The whole posting form renders around the panel: slower than a small component in jsdom.
describe('Fill from the notice', { timeout: 30_000 }, () => {
  it('is offered only once a flyer is chosen', async () => {
    mockApi(routes({}));
    const { user } = renderForm();
    expect(screen.queryByRole('button', { name: 'Fill from the notice' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), flyer());
    expect(screen.getByRole('button', { name: 'Fill from the notice' })).toBeInTheDocument();
  });

  it('shows the suggestions and fills in only the ticked ones, sending nothing', async () => {
    const { requests } = mockApi(routes({ 'POST /jobs/notice': { status: 200, data: { success: true, data: reading } } }));
    const { user, onSubmit, store } = renderForm();
    const file = flyer();
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), file);
    await user.click(screen.getByRole('button', { name: 'Fill from the notice' }));
    const box = await screen.findByRole('group', { name: 'Suggestions from the notice' });
    expect((requests[0]!.data as FormData).get('image')).toBe(file);
    expect(within(box).getByText('LKR 65,000 – 80,000')).toBeInTheDocument();
    // Nothing is filled in before the poster chooses.
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    await user.click(within(box).getByRole('checkbox', { name: /Job title/ }));
    await user.click(within(box).getByRole('checkbox', { name: /Salary/ }));
    await user.click(within(box).getByRole('button', { name: 'Use the ticked values' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('Lorry Drivers - Polonnaruwa');
    expect(screen.getByLabelText('Lowest monthly salary (optional)')).toHaveValue('65000');
    expect(screen.getByLabelText('Highest monthly salary (optional)')).toHaveValue('80000');
    expect(screen.getByLabelText('Closing date')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(store.getState().ui.toasts.at(-1)?.message).toMatch(/ticked values were filled in/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.url.startsWith('/jobs') && r.url !== '/jobs/notice')).toEqual([]);
  });

  it('asks for a ticked value before filling anything', async () => {
    mockApi(routes({ 'POST /jobs/notice': { status: 200, data: { success: true, data: reading } } }));
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), flyer());
    await user.click(screen.getByRole('button', { name: 'Fill from the notice' }));
    await user.click(await screen.findByRole('button', { name: 'Use the ticked values' }));
    expect(screen.getByText('Tick at least one value to use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('');
  });

  it("shows the server's message when the flyer cannot be read, and the form stays usable", async () => {
    mockApi(routes({ 'POST /jobs/notice': { status: 503, data: { success: false, message: 'This server cannot read the text of flyers.' } } }));
    const { user, store } = renderForm();
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), flyer());
    await user.click(screen.getByRole('button', { name: 'Fill from the notice' }));
    expect(await within(screen.getByTestId('fill-from-notice')).findByText('This server cannot read the text of flyers.')).toBeInTheDocument();
    expect(store.getState().ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'This server cannot read the text of flyers.' });
    expect(screen.getByRole('button', { name: 'Read the flyer again' })).toBeEnabled();
  });

  it('says so when the text gives no job details', async () => {
    mockApi(routes({ 'POST /jobs/notice': { status: 200, data: { success: true, data: { text: '~~ ..', suggestions: {} } } } }));
    const onApply = vi.fn();
    const { user } = renderWithProviders(<FillFromNotice file={flyer()} channel="general" onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Fill from the notice' }));
    expect(await screen.findByText(/No job details were found/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('an admin reads through the admin channel', async () => {
    const { requests } = mockApi(routes({ 'POST /jobs/notice': { status: 200, data: { success: true, data: reading } } }));
    const { user } = renderWithProviders(<FillFromNotice file={flyer()} channel="admin" onApply={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Fill from the notice' }));
    await screen.findByRole('group', { name: 'Suggestions from the notice' });
    expect(requests).toHaveLength(1);
  });
});

describe('chosenSuggestions', () => {
  it('keeps only the chosen fields, the salary with its currency', () => {
    expect(chosenSuggestions(reading.suggestions, new Set(['salary', 'applyEmail']))).toEqual({
      salaryMin: 65000,
      salaryMax: 80000,
      currency: 'LKR',
      applyEmail: 'drivers@transport.lk',
    });
    expect(chosenSuggestions(reading.suggestions, new Set())).toEqual({});
  });
});
