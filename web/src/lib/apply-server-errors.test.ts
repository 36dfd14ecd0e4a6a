import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from '@/lib/apply-server-errors';

describe('applyServerErrors', () => {
  it('sets the messages of known fields, focusing the first, and returns the others', () => {
    const setError = vi.fn();
    const unmatched = applyServerErrors<{ email: string; name: string }>(
      {
        message: 'Some fields are not valid.',
        status: 422,
        fromServer: true,
        fieldErrors: [
          { field: 'email', message: 'Taken.' },
          { field: 'type', message: 'Contact person is for company accounts.' },
          { field: 'name', message: 'Too long.' },
        ],
      },
      ['email', 'name'],
      setError,
    );
    expect(setError).toHaveBeenNthCalledWith(1, 'email', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'name', { type: 'server', message: 'Too long.' }, { shouldFocus: false });
    expect(unmatched).toEqual(['Contact person is for company accounts.']);
  });
});
