import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * Behaviour of a menu button (WAI-ARIA menu pattern): the button toggles the menu; once open,
 * focus goes to the checked item or the first one; Arrow keys, Home and End move between
 * items; Escape closes and puts focus back on the button; Tab or a click outside closes.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    if (!menu) return;
    const items = () => Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
    (menu.querySelector<HTMLElement>('[aria-checked="true"]') ?? items()[0])?.focus();

    function onOutside(event: Event) {
      const target = event.target as Node;
      if (!menu?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          close();
          return;
        case 'Tab':
          setOpen(false);
          return;
        case 'ArrowDown':
          next = list[(index + 1) % list.length];
          break;
        case 'ArrowUp':
          next = list[(index - 1 + list.length) % list.length];
          break;
        case 'Home':
          next = list[0];
          break;
        case 'End':
          next = list[list.length - 1];
          break;
        default:
          return;
      }
      event.preventDefault();
      next?.focus();
    }

    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    menu.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      menu.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((value) => !value),
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  const menuProps = { ref: menuRef, id: menuId, role: 'menu' as const };

  return { open, setOpen, close, buttonProps, menuProps };
}
