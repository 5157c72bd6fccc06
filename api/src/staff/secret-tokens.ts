// Opaque secrets handed to a person (session ids, set-up and reset links, recovery codes): 256 random bits, and only
// their SHA-256 stored, so a copy of the database opens no session and no link.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
