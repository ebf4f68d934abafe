import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage, type CurrencyName, type VatPart } from '@inercise/shared';

interface Props {
  parts: readonly VatPart[];
  currency: CurrencyName;
  /** The class of each row: the list it stands in lays rows out. */
  rowClassName?: string;
}

/** The VAT inside the total, one row per rate ("incl. VAT 23%"), as rows of the summary's description list. */
export function VatRows({ parts, currency, rowClassName }: Props) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  return (
    <>
      {parts.map((part) => (
        <div key={part.rate} className={rowClassName} data-testid="vat-part">
          <dt>{t('summary.vatPart', { rate: part.rate })}</dt>
          <dd>{formatPrice(part.vat / 100, currency, language)}</dd>
        </div>
      ))}
    </>
  );
}
