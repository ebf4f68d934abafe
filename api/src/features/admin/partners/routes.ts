import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { changePartner } from './changePartner.ts';
import { createPartner } from './createPartner.ts';
import { listPartners, loadPartner } from './listPartners.ts';
import { removePartner } from './removePartner.ts';

const { ApiErrorSchema } = contracts;
const { AdminPartnerSchema, AdminPartnerListSchema, AdminPartnerPayloadSchema, AdminPartnerChangeSchema, AdminPartnerRemovalSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const nameTaken = () => conflict('partnerNameTaken', 'name');
const partnerNotFound = () => notFound('partnerNotFound', 'id');

/** The referrers shoppers name at checkout: listed with what each brought, added, changed and removed (or archived). */
export const adminPartnerRoutes: AdminResource = (admin, ctx) => {
  const answer = async (id: number) => {
    const partner = await loadPartner(ctx.db, id);
    if (!partner) throw partnerNotFound();
    return partner;
  };

  admin.get(
    '/partners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every partner, active ones first, with the orders each brought and their paid revenue per currency (minor units)',
        security: [{ bearer: [] }],
        response: { 200: AdminPartnerListSchema, ...refusals },
      },
    },
    async () => listPartners(ctx.db),
  );

  admin.post(
    '/partners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a partner (name 2-80 characters, unique among active partners; website empty or an http(s) address); answers it, 201',
        security: [{ bearer: [] }],
        body: AdminPartnerPayloadSchema,
        response: { 201: AdminPartnerSchema, ...refusals, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await createPartner(ctx.db, currentAdmin(request), request.body);
      if (!outcome.created) throw nameTaken();
      return reply.status(201).send(await answer(outcome.id));
    },
  );

  admin.patch(
    '/partners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a partner or change its website (null or empty removes it); answers the partner',
        security: [{ bearer: [] }],
        params: idParams,
        body: AdminPartnerChangeSchema,
        response: { 200: AdminPartnerSchema, ...refusals, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await changePartner(ctx.db, currentAdmin(request), request.params.id, request.body);
      if ('refusal' in outcome) throw outcome.refusal === 'notFound' ? partnerNotFound() : nameTaken();
      return answer(request.params.id);
    },
  );

  admin.delete(
    '/partners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a partner: deleted when it brought no order, otherwise archived (hidden from shoppers, kept for its orders)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: AdminPartnerRemovalSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const removal = await removePartner(ctx.db, currentAdmin(request), request.params.id);
      if (!removal) throw partnerNotFound();
      return removal;
    },
  );
};
