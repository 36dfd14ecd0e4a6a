import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, routes, type RecordedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { MessageThreadPanel } from '@/features/jobs/messages/message-thread';
import { ApplicationMessages } from '@/features/jobs/messages/application-messages';
import { UnreadMessagesProvider } from '@/features/jobs/messages/unread';
import type { Message, MessageThread } from '@/features/jobs/messages/types';

const fromEmployer: Message = {
  id: 1,
  side: 'employer',
  authorName: 'Acme Lanka',
  body: 'Could you come in on Monday?',
  createdAt: '2026-03-08T04:30:00Z',
  readAt: null,
};

function thread(overrides: Partial<MessageThread> = {}): MessageThread {
  return { applicationId: 7, side: 'applicant', jobTitle: 'Accountant', with: 'Acme Lanka', shareEmail: false, open: true, messages: [fromEmployer], ...overrides };
}

const answer = (data: unknown, status = 200) => ({ status, data: { success: true, data } });

describe('MessageThreadPanel: an application’s thread', () => {
  it('shows the messages, marks the other side’s read, and sends a reply once however often it is clicked', async () => {
    const held = deferred<{ status: number; data: unknown }>();
    const { requests } = mockApi(
      routes({
        'GET /applications/7/messages': answer(thread()),
        'POST /applications/7/messages/read': answer({ marked: 1 }),
        'POST /applications/7/messages': () => held.promise,
      }),
    );
    let read = 0;
    const { user } = renderWithProviders(<MessageThreadPanel applicationId={7} onRead={() => (read += 1)} />);
    expect(await screen.findByRole('heading', { name: 'Messages with Acme Lanka' })).toBeInTheDocument();
    expect(screen.getByText('Could you come in on Monday?')).toBeInTheDocument();
    await waitFor(() => expect(read).toBe(1));
    expect(requests.filter((request) => request.url === '/applications/7/messages/read')).toHaveLength(1);

    await user.type(screen.getByLabelText('Write a message'), '  Monday suits me.  ');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    held.resolve(answer({ id: 2, side: 'applicant', authorName: 'Nimali', body: 'Monday suits me.', createdAt: '2026-03-08T05:00:00Z', readAt: null }, 201));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST' && request.url === '/applications/7/messages');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.data).toMatchObject({ body: 'Monday suits me.' });
    expect((posts[0]?.data as { key: string }).key).toMatch(/^[0-9a-f]{32}$/);
    const mine = screen.getByText('Monday suits me.').closest('li')!;
    expect(within(mine).getByText(/You/)).toBeInTheDocument();
    expect(screen.getByLabelText('Write a message')).toHaveValue('');
  });

  it('keeps the text and the key after a failure, so a retry is the same message', async () => {
    let calls = 0;
    const { requests } = mockApi(
      routes({
        'GET /applications/7/messages': answer(thread({ messages: [] })),
        'POST /applications/7/messages': () => {
          calls += 1;
          return calls === 1
            ? { status: 429, data: { success: false, message: 'Too many messages. Please try again in 3 minutes.' } }
            : answer({ id: 3, side: 'applicant', authorName: 'Nimali', body: 'Hello', createdAt: '2026-03-08T05:00:00Z', readAt: null }, 201);
        },
      }),
    );
    const { user } = renderWithProviders(<MessageThreadPanel applicationId={7} />);
    expect(await screen.findByText('No messages yet. Write the first one below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the message first.');
    await user.type(screen.getByLabelText('Write a message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Too many messages. Please try again in 3 minutes.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Write a message')).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    const keys = requests.filter((request: RecordedRequest) => request.method === 'POST').map((request) => (request.data as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('lets the applicant share their address, and shows the employer whether it is shared', async () => {
    const { requests } = mockApi(
      routes({
        'GET /applications/7/messages': answer(thread({ messages: [] })),
        'PUT /applications/7/messages/share-email': answer({ shareEmail: true }),
        'GET /applications/8/messages': answer(thread({ applicationId: 8, side: 'employer', with: 'Nimali Perera', messages: [] })),
      }),
    );
    const { user, unmount } = renderWithProviders(<MessageThreadPanel applicationId={7} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Share my email address with this employer' }));
    expect(await screen.findByText('The employer now sees your email address in this conversation.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Share my email address with this employer' })).toBeChecked();
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ share: true });
    unmount();

    renderWithProviders(<MessageThreadPanel applicationId={8} />);
    expect(await screen.findByText('The applicant has not shared their email address.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when there is no one to write to', async () => {
    mockApi(routes({ 'GET /applications/7/messages': answer(thread({ open: false, messages: [] })) }));
    renderWithProviders(<MessageThreadPanel applicationId={7} />);
    expect(await screen.findByText(/posted by the site's team/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    let calls = 0;
    mockApi(
      routes({
        'GET /applications/7/messages': () => {
          calls += 1;
          return calls === 1 ? { status: 500, data: { success: false, message: 'Something went wrong on our side.' } } : answer(thread());
        },
        'POST /applications/7/messages/read': answer({ marked: 1 }),
      }),
    );
    const { user } = renderWithProviders(<MessageThreadPanel applicationId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Could you come in on Monday?')).toBeInTheDocument();
  });
});

describe('ApplicationMessages: the button with its unread badge', () => {
  it('shows the unread count of the list and clears it once the thread is read', async () => {
    mockApi(
      routes({
        'GET /user/messages/unread': answer({ '7': 2 }),
        'GET /applications/7/messages': answer(thread()),
        'POST /applications/7/messages/read': answer({ marked: 2 }),
      }),
    );
    const { user } = renderWithProviders(
      <UnreadMessagesProvider source="mine">
        <ApplicationMessages applicationId={7} />
      </UnreadMessagesProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Messages 2 new' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByText('Could you come in on Monday?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide messages' })).toHaveAttribute('aria-expanded', 'true'));
  });

  it('opens the thread an email links to (?messages=<id>) at once', async () => {
    mockApi(
      routes({
        'GET /user/messages/unread': answer({}),
        'GET /applications/7/messages': answer(thread()),
        'POST /applications/7/messages/read': answer({ marked: 1 }),
      }),
    );
    renderWithProviders(
      <UnreadMessagesProvider source="mine">
        <ApplicationMessages applicationId={7} />
        <ApplicationMessages applicationId={8} />
      </UnreadMessagesProvider>,
      { route: '/customer/dashboard?tab=applications&messages=7' },
    );
    expect(await screen.findByText('Could you come in on Monday?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide messages' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-expanded', 'false');
  });
});
