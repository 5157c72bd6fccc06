// Staff accounts, for admins: list, read, invite, change (name, role, disabled) with optimistic concurrency, and
// remove. Disabling or removing an account ends that person's sessions at once; nobody disables, demotes or
// removes themselves (the last admin cannot lock everyone out). A new account has no password: its set-up link
// goes to the person by e-mail (an invitation, through the outbox); the staff command (cli/staff.ts) prints a new
// one for someone with access to the server.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import {
  ACCOUNT_SORT_FIELDS,
  deleteAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  listAccounts,
  publicAccount,
  updateAccount,
  type AccountChanges,
  type AccountSortField,
} from '../../staff/accounts';
import { recordAudit } from '../../staff/audit-log';
import { SECOND_FACTOR_ROLES, STAFF_ROLES, type StaffRole } from '../../staff/roles';
import { endAllSessions } from '../../staff/sessions';
import { signedIn, type AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    sort: { type: 'string', enum: ACCOUNT_SORT_FIELDS, default: 'id' },
    q: { type: 'string', maxLength: 200 },
    role: { type: 'string', enum: STAFF_ROLES },
    disabled: { type: 'boolean' },
  },
} as const;

const nameSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

const createBody = {
  type: 'object',
  required: ['email', 'name', 'role'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    name: nameSchema,
    role: { type: 'string', enum: STAFF_ROLES },
  },
} as const;

const updateBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1 },
    name: nameSchema,
    role: { type: 'string', enum: STAFF_ROLES },
    disabled: { type: 'boolean' },
  },
} as const;

interface ListQuery {
  page: number;
  perPage: number;
  sort: AccountSortField;
  order: 'asc' | 'desc';
  q?: string;
  role?: StaffRole;
  disabled?: boolean;
}

export async function accountRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context;
  const config = { access: 'accounts' } as const;

  app.get<{ Querystring: ListQuery }>(
    '/accounts',
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, ...filters } = request.query;
      const { total, accounts } = await listAccounts(db, { ...filters, ...offsetOf({ page, perPage }) });
      sendTotal(reply, 'accounts', { page, perPage }, accounts.length, total);
      return accounts;
    },
  );

  app.get<{ Params: { id: number } }>('/accounts/:id', { config, schema: { params: idParams } }, async (request) => {
    const account = await findAccount(db, request.params.id);
    if (!account) throw new HttpError(404, `No account ${request.params.id}`);
    return publicAccount(account);
  });

  app.post<{ Body: { email: string; name: string; role: StaffRole } }>(
    '/accounts',
    { config, schema: { body: createBody } },
    async (request, reply) => {
      const { account: actor } = signedIn(request);
      if (await findAccountByEmail(db, request.body.email)) {
        throw new HttpError(409, 'An account with this e-mail address exists');
      }
      const now = context.now();
      const account = await insertAccount(db, request.body, now);
      await recordAudit(db, now, {
        action: 'account_invited',
        actor: { id: actor.id, email: actor.email },
        target: `account:${account.id}`,
        detail: { email: account.email, role: account.role },
        address: request.ip,
      });
      // The invitation: the set-up link by e-mail, through the outbox (the link is made as it leaves).
      await context.mail?.queue({ accountId: account.id, purpose: 'setup' });
      return reply.code(201).send(publicAccount(account));
    },
  );

  app.put<{ Params: { id: number }; Body: AccountChanges & { version: number } }>(
    '/accounts/:id',
    { config, schema: { params: idParams, body: updateBody } },
    async (request, reply) => {
      const { account: actor } = signedIn(request);
      const { id } = request.params;
      const { version, ...changes } = request.body;
      const current = await findAccount(db, id);
      if (!current) throw new HttpError(404, `No account ${id}`);
      if (
        id === actor.id &&
        (changes.disabled === true || (changes.role !== undefined && changes.role !== actor.role))
      ) {
        throw new HttpError(400, 'You cannot disable your own account or change your own role');
      }
      if (changes.role !== undefined && SECOND_FACTOR_ROLES.has(changes.role) && current.totp_secret === null) {
        throw new HttpError(400, `Role ${changes.role} needs an authenticator app; the person sets it up first`);
      }
      const now = context.now();
      const updated = await updateAccount(db, id, version, changes, now);
      if (updated === undefined) throw new HttpError(404, `No account ${id}`);
      if (updated === 'stale') {
        const latest = await findAccount(db, id);
        return reply.code(409).send({
          code: '409',
          message: 'The account was changed by someone else meanwhile; here is its current state',
          current: latest ? publicAccount(latest) : null,
        });
      }
      const ended = changes.disabled === true ? await endAllSessions(db, id) : 0;
      await recordAudit(db, now, {
        action: 'account_updated',
        actor: { id: actor.id, email: actor.email },
        target: `account:${id}`,
        detail: { ...changes, version: updated.version, ...(ended > 0 ? { sessionsEnded: ended } : {}) },
        address: request.ip,
      });
      return publicAccount(updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/accounts/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      const { account: actor } = signedIn(request);
      const { id } = request.params;
      if (id === actor.id) throw new HttpError(400, 'You cannot remove your own account');
      const account = await findAccount(db, id);
      // Its sessions, passkeys, codes and links go with it (foreign keys); its audit entries stay.
      if (!account || !(await deleteAccount(db, id))) throw new HttpError(404, `No account ${id}`);
      await recordAudit(db, context.now(), {
        action: 'account_removed',
        actor: { id: actor.id, email: actor.email },
        target: `account:${id}`,
        detail: { email: account.email, role: account.role },
        address: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
