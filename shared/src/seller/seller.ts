import { SellerSchema, type Seller } from '@inercise/contracts/domain/seller';
import { seller as sellerEndpoint } from '@inercise/contracts/routes/seller';
import { callEndpoint } from '../api/callEndpoint';
import { cachedLoader } from '../data/cachedLoader';
import { scriptJson } from '../firstScreen/firstScreenData';
import { useLoad } from '../data/useLoad';

/**
 * Who sells (GET /seller), for every bundle: the footer, the contact page, the terms and the privacy policy name it.
 * It changes only with the API's configuration, so a page keeps it as long as the API lets caches keep it.
 */
const SELLER_MAX_AGE_MS = 5 * 60_000;

const seller = cachedLoader<Seller>(() => callEndpoint(sellerEndpoint), SELLER_MAX_AGE_MS);

/** The data blocks a server-drawn page hands the seller over in (the shell's footer, a first screen: one or more). */
const SELLER_BLOCK = 'data-seller';

/** The seller as a data block of a server-drawn page, so the browser's first render names it without asking. */
export function sellerDataBlock(value: Seller): string {
  return `<script type="application/json" ${SELLER_BLOCK}>${scriptJson(value)}</script>`;
}

/** Takes the seller a server-drawn page handed over (every such block), if one is readable; whether it took one. */
export function takeSellerFromPage(page: Document = document): boolean {
  const blocks = [...page.querySelectorAll(`script[${SELLER_BLOCK}]`)];
  let taken: Seller | undefined;
  for (const block of blocks) {
    block.remove();
    if (taken) continue;
    try {
      const parsed = SellerSchema.safeParse(JSON.parse(block.textContent ?? ''));
      if (parsed.success) taken = parsed.data;
    } catch {
      // Unreadable: the page asks the API instead.
    }
  }
  if (taken) seller.prime(taken);
  return taken !== undefined;
}

/** The seller fetched elsewhere (a first-screen server asked the API), taken as if it had just arrived. */
export const primeSeller = (value: Seller): void => seller.prime(value);

/** The seller, fresh or one shared request for it (the servers drawing first screens call this). */
export const loadSeller = (): Promise<Seller> => seller.get();

/** The seller already known: fetched, primed, or handed over by the page (taken on the first look). */
export function peekSeller(): Seller | undefined {
  const known = seller.peek();
  if (known !== undefined || typeof document === 'undefined') return known;
  return takeSellerFromPage() ? seller.peek() : undefined;
}

/** For tests: each starts without the seller an earlier one loaded. */
export const forgetSeller = (): void => seller.forget();

/**
 * The seller for a component: at once when the page handed it over or it is known, else once the API answers
 * (undefined meanwhile, and when the API cannot be asked: the component then leaves the seller's details out).
 */
export function useSeller(): Seller | undefined {
  return useLoad(() => seller.get(), [], peekSeller).data;
}

