import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandboxProvider.ts';
import { createTpayProvider } from './tpay/tpayProvider.ts';

export const createPaymentProvider = async (config: Config): Promise<PaymentProvider> =>
  config.paymentProvider === 'tpay' && config.tpay
    ? createTpayProvider(config.tpay)
    : createSandboxProvider({ dataDir: config.dataDir, publicApiUrl: config.publicApiUrl });
