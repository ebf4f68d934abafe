import { useState, type ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useLocation, useParams } from '@inercise/shared/router';
import { callEndpoint, formatPrice, isApiError, isInquiry, regionOf, useLanguage, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminOrderDetail } from '@inercise/shared/admin';
import { adminOrder } from '@inercise/shared/endpoints/adminOrders';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useErrorText } from '../common/errorText';
import { useDateFormat } from '../common/formatDate';
import { LoadFailure } from '../common/LoadFailure';
import { Notice, type NoticeMessage } from '../common/Notice';
import { useStatusText } from '../common/useStatusText';
import { OrderAddress } from './OrderAddress';
import { PaymentNotifications, StatusHistory } from './OrderHistoryTables';
import { OrderInvoices } from './OrderInvoices';
import { OrderItems } from './OrderItems';
import { OfferPanel } from './OfferPanel';
import { PaymentDeadlineForm } from './PaymentDeadlineForm';
import { StatusChangeForm } from './StatusChangeForm';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './orderDetail.module.css';

/** /admin/orders/:orderNumber: one order as the owner handles it, and its next status. */
export function OrderDetailPage() {
  const { t } = useTranslation('backoffice');
  const orderNumber = useParams().orderNumber ?? '';
  const title = t('order.title', { orderNumber });
  usePageMeta(title, t('meta.order'));
  const token = useAdminToken();
  const localize = useLocalize();
  const listSearch = (useLocation().state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = localize(`/admin/orders${typeof listSearch === 'string' && listSearch ? `?${listSearch}` : ''}`);
  const statusText = useStatusText();
  const errorText = useErrorText();
  const { dateTime } = useDateFormat();
  const loaded = useLoad(token ? (signal) => callEndpoint(adminOrder, { token, params: { orderNumber }, signal }) : null, [token, orderNumber]);
  // The order as the last status change (or the reload after a refusal) answered it, over the first load.
  const [fresh, setFresh] = useState<AdminOrderDetail | null>(null);
  const [notice, setNotice] = useState<NoticeMessage>(null);
  const order = fresh?.orderNumber === orderNumber ? fresh : loaded.status === 'ready' ? loaded.data : null;

  const refused = (error: unknown) => {
    setNotice({ kind: 'refused', text: errorText(error) });
    // Moved by someone else, or no longer allowed from where the page thought it was: show the order as it is now.
    if (isApiError(error) && error.status === 409 && token) {
      callEndpoint(adminOrder, { token, params: { orderNumber } }).then(setFresh, () => undefined);
    }
  };

  return (
    <AdminOnly token={token} state={loaded} loading={t('order.loading')}>
      <p>
        <Link className={common.link} to={backTo}>
          ← {t('order.back')}
        </Link>
      </p>
      <h1>{title}</h1>
      {loaded.status === 'loading' && !order ? (
        <p role="status" className={common.muted}>
          {t('order.loading')}
        </p>
      ) : null}
      {loaded.status === 'failed' && !order ? <LoadFailure what={t('order.failed')} error={loaded.error} retry={loaded.retry} /> : null}
      <Notice notice={notice} />
      {order && token ? (
        <OrderView
          order={order}
          invoices={<OrderInvoices token={token} orderNumber={order.orderNumber} version={`${order.status}-${order.updatedAt}`} />}
          form={
            <StatusChangeForm
              key={`${order.status}-${order.updatedAt}`}
              token={token}
              order={order}
              onChanged={(changed) => {
                setFresh(changed);
                setNotice({ kind: 'done', text: t('change.done', { status: statusText(changed.status) }) });
              }}
              onRefused={refused}
            />
          }
          offer={
            // An inquiry waiting for its offer, or for the offer's payment (online started, or a transfer).
            order.status === 'PLACED' || (order.status === 'PAYMENT_VERIFICATION' && isInquiry(regionOf(order.shippingAddress.country), order.currency)) ? (
              <OfferPanel
                key={`offer-${order.status}-${order.updatedAt}`}
                token={token}
                order={order}
                onSent={() => {
                  setNotice({ kind: 'done', text: t('offer.sent') });
                  // The order now carries the offer's amounts, and its history the offer: shown as they are.
                  callEndpoint(adminOrder, { token, params: { orderNumber } }).then(setFresh, () => undefined);
                }}
                onPaid={(paid) => {
                  setFresh(paid);
                  setNotice({ kind: 'done', text: t('offer.paid') });
                }}
              />
            ) : null
          }
          deadline={
            order.paymentDueAt ? (
              <PaymentDeadlineForm
                key={order.paymentDueAt}
                token={token}
                order={{ ...order, paymentDueAt: order.paymentDueAt }}
                onChanged={(changed) => {
                  setFresh(changed);
                  if (changed.paymentDueAt) setNotice({ kind: 'done', text: t('deadline.done', { dueAt: dateTime(changed.paymentDueAt) }) });
                }}
                onRefused={refused}
              />
            ) : null
          }
        />
      ) : null}
    </AdminOnly>
  );
}

/** The order itself: summary and status form side by side on a wide screen, then items, addresses and histories. */
function OrderView({ order, form, offer, deadline, invoices }: { order: AdminOrderDetail; form: ReactNode; offer: ReactNode; deadline: ReactNode; invoices: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { dateTime } = useDateFormat();
  const statusText = useStatusText();
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  return (
    <div className={common.columns}>
      <section className={editor.panel} aria-labelledby="order-summary">
        <h2 id="order-summary">{t('order.summary')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orders.status')}</dt>
          <dd>
            <span className={common.status}>{statusText(order.status)}</span>
          </dd>
          <dt>{t('order.placedAt')}</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          <dt>{t('order.paidAt')}</dt>
          <dd>{order.paidAt ? dateTime(order.paidAt) : t('order.notPaid')}</dd>
          {order.chargedBackAt ? (
            <>
              <dt>{t('order.chargedBackAt')}</dt>
              <dd>
                <strong>{t('order.chargedBack', { date: dateTime(order.chargedBackAt) })}</strong>
              </dd>
            </>
          ) : null}
          <dt>{t('order.customer')}</dt>
          <dd className={common.wrap}>{order.customer ? order.customer.email : t('order.accountDeleted')}</dd>
          <dt>{t('order.language')}</dt>
          <dd>{order.language === 'pl' ? 'Polski' : 'English'}</dd>
          <dt>{t('order.payment')}</dt>
          <dd className={common.wrap}>
            {[order.payment.group, order.payment.provider, order.payment.transactionId ? t('order.transaction', { id: order.payment.transactionId }) : null]
              .filter(Boolean)
              .join(' · ')}
          </dd>
          {order.partner ? (
            <>
              <dt>{t('order.partner')}</dt>
              <dd>{order.partner.name}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {form}
      {offer}
      {deadline}
      <section className={`${editor.panel} ${common.wide}`} aria-labelledby="order-items">
        <h2 id="order-items">{t('order.items')}</h2>
        <OrderItems items={order.items} currency={order.currency} />
        <dl className={styles.amounts} aria-label={t('order.amounts')}>
          <dt>{t('order.products')}</dt>
          <dd>{price(order.originalPrice)}</dd>
          {order.discountedPrice !== null ? (
            <>
              <dt>{t('order.afterDiscount', { code: order.discountCode ?? '' })}</dt>
              <dd>{price(order.discountedPrice)}</dd>
            </>
          ) : null}
          {order.shipmentPrice !== null ? (
            <>
              <dt>{t('order.shipment')}</dt>
              <dd>{price(order.shipmentPrice)}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t('order.total')}</dt>
          <dd className={styles.total}>{price(order.totalPrice)}</dd>
        </dl>
      </section>
      <section className={editor.panel} aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('order.shippingAddress')}</h2>
        <OrderAddress address={order.shippingAddress} />
      </section>
      <section className={editor.panel} aria-labelledby="order-invoice">
        <h2 id="order-invoice">{t('order.invoiceAddress')}</h2>
        {order.invoiceAddress ? <OrderAddress address={order.invoiceAddress} /> : <p className={common.muted}>{t('order.noInvoice')}</p>}
      </section>
      <section className={`${editor.panel} ${common.wide}`} aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t('invoices.title')}</h2>
        {invoices}
      </section>
      <section className={`${editor.panel} ${common.wide}`} aria-labelledby="order-history">
        <h2 id="order-history">{t('order.history')}</h2>
        <StatusHistory history={order.statusHistory} />
      </section>
      <section className={`${editor.panel} ${common.wide}`} aria-labelledby="order-notifications">
        <h2 id="order-notifications">{t('order.notifications')}</h2>
        <PaymentNotifications notifications={order.paymentNotifications} />
      </section>
    </div>
  );
}
