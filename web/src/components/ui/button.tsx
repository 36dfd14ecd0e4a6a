import type { ComponentPropsWithRef, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

const shape = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-medium';
const behaviour =
  'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-teal-700',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-teal-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4 text-sm',
  sm: 'px-3 text-sm',
};

/**
 * Class names of a button, for links that look like one. Its words stay on one line unless
 * extra says otherwise ('whitespace-normal text-center' for a long label that may wrap on a phone,
 * as Sinhala and Tamil ones do). A button as wide as its box (w-full) wraps its words, which
 * would otherwise go past its edges where they are longer than a phone is wide.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  const wrap = /(^|\s)whitespace-/.test(extra) ? '' : /(^|\s)w-full(\s|$)/.test(extra) ? 'whitespace-normal text-center' : 'whitespace-nowrap';
  return [shape, wrap, behaviour, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent: the button is disabled, marked busy and shows busyText. */
  busy: boolean;
  busyText: ReactNode;
}

/** The button that sends a form, which says so while the form is on its way. */
export function SubmitButton({ busy, busyText, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} {...props}>
      {busy ? busyText : children}
    </Button>
  );
}
