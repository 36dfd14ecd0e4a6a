import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '@/lib/api-error';

/**
 * Puts the server's per-field messages (errors[] of the error body) beside the matching fields
 * of a form. Returns the messages that belong to no field of the form, for a message above it.
 */
export function applyServerErrors<T extends FieldValues>(
  failure: ApiFailure,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const unmatched: string[] = [];
  let focused = false;
  for (const problem of failure.fieldErrors) {
    const field = fields.find((name) => name === problem.field);
    if (field) {
      setError(field, { type: 'server', message: problem.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unmatched.push(problem.message);
    }
  }
  return unmatched;
}
