import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { CheckCircle2, Clock, XCircle } from 'lucide';
import { Icon, callEndpoint, cartCleared, isInquiry, regionOf, selectAccessToken, useAppDispatch, useAppSelector, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import { myOrder } from '@inercise/shared/endpoints/orders';
import controls from '../../components/controls.module.css';
import page from '../page.module.css';
import { InvoiceDownloads } from './InvoiceDownloads';
import { orderOutcome } from './orderOutcome';
import { OrderSummary } from './OrderSummary';
import styles from './OrderPage.module.css';
import { usePayAgain } from '@inercise/shared/payAgain';

// Only an inquiry's page shows an offer: its code is downloaded then, never with the confirmation of a paid order.
const OfferSection = lazy(() => import(/* webpackChunkName: "order-offer" */ './OfferSection').then((m) => ({ default: m.OfferSection })));

/** The statuses of an inquiry that may have an offer to show: waiting for it, or for its payment. */
const MAY_HAVE_OFFER = ['PLACED', 'PAYMENT_VERIFICATION'];

/** /order: the confirmation. After checkout or the payment page it names the order and what happened to it. */
export function OrderPage() {
  const { t } = useTranslation('cart');
  usePageMeta(t('routes.order.title'), t('routes.order.description'));
  const localize = useLocalize();
  const [search] = useSearchParams();
  const token = useAppSelector(selectAccessToken);
  const orderNumber = search.get('orderNumber');
  const order = useLoad(orderNumber && token ? (signal) => callEndpoint(myOrder, { params: { orderNumber }, token, signal }) : null, [orderNumber, token]);
  // Until the order is read, or when it cannot be, the return address alone tells the shopper what happened.
  const serverStatus = order.status === 'ready' ? order.data.status.name : null;

  const outcome = orderNumber ? orderOutcome(search.get('status'), serverStatus) : 'none';
  const failed = outcome === 'failed';
  const cancelled = outcome === 'cancelled';
  // A failed payment and a cancelled order both end here: bad news, told with the way to contact the shop.
  const bad = failed || cancelled;
  const unpaid = outcome === 'unpaid';
  // Paid online and not paid yet: the page offers a new payment for the same order.
  const payable = Boolean(token) && (serverStatus === 'INCOMPLETE' || serverStatus === 'PAYMENT_VERIFICATION') && (failed || unpaid);
  const { payAgain, busy, failure } = usePayAgain(orderNumber);
  const dispatch = useAppDispatch();
  // The payment page's success return, not an old paid order opened later (that leaves today's cart alone).
  const paid = outcome === 'paid' && search.get('status') === 'paid';
  useEffect(() => {
    // The cart is emptied only once the payment succeeded (the server empties a logged-in cart on PAID; this is the
    // copy in the browser, which a failed or abandoned payment leaves as it was).
    if (paid) dispatch(cartCleared());
  }, [paid, dispatch]);
  const messages = {
    paid: t('order.paid'),
    verifying: t('order.verifying'),
    placed: t('order.placed'),
    failed: t('order.failed'),
    unpaid: t('order.unpaid'),
    cancelled: t('order.cancelled'),
  };
  const outcomeIcon = bad ? XCircle : outcome === 'paid' ? CheckCircle2 : Clock;

  return (
    <section className={`${page.page} ${styles.order}`} aria-labelledby="order-title">
      <h1 id="order-title">{failed ? t('order.failedTitle') : cancelled ? t('order.cancelledTitle') : t('routes.order.title')}</h1>
      {outcome !== 'none' ? (
        <div className={`${styles.outcome} ${bad ? styles.bad : styles.good}`} role="status">
          <Icon icon={outcomeIcon} size={28} className={styles.icon} />
          <div>
            <p className={styles.number}>{t('order.number', { orderNumber })}</p>
            <p className={styles.message}>{messages[outcome]}</p>
          </div>
        </div>
      ) : null}
      <p className={styles.info}>{failed ? t('order.failedHelp') : cancelled ? t('order.cancelledHelp') : t('routes.order.intro')}</p>
      {token && orderNumber && order.status === 'ready' && MAY_HAVE_OFFER.includes(order.data.status.name) && isInquiry(regionOf(order.data.shippingAddress.country), order.data.currency.name) ? (
        <Suspense fallback={null}>
          <OfferSection orderNumber={orderNumber} token={token} />
        </Suspense>
      ) : null}
      {order.status === 'ready' ? <OrderSummary order={order.data} /> : null}
      {token && orderNumber ? <InvoiceDownloads orderNumber={orderNumber} token={token} status={serverStatus} /> : null}
      {failure ? (
        <p className={styles.info} role="alert">
          {t(`order.payAgainFailed.${failure}`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {payable ? (
          <button type="button" className={controls.primary} onClick={() => void payAgain()} disabled={busy} aria-busy={busy}>
            {busy ? t('order.payingAgain') : t('order.payAgain')}
          </button>
        ) : null}
        {failed || unpaid ? (
          <Link to={localize('/cart')} className={payable ? controls.secondary : controls.primary}>
            {t('order.backToCart')}
          </Link>
        ) : null}
        {bad ? (
          <Link to={localize('/contact')} className={failed ? controls.quiet : controls.primary}>
            {t('order.contact')}
          </Link>
        ) : null}
        {failed || unpaid ? null : (
          <Link to={localize('/')} className={bad ? controls.secondary : controls.primary}>
            {t('order.home')}
          </Link>
        )}
        {token && orderNumber ? (
          <Link to={localize('/user-order')} className={controls.quiet}>
            {t('order.myOrders')}
          </Link>
        ) : null}
        {!token && orderNumber ? (
          // The offer's mail links here: a buyer not logged in sees the order once logged in (the login page returns here).
          <Link to={localize('/login')} className={controls.quiet}>
            {t('order.logInToSee')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
