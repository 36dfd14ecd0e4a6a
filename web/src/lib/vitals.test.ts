import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVitalsQueue, sendVitals, VITALS_URL, type VitalReport } from './vitals';

describe('the web vitals queue', () => {
  it('sends the latest value of each metric once, with the landing path', () => {
    const sent: VitalReport[] = [];
    const q = createVitalsQueue('/job/7-driver', (r) => {
      sent.push(r);
      return true;
    });
    q.flush();
    expect(sent).toEqual([]);
    q.add('CLS', 0.01);
    q.add('LCP', 1500);
    q.add('CLS', 0.04);
    q.add('INP', Number.NaN);
    q.add('TTFB', -3);
    q.flush();
    q.flush();
    expect(sent).toEqual([
      {
        path: '/job/7-driver',
        metrics: [
          { name: 'CLS', value: 0.04 },
          { name: 'LCP', value: 1500 },
        ],
      },
    ]);
  });

  it('keeps what could not be sent for the next time the page is hidden', () => {
    const send = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const q = createVitalsQueue('/', send);
    q.add('FCP', 900);
    q.flush();
    q.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual({ path: '/', metrics: [{ name: 'FCP', value: 900 }] });
  });
});

describe('sendVitals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON beacon to the vitals address', async () => {
    const beacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    expect(sendVitals({ path: '/', metrics: [{ name: 'LCP', value: 1 }] })).toBe(true);
    const [url, blob] = beacon.mock.calls[0]! as [string, Blob];
    expect(url).toBe(VITALS_URL);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ path: '/', metrics: [{ name: 'LCP', value: 1 }] });
  });

  it('falls back to a kept-alive fetch when the beacon is refused', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', { sendBeacon: vi.fn().mockReturnValue(false) });
    vi.stubGlobal('fetch', fetchMock);
    expect(sendVitals({ path: '/browse', metrics: [{ name: 'CLS', value: 0 }] })).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      VITALS_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } }),
    );
  });
});
