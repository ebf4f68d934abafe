import { apiRequest } from '@inercise/shared';

/** POST /newsletter/register, with the bot check's token when one is configured (the API checks it then only). */
export async function registerNewsletter(emailAddress: string, captchaResponseToken?: string): Promise<void> {
  await apiRequest('/newsletter/register', {
    method: 'POST',
    body: { emailAddress, captchaResponseToken },
  });
}
