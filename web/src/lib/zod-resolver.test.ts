import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@/lib/zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } satisfies ResolverOptions<Record<string, unknown>>;

describe('zodResolver', () => {
  const schema = z.object({
    email: z.string().trim().min(1, 'Required.').pipe(z.email('Not an email.')),
    age: z.coerce.number().min(18, 'Too young.'),
    address: z.object({ city: z.string().min(1, 'City required.') }),
  });

  it('gives the parsed values when they are valid', async () => {
    const result = await zodResolver(schema)({ email: ' a@b.lk ', age: '20', address: { city: 'Kandy' } }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.lk', age: 20, address: { city: 'Kandy' } }, errors: {} });
  });

  it('gives the first message of each field, nested by path', async () => {
    const result = await zodResolver(schema)({ email: '', age: '3', address: { city: '' } }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'too_small', message: 'Required.' },
      age: { type: 'too_small', message: 'Too young.' },
      address: { city: { type: 'too_small', message: 'City required.' } },
    });
  });
});
