import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage, type CurrencyName, type Discount } from '@inercise/shared';
import type { DiscountError } from './discountError';

/**
 * What the cart and checkout say of a discount code: why it was refused, what it takes off, and, for an amount code
 * of the other currency, that it waits for that currency (docs/product-rules.md#cart).
 */
export function useDiscountTexts() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const refusals: Record<DiscountError, string> = {
    notFound: t('discount.notFound'),
    inactive: t('discount.inactive'),
    notActiveYet: t('discount.notActiveYet'),
    expired: t('discount.expired'),
    usedUp: t('discount.usedUp'),
    customerLimit: t('discount.customerLimit'),
    otherCurrency: t('discount.otherCurrency'),
    changed: t('discount.changed'),
    failed: t('discount.failed'),
  };
  const amountOf = (discount: Discount) => (discount.amount != null && discount.currency ? formatPrice(discount.amount, discount.currency, language) : null);
  return {
    refusal: (error: DiscountError) => refusals[error],
    /** The summary's row: a percentage says itself, an amount is the row's value. */
    label: (discount: Discount) =>
      discount.amount != null ? t('summary.discountAmount', { code: discount.code }) : t('summary.discount', { code: discount.code, percent: discount.percent }),
    /** Said under the code field once the code is in the cart, in the currency the shopper pays in. */
    applied: (discount: Discount, currency: CurrencyName) => {
      const amount = amountOf(discount);
      if (amount === null) return t('discount.applied', { code: discount.code, percent: discount.percent });
      if (discount.currency === currency) return t('discount.appliedAmount', { code: discount.code, amount });
      return t('discount.onlyIn', { code: discount.code, amount, currency: discount.currency });
    },
  };
}
