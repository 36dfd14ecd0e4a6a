/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying. The site's Content-Security-Policy allows no eval, so that probe would be refused and
 * reported as a violation on every page with a form. Jitless mode parses the same way without
 * compiling and never probes. main.tsx imports this first, before any module builds a schema
 * (Zod decides when a schema is built).
 */
import { z } from 'zod';

z.config({ jitless: true });
