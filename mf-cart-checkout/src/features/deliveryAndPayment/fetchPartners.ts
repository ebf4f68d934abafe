import { PartnerListSchema, apiRequest, type Partner } from '@inercise/shared';

/** GET /partner/list: the feedback sources a shopper may name. */
export async function fetchPartners(): Promise<Partner[]> {
  return (await apiRequest('/partner/list', { schema: PartnerListSchema })).data;
}
