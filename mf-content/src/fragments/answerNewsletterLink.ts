import { callEndpoint } from '@inercise/shared';

/** What a newsletter mail's link asks (`?newsletter=…&newsletterToken=…` on any page of the shop). */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Confirms a sign-up (POST /newsletter/confirm) or unsubscribes (POST /newsletter/unsubscribe, one click, no login). */
export async function answerNewsletterLink(action: NewsletterLinkAction, token: string): Promise<void> {
  // The entries (and their schemas) load only when a mail's link is opened: the footer is on every page.
  const { confirmNewsletter, unsubscribeNewsletter } = await import('@inercise/shared/endpoints/newsletter');
  if (action === 'confirm') {
    await callEndpoint(confirmNewsletter, { body: { token } });
  } else {
    await callEndpoint(unsubscribeNewsletter, { query: { token } });
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
