import { useTranslation } from '@inercise/shared/react-i18n';
import { type Product } from '@inercise/shared';
import styles from './ProductPage.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

/**
 * The specification items as a table, titled "course details" for courses
 * (docs/product-rules.md#catalogue-and-prices).
 */
export function SpecificationTable({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const texts = useProductTexts();
  if (product.specificationItems.length === 0) return null;
  const isCourse = product.productType.name === 'COURSE';
  return (
    <section className={styles.section} aria-labelledby="product-spec-title">
      <h2 id="product-spec-title" className={styles.sectionTitle}>
        {isCourse ? t('product.courseDetails') : t('product.specification')}
      </h2>
      <table className={styles.spec}>
        <tbody>
          {product.specificationItems.map((item) => (
            <tr key={item.id}>
              <th scope="row">{texts.specification(item.key)}</th>
              <td>{texts.specification(item.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
