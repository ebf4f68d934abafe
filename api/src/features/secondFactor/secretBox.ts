import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

import type { SecretBox } from '../../services/secretBox.ts';

export type { SecretBox };

interface Key {
  id: string;
  key: Buffer;
}

const keyOf = (secret: string): Key => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'inercise', 'second-factor-secret', 32));
  // Names the key in what it sealed, so opening picks it at once; a hash of the derived key, which gives nothing away.
  return { id: createHash('sha256').update('inercise-totp-key-id').update(key).digest('base64url').slice(0, 8), key };
};

const encode = (parts: (string | Buffer)[]) => parts.map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');

const decrypt = (key: Buffer, iv: string, tag: string, data: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
};

/**
 * AES-256-GCM under keys derived (HKDF-SHA-256) from TOTP_KEYS: a copy of the database alone (a backup) does not give
 * the owners' TOTP keys. Sealed as `v2.<key id>.<iv>.<tag>.<ciphertext>`, base64url, with the first key; every key
 * opens what it sealed. `v1.<iv>.<tag>.<ciphertext>` was sealed under the session secret (JWT_SECRET) before the keys
 * were separate: `legacySecret` still opens it, until `admin rotate-totp-key` has sealed it again.
 */
export const createSecretBox = (keys: string[], legacySecret?: string): SecretBox => {
  if (keys.length === 0) throw new Error('no key to seal the second factor with');
  const [first, ...others] = keys.map(keyOf);
  const byId = new Map([first!, ...others].map((key) => [key.id, key.key]));
  const legacy = legacySecret ? keyOf(legacySecret).key : null;
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', first!.key, iv);
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return encode(['v2', first!.id, iv, cipher.getAuthTag(), data]);
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const [, id, iv, tag, data] = parts as [string, string, string, string, string];
        const key = byId.get(id);
        if (!key) throw new Error('sealed with a key not in TOTP_KEYS');
        return decrypt(key, iv, tag, data);
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        if (!legacy) throw new Error('sealed under the session secret, which is not given');
        const [, iv, tag, data] = parts as [string, string, string, string];
        return decrypt(legacy, iv, tag, data);
      }
      throw new Error('unknown sealed secret');
    },
    current(sealed) {
      return sealed.startsWith(`v2.${first!.id}.`);
    },
  };
};
