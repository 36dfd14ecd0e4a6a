/**
 * A stand-in for the network under the real API channels, so that what they do around each
 * request (token header, retries, 401/403 rules) runs in tests exactly as in the browser.
 */
import { onTestFinished } from 'vitest';
import { adminApi, api, type Channel } from '@/app/api-client';
import { HttpError, addressOf, type HttpResponse, type RequestConfig, type Send } from '@/lib/http';

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** What a handler returns: an answer, or 'network' for a failure with no answer at all. */
export type MockOutcome = MockReply | 'network';

export interface RecordedRequest {
  method: string;
  url: string;
  /** The query that `params` makes, as it goes on the address. */
  query: URLSearchParams;
  data: unknown;
  headers: Headers;
  config: RequestConfig;
}

export type MockHandler = (request: RecordedRequest) => MockOutcome | Promise<MockOutcome>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function sendFor(handler: MockHandler, requests: RecordedRequest[]): Send {
  return async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'GET').toUpperCase(),
      url: config.url ?? '',
      query: new URLSearchParams(addressOf({ params: config.params }).replace(/^\?/, '')),
      data: parseBody(config.data),
      headers: new Headers(config.headers),
      config,
    };
    requests.push(request);
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config, false);
    const outcome = await handler(request);
    if (outcome === 'network') throw new HttpError('Network Error', 'ERR_NETWORK', config, true);
    const headers = Object.fromEntries(Object.entries(outcome.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const response: HttpResponse = { data: outcome.data ?? {}, status: outcome.status, headers, config };
    return response;
  };
}

/**
 * Answers every request of both channels with handler, and records them, until the end of the
 * current test (the real network comes back by itself).
 */
export function mockApi(handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const send = sendFor(handler, requests);
  const channels: Channel[] = [api, adminApi];
  const previous = channels.map((channel) => channel.send);
  for (const channel of channels) channel.send = send;
  onTestFinished(() => {
    channels.forEach((channel, index) => {
      channel.send = previous[index]!;
    });
  });
  return { requests };
}

/** A handler from a table of "METHOD /path" to outcomes (a function for per-request answers). */
export function routes(table: Record<string, MockOutcome | MockHandler>): MockHandler {
  return (request) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const entry = table[key];
    if (entry === undefined) return { status: 404, data: { success: false, message: `No mock for ${key}` } };
    return typeof entry === 'function' ? entry(request) : entry;
  };
}

/** A promise and the function that settles it, to hold an answer back while a test looks. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
