import { z } from 'zod/mini';
import { ContactFormSchema } from '../validation/contact';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

export const sendContactMessage = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/contact',
  auth: 'public',
  body: ContactFormSchema,
  response: lazySchema(() => z.object({ message: z.string() })),
  status: 201,
  refusals: [400, 429],
  summary: 'Store a contact message and mail it to the shop',
  tags: ['contact'],
});
