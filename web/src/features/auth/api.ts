/** The calls of email confirmation (docs/openapi.yaml: /customers/confirm-email). */
import { api } from '@/app/api-client';
import { messageOf } from '@/lib/api-error';

/** POST /customers/confirm-email: uses the token of the confirmation email; no sign-in needed. */
export async function confirmEmailRequest(token: string): Promise<string | undefined> {
  const response = await api.post('/customers/confirm-email', { token });
  return messageOf(response.data);
}

/** POST /customers/confirm-email/resend: emails the signed-in customer a new link. */
export async function resendConfirmationRequest(): Promise<string | undefined> {
  const response = await api.post('/customers/confirm-email/resend');
  return messageOf(response.data);
}
