import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { ApplyNowDialog } from './apply-now-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <ApplyNowDialog open={open} onClose={() => setOpen(false)}>
        <label>
          Full name <input />
        </label>
      </ApplyNowDialog>
    </>
  );
}

describe('ApplyNowDialog', () => {
  it('shows what the app gives it under its title, and closes on its close button and Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Apply Now' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Apply for jobs on JobPortal' });
    expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <ApplyNowDialog open={false} onClose={() => {}}>
        <p>Form</p>
      </ApplyNowDialog>,
    );
    expect(screen.queryByText('Form')).not.toBeInTheDocument();
  });
});
