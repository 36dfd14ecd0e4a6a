/**
 * A stand-in for the network under the real axios channels, so that their interceptors (token
 * header, retries, 401/403 rules) run in tests exactly as in the browser.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { adminApi, api } from '@/app/api-client';

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
  data: unknown;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
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

function adapterFor(handler: MockHandler, requests: RecordedRequest[]): AxiosAdapter {
  return async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
      config,
    };
    requests.push(request);
    const outcome = await handler(request);
    if (outcome === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = {
      data: outcome.data ?? {},
      status: outcome.status,
      statusText: String(outcome.status),
      headers: new AxiosHeaders(outcome.headers ?? {}),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(outcome.status) : outcome.status < 300;
    if (!valid) {
      throw new AxiosError(
        `Request failed with status code ${outcome.status}`,
        outcome.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
}

/**
 * Answers every request of both channels with handler, and records them, until the end of the
 * current test (the real adapters come back by themselves).
 */
export function mockApi(handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const adapter = adapterFor(handler, requests);
  const instances: AxiosInstance[] = [api, adminApi];
  const previous = instances.map((instance) => instance.defaults.adapter);
  for (const instance of instances) instance.defaults.adapter = adapter;
  const restore = () => {
    instances.forEach((instance, index) => {
      instance.defaults.adapter = previous[index];
    });
  };
  onTestFinished(restore);
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
