import { useTranslation } from '@inercise/shared/react-i18n';
import { currencyChosen, currencyNames, useAppDispatch, useCurrency } from '@inercise/shared';
import { SwitchGroup } from './SwitchGroup';

/** PLN/EUR: the choice is persisted with the store and wins over the language default from then on. */
export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const currency = useCurrency();
  const dispatch = useAppDispatch();
  return (
    <SwitchGroup
      label={t('header.currency')}
      options={currencyNames}
      current={currency}
      nameOf={(name) => t('header.payIn', { currency: name })}
      onChoose={(name) => dispatch(currencyChosen(name))}
    />
  );
}
