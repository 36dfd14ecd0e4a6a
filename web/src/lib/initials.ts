/**
 * The letters of a round avatar: the first letter of up to the first two words of the name,
 * upper-case, at most 2 characters (SPEC section 2). Letters are taken as whole code points,
 * so names in any script keep their first character intact.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
