import { HttpError } from '@/lib/http';

/** The HttpError a request fails with; fails the test if it succeeds or fails otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The request did not fail.');
}
