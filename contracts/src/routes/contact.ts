import { ContactFormSchema } from '../validation/contact';
import { MessageAnswerSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

export const sendContactMessage = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/contact',
  auth: 'public',
  body: ContactFormSchema,
  response: MessageAnswerSchema,
  status: 201,
  refusals: [400, 429],
  summary: 'Store a contact message and mail it to the shop',
  tags: ['contact'],
});
