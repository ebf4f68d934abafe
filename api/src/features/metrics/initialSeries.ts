import type { CurrencyName } from '@inercise/contracts';
import type { NotificationMetricOutcome, ShopMetrics } from '../../services/metrics.ts';

const CURRENCIES: CurrencyName[] = ['PLN', 'EUR'];
const OUTCOMES: NotificationMetricOutcome[] = ['paid', 'failed', 'duplicate', 'paidAfterCancellation', 'chargeback', 'ignored', 'rejected'];

/**
 * Writes the known series at 0 from the start: a counter's first increase is then seen by rate() and increase()
 * (a series born at 1 shows no increase), and the dashboard has every currency and outcome before the first sale.
 */
export const zeroKnownSeries = (metrics: ShopMetrics): void => {
  for (const currency of CURRENCIES) {
    metrics.ordersPlaced.inc({ currency }, 0);
    metrics.ordersPaid.inc({ currency }, 0);
    metrics.chargebacks.inc({ currency }, 0);
  }
  for (const outcome of OUTCOMES) metrics.paymentNotifications.inc({ outcome }, 0);
};
