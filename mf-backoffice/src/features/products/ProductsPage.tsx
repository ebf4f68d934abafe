import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import { adminProducts } from '@inercise/shared/endpoints/adminProducts';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { PagedList } from '../common/PagedList';
import { ProductFilterForm } from './ProductFilterForm';
import { productListApiQuery, productListQueryFrom, productListSearch } from './productListQuery';
import { ProductsTable } from './ProductsTable';
import common from '../common/backoffice.module.css';

/** /admin/products: every product, hidden ones too, found by name and type through the address's query, and paged. */
export function ProductsPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('products.title'), t('meta.products'));
  const localize = useLocalize();
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const query = productListQueryFrom(search);
  const listSearch = productListSearch(query).toString();
  const products = useLoad(token ? (signal) => callEndpoint(adminProducts, { token, query: productListApiQuery(query), signal }) : null, [token, listSearch]);
  const filterKey = productListSearch({ ...query, page: 0 }).toString();
  return (
    <AdminOnly token={token} state={products} loading={t('products.loading')}>
      <div className={common.heading}>
        <h1>{t('products.title')}</h1>
        <Link className={common.primary} to={localize('/admin/products/new')}>
          {t('products.new')}
        </Link>
      </div>
      <ProductFilterForm key={filterKey} query={query} onApply={(next) => setSearch(productListSearch({ ...next, page: 0 }))} />
      <PagedList
        state={products}
        texts={{ loading: t('products.loading'), failed: t('products.failed'), empty: t('products.empty'), found: (count) => t('products.found', { count }) }}
        emptyClassName={common.nothingFound}
        onPage={(page) => setSearch(productListSearch({ ...query, page }))}
      >
        {(rows) => <ProductsTable rows={rows} />}
      </PagedList>
    </AdminOnly>
  );
}
