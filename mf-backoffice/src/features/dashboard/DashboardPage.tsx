import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminDailyStats } from '@inercise/shared/endpoints/adminStats';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { LoadFailure } from '../common/LoadFailure';
import { DailyChart } from './DailyChart';
import { FieldDataCard } from './FieldDataCard';
import { SecondFactorCard } from '../secondFactor/SecondFactorCard';
import { WaitingOrders } from './WaitingOrders';
import common from '../common/backoffice.module.css';
import styles from './dashboard.module.css';

/**
 * /admin, the back office's home: what waits to be shipped, the last 30 days' paid orders per currency, then how
 * fast the shop felt to shoppers in the last 24 hours.
 */
export function DashboardPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('dashboard.title'), t('meta.dashboard'));
  const token = useAdminToken();
  const stats = useLoad(token ? (signal) => callEndpoint(adminDailyStats, { token, signal }) : null, [token]);
  return (
    <AdminOnly token={token} state={stats} loading={t('dashboard.loading')}>
      <h1>{t('dashboard.title')}</h1>
      {stats.status === 'loading' ? (
        <p role="status" className={common.muted}>
          {t('dashboard.loading')}
        </p>
      ) : null}
      {stats.status === 'failed' ? <LoadFailure what={t('dashboard.failed')} error={stats.error} retry={stats.retry} /> : null}
      {stats.status === 'ready' ? (
        <>
          <WaitingOrders queue="ship" waiting={stats.data.waitingToShip} />
          {stats.data.waitingForOffer ? <WaitingOrders queue="offer" waiting={stats.data.waitingForOffer} /> : null}
          <section aria-labelledby="dashboard-sales">
            <h2 id="dashboard-sales">{t('dashboard.salesTitle', { days: stats.data.series[0]?.days.length ?? 0 })}</h2>
            <p className={common.intro}>{t('dashboard.intro')}</p>
            <div className={styles.charts}>
              {stats.data.series.map((series) => (
                <DailyChart key={series.currency} series={series} today={stats.data.today} />
              ))}
            </div>
          </section>
          {token ? <FieldDataCard token={token} /> : null}
          {token ? <SecondFactorCard token={token} /> : null}
        </>
      ) : null}
    </AdminOnly>
  );
}
