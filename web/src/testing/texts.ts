/** Helpers for the tests of translated texts. */

export type TextTree = { [key: string]: string | TextTree };

/** The texts of a locale file by their dotted keys ('logout.title'). */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flattenTexts(value, path)) entries.set(inner, text);
  }
  return entries;
}
