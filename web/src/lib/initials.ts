/**
 * The letters of a round avatar: the first letter of up to the first two words of the name,
 * upper-case, at most 2 characters (SPEC section 2).
 *
 * A character here is what a reader sees as one: a grapheme cluster, so a Sinhala or Tamil
 * letter keeps its vowel sign, an accented letter its accent and an emoji its joined parts. A
 * cluster that ends in a zero-width joiner asks to be joined to the next one (Sinhala ශ්‍රී), so
 * the two are taken together. Upper-casing can turn one letter into two (ß into SS, ﬁ into FI);
 * each word still gives one character, the first of its upper-case form.
 */
import { firstLetter as firstCharacter } from '@/lib/intl';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((word) => firstCharacter(firstCharacter(word).toLocaleUpperCase())).join('');
}
