/**
 * Reading the server's answers (SPEC section 7, "Response handling", and section 8).
 *
 * Success: {success: true, data?, message?}; some answers carry their content bare.
 * Error:   {success: false, message, errors?: [{field, message}]}.
 */

// No import of lib/http here: this module is on the first screen (through the slices), the HTTP
// client is not. Its errors carry isHttpError: true, which is all this module looks at.
interface AnsweredError {
  isHttpError: true;
  response: { status: number; data?: unknown };
}

function isAnsweredError(error: unknown): error is AnsweredError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { isHttpError?: unknown; response?: unknown };
  if (candidate.isHttpError !== true) return false;
  const response = candidate.response as { status?: unknown } | null | undefined;
  return typeof response === 'object' && response !== null && typeof response.status === 'number';
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** What a failed call leaves for the state and the screens. */
export interface ApiFailure {
  /** The server's message, else the fallback of SPEC section 8. */
  message: string;
  /** The server's per-field messages (errors[] of the error body). */
  fieldErrors: FieldProblem[];
  /** HTTP status, or null when no answer came back. */
  status: number | null;
  /** False when message is the fallback (so a screen may show it translated). */
  fromServer: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an answer body, when it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') {
    return body.message;
  }
  return undefined;
}

function fieldProblemsOf(body: unknown): FieldProblem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/** A failure that carries only a fallback message (no answer, or nothing the server said). */
export function fallbackFailure(message: string): ApiFailure {
  return { message, fieldErrors: [], status: null, fromServer: false };
}

/** Whether a value is already an ApiFailure (a thunk's rejection, unwrapped by a screen). */
export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    Array.isArray(value.fieldErrors) &&
    (typeof value.status === 'number' || value.status === null) &&
    typeof value.fromServer === 'boolean'
  );
}

/**
 * Turns anything a call may throw into an ApiFailure, using fallback when the server gave no
 * message. An ApiFailure (from a thunk made by app/create-api-thunk) is kept as it is.
 */
export function toApiFailure(error: unknown, fallback: string): ApiFailure {
  if (isApiFailure(error)) return error;
  if (isAnsweredError(error)) {
    const body: unknown = error.response.data;
    const message = messageOf(body);
    return {
      message: message ?? fallback,
      fieldErrors: fieldProblemsOf(body),
      status: error.response.status,
      fromServer: message !== undefined,
    };
  }
  return fallbackFailure(fallback);
}

/** The list of a success answer (its data field, or the bare body), or [] when it holds none. */
export function listOf<T>(body: unknown): T[] {
  const raw = dataOf<unknown>(body);
  return Array.isArray(raw) ? (raw as T[]) : [];
}

/** The content of a success answer: its data field when it has one, else the bare body. */
export function dataOf<T>(body: unknown): T {
  if (isRecord(body) && 'data' in body) return body.data as T;
  return body as T;
}
