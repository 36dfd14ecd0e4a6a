import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/initials';

describe('initials', () => {
  it.each([
    ['Nimal Perera', 'NP'],
    ['nimal perera silva', 'NP'],
    ['Kamala', 'K'],
    ['  ravi   kumar  ', 'RK'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('never gives more than 2 characters', () => {
    expect(initials('a b c d e').length).toBeLessThanOrEqual(2);
  });

  it('keeps the first letter of Sinhala and Tamil names whole', () => {
    expect(initials('නිමල් පෙරේරා')).toBe('නප');
    expect(initials('குமார் ராஜா')).toBe('கர');
  });
});
