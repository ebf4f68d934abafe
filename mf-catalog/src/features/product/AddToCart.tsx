import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { Product } from '@inercise/shared';
import { addToCartOfCartTeam } from './addToCartOfCartTeam';
import { canAddToCart, selectedProperties, type Selection } from './options';
import styles from './ProductPage.module.css';

interface Props {
  product: Product;
  selection: Selection;
  /** The product's translated name, for the confirmation. */
  name: string;
}

/**
 * Adds the product with the chosen options through the cart team's add action (`mf-cart-checkout/cartActions`),
 * which keeps the cart's rules: this button only says how it went.
 */
export function AddToCart({ product, selection, name }: Props) {
  const { t } = useTranslation('catalog');
  const hintId = useId();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const allowed = canAddToCart(product, selection);

  // A new choice makes the last confirmation stale.
  useEffect(() => setState((current) => (current === 'adding' ? current : 'idle')), [selection]);

  const add = async () => {
    setState('adding');
    try {
      await addToCartOfCartTeam(product, selectedProperties(product, selection));
      setState('added');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.addToCart}>
      <button
        type="button"
        className={styles.primary}
        disabled={!allowed || state === 'adding'}
        aria-describedby={allowed ? undefined : hintId}
        onClick={() => void add()}
      >
        {state === 'adding' ? t('product.adding') : t('product.addToCart')}
      </button>
      {allowed ? null : (
        <p id={hintId} className={styles.hint}>
          {t('product.chooseOption')}
        </p>
      )}
      <p role="status" className={styles.added}>
        {state === 'added' ? t('product.added', { name }) : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className={styles.failed}>
          {t('product.addFailed')}
        </p>
      ) : null}
    </div>
  );
}
