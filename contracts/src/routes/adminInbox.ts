import { z } from 'zod/mini';
import { AdminContactMessageChangeSchema, AdminContactMessageSchema, AdminSubscriberSchema } from '../domain/admin/adminInbox';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery, searchQuery } from './adminPaging';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

// The contact form's messages (marked handled once answered) and the newsletter's subscribers (removed on request).

export const adminContactMessages = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/contact-messages',
  auth: 'owner',
  query: lazySchema(() =>
    z.object({ handled: z.optional(z.pipe(z.enum(['true', 'false']), z.transform((text: 'true' | 'false') => text === 'true'))), ...pagingQuery() }),
  ),
  response: lazySchema(() => pageSchema(AdminContactMessageSchema)),
  refusals: [400, 401, 403],
  summary: 'Contact messages newest first; handled=true|false shows only the handled or the waiting ones',
  tags: ['admin'],
});

export const adminMarkContactMessage = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  auth: 'owner',
  params: idParams('id'),
  body: AdminContactMessageChangeSchema,
  response: AdminContactMessageSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Mark a contact message handled (or waiting again); answers the message',
  tags: ['admin'],
});

export const adminSubscribers = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/newsletter',
  auth: 'owner',
  query: lazySchema(() => z.object({ ...searchQuery(), ...pagingQuery() })),
  response: lazySchema(() => pageSchema(AdminSubscriberSchema)),
  refusals: [400, 401, 403],
  summary: 'Newsletter subscribers newest first; q finds a piece of the e-mail',
  tags: ['admin'],
});

/** Every subscriber, as the file the API makes (its name in the answer's content-disposition). */
export const adminSubscribersCsv = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/newsletter.csv',
  auth: 'owner',
  answer: 'file',
  refusals: [400, 401, 403],
  summary: 'Every subscriber (e-mail, signed up at in Warsaw time) as a CSV attachment: UTF-8 with a byte order mark, RFC 4180 quoting',
  tags: ['admin'],
});

export const adminRemoveSubscriber = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/admin/newsletter/:id',
  auth: 'owner',
  params: idParams('id'),
  answer: 'empty',
  status: 204,
  refusals: [400, 401, 403, 404],
  summary: 'Remove a subscriber on their request',
  tags: ['admin'],
});
