import { NewsletterFormSchema } from '../validation/newsletter';
import { MessageAnswerSchema, NewsletterTokenSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

/** The signed token of a newsletter mail's link. */

export const registerNewsletter = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/newsletter/register',
  auth: 'public',
  body: NewsletterFormSchema,
  response: MessageAnswerSchema,
  status: 201,
  refusals: [400, 429],
  summary: 'Sign up for the newsletter: an unconfirmed sign-up and a mail with the confirming link; 400 when already subscribed',
  tags: ['newsletter'],
});

export const confirmNewsletter = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/newsletter/confirm',
  auth: 'public',
  body: NewsletterTokenSchema,
  response: MessageAnswerSchema,
  refusals: [400, 429],
  summary: "Confirm a sign-up with the mailed link's token; 400 invalidToken when forged or older than 7 days",
  tags: ['newsletter'],
});

/**
 * One-click unsubscribe (RFC 8058): a mail program posts `List-Unsubscribe=One-Click` to the List-Unsubscribe
 * header's address, the storefront's page posts with no body; the signed token in the query is the only credential.
 */
export const unsubscribeNewsletter = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/newsletter/unsubscribe',
  auth: 'public',
  query: NewsletterTokenSchema,
  response: MessageAnswerSchema,
  refusals: [400, 429],
  summary: 'Unsubscribe with the signed token of a newsletter mail, no login; the same answer when already unsubscribed',
  tags: ['newsletter'],
});
