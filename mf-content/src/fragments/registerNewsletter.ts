import { apiRequest } from '@inercise/shared';

/**
 * POST /newsletter/register. The captcha token is fixed, as the spec's client sends it; the API checks it
 * only when a captcha secret is configured.
 */
export async function registerNewsletter(emailAddress: string): Promise<void> {
  await apiRequest('/newsletter/register', {
    method: 'POST',
    body: { emailAddress, captchaResponseToken: 'inercise-storefront' },
  });
}
