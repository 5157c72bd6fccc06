// The ways in and out: sign-in with password (and code), sign-in with a passkey, sign-out, and the one-time
// set-up link with which a person chooses a password (and, for the roles that need one, sets up the authenticator
// app), and "forgot password", which e-mails such a link. The link's token travels in request bodies and the
// e-mail only, never in a URL a log could keep.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { accountOfToken, endTokens, publicAccount, type AccountRow } from '../../staff/accounts';
import { recordAudit } from '../../staff/audit-log';
import { hashPassword } from '../../staff/password-hash';
import { passwordProblem } from '../../staff/password-policy';
import { authenticationOptions, verifyAuthentication } from '../../staff/passkeys';
import { requestPasswordReset } from '../../staff/password-reset';
import { SECOND_FACTOR_ROLES } from '../../staff/roles';
import { clearedSessionCookie, sessionCookie } from '../../staff/session-cookie';
import { endAllSessions, endSession, startSession } from '../../staff/sessions';
import { signInWithPassword } from '../../staff/sign-in';
import type { TokenPurpose } from '../../staff/staff-tables';
import { acceptTotp, newTotpEnrolment, replaceRecoveryCodes } from '../../staff/totp';
import { signedIn, type AdminContext } from './admin-context';
import { challengeOf, passkeyResponseSchema, storeChallenge, takeChallenge } from './challenges';

const REFUSED = 'Wrong e-mail address or password';

const signInBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    code: { type: 'string', maxLength: 20 },
  },
} as const;

const resetBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: signInBody.properties.email },
} as const;

/** The one answer to every accepted reset request, whether the address has an account or not. */
const RESET_ANSWER = {
  message: 'If this address belongs to an account, a link to choose a new password is on its way',
} as const;

const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 20, maxLength: 100 } },
} as const;

const setPasswordBody = {
  type: 'object',
  required: ['token', 'password'],
  additionalProperties: false,
  properties: {
    token: tokenBody.properties.token,
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    code: { type: 'string', pattern: '^[0-9]{6}$' },
  },
} as const;

export async function sessionRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context;

  /** A new session (a new id, whatever cookie came in: no fixation) and its cookie. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow, method: string) {
    const now = context.now();
    if (request.staff !== null) await endSession(db, request.staff.idHash);
    const id = await startSession(db, account.id, method, now, context.sessions, {
      address: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await recordAudit(db, now, {
      action: 'sign_in',
      actor: { id: account.id, email: account.email },
      detail: { method },
      address: request.ip,
    });
    reply.header('Set-Cookie', sessionCookie(context.cookie, id, Math.floor(context.sessions.absoluteMs / 1000)));
    return { account: publicAccount(account) };
  }

  // Whether this browser is signed in, and as whom: the back office asks on start. Not signed in is an answer, not an
  // error (a 401 would be a failed request in the browser's console on every visit of the sign-in page).
  app.get('/session', { config: { access: 'public' } }, async (request) => ({
    account: request.staff === null ? null : publicAccount(request.staff.account),
  }));

  app.post<{ Body: { email: string; password: string; code?: string } }>(
    '/sign-in',
    { config: { access: 'public' }, schema: { body: signInBody } },
    async (request, reply) => {
      const outcome = await signInWithPassword(db, request.body, request.ip, context.now());
      switch (outcome.kind) {
        case 'signed_in':
          return signIn(request, reply, outcome.account, outcome.method);
        case 'blocked':
          reply.header('Retry-After', String(outcome.retryAfterS));
          throw new HttpError(429, `Too many failed sign-ins; try again in ${outcome.retryAfterS} s`);
        // Not a failure: the password was right and the next step is the code (nobody is signed in yet).
        case 'code_required':
          return { account: null, codeRequired: true };
        case 'refused':
          throw new HttpError(401, REFUSED);
      }
    },
  );

  app.post('/passkey-options', { config: { access: 'public' } }, async () => {
    const options = await authenticationOptions(context.rp);
    await storeChallenge(db, options.challenge, 'sign_in', null, context.now());
    return options;
  });

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(
    '/passkey-sign-in',
    { config: { access: 'public' }, schema: { body: passkeyResponseSchema } },
    async (request, reply) => {
      const now = context.now();
      const { response } = request.body;
      const challenge = challengeOf(response.response.clientDataJSON);
      const passkey = await db
        .selectFrom('staff_passkeys')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_passkeys.account_id')
        .selectAll('staff_accounts')
        .select(['credential_id', 'public_key', 'counter', 'transports'])
        .where('credential_id', '=', response.id)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      const issued = await takeChallenge(db, challenge, 'sign_in', null, now);
      const counter =
        passkey && issued
          ? await verifyAuthentication(context.rp, response, challenge, {
              credentialId: passkey.credential_id,
              publicKey: passkey.public_key,
              counter: passkey.counter,
              transports: JSON.parse(passkey.transports) as string[],
            })
          : null;
      if (!passkey || counter === null) {
        await recordAudit(db, now, { action: 'sign_in_failed', detail: { reason: 'passkey' }, address: request.ip });
        throw new HttpError(401, 'This passkey was not accepted');
      }
      await db
        .updateTable('staff_passkeys')
        .set({ counter, last_used_at: now.toISOString() })
        .where('credential_id', '=', passkey.credential_id)
        .execute();
      const { credential_id: _id, public_key: _key, counter: _counter, transports: _transports, ...account } = passkey;
      return signIn(request, reply, account, 'passkey');
    },
  );

  app.post('/sign-out', { config: { access: 'self' } }, async (request, reply) => {
    const { idHash, account } = signedIn(request);
    await endSession(db, idHash);
    await recordAudit(db, context.now(), {
      action: 'sign_out',
      actor: { id: account.id, email: account.email },
      address: request.ip,
    });
    return reply.code(204).header('Set-Cookie', clearedSessionCookie(context.cookie)).send();
  });

  app.post<{ Body: { email: string } }>(
    '/password-reset',
    { config: { access: 'public' }, schema: { body: resetBody } },
    async (request, reply) => {
      const outcome = await requestPasswordReset(db, request.body.email, request.ip, context.now());
      if (outcome.kind === 'blocked') {
        reply.header('Retry-After', String(outcome.retryAfterS));
        throw new HttpError(429, `Too many requests; try again in ${outcome.retryAfterS} s`);
      }
      const { account } = outcome;
      if (account !== null && context.mail !== null) {
        // Not awaited: the answer comes as soon for an address without an account as for one with an account.
        context.mail.queue({ accountId: account.id, purpose: 'reset' }).catch((error: unknown) => {
          request.log.error({ err: error, accountId: account.id }, 'password reset e-mail not queued');
        });
      }
      return reply.code(202).send(RESET_ANSWER);
    },
  );

  async function linkOf(token: string): Promise<{ account: AccountRow; purpose: TokenPurpose }> {
    const found = await accountOfToken(db, token, context.now());
    if (!found) throw new HttpError(404, 'This link is not valid (used, replaced or older than its time)');
    return found;
  }
  const linkAccount = async (token: string): Promise<AccountRow> => (await linkOf(token)).account;

  app.post<{ Body: { token: string } }>(
    '/set-password/check',
    { config: { access: 'public' }, schema: { body: tokenBody } },
    async (request) => {
      const account = await linkAccount(request.body.token);
      return {
        email: account.email,
        name: account.name,
        role: account.role,
        totpRequired: SECOND_FACTOR_ROLES.has(account.role) && account.totp_secret === null,
      };
    },
  );

  // The authenticator app's secret for a person setting up their account; confirmed by the code in /set-password.
  app.post<{ Body: { token: string } }>(
    '/set-password/totp',
    { config: { access: 'public' }, schema: { body: tokenBody } },
    async (request) => {
      const account = await linkAccount(request.body.token);
      const enrolment = newTotpEnrolment(account.email);
      await db
        .updateTable('staff_accounts')
        .set({ totp_pending_secret: enrolment.secret })
        .where('id', '=', account.id)
        .execute();
      return enrolment;
    },
  );

  app.post<{ Body: { token: string; password: string; code?: string } }>(
    '/set-password',
    { config: { access: 'public' }, schema: { body: setPasswordBody } },
    async (request) => {
      const now = context.now();
      const { account, purpose } = await linkOf(request.body.token);
      const problem = passwordProblem(request.body.password, account.email);
      if (problem !== null) throw new HttpError(400, problem);
      const enrolsTotp = SECOND_FACTOR_ROLES.has(account.role) && account.totp_secret === null;
      let totpStep: number | null = null;
      if (enrolsTotp) {
        const secret = account.totp_pending_secret;
        totpStep =
          secret === null || request.body.code === undefined ? null : acceptTotp(secret, request.body.code, now, null);
        if (totpStep === null)
          throw new HttpError(400, 'Field "code" must be the current code of your authenticator app');
      }
      const passwordHash = await hashPassword(request.body.password);
      let recoveryCodes: string[] = [];
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({
            password_hash: passwordHash,
            updated_at: now.toISOString(),
            ...(enrolsTotp
              ? { totp_secret: account.totp_pending_secret, totp_pending_secret: null, totp_last_step: totpStep }
              : {}),
          })
          .where('id', '=', account.id)
          .execute();
        if (enrolsTotp) recoveryCodes = await replaceRecoveryCodes(trx, account.id);
      });
      await endTokens(db, account.id);
      // A new password ends every session made with the old one.
      await endAllSessions(db, account.id);
      const actor = { id: account.id, email: account.email };
      await recordAudit(db, now, {
        action: 'password_set',
        actor,
        target: `account:${account.id}`,
        detail: { link: purpose },
        address: request.ip,
      });
      if (enrolsTotp) await recordAudit(db, now, { action: 'totp_enabled', actor, address: request.ip });
      return { recoveryCodes };
    },
  );
}
