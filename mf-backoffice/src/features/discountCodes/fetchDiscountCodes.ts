import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminDiscountCodeSchema, type AdminDiscountCode } from '@inercise/shared/admin';

const DiscountCodesPageSchema = pageSchema(AdminDiscountCodeSchema);

/** GET /admin/discount-codes: one page of the codes, newest first, with their uses so far. */
export async function fetchDiscountCodes(token: string, page: number, signal?: AbortSignal): Promise<Page<AdminDiscountCode>> {
  const query = new URLSearchParams({ page: String(page), size: '20' });
  return (await apiRequest(`/admin/discount-codes?${query.toString()}`, { token, schema: DiscountCodesPageSchema, signal })).data;
}
