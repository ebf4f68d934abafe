import { useTranslation } from '@inercise/shared/react-i18n';
import { phoneShown, useLanguage, useSeller } from '@inercise/shared';
import styles from './Footer.module.css';

/** A country code as the page's language names it (PL: "Polska", "Poland"). */
const countryName = (country: string, language: string): string => new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;

/**
 * Who sells, as the law wants a shop to say it (docs/product-rules.md, "The seller"): the registered name and address,
 * the tax, statistical and register numbers, a company's share capital, and how to reach it. Until the seller is
 * known (the page handed none over and the API has not answered) only the heading is drawn.
 */
export function SellerAddress() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const seller = useSeller();
  return (
    <section className={styles.column} aria-labelledby="footer-address">
      <h2 id="footer-address" className={styles.heading}>{t('footer.address')}</h2>
      {seller && (
        <address className={styles.address}>
          {seller.legalName}
          <br />
          {seller.street}
          <br />
          {seller.postcode} {seller.city}, {countryName(seller.country, language)}
          <br />
          {t('footer.nip', { nip: seller.nip })}
          <br />
          {t('footer.regon', { regon: seller.regon })}
          <br />
          {seller.register.kind === 'KRS' ? t('footer.krs', { number: seller.register.number, court: seller.register.court }) : t('footer.ceidg', { number: seller.register.number })}
          {seller.shareCapital !== '' && (
            <>
              <br />
              {t('footer.shareCapital', { amount: seller.shareCapital })}
            </>
          )}
          <br />
          {t('footer.email')}
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
          <br />
          {t('footer.phone')}
          <a href={`tel:${seller.phone}`}>{phoneShown(seller.phone)}</a>
        </address>
      )}
    </section>
  );
}
