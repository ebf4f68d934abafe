import { useRef } from 'react';
import {
  callEndpoint,
  cartCleared,
  isApiError,
  navigateTo,
  selectAccessToken,
  selectCart,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useCurrency,
  useLanguage,
  userLoaded,
  type DeliveryRecordPayload,
} from '@inercise/shared';
import { placeOrder } from '@inercise/shared/endpoints/orders';
import { discountRefusal } from '../cart/discountError';
import { reloadCart } from '../cart/reloadCart';
import { paymentDestination } from './paymentDestination';
import { savedRecord } from './savedRecord';

/** How the page leaves for the payment: a seam for tests (jsdom cannot follow a full redirect). */
export const leavePage = {
  redirect: (href: string) => window.location.assign(href),
  navigate: (path: string) => navigateTo(path),
};

interface Input {
  record: DeliveryRecordPayload;
  paymentGroup: string;
  useInvoice: boolean;
  /** The ticked consent to a course's immediate delivery; sent only for a cart holding courses. */
  digitalConsent?: boolean;
}

/**
 * "Order and pay" (docs/product-rules.md#delivery-and-payment), after the form was validated (the terms of sale
 * accepted among it, which the order carries), in ONE call, POST /orders: the API saves the address (update or
 * create), places the order and begins its transaction, all or nothing, and answers the order's location and the
 * saved address's id, which the page and the session's user keep; a non-empty location is left for (an inquiry's
 * clears the cart; a payment's keeps it until paid). A second click while one is under way does nothing, so one order never becomes two transactions.
 * The code the summary shows goes along; one the API no longer takes (or another than shown) is refused with its
 * reason, and the cart is read again, so the shopper sees the total the order would have before trying again. A
 * failure is thrown, for the form to say; `leaving` stays true once the page is on its way to the payment.
 */
export function useGoToPayment(onSaved: (addressId: number | null) => void) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const language = useLanguage();
  const currency = useCurrency();
  const shownCode = useAppSelector(selectCart).discount?.code ?? null;
  const user = useAppSelector(selectUser);
  const inFlight = useRef(false);
  const leaving = useRef(false);

  const goToPayment = async ({ record, paymentGroup, useInvoice, digitalConsent }: Input): Promise<void> => {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    try {
      const placed = await callEndpoint(placeOrder, {
        body: { ...record, paymentGroup, useInvoiceAddress: useInvoice ? 'true' : 'false', termsAccepted: true, language, currency, discountCode: shownCode, ...(digitalConsent ? { digitalConsent: true } : {}) },
        token,
      });
      // The address is saved: the form updates it by its id next time, and the session's user holds it as sent.
      if (user) dispatch(userLoaded({ ...user, userAddress: savedRecord(record, placed.addressId) }));
      onSaved(placed.addressId);
      // The payment page's URL or the in-app /order path.
      const answer = placed.location.trim();
      if (!answer) throw new Error('noPaymentAddress');
      const destination = paymentDestination(answer, language, window.location.origin);
      // The payment page (another site) keeps the cart: it is emptied only once the payment succeeds (the server on
      // PAID, the browser's copy on the success page), so a failed or abandoned payment leaves it as it was. An
      // inquiry, sent now with nothing to pay, lands on the shop's order page with its cart emptied by the server.
      if (new URL(answer, window.location.origin).origin === window.location.origin) dispatch(cartCleared());
      leaving.current = true;
      if (destination.kind === 'redirect') leavePage.redirect(destination.href);
      else leavePage.navigate(destination.path);
    } catch (error) {
      // A refused code, or a product the owner hid (or an option dropped) since the cart was read: the cart is read
      // again, so its total and its lines say why.
      if (discountRefusal(error) || (isApiError(error) && error.message === 'cartItemUnavailable')) await dispatch(reloadCart()).catch(() => undefined);
      throw error;
    } finally {
      // While a full redirect is under way the button stays disabled; otherwise the shopper may try again.
      if (!leaving.current) inFlight.current = false;
    }
  };

  return { goToPayment, leaving };
}
