import { loadSeller, type Seller } from '@inercise/shared';

/**
 * Who sells (GET /seller, kept by @inercise/shared for a few minutes), or null when the API cannot say now: the page
 * is then drawn without the seller's details, which the browser fills in once it has asked.
 */
export async function sellerOrNone(): Promise<Seller | null> {
  try {
    return await loadSeller();
  } catch {
    return null;
  }
}
