import { useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Minus, Plus, Trash2 } from 'lucide';
import {
  Icon,
  MAX_CART_LINE_QUANTITY,
  canAddOneMore,
  currentPriceOf,
  formatPrice,
  useAppDispatch,
  useCurrency,
  useLanguage,
  type CartItem,
} from '@inercise/shared';
import { linePrice } from '@inercise/shared/pricing';
import { changeQuantity, removeLine } from '../cartGateway/cartActions';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { SelectedOptions } from '../../components/SelectedOptions';
import controls from '../../components/controls.module.css';
import styles from './CartLine.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

/** One cart line: picture, name, options, unit price × quantity, and its quantity and removal controls. */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const currency = useCurrency();
  const language = useLanguage();
  const name = useProductTexts().name(item.product.name, item.product.texts);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const unit = formatPrice(currentPriceOf(item.product, currency), currency, language);
  return (
    <li className={styles.line} aria-busy={pending}>
      <ProductThumbnail thumbnail={item.product.thumbnail} alt={name} size="large" />
      <div className={styles.details}>
        <p className={styles.name}>{name}</p>
        <SelectedOptions selectedProperties={item.selectedProperties} className={styles.options} />
        {item.unavailable ? (
          // The owner hid the product or dropped a chosen option: the line counts in no total and waits to go.
          <p className={styles.unavailable}>{t(`line.${item.unavailable}`)}</p>
        ) : (
          <p className={styles.unit}>{t('line.unitTimesQuantity', { price: unit, quantity: item.quantity })}</p>
        )}
        {failed ? (
          <p className={controls.error} role="alert">
            {t('common:errors.generic')}
          </p>
        ) : null}
      </div>
      {item.unavailable ? (
        <p className={`${styles.total} ${styles.unavailableTotal}`}>{t('line.unavailable')}</p>
      ) : (
        <LineQuantity item={item} name={name} pending={pending} run={run} />
      )}
      <button
        type="button"
        className={`${controls.iconButton} ${styles.remove}`}
        aria-label={t('line.remove', { name })}
        disabled={pending}
        onClick={() => run(() => dispatch(removeLine(item.id)))}
      >
        <Icon icon={Trash2} size={18} />
      </button>
    </li>
  );
}

/** The quantity's controls and the line's total, for a line that can be ordered. */
function LineQuantity({ item, name, pending, run }: { item: CartItem; name: string; pending: boolean; run: (action: () => Promise<void>) => Promise<void> }) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const currency = useCurrency();
  const language = useLanguage();
  const capId = useId();
  // At the cap "+" is disabled and says why, rather than asking for what the cart rule would refuse.
  const atCap = !canAddOneMore(item.quantity);
  return (
    <>
      <div className={styles.quantity} role="group" aria-label={t('line.quantityOf', { name })}>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('line.decrease', { name })}
          disabled={pending || item.quantity <= 1}
          onClick={() => run(() => dispatch(changeQuantity(item.id, -1)))}
        >
          <Icon icon={Minus} size={18} />
        </button>
        <output className={styles.count} aria-live="polite">
          {item.quantity}
        </output>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('line.increase', { name })}
          aria-describedby={atCap ? capId : undefined}
          disabled={pending || atCap}
          onClick={() => run(() => dispatch(changeQuantity(item.id, 1)))}
        >
          <Icon icon={Plus} size={18} />
        </button>
        {atCap ? (
          <p id={capId} className={styles.capNote}>
            {t('line.atCap', { count: MAX_CART_LINE_QUANTITY })}
          </p>
        ) : null}
      </div>
      <p className={styles.total}>{formatPrice(linePrice(item, currency), currency, language)}</p>
    </>
  );
}
