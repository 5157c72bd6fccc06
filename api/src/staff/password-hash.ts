// Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane; about 0.1 s a hash on the
// project's 2-core machine). The parameters are stored in each hash, so raising them later only affects new hashes.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's Algorithm enum is a const enum, which isolated modules cannot read).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked against when the account is unknown or has no password, so that answer takes as long as a wrong password.
const DUMMY_HASH = hash('no account has this password', ARGON2_OPTIONS);

/** Whether `password` matches `stored`; with no stored hash it spends the same time and answers false. */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
