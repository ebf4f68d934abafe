import { createHash } from 'node:crypto';
import { deviceContracts } from '../../contracts.ts';

const { normaliseLabelCode } = deviceContracts;

/**
 * Only a hash of a device's label code is kept: a copy of the database does not let anyone claim devices. The codes
 * are random (60 bits), and guesses are limited per account and address, so a plain SHA-256 is enough.
 */
export const labelCodeHash = (code: string): string => createHash('sha256').update(`inercise-label:${normaliseLabelCode(code)}`).digest('hex');
