/**
 * A react-hook-form resolver for zod schemas: the field errors of a failed parse, by path,
 * with the first message of each field (the one a person should fix first).
 */
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

function setAt(target: Record<string, unknown>, path: PropertyKey[], error: FieldError): void {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = error;
      return;
    }
    const next = node[name];
    if (typeof next !== 'object' || next === null) node[name] = {};
    node = node[name] as Record<string, unknown>;
  });
}

export function zodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root'];
      setAt(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
