import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField } from '@inercise/shared/form-field';
import { selectAccessToken, selectCart, useAppDispatch, useAppSelector, useCurrency } from '@inercise/shared';
import { reloadCart } from './reloadCart';
import { applyDiscount } from './applyDiscount';
import { discountError, type DiscountError } from './discountError';
import { useDiscountTexts } from './useDiscountTexts';
import controls from '../../components/controls.module.css';
import styles from './DiscountForm.module.css';

/**
 * The discount code entry of a logged-in shopper: on success the error goes and the cart is reloaded. The currency
 * the shopper pays in goes along, so an amount code of the other currency is refused with that reason.
 */
export function DiscountForm() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const discount = useAppSelector(selectCart).discount;
  const currency = useCurrency();
  const texts = useDiscountTexts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<DiscountError | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || pending || code === '') return;
    setPending(true);
    try {
      await applyDiscount(code, token, currency);
      setError(null);
      setCode('');
      await dispatch(reloadCart());
    } catch (failure) {
      setError(discountError(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {/* The code shares its row with the button; the applied code is said under it, where an error would be. */}
      <FormField label={t('discount.label')} error={error ? texts.refusal(error) : undefined}>
        {(control) => (
          <>
            <div className={styles.row}>
              <input {...control} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" autoCapitalize="characters" />
              <button type="submit" className={controls.secondary} disabled={pending || code === ''}>
                {t('discount.apply')}
              </button>
            </div>
            {discount && !error ? (
              <p className={controls.success} role="status">
                {texts.applied(discount, currency)}
              </p>
            ) : null}
          </>
        )}
      </FormField>
    </form>
  );
}
