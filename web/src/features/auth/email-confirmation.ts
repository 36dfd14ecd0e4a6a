/**
 * Email confirmation: the page the emailed link opens, and the dashboard's notice that sends a
 * new link. Neither keeps state in the store; each page holds its own answer.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { TFunction } from '@/i18n/core';

const createConfirmationThunk = apiThunkCreator(() => import('@/features/auth/api'));

/** The fallbacks are empty: the pages show their own translated texts when the server gives none. */
export const confirmEmail = createConfirmationThunk(
  'auth/confirmEmail',
  (api, token: string) => api.confirmEmailRequest(token),
  '',
);

export const resendConfirmation = createConfirmationThunk(
  'auth/resendConfirmation',
  (api) => api.resendConfirmationRequest(),
  '',
);

/** The translated text of a confirmation call that failed with an HTTP status (null: no answer). */
export function confirmationProblem(t: TFunction, status: number | null): string {
  switch (status) {
    case 400:
    case 422:
      return t('confirmEmail.invalid');
    case 409:
      return t('confirmEmail.alreadyConfirmed');
    case 429:
      return t('confirmEmail.tooMany');
    default:
      return t('errors.requestFailed');
  }
}
