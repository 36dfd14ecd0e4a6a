import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';

/**
 * The message above a form after a failed call: the server's per-field messages go beside
 * their fields, and the server's message (or the translated fallback) is shown above the form
 * unless every problem found its field.
 */
export function useFormFailure<T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const [message, setMessage] = useState<string | null>(null);

  const show = useCallback(
    (failure: ApiFailure, fallback: string) => {
      const unmatched = applyServerErrors(failure, fields, setError);
      const placedAll = failure.fieldErrors.length > 0 && unmatched.length === 0;
      if (placedAll) {
        setMessage(null);
        return;
      }
      const lead = failure.fromServer ? failure.message : fallback;
      setMessage([lead, ...unmatched].join(' '));
    },
    [fields, setError],
  );

  const clear = useCallback(() => setMessage(null), []);

  return { message, show, clear };
}
