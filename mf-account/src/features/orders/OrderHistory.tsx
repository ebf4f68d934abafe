import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { OrderCard } from './OrderCard';
import { useOrders } from './useOrders';
import styles from './orders.module.css';

/** The order history, with its own title when there is none yet (docs/product-rules.md#orders). */
export function OrderHistory() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const state = useOrders();
  const empty = state.kind === 'loaded' && state.orders.length === 0;
  return (
    <section className={pageStyles.page}>
      <h1>{empty ? t('orders.emptyTitle') : t('orders.title')}</h1>
      {state.kind === 'loading' ? (
        <p role="status" className={pageStyles.intro}>
          {t('orders.loading')}
        </p>
      ) : null}
      {state.kind === 'failed' ? <FormMessage>{t('orders.failed')}</FormMessage> : null}
      {empty ? (
        <div className={styles.empty}>
          <p className={pageStyles.intro}>{t('orders.emptyText')}</p>
          <Link to={localize('/shop')} className={formStyles.primary}>
            {t('orders.shop')}
          </Link>
        </div>
      ) : null}
      {state.kind === 'loaded' && !empty ? (
        <div className={styles.list}>
          {state.orders.map((order) => (
            <OrderCard key={order.orderNumber} order={order} />
          ))}
        </div>
      ) : null}
      {/* The customer's own page: where the account can be deleted on request, as the terms promise. */}
      <section className={styles.account} aria-labelledby="orders-account">
        <h2 id="orders-account">{t('orders.account')}</h2>
        <Link to={localize('/profile/edit')} className={styles.accountLink}>
          {t('orders.deleteAccount')}
        </Link>
      </section>
    </section>
  );
}
