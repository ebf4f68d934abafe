import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage, type Order } from '@inercise/shared';
import { OrderStatusLabel } from './OrderStatusLabel';
import { OrderItemRow } from './OrderItemRow';
import { OrderAddress } from './OrderAddress';
import { OrderInvoices } from './OrderInvoices';
import { PayAgainButton } from './PayAgainButton';
import styles from './orders.module.css';

/**
 * One order of the history: number, status, date, items, prices in the order's currency, the addresses and its
 * invoices; "Pay again" while it waits for its payment.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const currency = order.currency.name;
  const price = (amount: number) => formatPrice(amount, currency, language);
  const goods = order.discountedPrice ?? order.originalPrice;
  const date = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long' }).format(new Date(order.createdAt));
  const headingId = `order-${order.orderNumber}`;
  // Courses alone are not shipped: the address is the buyer's billing address (docs/product-rules.md, "Digital products").
  const ships = order.orderItems.some((item) => item.product.ships !== false);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <div>
          <h2 id={headingId}>{t('orders.number', { number: order.orderNumber })}</h2>
          <p className={styles.date}>
            <time dateTime={order.createdAt}>{t('orders.placedOn', { date })}</time>
          </p>
        </div>
        <OrderStatusLabel status={order.status.name} />
      </div>
      <ul className={styles.items} aria-label={t('orders.items')}>
        {order.orderItems.map((item, index) => (
          <OrderItemRow key={`${item.product.id}-${index}`} item={item} currency={currency} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{price(order.originalPrice)}</dd>
        </div>
        {order.discountedPrice !== null && order.discountedPrice !== order.originalPrice ? (
          <div>
            <dt>{t('orders.discounted')}</dt>
            <dd>{price(order.discountedPrice)}</dd>
          </div>
        ) : null}
        {order.shipmentPrice !== null ? (
          <div>
            <dt>{t('orders.shipping')}</dt>
            <dd>{price(order.shipmentPrice)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t('orders.total')}</dt>
          <dd>{price(goods + (order.shipmentPrice ?? 0))}</dd>
        </div>
      </dl>
      <div className={styles.addresses}>
        <OrderAddress title={ships ? t('orders.shippingAddress') : t('orders.billingAddress')} address={order.shippingAddress} />
        {order.invoiceAddress ? <OrderAddress title={t('orders.invoiceAddress')} address={order.invoiceAddress} /> : null}
      </div>
      <OrderInvoices orderNumber={order.orderNumber} status={order.status.name} />
      {/* Paid online and not paid yet (its payment open, or failed): a new payment for the same order. */}
      {(order.status.name === 'INCOMPLETE' || order.status.name === 'PAYMENT_VERIFICATION') && order.currency.name === 'PLN' ? <PayAgainButton orderNumber={order.orderNumber} /> : null}
    </article>
  );
}
