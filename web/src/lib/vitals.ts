/**
 * Real-user page speed (SPEC: optional web-vitals reporting). The Core Web Vitals of the page the
 * visitor landed on are measured with the web-vitals package, loaded after the page is idle so
 * that it never delays the first paint, and sent to POST /api/vitals with navigator.sendBeacon
 * when the page is hidden. The server keeps them as histograms per page kind; nothing about the
 * visitor is sent.
 */

export interface VitalReport {
  path: string;
  metrics: { name: string; value: number }[];
}

export const VITALS_URL = '/api/vitals';

/** Sends a report, by beacon where the browser has one; false when it could not be queued. */
export function sendVitals(report: VitalReport): boolean {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(VITALS_URL, new Blob([body], { type: 'application/json' }))) {
      return true;
    }
  } catch {
    // Fall through to fetch: some browsers refuse a beacon with a JSON body.
  }
  if (typeof fetch !== 'function') return false;
  void fetch(VITALS_URL, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
  return true;
}

/**
 * Collects the latest value of each metric (CLS and INP are updated while the visit lasts) and
 * sends what is new each time the page is hidden.
 */
export function createVitalsQueue(path: string, send: (r: VitalReport) => boolean = sendVitals) {
  const pending = new Map<string, number>();
  return {
    add(name: string, value: number) {
      if (Number.isFinite(value) && value >= 0) pending.set(name, value);
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      if (send({ path, metrics })) pending.clear();
    },
  };
}

/** Starts measuring once the page is idle. Call once, at start. */
export function reportWebVitals(): void {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  const queue = createVitalsQueue(window.location.pathname);
  const start = () => {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const add = (m: { name: string; value: number }) => queue.add(m.name, m.value);
      onCLS(add);
      onFCP(add);
      onINP(add);
      onLCP(add);
      onTTFB(add);
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
