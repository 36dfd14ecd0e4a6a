/**
 * The set-up every form shares: react-hook-form with the zod schema as its resolver, and the
 * server's answer to a failed call placed beside the fields it names (useFormFailure).
 */
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useFormFailure } from '@/lib/use-form-failure';
import { zodResolver } from '@/lib/zod-resolver';

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  /** The fields the server may name in its errors[]. */
  serverFields: readonly Path<Input>[],
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const failure = useFormFailure(serverFields, form.setError);
  return { ...form, failure };
}
