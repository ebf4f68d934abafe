import { apiRequest, type ContactMessage } from '@inercise/shared';

/** POST /contact, with the bot check's token when one is configured; the API answers 201. Any other answer throws an ApiError. */
export async function sendContactMessage(message: ContactMessage, captchaResponseToken?: string): Promise<void> {
  await apiRequest('/contact', { method: 'POST', body: { ...message, captchaResponseToken } });
}
