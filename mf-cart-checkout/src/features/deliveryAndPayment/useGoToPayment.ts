import { useRef } from 'react';
import {
  callEndpoint,
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
import { beginTransaction } from '@inercise/shared/endpoints/orders';
import { currentUser } from '@inercise/shared/endpoints/users';
import { discountRefusal } from '../cart/discountError';
import { reloadCart } from '../cart/reloadCart';
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
  /** The ticked consent to a course's immediate delivery; sent only for a cart holding courses. */
  digitalConsent?: boolean;
}

/**
 * "Order and pay" (docs/product-rules.md#delivery-and-payment), after the form was validated (the terms of sale
 * accepted among it, which the order carries): save the address
 * (update or create), reload the user (the address id), begin the transaction; a non-empty answer leaves for it (an
 * inquiry's clears the cart; a payment's keeps it until paid). A second click while one is under way does nothing, so one order never becomes two transactions.
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
  const inFlight = useRef(false);
  const leaving = useRef(false);

  const goToPayment = async ({ record, paymentGroup, useInvoice, digitalConsent }: Input): Promise<void> => {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    try {
      await saveAddress(record, token);
      const user = await callEndpoint(currentUser, { token });
      dispatch(userLoaded(user));
      onSaved(user.userAddress?.id ?? null);
      // Plain text: the payment page's URL or the in-app /order path.
      const answer = (
        await callEndpoint(beginTransaction, {
          body: { paymentGroup, useInvoiceAddress: useInvoice ? 'true' : 'false', termsAccepted: true, language, currency, discountCode: shownCode, ...(digitalConsent ? { digitalConsent: true } : {}) },
          token,
        })
      ).trim();
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
