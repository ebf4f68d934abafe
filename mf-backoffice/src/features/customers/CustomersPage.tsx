import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminCustomerRow } from '@inercise/shared/admin';
import { adminCustomers } from '@inercise/shared/endpoints/adminCustomers';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useDateFormat } from '../common/formatDate';
import { ListSearch } from '../common/ListSearch';
import { ListTable } from '../common/ListTable';
import { PagedList } from '../common/PagedList';
import { customerQueryFrom, customerQueryOf } from './customers';
import common from '../common/backoffice.module.css';

/** /admin/customers: the customer accounts, newest first, searched by e-mail or name and paged through the address. */
export function CustomersPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('customers.title'), t('meta.customers'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const { q, page } = customerQueryFrom(search);
  const customers = useLoad(token ? (signal) => callEndpoint(adminCustomers, { token, query: { q: q || undefined, page, size: 20 }, signal }) : null, [token, q, page]);
  return (
    <AdminOnly token={token} state={customers} loading={t('customers.loading')}>
      <h1>{t('customers.title')}</h1>
      {/* A search has nothing to refuse: the box's text applies as it is. */}
      <ListSearch
        key={q}
        name="q"
        value={q}
        maxLength={100}
        texts={{ region: t('customers.searchLabel'), label: t('customers.search'), button: t('customers.searchButton') }}
        check={(text) => ({ success: true, data: text })}
        onSearch={(next) => setSearch(customerQueryOf(next, 0))}
      />
      <PagedList
        state={customers}
        texts={{ loading: t('customers.loading'), failed: t('customers.failed'), empty: t('customers.empty'), found: (count) => t('customers.found', { count }) }}
        onPage={(next) => setSearch(customerQueryOf(q, next))}
      >
        {(rows) => <CustomersTable customers={rows} />}
      </PagedList>
    </AdminOnly>
  );
}

function CustomersTable({ customers }: { customers: AdminCustomerRow[] }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const localize = useLocalize();
  return (
    <ListTable
      caption={t('customers.caption')}
      columns={[{ label: t('customers.customer') }, { label: t('customers.email') }, { label: t('customers.joined') }, { label: t('customers.lastLogin') }, { label: t('customers.status') }]}
    >
      {customers.map((customer) => {
        const name = [customer.name, customer.surname].filter(Boolean).join(' ');
        return (
          <tr key={customer.id}>
            <td data-label={t('customers.customer')}>
              {/* A name is optional: without one, the e-mail names the link. */}
              <Link className={common.link} to={localize(`/admin/customers/${customer.id}`)}>
                {name || customer.email}
              </Link>
            </td>
            <td data-label={t('customers.email')} className={common.wrap}>
              {customer.email}
            </td>
            <td data-label={t('customers.joined')}>{dateTime(customer.createdAt)}</td>
            <td data-label={t('customers.lastLogin')}>{dateTime(customer.lastLoginAt)}</td>
            <td data-label={t('customers.status')}>{t(customer.active ? 'customers.active' : 'customers.inactive')}</td>
          </tr>
        );
      })}
    </ListTable>
  );
}
