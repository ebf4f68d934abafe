import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { useLoad, usePageMeta } from '@inercise/shared';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { LoadFailure } from '../common/LoadFailure';
import { fetchPartners } from '../partners/fetchPartners';
import { ExportButton } from '../common/ExportButton';
import { Pager } from '../common/Pager';
import { exportOrders } from './exportOrders';
import { fetchOrders } from './fetchOrders';
import { OrderFilterForm } from './OrderFilterForm';
import { filtersFrom, queryOf } from './orderFilters';
import { OrdersTable } from './OrdersTable';
import common from '../common/backoffice.module.css';
import styles from './orders.module.css';

/** /admin/orders: the shop's orders, filtered and paged through the address's query, with their export. */
export function OrdersPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('orders.title'), t('meta.orders'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const query = queryOf(filters).toString();
  const orders = useLoad(token ? (signal) => fetchOrders(token, filters, signal) : null, [token, query]);
  // Only names for the partner filter: without them the filter still works, by number.
  const partners = useLoad(token ? (signal) => fetchPartners(token, signal) : null, [token]);
  const filterKey = queryOf({ ...filters, page: 0 }).toString();
  return (
    <AdminOnly token={token} state={orders} loading={t('orders.loading')}>
      <div className={common.heading}>
        <h1>{t('orders.title')}</h1>
        {token ? <ExportButton download={() => exportOrders(token, filters)} /> : null}
      </div>
      <OrderFilterForm key={filterKey} filters={filters} partners={partners.status === 'ready' ? partners.data : []} onApply={(next) => setSearch(queryOf({ ...next, page: 0 }))} />
      {orders.status === 'loading' ? (
        <p role="status" className={common.muted}>
          {t('orders.loading')}
        </p>
      ) : null}
      {orders.status === 'failed' ? <LoadFailure what={t('orders.failed')} error={orders.error} retry={orders.retry} /> : null}
      {orders.status === 'ready' && orders.data.content.length === 0 ? <p className={styles.empty}>{t('orders.empty')}</p> : null}
      {orders.status === 'ready' && orders.data.content.length > 0 ? (
        <>
          <p className={common.muted}>{t('orders.found', { count: orders.data.totalElements })}</p>
          <OrdersTable rows={orders.data.content} listSearch={query} />
          <Pager page={orders.data.number} pages={orders.data.totalPages} onPage={(page) => setSearch(queryOf({ ...filters, page }))} />
        </>
      ) : null}
    </AdminOnly>
  );
}
