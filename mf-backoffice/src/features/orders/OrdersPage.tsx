import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminOrders } from '@inercise/shared/endpoints/adminOrders';
import { adminPartners } from '@inercise/shared/endpoints/adminPartners';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ExportButton } from '../common/ExportButton';
import { PagedList } from '../common/PagedList';
import { exportOrders } from './exportOrders';
import { OrderFilterForm } from './OrderFilterForm';
import { apiQueryOf, filtersFrom, queryOf } from './orderFilters';
import { OrdersTable } from './OrdersTable';
import common from '../common/backoffice.module.css';

/** /admin/orders: the shop's orders, filtered and paged through the address's query, with their export. */
export function OrdersPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('orders.title'), t('meta.orders'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const query = queryOf(filters).toString();
  const orders = useLoad(token ? (signal) => callEndpoint(adminOrders, { token, query: apiQueryOf(filters), signal }) : null, [token, query]);
  // Only names for the partner filter: without them the filter still works, by number.
  const partners = useLoad(token ? (signal) => callEndpoint(adminPartners, { token, signal }) : null, [token]);
  const filterKey = queryOf({ ...filters, page: 0 }).toString();
  return (
    <AdminOnly token={token} state={orders} loading={t('orders.loading')}>
      <div className={common.heading}>
        <h1>{t('orders.title')}</h1>
        {token ? <ExportButton download={() => exportOrders(token, filters)} /> : null}
      </div>
      <OrderFilterForm key={filterKey} filters={filters} partners={partners.status === 'ready' ? partners.data : []} onApply={(next) => setSearch(queryOf({ ...next, page: 0 }))} />
      <PagedList
        state={orders}
        texts={{ loading: t('orders.loading'), failed: t('orders.failed'), empty: t('orders.empty'), found: (count) => t('orders.found', { count }) }}
        emptyClassName={common.nothingFound}
        onPage={(page) => setSearch(queryOf({ ...filters, page }))}
      >
        {(rows) => <OrdersTable rows={rows} listSearch={query} />}
      </PagedList>
    </AdminOnly>
  );
}
