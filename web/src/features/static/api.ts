import { api } from '@/app/api-client';
import { messageOf } from '@/lib/api-error';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** POST /api/contact. Resolves with the server's reply ("Thank you. We will reply ..."). */
export async function sendContactMessage(message: ContactMessage): Promise<string | undefined> {
  const response = await api.post<unknown>('/contact', message);
  return messageOf(response.data);
}
