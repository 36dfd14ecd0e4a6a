import { fallbackFailure, type ApiFailure } from '@/lib/api-error';

/** The failure a screen shows for a stored error: the server's words, unless it is the fallback. */
export function failureOf(message: string | null, fallback: string): ApiFailure {
  return { ...fallbackFailure(message ?? fallback), fromServer: message !== null && message !== fallback };
}
