/** Moves the module scripts and module preloads of index.html's <head> into <template id="app-start">. */
export function holdAppStart(html: string): string;
