import type { CurrencyName } from './currency';
import type { Region } from './region';

/**
 * docs/product-rules.md#delivery-and-payment: paying in EUR, or shipping outside the regions the shop ships to, makes an
 * order for inquiry. Poland, the European Union and Switzerland paid in PLN are paid online, whatever the group.
 */
export const isInquiry = (region: Region | null | undefined, currency: CurrencyName): boolean =>
  currency === 'EUR' || region === 'OTHER';

/** How soon the shop answers an inquiry with its offer, in working days (the inquiry's mail says so). */
export const INQUIRY_OFFER_WORKING_DAYS: number = 2;
