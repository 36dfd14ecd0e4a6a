/**
 * Labelled form controls: the label above, the control, a hint and the error text beside it
 * (announced and tied to the control with aria-describedby). Touch targets are at least 44 px,
 * and the text is 16 px so phones do not zoom in on focus.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlBase =
  'block w-full rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 ' +
  'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-gray-100 ' +
  'transition-colors duration-150 motion-reduce:transition-none';

export function controlClasses(invalid: boolean, extra = ''): string {
  const tone = invalid
    ? 'border-red-600 focus:outline-red-600'
    : 'border-gray-300 hover:border-gray-400 focus:border-teal-700 focus:outline-teal-700';
  return [controlBase, tone, extra].filter(Boolean).join(' ');
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}

/** A field's frame: the label above its control, then the hint and the error. */
export function FieldShell({ id, label, hint, error, hintId, errorId, children, className = '' }: FieldShellProps) {
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The ids of a field's control, hint and error, the shell's props, and the props that tie the
 * control to its label, hint and error.
 */
export function useField(id: string | undefined, { label, hint, error, className }: CommonProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    shell: { id: controlId, label, hint, error, hintId, errorId, className },
    control: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined },
  };
}

export interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Classes for the wrapper around label, control and messages. */
  className?: string;
}

export interface FormFieldProps extends CommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
  /** Something shown inside the right end of the input, such as a show-password button. */
  endAdornment?: ReactNode;
}

export function FormField({ label, hint, error, className, id, endAdornment, ref, ...input }: FormFieldProps) {
  const field = useField(id, { label, hint, error, className });
  return (
    <FieldShell {...field.shell}>
      <div className="relative">
        <input
          ref={ref}
          {...field.control}
          className={controlClasses(Boolean(error), endAdornment ? 'min-h-11 pr-20' : 'min-h-11')}
          {...input}
        />
        {endAdornment ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div> : null}
      </div>
    </FieldShell>
  );
}

export interface SelectFieldProps extends CommonProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, className, id, ref, children, ...select }: SelectFieldProps) {
  const field = useField(id, { label, hint, error, className });
  return (
    <FieldShell {...field.shell}>
      <select
        ref={ref}
        {...field.control}
        className={controlClasses(Boolean(error), 'min-h-11')}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export interface TextareaFieldProps extends CommonProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, hint, error, className, id, ref, ...textarea }: TextareaFieldProps) {
  const field = useField(id, { label, hint, error, className });
  return (
    <FieldShell {...field.shell}>
      <textarea
        ref={ref}
        {...field.control}
        className={controlClasses(Boolean(error), 'min-h-28 py-2')}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface FormMessageProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/** A message above or below a form: the server's answer, or what happens next. */
export function FormMessage({ tone, children, className = '' }: FormMessageProps) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-teal-200 bg-teal-50 text-teal-900',
  } as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['rounded-lg border px-4 py-3 text-sm', tones[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
