/**
 * The HTTP requests of the two API channels (app/api-client.ts), on XMLHttpRequest: it reports
 * upload progress (a flyer, a CV, a logo), which fetch cannot, and download progress, and it has
 * a time-out and cancelling built in. Answers come back as { data, status, headers }; a failure
 * is an HttpError that says whether an answer came back, and which.
 *
 * Tests put a stand-in for the network in a channel's `send` (testing/mock-api.ts), so that
 * everything above it (the token, the retries, the 401/403 rules) runs as in the browser.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** How far a transfer has come: bytes so far, the whole when known, and their share (0..1). */
export interface TransferProgress {
  loaded: number;
  total?: number;
  progress?: number;
}

export interface RequestConfig {
  method?: string;
  /** The path under baseURL, or a whole address. */
  url?: string;
  /** What a path is under ('/api' for the channels). */
  baseURL?: string;
  /** The query: added to the address, leaving out empty (null or undefined) values. */
  params?: URLSearchParams | Record<string, QueryValue>;
  /** The body: an object or array goes as JSON, FormData, a Blob or a string as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the request is given up; 0 waits for ever. */
  timeout?: number;
  /** 'blob' for files; otherwise a JSON answer is read as JSON and any other as text. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (progress: TransferProgress) => void;
  onDownloadProgress?: (progress: TransferProgress) => void;
  /** Leaves the stored session and the page alone on a 401/403 (used by logout). */
  skipAuthRedirect?: boolean;
  /** How many times this request has been sent again after a network failure. */
  retryCount?: number;
  /** Which stored token the channel put in x-auth-token, decided when the request left. */
  sentToken?: 'customer' | 'general';
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** The answer's headers, with lower-case names. */
  headers: Record<string, string>;
  config: RequestConfig;
}

/**
 * Why a request failed:
 * - ERR_BAD_REQUEST / ERR_BAD_RESPONSE: an answer came with a 4xx / 5xx status (`response`);
 * - ERR_NETWORK: the request left and no answer came back;
 * - ECONNABORTED: the time-out ran out, or the browser dropped the request;
 * - ERR_CANCELED: the caller cancelled it (its signal);
 * - ERR_BAD_OPTION: it never left (an address the browser refuses).
 */
export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_BAD_OPTION';

export class HttpError extends Error {
  /** The mark lib/api-error.ts reads, so that it need not load this module. */
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    /** True once the request has left (every code but ERR_BAD_OPTION and an early ERR_CANCELED). */
    readonly sent: boolean,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Sends one request and gives its answer; what a channel does around it is in api-client.ts. */
export type Send = (config: RequestConfig) => Promise<HttpResponse>;

/** The address: the path under the base, with the query of `params` added to any it already has. */
export function addressOf(config: RequestConfig): string {
  const path = config.url ?? '';
  const absolute = /^[a-z][a-z\d+.-]*:|^\/\//i.test(path);
  const url = absolute || !config.baseURL ? path : `${config.baseURL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const { params } = config;
  if (!params) return url;
  const query = new URLSearchParams();
  if (params instanceof URLSearchParams) {
    params.forEach((value, key) => query.append(key, value));
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) query.append(key, String(value));
    }
  }
  const text = query.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The headers of an answer, by lower-case name. */
function headersOf(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function progressOf(event: ProgressEvent): TransferProgress {
  return event.lengthComputable && event.total > 0
    ? { loaded: event.loaded, total: event.total, progress: event.loaded / event.total }
    : { loaded: event.loaded };
}

/** An object or array is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
function bodyOf(data: unknown): XMLHttpRequestBodyInit | null {
  if (data === undefined || data === null) return null;
  if (typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data as XMLHttpRequestBodyInit;
  return JSON.stringify(data);
}

function parsedText(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a request with XMLHttpRequest. The answer's status is checked by the caller (checkStatus). */
export const sendWithXhr: Send = (config) =>
  new Promise((resolve, reject) => {
    const fail = (message: string, code: HttpErrorCode, sent = true) => reject(new HttpError(message, code, config, sent));
    if (config.signal?.aborted) {
      fail('canceled', 'ERR_CANCELED', false);
      return;
    }
    const xhr = new XMLHttpRequest();
    try {
      xhr.open((config.method ?? 'GET').toUpperCase(), addressOf(config), true);
    } catch (error) {
      fail(error instanceof Error ? error.message : 'The address was refused.', 'ERR_BAD_OPTION', false);
      return;
    }
    xhr.timeout = config.timeout ?? 0;
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(config.headers ?? {})) xhr.setRequestHeader(name, value);

    let cancelled = false;
    const onAbortSignal = () => {
      cancelled = true;
      xhr.abort();
    };
    const done = () => config.signal?.removeEventListener('abort', onAbortSignal);
    config.signal?.addEventListener('abort', onAbortSignal, { once: true });

    xhr.onload = () => {
      done();
      const data = xhr.responseType === 'blob' ? (xhr.response as Blob) : parsedText(xhr.responseText);
      resolve({ data, status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()), config });
    };
    xhr.onerror = () => {
      done();
      fail('Network Error', 'ERR_NETWORK');
    };
    xhr.ontimeout = () => {
      done();
      fail(`timeout of ${config.timeout ?? 0}ms exceeded`, 'ECONNABORTED');
    };
    xhr.onabort = () => {
      done();
      if (cancelled) fail('canceled', 'ERR_CANCELED');
      else fail('Request aborted', 'ECONNABORTED');
    };
    if (config.onDownloadProgress) {
      const report = config.onDownloadProgress;
      xhr.onprogress = (event) => report(progressOf(event));
    }
    if (config.onUploadProgress) {
      const report = config.onUploadProgress;
      xhr.upload.onprogress = (event) => report(progressOf(event));
    }
    xhr.send(bodyOf(config.data));
  });

/** A 2xx answer is the request's result; any other is an HttpError carrying the answer. */
export function checkStatus(response: HttpResponse): HttpResponse {
  const { status } = response;
  if (status >= 200 && status < 300) return response;
  throw new HttpError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response.config,
    true,
    response,
  );
}
