import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from '@/lib/link';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu">
        <nav>
          <Link to="/about">About Us</Link>
          <button type="button">Something else</button>
        </nav>
      </Drawer>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/about" element={<p>About page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  return user;
}

describe('Drawer', () => {
  it('is not rendered while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the panel', async () => {
    const user = await openDrawer();
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the panel that is not a link', async () => {
    const user = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Something else' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes when a link inside is followed, and the link still navigates', async () => {
    const user = await openDrawer();
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('About page')).toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    const user = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scroll while open and unlocks it when closed', async () => {
    document.body.style.overflow = 'auto';
    const user = await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('moves focus into the panel, keeps Tab inside it and gives focus back when closed', async () => {
    const user = await openDrawer();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Something else' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Something else' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
