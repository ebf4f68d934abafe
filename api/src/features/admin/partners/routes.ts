import * as endpoints from '@inercise/contracts/routes/adminPartners';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { changePartner } from './changePartner.ts';
import { createPartner } from './createPartner.ts';
import { listPartners, loadPartner } from './listPartners.ts';
import { removePartner } from './removePartner.ts';

const nameTaken = () => conflict('partnerNameTaken', 'name');
const partnerNotFound = () => notFound('partnerNotFound', 'id');

/** The referrers shoppers name at checkout: listed with what each brought, added, changed and removed (or archived). */
export const adminPartnerRoutes: AdminResource = (admin, ctx) => {
  const answer = async (id: number) => {
    const partner = await loadPartner(ctx.db, id);
    if (!partner) throw partnerNotFound();
    return partner;
  };

  endpointRoute(admin, ctx, endpoints.adminPartners, async () => listPartners(ctx.db));

  endpointRoute(admin, ctx, endpoints.adminCreatePartner, async (request) => {
    const outcome = await createPartner(ctx.db, currentAdmin(request), request.body);
    if (!outcome.created) throw nameTaken();
    return answer(outcome.id);
  });

  endpointRoute(admin, ctx, endpoints.adminChangePartner, async (request) => {
    const outcome = await changePartner(ctx.db, currentAdmin(request), request.params.id, request.body);
    if ('refusal' in outcome) throw outcome.refusal === 'notFound' ? partnerNotFound() : nameTaken();
    return answer(request.params.id);
  });

  endpointRoute(admin, ctx, endpoints.adminRemovePartner, async (request) => {
    const removal = await removePartner(ctx.db, currentAdmin(request), request.params.id);
    if (!removal) throw partnerNotFound();
    return removal;
  });
};
