import { useRef, useState } from 'react';
import {
  cartCleared,
  isApiError,
  navigateTo,
  selectAccessToken,
  selectCart,
  useAppDispatch,
  useAppSelector,
  useCurrency,
  useLanguage,
  userLoaded,
  type DeliveryRecordPayload,
} from '@inercise/shared';
import { discountRefusal, type DiscountError } from '../cart/discountError';
import { reloadCart } from '../cart/reloadCart';
import { beginTransaction } from './beginTransaction';
import { fetchCurrentUser } from './fetchCurrentUser';
import { paymentDestination } from './paymentDestination';
import { saveAddress } from './saveAddress';

/** How the page leaves for the payment: a seam for tests (jsdom cannot follow a full redirect). */
export const leavePage = {
  redirect: (href: string) => window.location.assign(href),
  navigate: (path: string) => navigateTo(path),
};

interface Input {
  record: DeliveryRecordPayload;
  paymentGroup: string;
  useInvoice: boolean;
}

/**
 * "Go to payment" (docs/product-rules.md#delivery-and-payment), after the form was validated: save the address
 * (update or create), reload the user (the address id), begin the transaction; a non-empty answer clears the cart and
 * leaves for it. A second click while one is under way does nothing, so one order never becomes two transactions.
 * The code the summary shows goes along; one the API no longer takes (or another than shown) is said with its
 * reason, and the cart is read again, so the shopper sees the total the order would have before trying again.
 */
export function useGoToPayment(onSaved: (addressId: number | null) => void) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const language = useLanguage();
  const currency = useCurrency();
  const shownCode = useAppSelector(selectCart).discount?.code ?? null;
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [discountRefused, setDiscountRefused] = useState<DiscountError | null>(null);

  const goToPayment = async ({ record, paymentGroup, useInvoice }: Input) => {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    setPending(true);
    setFailed(false);
    setDiscountRefused(null);
    let leaving = false;
    try {
      await saveAddress(record, token);
      const user = await fetchCurrentUser(token);
      dispatch(userLoaded(user));
      onSaved(user.userAddress?.id ?? null);
      const answer = await beginTransaction(
        { paymentGroup, useInvoiceAddress: useInvoice ? 'true' : 'false', language, currency, discountCode: shownCode },
        token,
      );
      if (!answer) {
        setFailed(true);
        return;
      }
      // Where to go is worked out before the cart is cleared, so an answer that cannot be followed keeps the cart.
      const destination = paymentDestination(answer, language, window.location.origin);
      dispatch(cartCleared());
      leaving = true;
      if (destination.kind === 'redirect') leavePage.redirect(destination.href);
      else leavePage.navigate(destination.path);
    } catch (error) {
      setFailed(true);
      const refusal = discountRefusal(error);
      if (refusal) {
        setDiscountRefused(refusal);
        await dispatch(reloadCart()).catch(() => undefined);
      } else if (isApiError(error) && error.message === 'cartItemUnavailable') {
        // The owner hid a product or dropped an option since the cart was read: read it again, so its lines say which.
        await dispatch(reloadCart()).catch(() => undefined);
      }
    } finally {
      // While a full redirect is under way the button stays disabled; otherwise the shopper may try again.
      if (!leaving) {
        inFlight.current = false;
        setPending(false);
      }
    }
  };

  return { goToPayment, pending, failed, discountRefused };
}
