import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '@/app/api-client';
import type { HttpResponse, RequestConfig } from '@/lib/http';
import { replayAnswers } from '@/app/server-render';

function channelWith(send: (config: RequestConfig) => Promise<HttpResponse>): Channel {
  return { send } as unknown as Channel;
}

describe('the answers a page was drawn with', () => {
  it('answer each of the page’s first requests once, and let every other go out', async () => {
    const network = vi.fn((config: RequestConfig) => Promise.resolve({ data: 'from the network', status: 200, headers: {}, config }));
    const channel = channelWith(network);
    replayAnswers(channel, { 'GET /api/jobs/3': { status: 200, data: { id: 3 } } });

    const first = await channel.send({ method: 'GET', baseURL: '/api', url: '/jobs/3' });
    expect(first.data).toEqual({ id: 3 });
    expect(network).not.toHaveBeenCalled();

    const again = await channel.send({ method: 'GET', baseURL: '/api', url: '/jobs/3' });
    expect(again.data).toBe('from the network');
    await channel.send({ method: 'GET', baseURL: '/api', url: '/jobs/4' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never give a signed-in reader the visitor’s answer', async () => {
    const network = vi.fn((config: RequestConfig) => Promise.resolve({ data: 'theirs', status: 200, headers: {}, config }));
    const channel = channelWith(network);
    replayAnswers(channel, { 'GET /api/companies': { status: 200, data: 'the visitor’s' } });
    const answer = await channel.send({ method: 'GET', baseURL: '/api', url: '/companies', sentToken: 'customer' });
    expect(answer.data).toBe('theirs');
  });
});
