import { orderStatusNames, type CurrencyName, type OrderStatusName } from '@inercise/shared';

/** The list's filters and page as the address keeps them, so a reload or a shared link shows the same orders. */
export interface OrderFilters {
  status: OrderStatusName | '';
  from: string;
  to: string;
  currency: CurrencyName | '';
  /** The id of the partner who brought the orders, as digits; '' for any. */
  partner: string;
  q: string;
  /** From 0, as the API counts. */
  page: number;
}

const currencies: readonly string[] = ['PLN', 'EUR'];
const day = /^\d{4}-\d{2}-\d{2}$/;
const id = /^[1-9]\d{0,8}$/;

/** The filters in an address's query; anything unknown there is left out rather than sent to the API. */
export function filtersFrom(search: URLSearchParams): OrderFilters {
  const status = search.get('status') ?? '';
  const currency = search.get('currency') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const partner = search.get('partner') ?? '';
  const page = Number(search.get('page') ?? '0');
  return {
    status: (orderStatusNames as readonly string[]).includes(status) ? (status as OrderStatusName) : '',
    from: day.test(from) ? from : '',
    to: day.test(to) ? to : '',
    currency: currencies.includes(currency) ? (currency as CurrencyName) : '',
    partner: id.test(partner) ? partner : '',
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The query of the filters that are set (the page only past the first), for the address and for the API alike. */
export function queryOf(filters: Partial<OrderFilters>): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.currency) query.set('currency', filters.currency);
  if (filters.partner) query.set('partner', filters.partner);
  const q = filters.q?.trim();
  if (q) query.set('q', q);
  if (filters.page) query.set('page', String(filters.page));
  return query;
}

/** The filters and page as the API's list takes them: only what is set, the page only past the first. */
export function apiQueryOf(filters: OrderFilters) {
  return {
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    currency: filters.currency || undefined,
    partner: filters.partner || undefined,
    q: filters.q.trim() || undefined,
    page: filters.page || undefined,
  };
}
