/**
 * The shop's page of one order, always under a language prefix: without one, the browser's language would pick
 * the page's language instead of the order's.
 */
export const orderPath = (language: string, orderNumber: string, status: string): string =>
  `/${language === 'en' ? 'en' : 'pl'}/order?orderNumber=${encodeURIComponent(orderNumber)}&status=${status}`;
