import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { formatPrice, useLanguage, useLocalize } from '@inercise/shared';
import type { AdminOrderRow } from '@inercise/shared/admin';
import { useDateFormat } from '../common/formatDate';
import { useStatusText } from '../common/useStatusText';
import { EmailAddress } from '../common/EmailAddress';
import { ListTable } from '../common/ListTable';
import common from '../common/backoffice.module.css';

/**
 * The orders as a table; on a phone each row is drawn as a card (CSS alone), each value after its column's name, so
 * one markup serves both and the table stays a table for assistive technology.
 */
export function OrdersTable({ rows, listSearch }: { rows: AdminOrderRow[]; listSearch: string }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const { dateTime } = useDateFormat();
  const statusText = useStatusText();
  return (
    <ListTable
      caption={t('orders.caption')}
      columns={[
        { label: t('orders.number') },
        { label: t('orders.date') },
        { label: t('orders.customer') },
        { label: t('orders.email') },
        { label: t('orders.status') },
        { label: t('orders.total'), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.orderNumber}>
          <th scope="row" data-label={t('orders.number')}>
            {/* The list's filters go along, so the order's page leads back to the same list. */}
            <Link className={common.link} to={localize(`/admin/orders/${encodeURIComponent(row.orderNumber)}`)} state={{ listSearch }}>
              {row.orderNumber}
            </Link>
          </th>
          <td data-label={t('orders.date')}>{dateTime(row.createdAt)}</td>
          <td data-label={t('orders.customer')}>
            {/* One child: on a phone the cell is a two-column grid, its value the second column. */}
            <span>
              {row.customerName}
              <span className={common.muted}> · {t('orders.items', { count: row.itemCount })}</span>
            </span>
          </td>
          <td data-label={t('orders.email')} className={common.wrap}>
            {row.email ? <EmailAddress email={row.email} /> : <span className={common.muted}>{t('orders.accountDeleted')}</span>}
          </td>
          <td data-label={t('orders.status')}>
            <span className={common.status}>{statusText(row.status)}</span>
          </td>
          <td data-label={t('orders.total')} className={common.number}>
            {formatPrice(row.totalPrice, row.currency, language)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
