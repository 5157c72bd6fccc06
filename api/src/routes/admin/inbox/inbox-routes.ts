// The inbox: what visitors sent through the forms, for the staff who answer it. Every signed-in role with an inbox
// reaches these routes (area 'inbox'); each submission further belongs to its form's area (FORM_AREAS): hr sees job
// applications, sales the other forms, admin all. Opening an item and downloading its files are personal-data
// reads and go into the audit log; the first opening marks the item read for everyone.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import { HttpError } from '../../../http/errors';
import { INBOX_STATUSES, type InboxStatus } from '../../../forms/inbox-status';
import { CONTENT_TYPES, downloadName } from '../../../forms/stored-file';
import { findAccount } from '../../../staff/accounts';
import { recordAudit } from '../../../staff/audit-log';
import { mayEnter } from '../../../staff/roles';
import { signedIn, type AdminContext } from '../admin-context';
import { offsetOf, pagingProperties, sendTotal } from '../list-query';
import {
  addNote,
  filesOf,
  findSubmission,
  FORM_AREAS,
  formsOf,
  listInbox,
  markOpened,
  notesOf,
  notificationOf,
  requeueNotification,
  toInboxItem,
  updateSubmission,
  type ItemChanges,
} from './inbox-store';
import './inbox-settings';

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const fileParams = { type: 'object', required: ['id', 'fileId'], properties: { id: ID, fileId: ID } } as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pagingProperties.page,
    perPage: pagingProperties.perPage,
    form: { type: 'string', enum: FORM_KINDS },
    status: { type: 'string', enum: INBOX_STATUSES },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    position: { type: 'string', minLength: 1, maxLength: 200 },
    assigneeId: ID,
    q: { type: 'string', maxLength: 200 },
  },
} as const;

interface ListQuery {
  page: number;
  perPage: number;
  form?: FormKind;
  status?: InboxStatus;
  from?: string;
  to?: string;
  position?: string;
  assigneeId?: number;
  q?: string;
}

const updateBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  minProperties: 2,
  properties: {
    version: { type: 'integer', minimum: 1 },
    status: { type: 'string', enum: INBOX_STATUSES },
    assigneeId: { anyOf: [ID, { type: 'null' }] },
  },
} as const;

const noteBody = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' } },
} as const;

/** The submission if the person's role may see its form; 404 when it does not exist, 403 when not theirs. */
async function submissionFor(context: AdminContext, request: FastifyRequest, id: number) {
  const row = await findSubmission(context.db, id);
  if (!row) throw new HttpError(404, `No submission ${id}`);
  if (!mayEnter(signedIn(request).account.role, FORM_AREAS[row.form]))
    throw new HttpError(403, 'Your role does not give access to this');
  return row;
}

export async function inboxRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context;
  const config = { access: 'inbox' } as const;
  const settings = () => app.inboxSettings;

  async function detail(request: FastifyRequest, id: number) {
    const row = await submissionFor(context, request, id);
    const [files, notes, notification] = await Promise.all([
      filesOf(db, [id]),
      notesOf(db, id),
      notificationOf(db, id),
    ]);
    return {
      ...toInboxItem(row, settings().retentionDays),
      fields: JSON.parse(row.fields) as Record<string, unknown>,
      locale: row.locale,
      page: row.page,
      firstOpenedAt: row.first_opened_at,
      files: files.map((file) => ({
        id: file.id,
        field: file.field,
        name: downloadName({ originalName: file.original_name, detectedType: file.detected_type }),
        size: file.size,
        type: file.detected_type,
      })),
      notes,
      notification,
    };
  }

  app.get<{ Querystring: ListQuery }>(
    '/inbox',
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, form, from, to, ...filters } = request.query;
      const mine = formsOf(signedIn(request).account.role);
      const { total, rows } = await listInbox(db, {
        ...filters,
        forms: form === undefined ? mine : mine.filter((kind) => kind === form),
        from: from === undefined ? undefined : new Date(from).toISOString(),
        to: to === undefined ? undefined : new Date(to).toISOString(),
        ...offsetOf({ page, perPage }),
      });
      sendTotal(reply, 'inbox', { page, perPage }, rows.length, total);
      return rows.map((row) => toInboxItem(row, settings().retentionDays));
    },
  );

  // Who may be assigned: the active accounts sharing a form with the asker, with the forms each may answer.
  app.get('/inbox/assignees', { config }, async (request) => {
    const mine = formsOf(signedIn(request).account.role);
    const accounts = await db
      .selectFrom('staff_accounts')
      .select(['id', 'name', 'role'])
      .where('disabled_at', 'is', null)
      .orderBy('name')
      .execute();
    return accounts
      .map(({ id, name, role }) => ({ id, name, forms: formsOf(role).filter((form) => mine.includes(form)) }))
      .filter((account) => account.forms.length > 0);
  });

  app.get<{ Params: { id: number } }>('/inbox/:id', { config, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const found = await detail(request, id);
    const { account } = signedIn(request);
    const now = context.now();
    await markOpened(db, id, now);
    await recordAudit(db, now, {
      action: 'submission_viewed',
      actor: { id: account.id, email: account.email },
      target: `submission:${id}`,
      address: request.ip,
    });
    return found;
  });

  app.patch<{ Params: { id: number }; Body: ItemChanges & { version: number } }>(
    '/inbox/:id',
    { config, schema: { params: idParams, body: updateBody } },
    async (request, reply) => {
      const { id } = request.params;
      const { version, ...changes } = request.body;
      const row = await submissionFor(context, request, id);
      if (changes.assigneeId != null) {
        const assignee = await findAccount(db, changes.assigneeId);
        if (!assignee || assignee.disabled_at !== null || !mayEnter(assignee.role, FORM_AREAS[row.form]))
          throw new HttpError(400, 'The assignee must be an active account whose role sees this form');
      }
      const updated = await updateSubmission(db, id, version, changes);
      if (updated === undefined) throw new HttpError(404, `No submission ${id}`);
      if (updated === 'stale') {
        return reply.code(409).send({
          code: '409',
          message: 'The submission was changed by someone else meanwhile; here is its current state',
          current: await detail(request, id),
        });
      }
      return detail(request, id);
    },
  );

  app.post<{ Params: { id: number }; Body: { text: string } }>(
    '/inbox/:id/notes',
    { config, schema: { params: idParams, body: noteBody } },
    async (request, reply) => {
      const { id } = request.params;
      await submissionFor(context, request, id);
      const { account } = signedIn(request);
      const note = await addNote(db, {
        submissionId: id,
        authorId: account.id,
        authorName: account.name,
        text: request.body.text.trim(),
        now: context.now(),
      });
      return reply.code(201).send(note);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/inbox/:id/notification/resend',
    { config, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params;
      await submissionFor(context, request, id);
      if (!(await requeueNotification(db, id, context.now())))
        throw new HttpError(409, 'The notification is waiting to be sent already');
      return notificationOf(db, id);
    },
  );

  app.get<{ Params: { id: number; fileId: number } }>(
    '/inbox/:id/files/:fileId',
    { config, schema: { params: fileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      await submissionFor(context, request, id);
      const file = (await filesOf(db, [id])).find((candidate) => candidate.id === fileId);
      if (!file) throw new HttpError(404, `Submission ${id} has no file ${fileId}`);
      const { account } = signedIn(request);
      await recordAudit(db, context.now(), {
        action: 'submission_file_downloaded',
        actor: { id: account.id, email: account.email },
        target: `submission:${id}`,
        detail: { file: fileId, field: file.field },
        address: request.ip,
      });
      const name = downloadName({ originalName: file.original_name, detectedType: file.detected_type });
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', CONTENT_TYPES[file.detected_type])
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Length', String(file.size))
        .send(createReadStream(path.join(settings().uploadsDir, file.stored_name)));
    },
  );
}
