import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ApplyDialog } from '@/features/jobs/components/apply-dialog';
import { WalkInSection } from '@/features/jobs/walkin/walkin-section';
import { WalkInFields } from '@/features/jobs/walkin/walkin-fields';
import { emptyWalkIn, isSriLankanPhone, walkInProblems, writeWalkInTime, type WalkInDraft } from '@/features/jobs/walkin/walkin-format';
import type { Job, WalkIn } from '@/features/jobs/types';
import i18n from '@/i18n';
import { useState } from 'react';

const walkIn: WalkIn = {
  date: '2026-12-05',
  startTime: '09:00',
  endTime: '13:00',
  address: 'Staff entrance, 12 Peradeniya Road, Kandy',
  documents: 'NIC and O/L certificate',
  rsvp: true,
};

function signIn() {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimali Perera', type: 'individual' }));
}

const job = {
  id: 9,
  title: 'Security Officer',
  companyName: 'Hill Country Hotels',
  screeningQuestions: [],
  allowsApplyWithoutCV: true,
  walkIn,
  status: 'approved',
} as unknown as Job;

describe('walk-in helpers', () => {
  it('write the day and hours with the app’s own words, in each language', () => {
    expect(writeWalkInTime(walkIn, 'en')).toBe('Saturday, 5 Dec 2026, 09:00–13:00');
    expect(writeWalkInTime(walkIn, 'si')).toContain('සෙනසුරාදා');
    expect(writeWalkInTime(walkIn, 'ta')).toContain('சனி');
    expect(writeWalkInTime({ ...walkIn, date: 'soon' }, 'en')).toBe('');
  });

  it('take Sri Lankan phone numbers only', () => {
    for (const good of ['077 123 4567', '0771234567', '+94 77 123 4567', '94771234567', '011-234-5678', '0094 77 123 4567']) {
      expect(isSriLankanPhone(good), good).toBe(true);
    }
    for (const bad of ['12345', '+44 20 7946 0958', '007 123 4567', '077 123 456a', '']) {
      expect(isSriLankanPhone(bad), bad).toBe(false);
    }
  });

  it('check the walk-in as the server does, and keep a date the job has already', () => {
    const t = i18n.getFixedT('en', 'jobs-walkin');
    const draft = (changes: Partial<WalkIn>): WalkInDraft => ({ allowsApplyWithoutCV: false, isWalkIn: true, walkIn: { ...walkIn, ...changes } });
    expect(walkInProblems(draft({}), t, '2026-12-01')).toEqual({});
    expect(walkInProblems(draft({ endTime: '08:00' }), t, '2026-12-01')).toEqual({ 'walkIn.endTime': 'The end time must be after the start time.' });
    expect(walkInProblems(draft({ address: ' ' }), t, '2026-12-01')).toEqual({ 'walkIn.address': 'Give the address where people come.' });
    expect(walkInProblems(draft({}), t, '2026-12-09')).toEqual({ 'walkIn.date': 'The date must be today or later.' });
    expect(walkInProblems(draft({}), t, '2026-12-09', walkIn)).toEqual({});
    expect(walkInProblems({ ...draft({ address: '' }), isWalkIn: false }, t, '2026-12-09')).toEqual({});
  });
});

describe('WalkInFields', () => {
  it('opens the walk-in’s fields when ticked and shows the problems beside them', async () => {
    function Host() {
      const [draft, setDraft] = useState<WalkInDraft>({ allowsApplyWithoutCV: false, isWalkIn: false, walkIn: { ...emptyWalkIn } });
      return <WalkInFields draft={draft} onChange={setDraft} problems={{ 'walkIn.address': 'Give the address where people come.' }} applyOnSite today="2026-12-01" />;
    }
    const { user } = renderWithProviders(<Host />);
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This job has a walk-in interview' }));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Give the address where people come.');
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByRole('checkbox', { name: /Let job seekers RSVP/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Let job seekers apply without a CV/ }));
    expect(screen.getByRole('checkbox', { name: /Let job seekers apply without a CV/ })).toBeChecked();
  });
});

describe('WalkInSection', { timeout: 30000 }, () => {
  // The walk-in is on 5 December 2026; the section stops offering to RSVP once it has ended.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows when, where and what to bring, and a visitor is asked to sign in', async () => {
    mockApi(routes({}));
    renderWithProviders(<WalkInSection job={job} />);
    expect(screen.getByRole('heading', { name: 'Walk-in interview' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, 5 Dec 2026, 09:00–13:00')).toBeInTheDocument();
    expect(screen.getByText(walkIn.address)).toBeInTheDocument();
    expect(screen.getByText(walkIn.documents)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in as a job seeker to say you will come.' })).toHaveAttribute('href', '/customer/login');
  });

  it('lets a signed-in job seeker RSVP and take it back, once per tap', async () => {
    signIn();
    const { requests } = mockApi(
      routes({
        'GET /jobs/9/walk-in/rsvp': { status: 200, data: { success: true, data: { rsvp: false } } },
        'POST /jobs/9/walk-in/rsvp': { status: 201, data: { success: true, data: { rsvp: true }, message: 'You said you will come.' } },
        'DELETE /jobs/9/walk-in/rsvp': { status: 200, data: { success: true, data: { rsvp: false } } },
      }),
    );
    const { user } = renderWithProviders(<WalkInSection job={job} />);
    const button = await screen.findByRole('button', { name: 'I will come' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You said you will come. We will email you a reminder the day before.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel my RSVP' }));
    expect(await screen.findByRole('button', { name: 'I will come' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});

describe('ApplyDialog without a CV', { timeout: 30000 }, () => {
  it('checks the phone and district before sending, then sends them as JSON', async () => {
    signIn();
    const { requests } = mockApi(
      routes({
        'GET /cvs': { status: 200, data: { success: true, data: [] } },
        'POST /jobs/9/apply-without-cv': { status: 201, data: { success: true, data: { id: 3, jobId: 9, status: 'submitted', withoutCv: true } } },
      }),
    );
    const { user } = renderWithProviders(<ApplyDialog job={job} open onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Apply without a CV' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('Nimali Perera');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'A Sri Lankan number, such as 077 123 4567. Enter a Sri Lankan phone number, such as 077 123 4567.',
    );
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('Choose your district.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '077 123 4567');
    await user.selectOptions(screen.getByLabelText('District'), 'Kandy');
    await user.type(screen.getByLabelText('A short note (optional)'), 'Five years as a guard.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent. Hill Country Hotels will call you.', { selector: '[role=status]' })).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.data).toEqual({ name: 'Nimali Perera', phone: '077 123 4567', district: 'Kandy', note: 'Five years as a guard.', answers: [] });
  });

  it('puts the server’s refusal in the dialog', async () => {
    signIn();
    mockApi(
      routes({
        'GET /cvs': { status: 200, data: { success: true, data: [] } },
        'POST /jobs/9/apply-without-cv': { status: 409, data: { success: false, message: 'You have already applied for this job.' } },
      }),
    );
    const { user } = renderWithProviders(<ApplyDialog job={job} open onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Apply without a CV' }));
    await user.type(await screen.findByLabelText('Phone number'), '0771234567');
    await user.selectOptions(screen.getByLabelText('District'), 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByText('You have already applied for this job.')).not.toHaveLength(0);
  });
});
