import { useId } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { Product, ProductProperty, PropertyValue } from '@inercise/shared';
import { discSizeOf, hasSizeGuide, type Selection } from './options';
import styles from './OptionPickers.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

interface Props {
  product: Product;
  selection: Selection;
  onChoose: (property: ProductProperty, value: PropertyValue) => void;
}

/** One radio group per property kind: one choice each, unavailable values disabled with a visible hint. */
export function OptionPickers({ product, selection, onChoose }: Props) {
  return (
    <div className={styles.pickers}>
      {product.properties.map((property) => (
        <PropertyPicker
          key={property.id}
          property={property}
          chosen={selection[property.id]}
          onChoose={(value) => onChoose(property, value)}
        />
      ))}
    </div>
  );
}

interface PickerProps {
  property: ProductProperty;
  chosen: number | undefined;
  onChoose: (value: PropertyValue) => void;
}

function PropertyPicker({ property, chosen, onChoose }: PickerProps) {
  const { t } = useTranslation('catalog');
  const texts = useProductTexts();
  const id = useId();
  const kind = property.propertyType.name;
  const guide = hasSizeGuide(kind);
  return (
    <fieldset className={styles.group} aria-describedby={guide ? `${id}-guide` : undefined}>
      <legend className={styles.legend}>{texts.optionKind(kind, property.name)}</legend>
      <div className={styles.choices}>
        {property.values.map((value) => {
          const disc = discSizeOf(kind, value.value);
          const checked = chosen === value.id;
          return (
            <label
              key={value.id}
              className={[
                styles.choice,
                checked ? styles.checked : '',
                value.available ? '' : styles.unavailable,
                disc ? styles[`disc${disc}`] : '',
              ].join(' ')}
            >
              <input
                className={styles.radio}
                type="radio"
                name={`${id}-property-${property.id}`}
                value={value.id}
                checked={checked}
                disabled={!value.available}
                onChange={() => onChoose(value)}
              />
              {disc ? <span className={styles.discMark} aria-hidden="true" /> : null}
              <span>{texts.option(value.value)}</span>
              {value.available ? null : <span className={styles.hint}>{t('product.unavailable')}</span>}
            </label>
          );
        })}
      </div>
      {guide ? (
        <p id={`${id}-guide`} className={styles.guide}>
          {t('product.sizeGuide')}
        </p>
      ) : null}
    </fieldset>
  );
}
