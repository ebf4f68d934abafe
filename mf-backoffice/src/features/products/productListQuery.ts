import { productTypeNames, type ProductTypeName } from '@inercise/shared';

/** The list's search, type and page as the address keeps them, so a reload or a shared link shows the same rows. */
export interface ProductListQuery {
  q: string;
  type: ProductTypeName | '';
  /** From 0, as the API counts. */
  page: number;
}

/** The list's query in an address; anything unknown there is left out rather than sent to the API. */
export function productListQueryFrom(search: URLSearchParams): ProductListQuery {
  const type = search.get('type') ?? '';
  const page = Number(search.get('page') ?? '0');
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    type: (productTypeNames as readonly string[]).includes(type) ? (type as ProductTypeName) : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The query of what is set (the page only past the first), for the address and for the API alike. */
export function productListSearch(query: Partial<ProductListQuery>): URLSearchParams {
  const search = new URLSearchParams();
  const q = query.q?.trim();
  if (q) search.set('q', q);
  if (query.type) search.set('type', query.type);
  if (query.page) search.set('page', String(query.page));
  return search;
}

/** The query as the API's list takes it: what is set, the page only past the first, 20 rows a page. */
export function productListApiQuery(query: ProductListQuery) {
  return { q: query.q.trim() || undefined, type: query.type || undefined, page: query.page || undefined, size: 20 };
}
