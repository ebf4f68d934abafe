import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { NewsletterFormSchema } from '../validation/newsletter';
import { endpoint } from './endpoint';

const MessageSchema = lazySchema(() => z.object({ message: z.string() }));
/** The signed token of a newsletter mail's link. */
const token = () => z.string().check(z.minLength(1), z.maxLength(200));

export const registerNewsletter = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/newsletter/register',
  auth: 'public',
  body: NewsletterFormSchema,
  response: MessageSchema,
  status: 201,
  refusals: [400, 429],
  summary: 'Sign up for the newsletter: an unconfirmed sign-up and a mail with the confirming link; 400 when already subscribed',
  tags: ['newsletter'],
});

export const confirmNewsletter = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/newsletter/confirm',
  auth: 'public',
  body: lazySchema(() => z.object({ token: token() })),
  response: MessageSchema,
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
  query: lazySchema(() => z.object({ token: token() })),
  response: MessageSchema,
  refusals: [400, 429],
  summary: 'Unsubscribe with the signed token of a newsletter mail, no login; the same answer when already unsubscribed',
  tags: ['newsletter'],
});
