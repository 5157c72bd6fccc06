// WebAuthn challenges between the options a browser asks for and the answer it sends: stored for 5 minutes, each
// usable once, bound to its purpose (and, for registering a passkey, to the signed-in person).
import type { ChallengePurpose, StaffDb } from '../../staff/staff-tables';

const CHALLENGE_MS = 5 * 60_000;

export async function storeChallenge(
  db: StaffDb,
  challenge: string,
  purpose: ChallengePurpose,
  accountId: number | null,
  now: Date,
): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('staff_challenges')
    .values({
      challenge,
      purpose,
      account_id: accountId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/** Whether `challenge` was issued for this purpose (and person) and is still valid; it is used up either way. */
export async function takeChallenge(
  db: StaffDb,
  challenge: string,
  purpose: ChallengePurpose,
  accountId: number | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('staff_challenges')
    .where('challenge', '=', challenge)
    .returning(['purpose', 'account_id', 'expires_at'])
    .executeTakeFirst();
  return (
    row !== undefined && row.purpose === purpose && row.account_id === accountId && row.expires_at > now.toISOString()
  );
}

/** The challenge a browser's answer claims to answer ('' when its client data is not readable JSON). */
export function challengeOf(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString());
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}

const base64url = { type: 'string', maxLength: 4096, pattern: '^[A-Za-z0-9_-]*$' } as const;

/** The JSON a browser's navigator.credentials answer is sent as (checked in depth by @simplewebauthn/server). */
export const passkeyResponseSchema = {
  type: 'object',
  required: ['response'],
  additionalProperties: false,
  properties: {
    response: {
      type: 'object',
      required: ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
      properties: {
        id: base64url,
        rawId: base64url,
        type: { type: 'string', const: 'public-key' },
        authenticatorAttachment: { type: 'string', maxLength: 40 },
        clientExtensionResults: { type: 'object' },
        response: {
          type: 'object',
          required: ['clientDataJSON'],
          properties: {
            clientDataJSON: base64url,
            attestationObject: base64url,
            authenticatorData: base64url,
            signature: base64url,
            userHandle: base64url,
            transports: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } },
          },
        },
      },
    },
  },
} as const;
