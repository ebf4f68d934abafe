import { useId } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { type ProductType, type ProductTypeName } from '@inercise/shared';
import styles from './TypeChips.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

interface Props {
  /** In display order. */
  types: readonly ProductType[];
  selected: ReadonlySet<ProductTypeName>;
  onToggle: (name: ProductTypeName) => void;
}

/** Product-type filter: toggle buttons (aria-pressed); none pressed shows every type. */
export function TypeChips({ types, selected, onToggle }: Props) {
  const { t } = useTranslation('catalog');
  const texts = useProductTexts();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={styles.label}>
        {t('shop.types')}
      </span>
      <ul className={styles.chips}>
        {types.map((type) => (
          <li key={type.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selected.has(type.name)}
              onClick={() => onToggle(type.name)}
            >
              {texts.productType(type.name)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
