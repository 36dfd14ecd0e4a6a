import { act, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { renderWithProviders } from '@/testing/render';
import { lazyOverlay, type OverlayProps } from '@/app/lazy-overlay';

function Greeting({ onClose, name }: OverlayProps & { name: string }) {
  return (
    <Dialog open onClose={onClose} title="Greeting">
      <p>Hello, {name}</p>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </Dialog>
  );
}

type GreetingModule = { default: ComponentType<OverlayProps & { name: string }> };

/** A factory whose code arrives when the test says so, or fails. */
function controlledFactory() {
  const pending: { resolve: (module: GreetingModule) => void; reject: (error: Error) => void }[] = [];
  const factory = vi.fn(
    () =>
      new Promise<GreetingModule>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { factory, pending };
}

function renderOpener(Overlay: ReturnType<typeof lazyOverlay<OverlayProps & { name: string }>>) {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          Open
        </button>
        <Overlay open={open} onClose={() => setOpen(false)} name="Nimal" />
      </>
    );
  }
  return renderWithProviders(<Opener />);
}

describe('lazyOverlay', () => {
  it('can fetch its code ahead, once; the first press then opens it at once', async () => {
    const { factory, pending } = controlledFactory();
    const Overlay = lazyOverlay(factory);
    Overlay.preload();
    Overlay.preload();
    expect(factory).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve({ default: Greeting }));
    const { user } = renderOpener(Overlay);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed fetch ahead to the first press, which fetches again', async () => {
    const { factory, pending } = controlledFactory();
    const Overlay = lazyOverlay(factory);
    Overlay.preload();
    await act(async () => pending[0]!.reject(new Error('offline')));
    const { user } = renderOpener(Overlay);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(factory).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve({ default: Greeting }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
  });

  it('fetches its code at the first press only, and opens once it is here with the focus inside', async () => {
    const { factory, pending } = controlledFactory();
    const Overlay = lazyOverlay(factory);
    const { user } = renderOpener(Overlay);
    expect(factory).not.toHaveBeenCalled();

    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(factory).toHaveBeenCalledTimes(1);
    // Nothing is drawn while the code is on its way, and the focus stays on the button.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await act(async () => pending[0]!.resolve({ default: Greeting }));
    const dialog = await screen.findByRole('dialog', { name: 'Greeting' });
    expect(dialog).toHaveTextContent('Hello, Nimal');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Opened again, it is drawn at once, from the code already here.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('shows the load error as a toast and counts as closed when the code cannot be fetched; the next press tries again', async () => {
    const { factory, pending } = controlledFactory();
    const Overlay = lazyOverlay(factory);
    const { user, store } = renderOpener(Overlay);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    await waitFor(() => expect(opener).toHaveAttribute('aria-expanded', 'false'));
    expect(store.getState().ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'The connection may be slow or interrupted. Check your internet connection and try again.'],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Greeting' })).not.toBeInTheDocument();

    await user.click(opener);
    expect(factory).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve({ default: Greeting }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toHaveTextContent('Hello, Nimal');
  });

  it('stays closed when it is closed again before its code arrives', async () => {
    const { factory, pending } = controlledFactory();
    const Overlay = lazyOverlay(factory);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            Toggle
          </button>
          <Overlay open={open} onClose={() => setOpen(false)} name="Nimal" />
        </>
      );
    }
    const { user } = renderWithProviders(<Opener />);
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    await user.click(toggle);
    await user.click(toggle);
    await act(async () => pending[0]!.resolve({ default: Greeting }));
    expect(screen.queryByRole('dialog', { name: 'Greeting' })).not.toBeInTheDocument();
  });
});
