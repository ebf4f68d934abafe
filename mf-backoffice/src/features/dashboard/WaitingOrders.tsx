import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { formatPrice, useLanguage, useLocalize } from '@inercise/shared';
import type { AdminWaitingQueue } from '@inercise/shared/admin';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import common from '../common/backoffice.module.css';
import styles from './dashboard.module.css';

/** Which queue: the paid orders to ship, or the inquiries waiting for an offer; the texts' key and the list's filter. */
const QUEUES = {
  ship: { texts: 'waiting', status: 'PAID' },
  offer: { texts: 'offer', status: 'PLACED' },
} as const;

/**
 * Orders waiting for the owner, oldest first (the first to handle), today's marked in words as well as in colour: the
 * owner sees today's and the backlog at once. Each leads to its order's page, where it is shipped, or answered with
 * an offer.
 */
export function WaitingOrders({ waiting, queue }: { waiting: AdminWaitingQueue; queue: keyof typeof QUEUES }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const { dateTime } = useDateFormat();
  const { texts, status } = QUEUES[queue];
  const headingId = `dashboard-${texts}`;
  return (
    <section className={styles.waiting} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`dashboard.${texts}Title`)}</h2>
      {waiting.total === 0 ? (
        <p className={common.muted}>{t(`dashboard.${texts}None`)}</p>
      ) : (
        <>
          <p>{t(`dashboard.${texts}Summary`, { total: waiting.total, today: waiting.placedToday })}</p>
          <ListTable
            caption={t(`dashboard.${texts}Caption`)}
            columns={[
              { label: t('dashboard.number') },
              { label: t('dashboard.placed') },
              { label: t('dashboard.customer') },
              { label: t('dashboard.amount'), numeric: true },
            ]}
          >
            {waiting.orders.map((order) => (
              <tr key={order.orderNumber} className={order.placedToday ? styles.todayRow : undefined}>
                <th scope="row" data-label={t('dashboard.number')}>
                  {/* One child: on a phone the cell is a two-column grid, its value the second column. */}
                  <span>
                    <Link className={common.link} to={localize(`/admin/orders/${encodeURIComponent(order.orderNumber)}`)}>
                      {order.orderNumber}
                    </Link>
                    {order.placedToday ? <span className={styles.badge}>{t('dashboard.today')}</span> : null}
                  </span>
                </th>
                <td data-label={t('dashboard.placed')}>{dateTime(order.createdAt)}</td>
                <td data-label={t('dashboard.customer')} className={common.wrap}>
                  {order.customerName}
                </td>
                <td data-label={t('dashboard.amount')} className={common.number}>
                  {formatPrice(order.totalMinor / 100, order.currency, language)}
                </td>
              </tr>
            ))}
          </ListTable>
          {waiting.total > waiting.orders.length ? <p className={common.muted}>{t('dashboard.waitingMore', { shown: waiting.orders.length })}</p> : null}
          <p>
            <Link className={common.link} to={localize(`/admin/orders?status=${status}`)}>
              {t(`dashboard.${texts}All`)}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
