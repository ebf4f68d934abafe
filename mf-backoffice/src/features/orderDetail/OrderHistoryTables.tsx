import { useTranslation } from '@inercise/shared/react-i18n';
import type { AdminOrderDetail } from '@inercise/shared/admin';
import { useDateFormat } from '../common/formatDate';
import { useStatusText } from '../common/useStatusText';
import { useActorName } from './actorName';
import common from '../common/backoffice.module.css';
import styles from './orderDetail.module.css';

/** What the payment provider reported for the order, oldest first. */
export function PaymentNotifications({ notifications }: { notifications: AdminOrderDetail['paymentNotifications'] }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  if (notifications.length === 0) return <p className={common.muted}>{t('order.noNotifications')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={common.table}>
        <thead>
          <tr>
            <th scope="col">{t('order.receivedAt')}</th>
            <th scope="col">{t('order.providerStatus')}</th>
            <th scope="col">{t('order.outcome')}</th>
            <th scope="col" className={common.number}>
              {t('order.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {notifications.map((notification, index) => (
            <tr key={`${notification.receivedAt}-${index}`}>
              <td>{dateTime(notification.receivedAt)}</td>
              <td>{notification.status}</td>
              <td>
                {notification.outcome === 'paidAfterCancellation' || notification.outcome === 'chargeback' ? (
                  <strong>{t(`order.outcomes.${notification.outcome}`)}</strong>
                ) : (
                  t(`order.outcomes.${notification.outcome}`, { defaultValue: notification.outcome })
                )}
              </td>
              <td className={common.number}>{notification.amount ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's status moves, oldest first: from, to, when, by whom, and the reason or tracking number. */
export function StatusHistory({ history }: { history: AdminOrderDetail['statusHistory'] }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const statusText = useStatusText();
  const actorName = useActorName();
  if (history.length === 0) return <p className={common.muted}>{t('order.noHistory')}</p>;
  return (
    <ol className={styles.history}>
      {history.map((change, index) => (
        <li key={`${change.at}-${index}`}>
          <p className={styles.move}>
            <span className={common.status}>{statusText(change.from)}</span> → <span className={common.status}>{statusText(change.to)}</span>
          </p>
          <dl className={styles.facts}>
            <dt>{t('order.at')}</dt>
            <dd>{dateTime(change.at)}</dd>
            <dt>{t('order.by')}</dt>
            <dd>{actorName(change.by)}</dd>
            {change.reason ? (
              <>
                <dt>{t('order.reason')}</dt>
                <dd>{change.reason}</dd>
              </>
            ) : null}
            {change.trackingNumber ? (
              <>
                <dt>{t('order.trackingNumber')}</dt>
                <dd>{change.trackingNumber}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}
