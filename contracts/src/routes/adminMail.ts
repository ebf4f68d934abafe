import { z } from 'zod/mini';
import { AdminFailedMailListSchema } from '../domain/admin/adminMail';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

// Mails that failed every attempt (the mail server refused them, or was down for days): the owner sees why and resends.

export const adminFailedMails = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/failed-mails',
  auth: 'owner',
  response: AdminFailedMailListSchema,
  refusals: [400, 401, 403],
  summary: 'Mails whose every attempt failed, newest first, with the last reason',
  tags: ['admin'],
});

export const adminResendMail = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/failed-mails/:id/resend',
  auth: 'owner',
  params: lazySchema(() => z.object({ id: z.uuid() })),
  response: lazySchema(() => z.object({ message: z.string() })),
  refusals: [400, 401, 403, 404],
  summary: 'Try a failed mail once more, now (audited); 404 when it is not a failed mail',
  tags: ['admin'],
});
