import { useMemo } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { Address, InvoiceAddress } from '@inercise/contracts/domain/address';

export interface PostalAddressProps {
  address: Address | InvoiceAddress;
  /** The caller's own text around the dialling code and number ("Phone: +48 600700800"). */
  phoneText: (phone: string) => string;
  /** The caller's own text around an invoice's company id ("NIP: 5260001246"); shown only when there is one. */
  companyIdText: (id: string) => string;
  /** On the `address` element: each page lays the lines out its own way. */
  className?: string;
}

/**
 * The country's name in the page's language, from the browser's own list (Intl.DisplayNames) rather than
 * @inercise/shared/countries: it brings no country data (names in two languages, dialling codes) into the order
 * pages' bundles, and every browser the shop supports has it. The common name ("United Kingdom") also reads better
 * on a parcel than the official one. A code the browser cannot read is shown as it is.
 */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'pl' ? 'pl' : 'en';
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}

/**
 * A shipping or invoice address as printed on a parcel: the company, the person, the street lines, postcode and
 * city, state and country, then the phone and, for an invoice, the company id. What the shopper typed is shown as
 * text, never as markup.
 */
export function PostalAddress({ address, phoneText, companyIdText, className }: PostalAddressProps) {
  const countryName = useCountryName();
  const company = 'companyName' in address ? address : null;
  return (
    <address className={className}>
      {company?.companyName ? <span>{company.companyName}</span> : null}
      <span>
        {address.name} {address.surname}
      </span>
      <span>{address.addressLine_1}</span>
      {address.addressLine_2 ? <span>{address.addressLine_2}</span> : null}
      <span>
        {address.postcode} {address.city}
      </span>
      <span>{[address.state, countryName(address.country)].filter(Boolean).join(', ')}</span>
      <span>{phoneText(`${address.areaCode} ${address.phoneNumber}`)}</span>
      {company?.companyIdentificationNumber ? <span>{companyIdText(company.companyIdentificationNumber)}</span> : null}
    </address>
  );
}
