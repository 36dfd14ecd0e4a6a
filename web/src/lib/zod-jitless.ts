/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying. The site's Content-Security-Policy allows no eval, so that probe would be refused and
 * reported as a violation on every page with a form. Jitless mode parses the same way without
 * compiling and never probes. main.tsx imports this first, before any module builds a schema
 * (Zod decides when a schema is built).
 *
 * Zod keeps its settings on globalThis.__zod_globalConfig, which every copy of it reads and which
 * z.config() writes. Setting it here, rather than through z.config(), keeps Zod itself out of the
 * first load: only the pages with forms bring it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
