import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeartIcon } from './job-icons';

describe('HeartIcon', () => {
  it('fills and empties as the job is saved and unsaved', () => {
    const { container, rerender } = render(<HeartIcon filled className="size-5" />);
    expect(container.querySelector('g')?.getAttribute('fill')).toBe('currentColor');
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('shrink-0 size-5');
    rerender(<HeartIcon filled={false} className="size-5" />);
    expect(container.querySelector('g')?.getAttribute('fill')).toBe('none');
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });
});
