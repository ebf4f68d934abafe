import { useTranslation } from '@inercise/shared/react-i18n';
import { currencyChosen, currencyNames, eventBus, useAppDispatch, useCurrency } from '@inercise/shared';
import styles from './Switch.module.css';

/** PLN/EUR: the choice is persisted with the store and wins over the language default from then on. */
export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const currency = useCurrency();
  const dispatch = useAppDispatch();
  return (
    <div role="group" aria-label={t('header.currency')} className={styles.group}>
      {currencyNames.map((name) => (
        <button
          key={name}
          type="button"
          className={styles.option}
          aria-pressed={name === currency}
          aria-label={t('header.payIn', { currency: name })}
          onClick={() => {
            if (name === currency) return;
            dispatch(currencyChosen(name));
            eventBus.emit('currency:changed', { currency: name });
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
