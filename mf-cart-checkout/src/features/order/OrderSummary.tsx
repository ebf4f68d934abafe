import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { STANDARD_VAT_RATE, formatPrice, roundMoney, useLanguage, useLocalize, vatBreakdown, type Order } from '@inercise/shared';
import { productShips } from '@inercise/shared/pricing';
import { useProductTexts } from '@inercise/shared/product-texts';
import { VatRows } from '../cart/VatRows';
import summary from '../deliveryAndPayment/CheckoutSummary.module.css';
import styles from './OrderPage.module.css';

const minor = (amount: number) => Math.round(amount * 100);

/**
 * What the order came to, as it was placed: each line with its gross price and the VAT rate it was sold at, the
 * delivery, the total with VAT and delivery, and the VAT in it per rate (docs/product-rules.md, "VAT").
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const texts = useProductTexts();
  const currency = order.currency.name;
  const localize = useLocalize();
  const price = (amount: number) => formatPrice(amount, currency, language);
  // docs/product-rules.md, "Digital products": an order of courses alone has no delivery; one with courses keeps the
  // buyer's consent to their immediate delivery, shown here as on the confirmation mail.
  const ships = order.orderItems.some((item) => productShips(item.product));
  const courses = order.orderItems.some((item) => !productShips(item.product));
  const consentDate = order.digitalConsentAt
    ? new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(order.digitalConsentAt))
    : null;
  const goods = order.discountedPrice ?? order.originalPrice;
  const total = roundMoney(goods + (order.shipmentPrice ?? 0));
  const parts = vatBreakdown({
    lines: order.orderItems.map((item) => ({ unit: minor(item.unitPrice), quantity: item.quantity, rate: item.vatRate ?? STANDARD_VAT_RATE })),
    discounted: order.discountedPrice === null ? null : minor(order.discountedPrice),
    shipment: order.shipmentPrice === null ? null : minor(order.shipmentPrice),
  });
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={summary.title}>
        {t('summary.title')}
      </h2>
      <ul className={summary.items}>
        {order.orderItems.map((item, index) => (
          <li key={`${item.product.id}-${index}`}>
            <span>
              {texts.name(item.product.name, item.product.texts)} × {item.quantity}
            </span>
            <span className={summary.muted}>
              {price(roundMoney(item.unitPrice * item.quantity))} · {t('order.lineVat', { rate: item.vatRate ?? STANDARD_VAT_RATE })}
            </span>
          </li>
        ))}
      </ul>
      <dl className={summary.rows}>
        {order.discountedPrice !== null && order.discountedPrice < order.originalPrice ? (
          <>
            <div>
              <dt>{t('summary.beforeDiscount')}</dt>
              <dd>{price(order.originalPrice)}</dd>
            </div>
            <div>
              <dt>{t('summary.afterDiscount')}</dt>
              <dd>{price(order.discountedPrice)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('summary.shipment')}</dt>
          <dd>{!ships ? t('digital.noDelivery') : order.shipmentPrice === null ? t('delivery.notAvailable') : price(order.shipmentPrice)}</dd>
        </div>
        <div className={summary.total}>
          <dt>{ships ? t('summary.totalWithVat') : t('digital.totalWithVat')}</dt>
          <dd>{price(total)}</dd>
        </div>
        <VatRows parts={parts} currency={currency} rowClassName={summary.vatRow} />
      </dl>
      {consentDate ? <p className={styles.info}>{t('digital.consentGiven', { date: consentDate })}</p> : null}
      {courses ? <Link to={localize('/profile/courses')}>{t('digital.myCourses')}</Link> : null}
    </section>
  );
}
