import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// argon2id with OWASP's minimum (19 MiB, 2 passes): about 10 ms a hash here.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash of a random password, verified against when the e-mail is unknown so both paths cost the same. */
export const dummyHash = hashPassword('not-a-real-password-Aa1!');
