import type { Seller } from '@inercise/shared';
import { phoneShown, useLanguage } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';

/** A country code as the page's language names it (PL: "Polska", "Poland"). */
const countryName = (country: string, language: string): string => new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;

/**
 * Who sells, in the page's language, as the law wants it named (docs/product-rules.md, "The seller"): the registered
 * name and address, the tax, statistical and register numbers, a company's share capital, the e-mail and phone.
 */
export function SellerDetails({ seller, className }: { seller: Seller; className?: string }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <address className={className}>
      <strong>{seller.legalName}</strong>
      <br />
      {seller.street}, {seller.postcode} {seller.city}, {countryName(seller.country, language)}
      <br />
      {t('seller.nip', { nip: seller.nip })}, {t('seller.regon', { regon: seller.regon })}
      <br />
      {seller.register.kind === 'KRS' ? t('seller.krs', { number: seller.register.number, court: seller.register.court }) : t('seller.ceidg', { number: seller.register.number })}
      {seller.shareCapital !== '' && (
        <>
          <br />
          {t('seller.shareCapital', { amount: seller.shareCapital })}
        </>
      )}
      <br />
      {t('seller.email')}: <a href={`mailto:${seller.email}`}>{seller.email}</a>
      <br />
      {t('seller.phone')}: <a href={`tel:${seller.phone}`}>{phoneShown(seller.phone)}</a>
    </address>
  );
}
