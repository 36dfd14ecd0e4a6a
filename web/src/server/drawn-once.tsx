/**
 * The parts an engine has drawn (lib/drawn-once.tsx), kept for the engine's life (MOST_KEPT). A
 * part not drawn yet is drawn by React within the page, between two marks; once the page is
 * drawn, its markup is taken from between them and kept. A part drawn before is a mark alone,
 * which the kept markup then replaces. Marks are text React writes as it is (no character of
 * them is escaped) and carry a number new for each render, so no text of a page's data can pass
 * for one.
 */
import type { ReactNode } from 'react';
import type { DrawnParts, PageFacts } from '@/lib/drawn-once';

/**
 * The most parts an engine keeps (a job card's markup is 2-4 kB); past it, the part given or kept
 * longest ago goes.
 */
const MOST_KEPT = 1000;

const kept = new Map<string, string>();

/** The text a mark is made of: characters no page writes (and React does not escape), the render's number and the mark's name. */
function mark(render: string, name: string): string {
  return `\u0002${render}:${name}\u0003`;
}

/** Whether markup is not whole: a part of it waited (Suspense) for its code or texts instead of being drawn. */
export function suspended(html: string): boolean {
  return html.includes('<!--$?-->') || html.includes('<!--$!-->');
}

export interface PartsOfOneDraw extends DrawnParts {
  /** The page's markup with every kept part in its place and every mark gone; keeps the parts drawn now. */
  finish(html: string): string;
}

/** The parts store for one draw of a page. */
export function partsFor(page: PageFacts): PartsOfOneDraw {
  const render = Math.random().toString(36).slice(2, 10);
  const given: { name: string; html: string }[] = [];
  const drawing: { name: string; key: string }[] = [];
  return {
    page,
    part(key: string, children: ReactNode): ReactNode {
      const html = kept.get(key);
      if (html !== undefined) {
        kept.delete(key);
        kept.set(key, html);
        const name = `g${given.length}`;
        given.push({ name, html });
        return mark(render, name);
      }
      const name = `d${drawing.length}`;
      drawing.push({ name, key });
      return (
        <>
          {mark(render, `${name}o`)}
          {children}
          {mark(render, `${name}c`)}
        </>
      );
    },
    finish(html: string): string {
      let out = html;
      // Kept parts first, so that a part drawn now around one of them keeps its markup, not its mark.
      for (const { name, html: part } of given) {
        const spot = mark(render, name);
        const at = out.indexOf(spot);
        if (at >= 0) out = out.slice(0, at) + part + out.slice(at + spot.length);
      }
      // The innermost first: a part drawn now inside another is markup by the time the outer one is kept.
      for (const { name, key } of [...drawing].reverse()) {
        const open = mark(render, `${name}o`);
        const close = mark(render, `${name}c`);
        const start = out.indexOf(open);
        const end = out.indexOf(close, start);
        if (start < 0 || end < 0) {
          // Not drawn (its boundary waited): nothing to keep, and no mark is left behind.
          out = out.replace(open, '').replace(close, '');
          continue;
        }
        const part = out.slice(start + open.length, end);
        if (!suspended(part)) {
          if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value as string);
          kept.set(key, part);
        }
        out = out.slice(0, start) + part + out.slice(end + close.length);
      }
      return out;
    },
  };
}

/** Forgets every kept part (tests). */
export function forgetDrawnParts(): void {
  kept.clear();
}
