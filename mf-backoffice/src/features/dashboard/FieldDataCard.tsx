import { useTranslation } from '@inercise/shared/react-i18n';
import { useLanguage, useLoad } from '@inercise/shared';
import { ListTable } from '../common/ListTable';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';
import { formatMetric, ratingOf, THRESHOLDS } from './coreWebVitals';
import { fetchFieldDataSummary, FIELD_METRICS, type FieldDataSummary } from './fieldDataSummary';
import styles from './dashboard.module.css';

/**
 * How fast the shop felt to shoppers over the last 24 hours, as their own browsers measured it: the 75th percentile
 * of each Core Web Vital for all pages, then by page template and device, each rated against the metric's
 * thresholds in words (not by colour alone).
 */
export function FieldDataCard({ token }: { token: string }) {
  const { t } = useTranslation('backoffice');
  const locale = useLanguage() === 'pl' ? 'pl-PL' : 'en-GB';
  const summary = useLoad((signal) => fetchFieldDataSummary(token, signal), [token]);
  const groupName = (group: FieldDataSummary['groups'][number]) =>
    group.template === 'all'
      ? t('dashboard.fieldData.allPages')
      : t('dashboard.fieldData.group', { template: t(`dashboard.fieldData.templates.${group.template}`), device: t(`dashboard.fieldData.devices.${group.device}`) });
  return (
    <section className={styles.fieldData} aria-labelledby="dashboard-field-data">
      <h2 id="dashboard-field-data">{t('dashboard.fieldData.title')}</h2>
      <p className={common.intro}>{t('dashboard.fieldData.intro')}</p>
      <ul className={styles.thresholds}>
        {FIELD_METRICS.map((metric) => (
          <li key={metric}>
            {t('dashboard.fieldData.threshold', {
              metric: t(`dashboard.fieldData.metrics.${metric}`),
              good: formatMetric(metric, THRESHOLDS[metric].good, locale),
              poor: formatMetric(metric, THRESHOLDS[metric].poor, locale),
            })}
          </li>
        ))}
      </ul>
      {summary.status === 'loading' ? (
        <p role="status" className={common.muted}>
          {t('dashboard.fieldData.loading')}
        </p>
      ) : null}
      {summary.status === 'failed' ? <LoadFailure what={t('dashboard.fieldData.failed')} error={summary.error} retry={summary.retry} /> : null}
      {summary.status === 'ready' && summary.data.groups.length === 0 ? <p className={common.muted}>{t('dashboard.fieldData.none')}</p> : null}
      {summary.status === 'ready' && summary.data.groups.length > 0 ? (
        <ListTable
          caption={t('dashboard.fieldData.caption', { hours: summary.data.hours })}
          columns={[{ label: t('dashboard.fieldData.pages') }, ...FIELD_METRICS.map((metric) => ({ label: metric, numeric: true })), { label: t('dashboard.fieldData.reports'), numeric: true }]}
        >
          {summary.data.groups.map((group) => (
            <tr key={`${group.template} ${group.device}`}>
              <th scope="row" data-label={t('dashboard.fieldData.pages')}>
                <span>{groupName(group)}</span>
              </th>
              {FIELD_METRICS.map((metric) => {
                const value = group.metrics[metric];
                return (
                  <td key={metric} data-label={metric} className={common.number}>
                    {value ? (
                      <span>
                        {formatMetric(metric, value.p75, locale)}{' '}
                        <span className={styles[ratingOf(metric, value.p75)]}>{t(`dashboard.fieldData.ratings.${ratingOf(metric, value.p75)}`)}</span>
                      </span>
                    ) : (
                      <span>—</span>
                    )}
                  </td>
                );
              })}
              <td data-label={t('dashboard.fieldData.reports')} className={common.number}>
                {Math.max(...FIELD_METRICS.map((metric) => group.metrics[metric]?.count ?? 0))}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </section>
  );
}
