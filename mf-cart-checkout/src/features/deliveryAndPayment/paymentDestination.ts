import { localizePath, type Language } from '@inercise/shared';

export type PaymentDestination = { kind: 'redirect'; href: string } | { kind: 'navigate'; path: string };

/**
 * Where beginTransaction's answer takes the shopper (docs/product-rules.md#delivery-and-payment): Polish UI leaves
 * the app with a full redirect, other languages navigate inside it; the payment page lives on another origin, which
 * only a full redirect reaches, whatever the language. In-app paths keep the UI language.
 */
export function paymentDestination(answer: string, language: Language, origin: string): PaymentDestination {
  const url = new URL(answer, origin);
  if (url.origin !== origin) return { kind: 'redirect', href: url.href };
  const path = localizePath(`${url.pathname}${url.search}${url.hash}`, language);
  return language === 'pl' ? { kind: 'redirect', href: path } : { kind: 'navigate', path };
}
