import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { dataOf, messageOf, toApiFailure } from '@/lib/api-error';

function answered(status: number, data: unknown): HttpError {
  return new HttpError('failed', 'ERR_BAD_REQUEST', {}, true, { status, data, headers: {}, config: {} });
}

describe('toApiFailure', () => {
  it('keeps a failure a thunk already mapped, instead of putting the fallback over it', () => {
    const mapped = { message: 'Job not found.', fieldErrors: [], status: 404, fromServer: true };
    expect(toApiFailure(mapped, 'Failed to fetch job')).toBe(mapped);
    expect(toApiFailure({ message: 'half a failure' }, 'Failed to fetch job').message).toBe('Failed to fetch job');
  });

  it("keeps the server's message and field errors", () => {
    const failure = toApiFailure(
      answered(422, {
        success: false,
        message: 'Some fields are not valid.',
        errors: [{ field: 'email', message: 'Enter a valid email address.' }, { bad: true }],
      }),
      'Registration failed',
    );
    expect(failure).toEqual({
      message: 'Some fields are not valid.',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
      status: 422,
      fromServer: true,
    });
  });

  it('uses the fallback when the server gave no message', () => {
    expect(toApiFailure(answered(500, 'Internal Server Error'), 'Login failed')).toEqual({
      message: 'Login failed',
      fieldErrors: [],
      status: 500,
      fromServer: false,
    });
    expect(toApiFailure(answered(400, { message: '   ' }), 'Login failed').message).toBe('Login failed');
  });

  it('uses the fallback when no answer came back or for any other error', () => {
    expect(toApiFailure(new HttpError('Network Error', 'ERR_NETWORK', {}, true), 'Login failed')).toMatchObject({
      message: 'Login failed',
      status: null,
    });
    expect(toApiFailure(new Error('boom'), 'Failed to fetch profile').message).toBe('Failed to fetch profile');
  });

  it('reads the answer of an HTTP error only (recognised by its isHttpError mark)', () => {
    const answer = { status: 409, data: { success: false, message: 'Taken.' } };
    expect(toApiFailure({ response: answer }, 'Registration failed')).toMatchObject({
      message: 'Registration failed',
      status: null,
    });
    expect(toApiFailure(Object.assign(new Error('failed'), { isHttpError: true, response: answer }), 'Registration failed')).toEqual({
      message: 'Taken.',
      fieldErrors: [],
      status: 409,
      fromServer: true,
    });
  });
});

describe('reading answers (SPEC section 7)', () => {
  it('reads the data field when there is one, else the bare body', () => {
    expect(dataOf({ success: true, data: { id: 1 } })).toEqual({ id: 1 });
    expect(dataOf([1, 2])).toEqual([1, 2]);
    expect(dataOf({ id: 2 })).toEqual({ id: 2 });
  });

  it('reads a non-empty message', () => {
    expect(messageOf({ message: 'Saved.' })).toBe('Saved.');
    expect(messageOf({ message: '' })).toBeUndefined();
    expect(messageOf('text')).toBeUndefined();
  });
});
