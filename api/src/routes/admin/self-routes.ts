// One's own account: who am I, sign out everywhere, a new password, the authenticator app (for the roles that may
// choose it) and new recovery codes, and passkeys (register, list, remove). Changing the password or the recovery
// codes asks for the current password: a session left open on someone else's screen is not enough.
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { endTokens, publicAccount } from '../../staff/accounts';
import { recordAudit } from '../../staff/audit-log';
import { checkPassword, hashPassword } from '../../staff/password-hash';
import { passwordProblem } from '../../staff/password-policy';
import { registrationOptions, verifyRegistration } from '../../staff/passkeys';
import { clearedSessionCookie } from '../../staff/session-cookie';
import { endAllSessions, endOwnSession, ownSessions } from '../../staff/sessions';
import { accountKey, ACCOUNT_LIMIT, blockedFor, clearFailures, recordFailure } from '../../staff/sign-in-limits';
import { acceptTotp, newTotpEnrolment, replaceRecoveryCodes } from '../../staff/totp';
import { signedIn, type AdminContext } from './admin-context';
import { challengeOf, passkeyResponseSchema, storeChallenge, takeChallenge } from './challenges';

const codeBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

const currentPassword = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const passwordBody = {
  type: 'object',
  required: ['currentPassword', 'password'],
  additionalProperties: false,
  properties: { currentPassword, password: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;
const currentPasswordBody = {
  type: 'object',
  required: ['currentPassword'],
  additionalProperties: false,
  properties: { currentPassword },
} as const;

const credentialParams = {
  type: 'object',
  required: ['credentialId'],
  properties: { credentialId: { type: 'string', maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const sessionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
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

  app.get('/me/sessions', { config: { access: 'self' } }, async (request) =>
    ownSessions(db, signedIn(request), context.now(), context.sessions),
  );

  /** Ends one of my sessions (another device's; this one's too, then the answer signs this browser out). */
  app.delete<{ Params: { id: string } }>(
    '/me/sessions/:id',
    { config: { access: 'self' }, schema: { params: sessionParams } },
    async (request, reply) => {
      const session = signedIn(request);
      const { account } = session;
      if (!(await endOwnSession(db, account.id, request.params.id)))
        throw new HttpError(404, 'No such session of yours');
      await recordAudit(db, context.now(), {
        action: 'session_ended',
        actor: { id: account.id, email: account.email },
        address: request.ip,
      });
      if (request.params.id === session.idHash) reply.header('Set-Cookie', clearedSessionCookie(context.cookie));
      return reply.code(204).send();
    },
  );

  app.post('/me/sessions/end-others', { config: { access: 'self' } }, async (request, reply) => {
    const { account, idHash } = signedIn(request);
    const ended = await endAllSessions(db, account.id, idHash);
    await recordAudit(db, context.now(), {
      action: 'other_sessions_ended',
      actor: { id: account.id, email: account.email },
      detail: { sessions: ended },
      address: request.ip,
    });
    return reply.code(204).send();
  });

  /**
   * Refuses (429 while backing off, 400 when wrong) unless `password` is the signed-in person's; wrong ones count
   * against the account like failed sign-ins.
   */
  async function confirmCurrentPassword(request: FastifyRequest, password: string): Promise<void> {
    const now = context.now();
    const { account } = signedIn(request);
    const key = accountKey(account.email);
    const waitMs = await blockedFor(db, [key], now);
    if (waitMs > 0) {
      throw new HttpError(429, `Too many wrong passwords; try again in ${Math.ceil(waitMs / 1000)} s`);
    }
    if (!(await checkPassword(password, account.password_hash))) {
      await recordFailure(db, key, ACCOUNT_LIMIT, now);
      throw new HttpError(400, 'Field "currentPassword" is not your current password');
    }
    await clearFailures(db, key);
  }

  app.post<{ Body: { currentPassword: string; password: string } }>(
    '/me/password',
    { config: { access: 'self' }, schema: { body: passwordBody } },
    async (request, reply) => {
      const now = context.now();
      const { account, idHash } = signedIn(request);
      await confirmCurrentPassword(request, request.body.currentPassword);
      const problem = passwordProblem(request.body.password, account.email);
      if (problem !== null) throw new HttpError(400, problem);
      await db
        .updateTable('staff_accounts')
        .set({ password_hash: await hashPassword(request.body.password), updated_at: now.toISOString() })
        .where('id', '=', account.id)
        .execute();
      await endTokens(db, account.id);
      // Whoever knew the old password is signed out everywhere else; this browser stays signed in.
      const ended = await endAllSessions(db, account.id, idHash);
      await recordAudit(db, now, {
        action: 'password_set',
        actor: { id: account.id, email: account.email },
        target: `account:${account.id}`,
        detail: { changedBy: 'self', sessionsEnded: ended },
        address: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { currentPassword: string } }>(
    '/me/recovery-codes',
    { config: { access: 'self' }, schema: { body: currentPasswordBody } },
    async (request) => {
      const { account } = signedIn(request);
      await confirmCurrentPassword(request, request.body.currentPassword);
      if (account.totp_secret === null) throw new HttpError(409, 'Recovery codes come with the authenticator app');
      const recoveryCodes = await replaceRecoveryCodes(db, account.id);
      await recordAudit(db, context.now(), {
        action: 'recovery_codes_renewed',
        actor: { id: account.id, email: account.email },
        address: request.ip,
      });
      return { recoveryCodes };
    },
  );

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
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
          .where('id', '=', account.id)
          .execute();
        return replaceRecoveryCodes(trx, account.id);
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
