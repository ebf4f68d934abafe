import { useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage } from '@inercise/shared';
import type { AdminStatsSeries } from '@inercise/shared/admin';
import { niceCeiling } from './niceCeiling';
import { useDayFormat } from './useDayFormat';
import common from '../common/backoffice.module.css';
import styles from './dashboard.module.css';

/** Each day's column in the drawing's own units; the drawing stretches to the width it is given. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * One currency's days as bars of revenue, drawn by hand (no chart library in the bundle). The drawing is one image
 * with a name that says what it shows and its totals; the day's figures are written out under it (the pointed or
 * tapped bar, today at first), and every number is in a table, hidden until asked for but always read by screen
 * readers. Texts are page text, not drawn, so they stay readable when the drawing shrinks to a phone's width.
 */
export function DailyChart({ series, today }: { series: AdminStatsSeries; today: string }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { short, long } = useDayFormat();
  const id = useId();
  const [selected, setSelected] = useState(series.days.length - 1);
  const [tableShown, setTableShown] = useState(false);
  const money = (minor: number) => formatPrice(minor / 100, series.currency, language);
  const top = niceCeiling(Math.max(0, ...series.days.map((day) => day.revenueMinor)));
  const first = series.days[0];
  const last = series.days.at(-1);
  const chosen = series.days[selected] ?? last;
  if (!first || !last || !chosen) return null;
  const width = series.days.length * SLOT;
  const label = t('dashboard.chartLabel', {
    currency: series.currency,
    from: long(first.day),
    to: long(last.day),
    orders: series.totalOrders,
    revenue: money(series.totalRevenueMinor),
  });
  return (
    <figure className={`${styles.chart} ${series.currency === 'EUR' ? styles.eur : styles.pln}`} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.chartHead}>
        <h3 id={`${id}-title`}>{series.currency}</h3>
        <p className={styles.totals}>{t('dashboard.totals', { orders: series.totalOrders, revenue: money(series.totalRevenueMinor) })}</p>
      </figcaption>
      <div className={styles.plot}>
        {/* Read from the image's name and the table; here for the eye only. */}
        <p className={styles.scale} aria-hidden="true">
          {top > 0 ? t('dashboard.scaleTop', { amount: money(top) }) : '\u00a0'}
        </p>
        <svg className={styles.drawing} role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none">
          <line className={styles.grid} x1={0} x2={width} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className={styles.grid} x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} vectorEffect="non-scaling-stroke" />
          {series.days.map((day, index) => {
            const height = top === 0 ? 0 : (day.revenueMinor / top) * HEIGHT;
            return (
              // The whole column answers the pointer, so a day without sales can be picked too.
              <g key={day.day} data-day={day.day} onPointerEnter={() => setSelected(index)} onPointerDown={() => setSelected(index)}>
                <rect className={index === selected ? styles.columnChosen : styles.column} x={index * SLOT} y={0} width={SLOT} height={HEIGHT} />
                <rect className={day.day === today ? `${styles.bar} ${styles.todayBar}` : styles.bar} x={index * SLOT + 2} y={HEIGHT - height} width={SLOT - 4} height={height} />
              </g>
            );
          })}
          <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
        </svg>
        <p className={styles.days} aria-hidden="true">
          <span>{short(first.day)}</span>
          <span>{last.day === today ? t('dashboard.today') : short(last.day)}</span>
        </p>
      </div>
      <p className={styles.readout}>{t('dashboard.readout', { day: long(chosen.day), orders: chosen.orders, revenue: money(chosen.revenueMinor) })}</p>
      <p className={`${common.muted} ${styles.hint}`}>{t('dashboard.readoutHint')}</p>
      <button type="button" className={common.secondary} aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
        {tableShown ? t('dashboard.hideTable') : t('dashboard.showTable')}
      </button>
      <div id={`${id}-table`} className={tableShown ? styles.tableBox : common.visuallyHidden}>
        <table className={`${common.table} ${styles.dayTable}`}>
          <caption>{t('dashboard.tableCaption', { currency: series.currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col" className={common.number}>
                {t('dashboard.orders')}
              </th>
              <th scope="col" className={common.number}>
                {t('dashboard.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  {long(day.day)}
                  {day.day === today ? <span className={styles.badge}>{t('dashboard.today')}</span> : null}
                </th>
                <td className={common.number}>{day.orders}</td>
                <td className={common.number}>{money(day.revenueMinor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('dashboard.total')}</th>
              <td className={common.number}>{series.totalOrders}</td>
              <td className={common.number}>{money(series.totalRevenueMinor)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
