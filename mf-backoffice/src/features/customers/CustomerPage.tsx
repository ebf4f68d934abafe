import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useParams } from '@inercise/shared/router';
import { assetUrl, callEndpoint, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminCustomer } from '@inercise/shared/admin';
import { adminCustomer } from '@inercise/shared/endpoints/adminCustomers';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useDateFormat } from '../common/formatDate';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';
import styles from './customers.module.css';

/** /admin/customers/:id: one customer's account and profile, read-only (the customer alone changes the profile). */
export function CustomerPage() {
  const { t } = useTranslation('backoffice');
  const id = useParams().id ?? '';
  const token = useAdminToken();
  const localize = useLocalize();
  const loaded = useLoad(token ? (signal) => callEndpoint(adminCustomer, { token, params: { id }, signal }) : null, [token, id]);
  usePageMeta(loaded.status === 'ready' ? t('customer.title', { email: loaded.data.email }) : t('customers.title'), t('meta.customer'));
  return (
    <AdminOnly token={token} state={loaded} loading={t('customer.loading')}>
      <p>
        <Link className={common.link} to={localize('/admin/customers')}>
          ← {t('customer.back')}
        </Link>
      </p>
      {loaded.status === 'failed' ? <LoadFailure what={t('customer.failed')} error={loaded.error} retry={loaded.retry} /> : null}
      {loaded.status === 'ready' ? <CustomerView customer={loaded.data} /> : null}
    </AdminOnly>
  );
}

function CustomerView({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const notGiven = t('customer.notGiven');
  const name = [customer.name, customer.surname].filter(Boolean).join(' ');
  const account: [string, string][] = [
    [t('customer.name'), name || notGiven],
    [t('customer.email'), customer.email],
    [t('customer.joined'), dateTime(customer.createdAt)],
    [t('customer.lastLogin'), dateTime(customer.lastLoginAt)],
    [t('customer.status'), t(customer.active ? 'customers.active' : 'customers.inactive')],
    [t('customer.orders'), String(customer.orderCount)],
  ];
  const profile: [string, string][] = [
    [t('customer.gender'), customer.gender ? t(`customer.genders.${customer.gender}`, { defaultValue: customer.gender }) : notGiven],
    [t('customer.birthDate'), customer.birthDate ?? notGiven],
    [t('customer.height'), customer.height === null ? notGiven : t('customer.heightValue', { value: customer.height })],
    [t('customer.weight'), customer.weight === null ? notGiven : t('customer.weightValue', { value: customer.weight })],
    [t('customer.activityLevel'), customer.activityLevel ? t(`customer.activityLevels.${customer.activityLevel}`, { defaultValue: customer.activityLevel }) : notGiven],
    [t('customer.goals'), customer.goals.length > 0 ? customer.goals.map((goal) => t(`customer.goalNames.${goal}`, { defaultValue: goal })).join(', ') : notGiven],
  ];
  return (
    <>
      <h1>{t('customer.title', { email: customer.email })}</h1>
      <div className={styles.detail}>
        <section aria-labelledby="customer-account">
          <h2 id="customer-account">{t('customer.account')}</h2>
          <Facts facts={account} />
        </section>
        <section aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('customer.profile')}</h2>
          <p className={common.muted}>{t('customer.readOnly')}</p>
          {customer.thumbnail ? (
            <img className={styles.avatar} src={assetUrl('image', customer.thumbnail)} alt={t('customer.picture', { email: customer.email })} width={96} height={96} />
          ) : (
            <p className={common.muted}>{t('customer.noPicture')}</p>
          )}
          <Facts facts={profile} />
        </section>
      </div>
    </>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
