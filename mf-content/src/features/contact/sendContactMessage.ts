import { apiRequest, type ContactMessage } from '@inercise/shared';

/** POST /contact; the API answers 201. Any other answer throws an ApiError. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiRequest('/contact', { method: 'POST', body: message });
}
