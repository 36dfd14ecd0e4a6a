/**
 * What the app expects of its surroundings that the server's JavaScript engine does not give:
 * timers, storage, console and the URL classes. The engine has no clock of its own to wait on:
 * a timer of a few milliseconds or less runs at the engine's next step (jpTick), a longer one
 * (a request's time-out, a retry's wait) never does, as the render is over long before.
 */

type Callback = (...args: unknown[]) => void;

const SOON_MS = 20;
let nextTimer = 1;
const due = new Map<number, Callback>();

function setTimeoutShim(callback: Callback, ms = 0): number {
  const id = nextTimer++;
  if (ms <= SOON_MS) due.set(id, callback);
  return id;
}

function clearTimeoutShim(id: number | undefined): void {
  if (id !== undefined) due.delete(id);
}

/** Runs the timers due now (in the order they were set); returns how many ran. */
function jpTick(): number {
  const batch = [...due.entries()];
  due.clear();
  for (const [, callback] of batch) callback();
  return batch.length;
}

/** Forgets every timer: a new render starts with none. */
function jpResetTimers(): void {
  due.clear();
}

class MemoryStorage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

// Given by the engine: writes to the server's log.
declare const __jp_log: ((level: string, message: string) => void) | undefined;

function logger(level: string) {
  return (...args: unknown[]) => {
    const text = args
      .map((arg) => {
        if (arg instanceof Error) return `${arg.name}: ${arg.message}\n${arg.stack ?? ''}`;
        if (typeof arg === 'string') return arg;
        try {
          return JSON.stringify(arg);
        } catch {
          return String(arg);
        }
      })
      .join(' ');
    if (typeof __jp_log === 'function') __jp_log(level, text);
  };
}

/** The query of an address, as the browser's URLSearchParams (the parts the app uses). */
class SearchParams {
  private list: [string, string][] = [];

  constructor(init?: string | Record<string, string> | [string, string][] | SearchParams) {
    if (typeof init === 'string') {
      const text = init.startsWith('?') ? init.slice(1) : init;
      for (const part of text.split('&')) {
        if (part === '') continue;
        const equals = part.indexOf('=');
        const name = equals < 0 ? part : part.slice(0, equals);
        const value = equals < 0 ? '' : part.slice(equals + 1);
        this.list.push([decode(name), decode(value)]);
      }
    } else if (init instanceof SearchParams) {
      this.list = init.list.map(([name, value]) => [name, value]);
    } else if (Array.isArray(init)) {
      this.list = init.map(([name, value]) => [String(name), String(value)]);
    } else if (init) {
      this.list = Object.entries(init).map(([name, value]) => [name, String(value)]);
    }
  }
  get size(): number {
    return this.list.length;
  }
  append(name: string, value: string): void {
    this.list.push([String(name), String(value)]);
  }
  delete(name: string): void {
    this.list = this.list.filter(([key]) => key !== name);
  }
  get(name: string): string | null {
    return this.list.find(([key]) => key === name)?.[1] ?? null;
  }
  getAll(name: string): string[] {
    return this.list.filter(([key]) => key === name).map(([, value]) => value);
  }
  has(name: string): boolean {
    return this.list.some(([key]) => key === name);
  }
  set(name: string, value: string): void {
    const at = this.list.findIndex(([key]) => key === name);
    if (at < 0) {
      this.list.push([name, String(value)]);
      return;
    }
    this.list[at] = [name, String(value)];
    this.list = this.list.filter(([key], index) => key !== name || index === at);
  }
  sort(): void {
    this.list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  forEach(callback: (value: string, name: string, params: SearchParams) => void): void {
    for (const [name, value] of this.list) callback(value, name, this);
  }
  keys(): IterableIterator<string> {
    return this.list.map(([name]) => name)[Symbol.iterator]();
  }
  values(): IterableIterator<string> {
    return this.list.map(([, value]) => value)[Symbol.iterator]();
  }
  entries(): IterableIterator<[string, string]> {
    return this.list.map(([name, value]) => [name, value] as [string, string])[Symbol.iterator]();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
  toString(): string {
    return this.list.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An absolute address, as the browser's URL (the parts the app uses). */
class Address {
  protocol = '';
  host = '';
  pathname = '/';
  hash = '';
  searchParams: SearchParams;

  constructor(input: string, base?: string) {
    const absolute = /^([a-z][a-z\d+.-]*:)\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(String(input));
    let search: string;
    if (absolute) {
      this.protocol = absolute[1]!.toLowerCase();
      this.host = absolute[2]!;
      this.pathname = absolute[3] || '/';
      search = absolute[4] ?? '';
      this.hash = absolute[5] ?? '';
    } else {
      if (base === undefined) throw new TypeError(`Invalid URL: ${input}`);
      const root = new Address(base);
      const relative = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(String(input))!;
      this.protocol = root.protocol;
      this.host = root.host;
      const path = relative[1] ?? '';
      this.pathname = path.startsWith('/') ? path : `${root.pathname.replace(/[^/]*$/, '')}${path}` || '/';
      search = relative[2] ?? (path === '' ? root.search : '');
      this.hash = relative[3] ?? '';
    }
    this.searchParams = new SearchParams(search);
  }
  get hostname(): string {
    return this.host.replace(/:\d+$/, '');
  }
  get origin(): string {
    return `${this.protocol}//${this.host}`;
  }
  get search(): string {
    const text = this.searchParams.toString();
    return text === '' ? '' : `?${text}`;
  }
  get href(): string {
    return `${this.origin}${this.pathname}${this.search}${this.hash}`;
  }
  toString(): string {
    return this.href;
  }
}

/** A pair of ports whose messages arrive at the next step (React's scheduler posts its work so). */
class MessagePair {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    const port = (other: () => { onmessage: ((event: { data: unknown }) => void) | null }) => ({
      onmessage: null,
      postMessage: (data: unknown) => void setTimeoutShim(() => other().onmessage?.({ data }), 0),
      close: () => undefined,
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

/** UTF-8, for the libraries that make an encoder when they load (React's streaming renderer). */
class Utf8Encoder {
  readonly encoding = 'utf-8';
  encode(text = ''): Uint8Array {
    const bytes: number[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x80) bytes.push(code);
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
      else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    }
    return new Uint8Array(bytes);
  }
}

/** A signal that says whether its work was called off (Redux Toolkit's thunks make one each). */
class CancelSignal {
  aborted = false;
  reason: unknown = undefined;
  onabort: (() => void) | null = null;
  private listeners: (() => void)[] = [];
  addEventListener(_type: string, listener: () => void): void {
    this.listeners.push(listener);
  }
  removeEventListener(_type: string, listener: () => void): void {
    this.listeners = this.listeners.filter((item) => item !== listener);
  }
  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }
  fire(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.onabort?.();
    for (const listener of this.listeners) listener();
  }
}

class CancelController {
  readonly signal = new CancelSignal();
  abort(reason?: unknown): void {
    this.signal.fire(reason ?? new Error('This operation was aborted'));
  }
}

const scope = globalThis as Record<string, unknown>;
if (typeof scope.AbortController !== 'function') {
  scope.AbortController = CancelController;
  scope.AbortSignal = CancelSignal;
}
if (typeof scope.TextEncoder !== 'function') scope.TextEncoder = Utf8Encoder;
if (typeof scope.MessageChannel !== 'function') scope.MessageChannel = MessagePair;
scope.setTimeout = setTimeoutShim;
scope.clearTimeout = clearTimeoutShim;
scope.setInterval = () => 0;
scope.clearInterval = () => undefined;
scope.jpTick = jpTick;
scope.jpResetTimers = jpResetTimers;
if (typeof scope.queueMicrotask !== 'function') scope.queueMicrotask = (callback: Callback) => void Promise.resolve().then(callback);
scope.localStorage = new MemoryStorage();
scope.sessionStorage = new MemoryStorage();
scope.console = { log: logger('info'), info: logger('info'), debug: logger('debug'), warn: logger('warn'), error: logger('error') };
if (typeof scope.URLSearchParams !== 'function') scope.URLSearchParams = SearchParams;
if (typeof scope.URL !== 'function') scope.URL = Address;
