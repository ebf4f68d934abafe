import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, useForm } from '@inercise/shared/form-field';
import { callEndpoint, selectAccessToken, selectCart, useAppDispatch, useAppSelector, useCurrency } from '@inercise/shared';
import { applyDiscount } from '@inercise/shared/endpoints/cart';
import { reloadCart } from './reloadCart';
import { discountError } from './discountError';
import { useDiscountTexts } from './useDiscountTexts';
import controls from '../../components/controls.module.css';
import styles from './DiscountForm.module.css';

const FIELDS = ['code'] as const;

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
  // Every refusal is said under the code: the API's reason when it names one, else by its status.
  const { form, errors, failure, busy, edited, submit } = useForm(FIELDS, (_problem, _field, error) => texts.refusal(discountError(error)));
  const error = errors.code ?? (failure ? texts.refusal(discountError(failure)) : undefined);

  const send = async (typed: string) => {
    if (!token) return;
    await callEndpoint(applyDiscount, { params: { code: typed }, query: { currency }, token });
    setCode('');
    await dispatch(reloadCart());
  };

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(event) =>
        void submit(event, () => (code === '' ? { success: false, error: { issues: [] } } : { success: true, data: code }), send)
      }
      noValidate
    >
      {/* The code shares its row with the button; the applied code is said under it, where an error would be. */}
      <FormField label={t('discount.label')} error={error}>
        {(control) => (
          <>
            <div className={styles.row}>
              <input
                {...control}
                name="code"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  edited('code');
                }}
                autoComplete="off"
                autoCapitalize="characters"
              />
              <button type="submit" className={controls.secondary} disabled={busy || code === ''} aria-busy={busy}>
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
