import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { persistentSecret } from '../../../config.ts';
import { jwsCertificateUrl, signDetached, verifyDetached } from '../notificationSignature.ts';
import { knownGroups, type PaymentProvider } from '../provider.ts';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly merchantId: string;
  readonly keyUrl: string;
  publicKeyPem(): string;
  sign(rawBody: string): Promise<string>;
}

/** The sandbox's test signing key: made once, kept in the data directory so restarts verify old signatures. */
const loadOrCreateKey = (dataDir: string): KeyObject => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'sandbox-signing-key.pem');
  if (existsSync(file)) return createPrivateKey(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
};

/**
 * A local stand-in for Tpay: transactions are pages of this API (/sandbox/pay/{id}) whose buttons send
 * a notification signed like Tpay's (md5sum with a local security code, JWS with a local key).
 */
export const createSandboxProvider = (options: { dataDir: string; publicApiUrl: string }): SandboxProvider => {
  const privateKey = loadOrCreateKey(options.dataDir);
  const publicKey = createPublicKey(privateKey);
  const securityCode = persistentSecret(options.dataDir, 'sandbox-security-code');
  const keyUrl = `${options.publicApiUrl}/sandbox/signing-key.pem`;
  return {
    name: 'sandbox',
    merchantId: '1010',
    securityCode,
    // Answered in the process itself: a start that takes longer died with its process.
    timeoutMs: 5_000,
    keyUrl,
    publicKeyPem: () => publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    listMethods: async () => knownGroups,
    async createTransaction() {
      const transactionId = `TR-SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
      return { transactionId, paymentUrl: `${options.publicApiUrl}/sandbox/pay/${transactionId}` };
    },
    sign: (rawBody) => signDetached(rawBody, privateKey, keyUrl),
    async verifySignature(rawBody, jws) {
      if (!jws || jwsCertificateUrl(jws) !== keyUrl) return false;
      return verifyDetached(rawBody, jws, publicKey);
    },
  };
};
