import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { PaymentMethod } from '@inercise/shared';
import controls from '../../components/controls.module.css';
import styles from './Choices.module.css';

interface Props {
  methods: PaymentMethod[] | null;
  loadFailed: boolean;
  value: string;
  onChange: (group: string) => void;
  /** The problem with the choice, said already. */
  error: string | null;
  /** No method is required (outside Poland): the payer may choose on the payment page instead. */
  optional?: boolean;
}

/** The Tpay bank groups as a radio group of logos and names. */
export function PaymentMethodChooser({ methods, loadFailed, value, onChange, error, optional = false }: Props) {
  const { t } = useTranslation('cart');
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className={styles.legend}>{t('payment.title')}</legend>
      {optional ? <p className={styles.note}>{t('payment.chooseLater')}</p> : null}
      {loadFailed ? <p className={controls.error}>{t('payment.loadFailed')}</p> : null}
      {methods === null && !loadFailed ? <p className={styles.note}>{t('common:fallback.loading')}</p> : null}
      <div className={styles.methods} role="radiogroup" aria-label={t('payment.title')} aria-invalid={error ? true : undefined}>
        {(methods ?? []).map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="payment-method"
              value={String(method.id)}
              checked={value === String(method.id)}
              onChange={() => onChange(String(method.id))}
            />
            <MethodLogo src={method.img} />
            <span>{method.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="payment-method-error" className={controls.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The provider's logo; a logo that cannot be loaded is left out rather than shown broken (the name stays). */
function MethodLogo({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <img src={src} alt="" width={48} height={24} loading="lazy" onError={() => setBroken(true)} />;
}
