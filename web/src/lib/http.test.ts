import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, checkStatus, sendWithXhr, type TransferProgress } from '@/lib/http';
import { failureOf } from '@/testing/http-failure';

// A real HTTP server on this machine, reached by jsdom's XMLHttpRequest (from another origin, so
// it answers CORS as a browser would want).
let server: Server;
let base = '';
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': '*',
    'Access-Control-Expose-Headers': 'Content-Disposition, X-Count',
  };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  seen.push({ method: request.method, url: request.url, headers: request.headers, body });
  const path = (request.url ?? '').split('?')[0];
  if (path === '/json') response.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'X-Count': '2' }).end('{"success":true,"data":[1,2]}');
  else if (path === '/text') response.writeHead(200, { ...cors, 'Content-Type': 'text/plain' }).end('plain words');
  else if (path === '/file') response.writeHead(200, { ...cors, 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cv.pdf"' }).end('%PDF-1.7');
  else if (path === '/missing') response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{"success":false,"message":"Job not found."}');
  else if (path === '/broken') response.writeHead(503, cors).end('');
  else if (path === '/slow') setTimeout(() => response.writeHead(200, cors).end('late'), 500);
  else response.writeHead(200, cors).end('');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('addressOf', () => {
  it('puts a path under the base and adds the query, leaving out empty values', () => {
    expect(addressOf({ baseURL: '/api', url: '/jobs', params: { page: 2, search: 'nurse & midwife', company: undefined, hot: null, featured: false } })).toBe(
      '/api/jobs?page=2&search=nurse+%26+midwife&featured=false',
    );
    expect(addressOf({ baseURL: '/api/', url: 'jobs?x=1', params: new URLSearchParams([['topic', 'IT'], ['topic', 'Bank']]) })).toBe('/api/jobs?x=1&topic=IT&topic=Bank');
    expect(addressOf({ baseURL: '/api', url: '/jobs', params: {} })).toBe('/api/jobs');
    expect(addressOf({ baseURL: '/api', url: 'https://example.lk/a' })).toBe('https://example.lk/a');
  });
});

describe('sendWithXhr, against a real server', () => {
  it('reads a JSON answer, its status and its headers by lower-case name', async () => {
    const response = await sendWithXhr({ url: `${base}/json`, params: { page: 1 } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, data: [1, 2] });
    expect(response.headers['x-count']).toBe('2');
    expect(seen.at(-1)?.url).toBe('/json?page=1');
  });

  it('gives text that is not JSON as text, and a file as a Blob', async () => {
    expect((await sendWithXhr({ url: `${base}/text` })).data).toBe('plain words');
    const file = await sendWithXhr({ url: `${base}/file`, responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    expect(await (file.data as Blob).text()).toBe('%PDF-1.7');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
  });

  it('sends an object as JSON with the headers asked for', async () => {
    await sendWithXhr({ method: 'post', url: `${base}/echo`, data: { title: 'Nurse' }, headers: { 'Content-Type': 'application/json', 'x-auth-token': 't1' } });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ title: 'Nurse' });
    expect(request.headers['x-auth-token']).toBe('t1');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('sends FormData as multipart and reports the upload progress', async () => {
    const form = new FormData();
    form.append('note', 'x'.repeat(50_000));
    const progress: TransferProgress[] = [];
    await sendWithXhr({ method: 'POST', url: `${base}/echo`, data: form, onUploadProgress: (step) => progress.push(step) });
    expect(seen.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('x'.repeat(1000));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.loaded).toBeGreaterThan(50_000);
  });

  it('gives an answer of any status to the caller, and checkStatus turns 4xx and 5xx into errors that carry it', async () => {
    const missing = await sendWithXhr({ url: `${base}/missing` });
    expect(missing.status).toBe(404);
    const error = await failureOf(Promise.resolve().then(() => checkStatus(missing)));
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.data).toEqual({ success: false, message: 'Job not found.' });
    expect(error.sent).toBe(true);
    const broken = await failureOf(sendWithXhr({ url: `${base}/broken` }).then(checkStatus));
    expect(broken.code).toBe('ERR_BAD_RESPONSE');
    expect(broken.response?.status).toBe(503);
  });

  it('fails with ECONNABORTED when the time-out runs out', async () => {
    const error = await failureOf(sendWithXhr({ url: `${base}/slow`, timeout: 50 }));
    expect(error.code).toBe('ECONNABORTED');
    expect(error.message).toBe('timeout of 50ms exceeded');
    expect(error.response).toBeUndefined();
  });

  it('fails with ERR_CANCELED when the caller cancels, before or after sending', async () => {
    const early = new AbortController();
    early.abort();
    const before = await failureOf(sendWithXhr({ url: `${base}/json`, signal: early.signal }));
    expect(before).toMatchObject({ code: 'ERR_CANCELED', sent: false });

    const later = new AbortController();
    const pending = failureOf(sendWithXhr({ url: `${base}/slow`, signal: later.signal }));
    setTimeout(() => later.abort(), 20);
    expect(await pending).toMatchObject({ code: 'ERR_CANCELED', sent: true });
  });

  it('fails with ERR_NETWORK when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(sendWithXhr({ url: `http://127.0.0.1:${port}/json` }));
    expect(error).toMatchObject({ code: 'ERR_NETWORK', sent: true });
    expect(error.response).toBeUndefined();
  });
});
