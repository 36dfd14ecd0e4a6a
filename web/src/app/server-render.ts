/**
 * The page the server drew (internal/httpapi/render.go): its HTML is in #root, marked with the
 * language it was drawn in, and the store's state and the API's answers it was drawn with are in
 * the script #app-state. The app hydrates that HTML with that state (main.tsx, providers.tsx), and
 * a request the page makes again as it mounts gets the answer the server already had instead of
 * going out (replayAnswers): the page's data is read once.
 */
import type { Channel } from '@/app/api-client';
import type { HttpResponse, RequestConfig } from '@/lib/http';
import { addressOf } from '@/lib/http';

export interface ServerAnswer {
  status: number;
  data: unknown;
}

export interface ServerRender {
  /** The language the page was drawn in. */
  language: string;
  /** The store's state, as the server left it. */
  state: Record<string, unknown>;
  /** The API's answers, by "GET /api/...". */
  answers: Record<string, ServerAnswer>;
  /** When it was drawn (milliseconds since the epoch): ages and days count from then while hydrating. */
  renderedAt: number;
  /** What parts of the page loaded for themselves, by name (lib/seeds.ts). */
  seeds: Record<string, unknown>;
}

let read = false;
let rendered: ServerRender | null = null;

/** The server's render of this page, or null when the app draws it alone. */
export function serverRender(): ServerRender | null {
  if (read) return rendered;
  read = true;
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  const script = document.getElementById('app-state');
  const language = root?.dataset.rendered;
  if (!root || !script || !language || !root.firstElementChild) return null;
  try {
    const parsed = JSON.parse(script.textContent ?? '') as Partial<ServerRender>;
    if (!parsed.state || typeof parsed.state !== 'object') return null;
    rendered = {
      language,
      state: parsed.state,
      answers: parsed.answers ?? {},
      renderedAt: typeof parsed.renderedAt === 'number' ? parsed.renderedAt : Date.now(),
      seeds: parsed.seeds && typeof parsed.seeds === 'object' ? parsed.seeds : {},
    };
  } catch {
    rendered = null;
  }
  return rendered;
}

/**
 * Lets `channel` answer each GET the server's render made from its answer, once: the page's own
 * requests on mounting find the data the page was drawn with. Any other request goes out.
 */
export function replayAnswers(channel: Channel, answers: Record<string, ServerAnswer>): void {
  const left = new Map(Object.entries(answers));
  if (left.size === 0) return;
  const send = channel.send;
  channel.send = (config: RequestConfig): Promise<HttpResponse> => {
    const key = `${(config.method ?? 'GET').toUpperCase()} ${addressOf(config)}`;
    const answer = left.get(key);
    // The server drew the page for a visitor: a signed-in reader's request, which may bring their
    // own marks (followed, liked, saved), goes out.
    if (!answer || config.sentToken) return send(config);
    left.delete(key);
    return Promise.resolve({ data: answer.data, status: answer.status, headers: { 'content-type': 'application/json' }, config });
  };
}
