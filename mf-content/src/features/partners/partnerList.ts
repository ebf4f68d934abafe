import { PartnerListSchema, cachedLoader, callEndpoint, firstScreenDataBlock, takeFirstScreenData, type Partner } from '@inercise/shared';

/**
 * The partners the owner keeps in the back office (GET /partner/list): the very list the checkout offers as
 * referrers, so the page shows no partner a shopper could not name there. The server asks again after a second, so
 * a partner added or removed shows on the next page; a browser keeps its copy a minute.
 */
const MAX_AGE_MS = typeof window === 'undefined' ? 1_000 : 60_000;

const partnerList = cachedLoader<Partner[]>(async () => {
  // The entry (and the schema it checks the answer with) loads when the browser asks itself: the first screen hands
  // the list over.
  const { partners } = await import('@inercise/shared/endpoints/partners');
  return callEndpoint(partners);
}, MAX_AGE_MS);

/** The id of the JSON block in which the server's first screen hands over the partners it drew. */
export const PARTNERS_DATA_ID = 'mf-content-first-screen-partners';

export const partnersDataBlock = (partners: Partner[]): string => firstScreenDataBlock(PARTNERS_DATA_ID, partners);

/** The partners, fresh or one shared request for them. */
export const loadPartners = (): Promise<Partner[]> => partnerList.get();

/** The partners already known: fetched, or handed over by the server's first screen (taken on the first look). */
export function peekPartners(): Partner[] | undefined {
  const known = partnerList.peek();
  if (known !== undefined || typeof document === 'undefined') return known;
  const handed = PartnerListSchema.safeParse(takeFirstScreenData(PARTNERS_DATA_ID));
  if (!handed.success) return undefined;
  partnerList.prime(handed.data);
  return handed.data;
}

/** For tests: each starts without the list an earlier one loaded. */
export const forgetPartners = (): void => partnerList.forget();

/** The address a partner's link shows under it, so the visitor sees where it leads: its host and path. */
export function shownAddress(website: string): string {
  try {
    const url = new URL(website);
    return `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return website;
  }
}
