import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { assetUrl, formatPrice, useLanguage, useLocalize, type CurrencyName } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import type { AdminProductRow } from '@inercise/shared/admin';
import { ListTable } from '../common/ListTable';
import common from '../common/backoffice.module.css';
import styles from './products.module.css';

/**
 * The products as a table; on a phone each row is drawn as a card (CSS alone), each value after its column's name,
 * so one markup serves both and the table stays a table for assistive technology.
 */
export function ProductsTable({ rows }: { rows: AdminProductRow[] }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const texts = useProductTexts();
  return (
    <ListTable
      caption={t('products.caption')}
      className={styles.products}
      columns={[
        { label: t('products.picture') },
        { label: t('products.name') },
        { label: t('products.type') },
        { label: t('products.pricePln'), numeric: true },
        { label: t('products.priceEur'), numeric: true },
        { label: t('products.state') },
      ]}
    >
      {rows.map((row) => {
        const name = language === 'pl' ? row.namePl : row.nameEn;
        const other = language === 'pl' ? row.nameEn : row.namePl;
        return (
          <tr key={row.id} className={row.hidden ? styles.hiddenRow : undefined}>
            <td data-label={t('products.picture')}>
              {/* The name beside it says what it shows. */}
              <img className={styles.thumbnail} src={assetUrl('thumbnail', row.thumbnail)} alt="" width={64} height={64} loading="lazy" />
            </td>
            <th scope="row" data-label={t('products.name')} className={styles.name}>
              <span>
                <Link className={common.link} to={localize(`/admin/products/${row.id}`)}>
                  {name}
                </Link>
                <span className={`${common.muted} ${styles.other}`} lang={language === 'pl' ? 'en' : 'pl'}>
                  {other}
                </span>
              </span>
            </th>
            <td data-label={t('products.type')}>{texts.productType(row.productType.name)}</td>
            <td data-label={t('products.pricePln')} className={common.number}>
              <Price current={row.price} previous={row.previousPrice} currency="PLN" />
            </td>
            <td data-label={t('products.priceEur')} className={common.number}>
              <Price current={row.priceEur} previous={row.previousPriceEur} currency="EUR" />
            </td>
            <td data-label={t('products.state')}>
              <span className={row.hidden ? `${common.status} ${styles.hidden}` : common.status}>{row.hidden ? t('products.hidden') : t('products.shown')}</span>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

/** A price in minor units, with the crossed-out previous one when the product is reduced. */
function Price({ current, previous, currency }: { current: number; previous: number; currency: CurrencyName }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const format = (minor: number) => formatPrice(minor / 100, currency, language);
  return (
    <span>
      {format(current)}
      {previous > 0 ? <span className={`${common.muted} ${styles.previous}`}>{t('products.was', { price: format(previous) })}</span> : null}
    </span>
  );
}
