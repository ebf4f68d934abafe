import { apiRequest } from '@inercise/shared';

/** What a newsletter mail's link asks (`?newsletter=…&newsletterToken=…` on any page of the shop). */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Confirms a sign-up (POST /newsletter/confirm) or unsubscribes (POST /newsletter/unsubscribe, one click, no login). */
export async function answerNewsletterLink(action: NewsletterLinkAction, token: string): Promise<void> {
  if (action === 'confirm') {
    await apiRequest('/newsletter/confirm', { method: 'POST', body: { token } });
  } else {
    await apiRequest(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
  }
}

/** The link's action and token in the page's address, or null when it carries none. */
export function newsletterLinkIn(search: string): { action: NewsletterLinkAction; token: string } | null {
  const params = new URLSearchParams(search);
  const action = params.get('newsletter');
  const token = params.get('newsletterToken');
  if ((action !== 'confirm' && action !== 'unsubscribe') || !token) return null;
  return { action, token };
}
