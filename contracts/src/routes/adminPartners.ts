import {
  AdminPartnerChangeSchema,
  AdminPartnerListSchema,
  AdminPartnerPayloadSchema,
  AdminPartnerRemovalSchema,
  AdminPartnerSchema,
} from '../domain/admin/adminPartner';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

// The referrers shoppers name at checkout: listed with what each brought, added, changed and removed (or archived).

export const adminPartners = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/partners',
  auth: 'owner',
  response: AdminPartnerListSchema,
  refusals: [400, 401, 403],
  summary: 'Every partner, active ones first, with the orders each brought and their paid revenue per currency (minor units)',
  tags: ['admin'],
});

export const adminCreatePartner = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/partners',
  auth: 'owner',
  body: AdminPartnerPayloadSchema,
  status: 201,
  response: AdminPartnerSchema,
  refusals: [400, 401, 403, 409],
  summary: 'Add a partner (name 2-80 characters, unique among active partners; website empty or an http(s) address); answers it, 201',
  tags: ['admin'],
});

export const adminChangePartner = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/partners/:id',
  auth: 'owner',
  params: idParams('id'),
  body: AdminPartnerChangeSchema,
  response: AdminPartnerSchema,
  refusals: [400, 401, 403, 404, 409],
  summary: 'Rename a partner or change its website (null or empty removes it); answers the partner',
  tags: ['admin'],
});

export const adminRemovePartner = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/admin/partners/:id',
  auth: 'owner',
  params: idParams('id'),
  response: AdminPartnerRemovalSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Remove a partner: deleted when it brought no order, otherwise archived (hidden from shoppers, kept for its orders)',
  tags: ['admin'],
});
