import { createHash, type KeyObject } from 'node:crypto';
import { CompactSign, decodeProtectedHeader, flattenedVerify } from 'jose';

/** md5(id + tr_id + tr_amount + tr_crc + security code), as Tpay computes it. */
export const notificationMd5 = (fields: { id: string; tr_id: string; tr_amount: string; tr_crc: string }, securityCode: string): string =>
  createHash('md5').update(`${fields.id}${fields.tr_id}${fields.tr_amount}${fields.tr_crc}${securityCode}`).digest('hex');

/** A detached JWS (header..signature) over the raw body, RS256 with an x5u naming the signing certificate. */
export const signDetached = async (rawBody: string, key: KeyObject, x5u: string): Promise<string> => {
  const compact = await new CompactSign(new TextEncoder().encode(rawBody)).setProtectedHeader({ alg: 'RS256', x5u }).sign(key);
  const [header, , signature] = compact.split('.');
  return `${header}..${signature}`;
};

/** The x5u of a detached JWS, or null when the header is malformed. */
export const jwsCertificateUrl = (jws: string): string | null => {
  try {
    const header = decodeProtectedHeader(jws);
    return typeof header.x5u === 'string' ? header.x5u : null;
  } catch {
    return null;
  }
};

export const verifyDetached = async (rawBody: string, jws: string, key: KeyObject): Promise<boolean> => {
  const parts = jws.split('.');
  if (parts.length !== 3 || parts[1] !== '') return false;
  try {
    // The detached payload is the body itself: the signature covers base64url(header).base64url(body).
    await flattenedVerify({ protected: parts[0]!, payload: Buffer.from(rawBody).toString('base64url'), signature: parts[2]! }, key, { algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'] });
    return true;
  } catch {
    return false;
  }
};
