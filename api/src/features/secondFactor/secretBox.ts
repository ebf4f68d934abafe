import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: Buffer): string;
  open(sealed: string): Buffer;
}

/**
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the server's secret: a copy of the database alone (a backup)
 * does not give the owner's TOTP keys. Sealed as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export const createSecretBox = (serverSecret: string): SecretBox => {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'inercise', 'second-factor-secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    },
  };
};
