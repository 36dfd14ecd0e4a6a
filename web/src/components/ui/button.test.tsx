import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button';

describe('buttonClasses', () => {
  it('keeps a button’s words on one line, unless told otherwise', () => {
    expect(buttonClasses('primary', 'md').split(' ')).toContain('whitespace-nowrap');
    const wrapping = buttonClasses('secondary', 'sm', 'mt-2 whitespace-normal text-center').split(' ');
    expect(wrapping).toContain('whitespace-normal');
    expect(wrapping).not.toContain('whitespace-nowrap');
  });

  it('wraps the words of a button as wide as its box, which a long Tamil label would leave', () => {
    for (const extra of ['w-full', 'mt-4 w-full sm:w-auto', 'w-full justify-start']) {
      const classes = buttonClasses('primary', 'md', extra).split(' ');
      expect(classes).toContain('whitespace-normal');
      expect(classes).not.toContain('whitespace-nowrap');
    }
    expect(buttonClasses('primary', 'md', 'max-w-full').split(' ')).toContain('whitespace-nowrap');
  });
});
