import { X509Certificate } from 'node:crypto';
import type { PaymentMethod } from '@inercise/contracts';
import type { TpayConfig } from '../../../config.ts';
import { formatAmount } from '../../../money.ts';
import { jwsCertificateUrl, verifyDetached } from '../notificationSignature.ts';
import { PaymentProviderError, type CreateTransactionInput, type PaymentProvider } from '../provider.ts';

const TIMEOUT_MS = 10_000;

/**
 * Tpay OpenAPI: OAuth client credentials, bank groups, POST /transactions. Notifications are verified by
 * md5sum (elsewhere) and by a detached JWS whose certificate (x5u under Tpay's domain) chains to Tpay's root.
 */
export const createTpayProvider = (config: TpayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider => {
  let token: { value: string; until: number } | null = null;
  let groups: { value: PaymentMethod[]; until: number } | null = null;
  const certificates = new Map<string, X509Certificate>();

  const call = async <T>(path: string, init: RequestInit = {}, signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS)): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, { ...init, signal });
    } catch (error) {
      throw new PaymentProviderError(`tpay ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (!response.ok) throw new PaymentProviderError(`tpay ${path} answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new PaymentProviderError(`tpay ${path} answered no JSON`, { cause: error });
    }
  };

  const accessToken = async (signal?: AbortSignal): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    const body = await call<{ access_token: string; expires_in: number }>(
      '/oauth/auth',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, scope: 'read write' }),
      },
      signal,
    );
    token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  };

  const authed = async <T>(path: string, init: RequestInit = {}, signal?: AbortSignal): Promise<T> =>
    call<T>(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${await accessToken(signal)}`, 'content-type': 'application/json' } }, signal);

  const certificate = async (url: string): Promise<X509Certificate> => {
    const cached = certificates.get(url);
    if (cached) return cached;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new PaymentProviderError(`certificate ${url} answered ${response.status}`);
    const cert = new X509Certificate(await response.text());
    certificates.set(url, cert);
    return cert;
  };

  return {
    name: 'tpay',
    securityCode: config.securityCode,
    timeoutMs: config.timeoutMs,
    async listMethods() {
      if (groups && groups.until > Date.now()) return groups.value;
      const body = await authed<{ groups: { id: number | string; name: string; img: string }[] }>('/transactions/bank-groups');
      const value = body.groups.map((g) => ({ id: Number(g.id), name: g.name, img: g.img }));
      groups = { value, until: Date.now() + 10 * 60_000 };
      return value;
    },
    async createTransaction(input: CreateTransactionInput) {
      // One deadline for the token and the transaction together: the shopper waits for both.
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const body = await authed<{ transactionId: string; title: string; status: string; transactionPaymentUrl: string }>('/transactions', {
        method: 'POST',
        body: JSON.stringify({
          amount: Number(formatAmount(input.amountCents)),
          description: input.description,
          hiddenDescription: input.orderNumber,
          lang: input.language,
          payer: input.payer,
          // Without `pay` Tpay's panel lets the payer choose the method.
          ...(input.groupId === null ? {} : { pay: { groupId: input.groupId } }),
          callbacks: { notification: { url: input.notificationUrl }, payerUrls: { success: input.successUrl, error: input.errorUrl } },
        }),
      }, deadline);
      if (!body.transactionPaymentUrl || !body.title) throw new PaymentProviderError('tpay answered no payment URL');
      return { transactionId: body.title, paymentUrl: body.transactionPaymentUrl };
    },
    async verifySignature(rawBody, jws) {
      if (!jws) return false;
      const url = jwsCertificateUrl(jws);
      if (!url || !url.startsWith(`${config.certificatePrefix}/`)) return false;
      try {
        const [signing, root] = await Promise.all([certificate(url), certificate(config.rootCertificateUrl)]);
        if (!signing.checkIssued(root) || !signing.verify(root.publicKey)) return false;
        const now = Date.now();
        if (Date.parse(signing.validFrom) > now || Date.parse(signing.validTo) < now) return false;
        return verifyDetached(rawBody, jws, signing.publicKey);
      } catch {
        return false;
      }
    },
  };
};
