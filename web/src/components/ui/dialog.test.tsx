import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness({ useInitialFocus = false }: { useInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Example title"
        initialFocus={useInitialFocus ? secondRef : undefined}
        footer={
          <>
            <Button variant="secondary">First</Button>
            <Button ref={secondRef}>Second</Button>
          </>
        }
      >
        <p>Example body text.</p>
      </Dialog>
    </>
  );
}

async function openDialog(props: { useInitialFocus?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return user;
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Example title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Example body text.');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const user = await openDialog();
    await user.click(screen.getByText('Example body text.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside and can start on a chosen element', async () => {
    const user = await openDialog({ useInitialFocus: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    const user = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
