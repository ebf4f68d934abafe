import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { callEndpoint, selectAccessToken, useAppSelector, useLoad, useLocalize } from '@inercise/shared';
import { myOrders } from '@inercise/shared/endpoints/orders';
import { FormMessage } from '../forms/FormMessage';
import { DownloadMyData } from '../personalData/DownloadMyData';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { OrderCard } from './OrderCard';
import styles from './orders.module.css';

/** The order history, with its own title when there is none yet (docs/product-rules.md#orders). */
export function OrderHistory() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  // The logged-in customer's orders, asked for again when the session changes.
  const token = useAppSelector(selectAccessToken);
  const orders = useLoad(token ? async (signal) => (await callEndpoint(myOrders, { token, signal })).content : null, [token]);
  const empty = orders.status === 'ready' && orders.data.length === 0;
  return (
    <section className={pageStyles.page}>
      <h1>{empty ? t('orders.emptyTitle') : t('orders.title')}</h1>
      {orders.status === 'loading' || orders.status === 'idle' ? (
        <p role="status" className={pageStyles.intro}>
          {t('orders.loading')}
        </p>
      ) : null}
      {orders.status === 'failed' ? <FormMessage>{t('orders.failed')}</FormMessage> : null}
      {empty ? (
        <div className={styles.empty}>
          <p className={pageStyles.intro}>{t('orders.emptyText')}</p>
          <Link to={localize('/shop')} className={formStyles.primary}>
            {t('orders.shop')}
          </Link>
        </div>
      ) : null}
      {orders.status === 'ready' && !empty ? (
        <div className={styles.list}>
          {orders.data.map((order) => (
            <OrderCard key={order.orderNumber} order={order} />
          ))}
        </div>
      ) : null}
      {/* The customer's own page: where their data can be downloaded and the account deleted on request, as the terms promise. */}
      <section className={styles.account} aria-labelledby="orders-account">
        <h2 id="orders-account">{t('orders.account')}</h2>
        <DownloadMyData />
        <Link to={localize('/profile/edit')} className={styles.accountLink}>
          {t('orders.deleteAccount')}
        </Link>
      </section>
    </section>
  );
}
