/** Moves the module scripts and module preloads of index.html's <head> into <template id="app-start">. */
export function holdAppStart(html: string, pages?: Record<string, string[]>): string;

/** The scripts each public page loads as it starts beyond the entry's, by route. */
export function pageScripts(
  graph: { chunks: { file: string; isEntry?: boolean; module?: string | null; imports: string[] }[] },
  routes: Record<string, { page?: string; also?: string[] }>,
  base?: string,
): Record<string, string[]>;
