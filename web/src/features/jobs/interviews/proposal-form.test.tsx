import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { EmployerInterview } from '@/features/jobs/interviews/employer-interview';
import { makeInterview } from '@/features/jobs/interviews/testing';

const empty = { status: 200, data: { success: true, data: [] } };

describe('ProposalForm: the employer proposes an interview', () => {
  it('checks the address and the times beside their fields, then sends the times on Colombo’s clock', async () => {
    const proposed = makeInterview();
    const { requests } = mockApi(
      routes({
        'GET /applications/501/interviews': empty,
        'POST /applications/501/interviews': { status: 201, data: { success: true, data: proposed, message: 'Interview proposed.' } },
      }),
    );
    const onProposed = vi.fn();
    const { user } = renderWithProviders(
      <EmployerInterview applicationId={501} stage="shortlisted" applicantName="Nimal Perera" withdrawn={false} onProposed={onProposed} />,
    );
    // A card at another stage reads nothing until asked.
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Propose interview' }));
    const form = await screen.findByRole('form', { name: 'Propose an interview' });

    await user.click(within(form).getByRole('button', { name: 'Send to the applicant' }));
    expect(within(form).getByText('Give the address of the interview.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Address'), '12 Galle Road, Colombo 3');

    const first = within(form).getByRole('group', { name: 'Time 1' });
    fireEvent.change(within(first).getByLabelText('Day'), { target: { value: '2099-03-05' } });
    fireEvent.change(within(first).getByLabelText('Starts at'), { target: { value: '10:30' } });
    await user.click(within(form).getByRole('button', { name: 'Add another time' }));
    const second = within(form).getByRole('group', { name: 'Time 2' });
    fireEvent.change(within(second).getByLabelText('Starts at'), { target: { value: '10:45' } });
    await user.click(within(form).getByRole('button', { name: 'Send to the applicant' }));
    expect(within(second).getByText('Times 1 and 2 overlap: choose times that do not.')).toBeInTheDocument();

    fireEvent.change(within(second).getByLabelText('Starts at'), { target: { value: '14:00' } });
    await user.selectOptions(within(second).getByLabelText('Length'), '45');
    await user.type(within(form).getByLabelText('Note to the applicant (optional)'), 'Bring your NIC.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Send to the applicant' }));

    await screen.findByText('Interview proposed. We have emailed Nimal Perera.');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.data).toEqual({
      kind: 'in_person',
      address: '12 Galle Road, Colombo 3',
      link: '',
      note: 'Bring your NIC.',
      slots: [
        { start: '2099-03-05T05:00:00.000Z', minutes: 30 },
        { start: '2099-03-05T08:30:00.000Z', minutes: 45 },
      ],
      version: 0,
    });
    expect(onProposed).toHaveBeenCalledOnce();
    // The card now shows the proposal, its times in Sri Lanka time.
    expect(screen.getByText('Times proposed. Waiting for the applicant to pick one:')).toBeInTheDocument();
    expect(screen.getByText('Thursday, 5 Mar 2099, 10:30–11:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose new times' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field beside it, keeps what was typed, and reschedules a booking at its version', async () => {
    const booked = makeInterview({ state: 'booked', booked: { id: 71, start: '2099-03-05T05:00:00Z', minutes: 30 }, version: 3 });
    const { requests } = mockApi(
      routes({
        'GET /applications/501/interviews': { status: 200, data: { success: true, data: [booked] } },
        'POST /applications/501/interviews': {
          status: 422,
          data: { success: false, message: 'The link of the video call must be a web address starting with https://.', errors: [{ field: 'link', message: 'The link of the video call must be a web address starting with https://.' }] },
        },
      }),
    );
    const { user } = renderWithProviders(
      <EmployerInterview applicationId={501} stage="interview" applicantName="Nimal Perera" withdrawn={false} onProposed={() => {}} />,
    );
    expect(await screen.findByText('Booked:')).toHaveTextContent('Booked: Thursday, 5 Mar 2099, 10:30–11:00');
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const form = screen.getByRole('form', { name: 'Reschedule the interview' });
    expect(within(form).getByText(/The booked time will no longer hold/)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'By video call' }));
    await user.type(within(form).getByLabelText('Video call link'), 'http://meet.example.lk/x');
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2099-03-06' } });
    await user.click(within(form).getByRole('button', { name: 'Send to the applicant' }));

    const link = within(form).getByLabelText('Video call link');
    await within(form).findByText('The link of the video call must be a web address starting with https://.');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveValue('http://meet.example.lk/x');
    expect(screen.getAllByText('The link of the video call must be a web address starting with https://.').length).toBeGreaterThanOrEqual(2);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.data).toMatchObject({ kind: 'video', link: 'http://meet.example.lk/x', address: '', version: 3 });
  });
});
