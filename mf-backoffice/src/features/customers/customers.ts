import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminCustomerRowSchema, AdminCustomerSchema, type AdminCustomer, type AdminCustomerRow } from '@inercise/shared/admin';

const CustomersPageSchema = pageSchema(AdminCustomerRowSchema);

/** The search and page as the address keeps them (`?q=&page=`). */
export function customerQueryFrom(search: URLSearchParams): { q: string; page: number } {
  const asked = Number(search.get('page') ?? '0');
  return { q: search.get('q') ?? '', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a search and page, without the empty ones. */
export function customerQueryOf(q: string, page: number): Record<string, string> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(page > 0 ? { page: String(page) } : {}) };
}

/** GET /admin/customers: one page of customers, newest first, those whose e-mail or name holds `q`. */
export async function fetchCustomers(token: string, q: string, page: number, signal?: AbortSignal): Promise<Page<AdminCustomerRow>> {
  const query = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), size: '20' });
  return (await apiRequest(`/admin/customers?${query.toString()}`, { token, schema: CustomersPageSchema, signal })).data;
}

/** GET /admin/customers/{id}: the account and its profile. */
export async function fetchCustomer(token: string, id: string, signal?: AbortSignal): Promise<AdminCustomer> {
  return (await apiRequest(`/admin/customers/${encodeURIComponent(id)}`, { token, schema: AdminCustomerSchema, signal })).data;
}
