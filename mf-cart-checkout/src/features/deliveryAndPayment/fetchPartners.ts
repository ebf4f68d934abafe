import { PartnerListSchema, apiRequest, type Partner } from '@inercise/shared';

/** GET /partner/list: the feedback sources a shopper may name. */
export async function fetchPartners(signal?: AbortSignal): Promise<Partner[]> {
  return (await apiRequest('/partner/list', { schema: PartnerListSchema, signal })).data;
}
