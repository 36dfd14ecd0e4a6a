import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { makeApplication } from '@/features/jobs/testing/dashboard-fixtures';
import { MyApplicationsPanel } from '@/features/jobs/dashboard/my-applications-panel';
import { makeInterview } from '@/features/jobs/interviews/testing';

const mine = { ...makeApplication({ status: 'interview' }), jobStatus: 'open', history: [{ status: 'interview', at: '2026-03-09T08:00:00Z' }] };
const applications = { status: 200, data: { success: true, data: [mine], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } };

describe('the applicant’s pick view in My applications', () => {
  it('lists the proposed times on Colombo’s clock, asks for a choice first, and books the one picked', async () => {
    const proposed = makeInterview();
    const booked = makeInterview({ state: 'booked', booked: proposed.slots[1]!, version: 2 });
    const { requests } = mockApi(
      routes({
        'GET /user/applications': applications,
        'GET /user/interviews': { status: 200, data: { success: true, data: [proposed] } },
        'POST /interviews/7/pick': { status: 200, data: { success: true, data: booked, message: 'Interview booked.' } },
      }),
    );
    const { user } = renderWithProviders(<MyApplicationsPanel />);
    const section = await screen.findByRole('region', { name: 'Interview' });
    expect(within(section).getByText('Acme Lanka invites you to an interview.')).toBeInTheDocument();
    expect(within(section).getByText('In person at 12 Galle Road, Colombo 3')).toBeInTheDocument();
    expect(within(section).getByText('Note from the employer: Bring your NIC.')).toBeInTheDocument();
    const times = within(section).getByRole('group', { name: 'Pick a time' });
    expect(within(times).getAllByRole('radio')).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Book this time' }));
    expect(within(section).getByText('Choose one of the times first.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(times).getByRole('radio', { name: 'Thursday, 5 Mar 2099, 14:00–14:45' }));
    await user.click(within(section).getByRole('button', { name: 'Book this time' }));
    await screen.findByText('Interview booked. We have emailed you a calendar invitation.');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ slotId: 72, version: 1 });
    const after = await screen.findByRole('region', { name: 'Interview' });
    expect(await within(after).findByText('Your interview:')).toHaveTextContent('Your interview: Thursday, 5 Mar 2099, 14:00–14:45');
    expect(within(after).queryByRole('radio')).toBeNull();
    expect(within(after).getByRole('button', { name: 'Cancel interview' })).toBeInTheDocument();
  });

  it('asks for other times with a note, which it requires', async () => {
    const proposed = makeInterview();
    const asked = makeInterview({ state: 'change_requested', changeNote: 'Any weekday after 3 pm', version: 2 });
    const { requests } = mockApi(
      routes({
        'GET /user/applications': applications,
        'GET /user/interviews': { status: 200, data: { success: true, data: [proposed] } },
        'POST /interviews/7/other-times': { status: 200, data: { success: true, data: asked } },
      }),
    );
    const { user } = renderWithProviders(<MyApplicationsPanel />);
    const section = await screen.findByRole('region', { name: 'Interview' });
    await user.click(within(section).getByRole('button', { name: 'None of these times suits me' }));
    await user.click(within(section).getByRole('button', { name: 'Ask for other times' }));
    expect(within(section).getByText('Write which days or times suit you.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Which days or times suit you?'), 'Any weekday after 3 pm');
    await user.click(within(section).getByRole('button', { name: 'Ask for other times' }));
    await screen.findByText('We have asked the employer for other times.');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ note: 'Any weekday after 3 pm', version: 1 });
    expect(screen.getByText('You asked for other times. The employer will propose new ones.')).toBeInTheDocument();
  });

  it('shows the times in Sinhala for a Sinhala reader', async () => {
    mockApi(
      routes({
        'GET /user/applications': applications,
        'GET /user/interviews': { status: 200, data: { success: true, data: [makeInterview()] } },
      }),
    );
    const { default: i18n } = await import('@/i18n');
    await i18n.changeLanguage('si');
    try {
      renderWithProviders(<MyApplicationsPanel />);
      const section = await screen.findByRole('region', { name: 'සම්මුඛ පරීක්ෂණය' });
      expect(within(section).getByRole('radio', { name: 'බ්‍රහස්පතින්දා, 5 මාර්තු 2099, 10:30–11:00' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
