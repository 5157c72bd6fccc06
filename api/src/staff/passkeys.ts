// Passkeys (WebAuthn): registering one while signed in, and signing in with it instead of a password and code. The
// relying party is the back office's origin (ADMIN_ORIGIN): a passkey works only there, so a look-alike site gets
// nothing it can use (phishing-resistant). User verification (PIN, fingerprint) is required, so a passkey is two
// factors in one and suffices for the roles that need a second factor. No attestation: any authenticator will do.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

export interface RelyingParty {
  /** The back office's origin, e.g. https://admin.ergoforma.pl. */
  origin: string;
  /** Its host name: the passkey's scope. */
  id: string;
  name: string;
}

export function relyingPartyOf(adminOrigin: string): RelyingParty {
  return { origin: adminOrigin, id: new URL(adminOrigin).hostname, name: 'Ergoforma back office' };
}

/** A registered passkey as stored: its credential id and COSE public key, base64url. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export function registrationOptions(
  rp: RelyingParty,
  account: { id: number; email: string; name: string },
  existing: readonly StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(`staff-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new passkey, or null when the response does not answer `challenge` from the back office's origin. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<StoredPasskey | null> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** Options for signing in with any passkey of this site (the authenticator offers the ones it holds). */
export function authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
}

/** The passkey's new signature counter if the response is its valid answer to `challenge`; else null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
