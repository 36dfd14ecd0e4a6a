import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

function Form({ shown, label }: { shown: boolean; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div>
      <button type="button">Elsewhere</button>
      {shown && <input aria-label={label} ref={ref} autoFocus />}
    </div>
  );
}

describe('autoFocus, as React does it', () => {
  it('focuses a field when it is added after the page loaded, and only then', async () => {
    const { rerender } = render(<Form shown={false} label="Name" />);
    rerender(<Form shown label="Name" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await Promise.resolve();
    expect(field).toHaveFocus();

    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Form shown label="Full name" />);
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it("keeps the component's own ref working", async () => {
    let seen: HTMLInputElement | null = null;
    function WithRef() {
      const [, setTick] = useState(0);
      return (
        <input
          aria-label="Reason"
          autoFocus
          ref={(element) => {
            seen = element;
          }}
          onInput={() => setTick((tick) => tick + 1)}
        />
      );
    }
    render(<WithRef />);
    await Promise.resolve();
    expect(seen).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });
});
