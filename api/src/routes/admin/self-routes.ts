// One's own account: who am I, sign out everywhere, the authenticator app (for the roles that may choose it), and
// passkeys (register, list, remove).
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { publicAccount } from '../../staff/accounts';
import { recordAudit } from '../../staff/audit-log';
import { registrationOptions, verifyRegistration } from '../../staff/passkeys';
import { clearedSessionCookie } from '../../staff/session-cookie';
import { endAllSessions } from '../../staff/sessions';
import { acceptTotp, newRecoveryCodes, newTotpEnrolment, recoveryCodeHash } from '../../staff/totp';
import { signedIn, type AdminContext } from './admin-context';
import { challengeOf, passkeyResponseSchema, storeChallenge, takeChallenge } from './challenges';

const codeBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

const credentialParams = {
  type: 'object',
  required: ['credentialId'],
  properties: { credentialId: { type: 'string', maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export async function selfRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context;

  async function passkeysOf(accountId: number) {
    const rows = await db
      .selectFrom('staff_passkeys')
      .select(['credential_id', 'public_key', 'counter', 'transports', 'created_at', 'last_used_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      credentialId: row.credential_id,
      publicKey: row.public_key,
      counter: row.counter,
      transports: JSON.parse(row.transports) as string[],
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  app.get('/me', { config: { access: 'self' } }, async (request) => {
    const { account } = signedIn(request);
    const passkeys = await passkeysOf(account.id);
    return {
      account: publicAccount(account),
      passkeys: passkeys.map(({ credentialId, createdAt, lastUsedAt }) => ({ credentialId, createdAt, lastUsedAt })),
    };
  });

  app.post('/me/sign-out-everywhere', { config: { access: 'self' } }, async (request, reply) => {
    const { account } = signedIn(request);
    const ended = await endAllSessions(db, account.id);
    await recordAudit(db, context.now(), {
      action: 'sign_out_everywhere',
      actor: { id: account.id, email: account.email },
      detail: { sessions: ended },
      address: request.ip,
    });
    return reply.code(204).header('Set-Cookie', clearedSessionCookie(context.cookie)).send();
  });

  app.post('/me/totp', { config: { access: 'self' } }, async (request) => {
    const { account } = signedIn(request);
    if (account.totp_secret !== null) throw new HttpError(409, 'The authenticator app is already set up');
    const enrolment = newTotpEnrolment(account.email);
    await db
      .updateTable('staff_accounts')
      .set({ totp_pending_secret: enrolment.secret })
      .where('id', '=', account.id)
      .execute();
    return enrolment;
  });

  app.post<{ Body: { code: string } }>(
    '/me/totp/confirm',
    { config: { access: 'self' }, schema: { body: codeBody } },
    async (request) => {
      const now = context.now();
      const { account } = signedIn(request);
      const secret = account.totp_pending_secret;
      const step =
        secret === null || account.totp_secret !== null ? null : acceptTotp(secret, request.body.code, now, null);
      if (step === null) throw new HttpError(400, 'Field "code" must be the current code of your authenticator app');
      const recoveryCodes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
          .where('id', '=', account.id)
          .execute();
        await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', account.id).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(
            recoveryCodes.map((code) => ({ account_id: account.id, code_hash: recoveryCodeHash(code), used_at: null })),
          )
          .execute();
      });
      await recordAudit(db, now, {
        action: 'totp_enabled',
        actor: { id: account.id, email: account.email },
        address: request.ip,
      });
      return { recoveryCodes };
    },
  );

  app.post('/me/passkeys/options', { config: { access: 'self' } }, async (request) => {
    const { account } = signedIn(request);
    const options = await registrationOptions(context.rp, account, await passkeysOf(account.id));
    await storeChallenge(db, options.challenge, 'register', account.id, context.now());
    return options;
  });

  app.post<{ Body: { response: RegistrationResponseJSON } }>(
    '/me/passkeys',
    { config: { access: 'self' }, schema: { body: passkeyResponseSchema } },
    async (request, reply) => {
      const now = context.now();
      const { account } = signedIn(request);
      const { response } = request.body;
      const challenge = challengeOf(response.response.clientDataJSON);
      const passkey = (await takeChallenge(db, challenge, 'register', account.id, now))
        ? await verifyRegistration(context.rp, response, challenge)
        : null;
      if (passkey === null) throw new HttpError(400, 'This passkey could not be registered; try again');
      const known = await db
        .selectFrom('staff_passkeys')
        .select('credential_id')
        .where('credential_id', '=', passkey.credentialId)
        .executeTakeFirst();
      if (known) throw new HttpError(409, 'This passkey is registered already');
      await db
        .insertInto('staff_passkeys')
        .values({
          credential_id: passkey.credentialId,
          account_id: account.id,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: now.toISOString(),
          last_used_at: null,
        })
        .execute();
      await recordAudit(db, now, {
        action: 'passkey_added',
        actor: { id: account.id, email: account.email },
        address: request.ip,
      });
      return reply.code(201).send({ credentialId: passkey.credentialId, createdAt: now.toISOString() });
    },
  );

  app.delete<{ Params: { credentialId: string } }>(
    '/me/passkeys/:credentialId',
    { config: { access: 'self' }, schema: { params: credentialParams } },
    async (request, reply) => {
      const { account } = signedIn(request);
      const result = await db
        .deleteFrom('staff_passkeys')
        .where('credential_id', '=', request.params.credentialId)
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new HttpError(404, 'No such passkey of yours');
      await recordAudit(db, context.now(), {
        action: 'passkey_removed',
        actor: { id: account.id, email: account.email },
        address: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
