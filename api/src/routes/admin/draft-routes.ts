// Drafts of the publishable records (content/drafts.ts), under /api/admin/drafts/{resource}/{id}, each resource in
// the area of its kind: save (PUT: the whole record in the fixtures' format and the record's `version` it is based
// on; checked as a write would be, but the site does not change), read (GET), discard (DELETE), publish (POST
// .../publish with that `version`: written through the content service, a normal revision; the draft is then
// removed; a record changed since is a 409 with the record as it is now) and a signed preview link for the person
// asking (POST .../preview-link). A draft of a record not created yet is not supported.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentConflictError } from '../../content/content-errors';
import { deleteDraft, readDraft, saveDraft, type Draft } from '../../content/drafts';
import { PUBLISHABLE, publicRead, type PublishableResource } from '../../publishing/publishable';
import { HttpError } from '../../http/errors';
import { recordContentStep } from '../../staff/audit-log';
import { productInput } from './catalogue/product-routes';
import { signedIn, type AdminContext } from './admin-context';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const version = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
/** The record itself is checked by the content service, which names the field at fault. */
const draftBody = { type: 'object', required: ['version'], properties: { version } } as const;
const publishBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;

type Params = { Params: { id: number } };

/** A draft as the back office gets it. */
function shown(draft: Draft) {
  return {
    record: draft.record,
    version: draft.basedOnVersion,
    savedAt: draft.savedAt,
    author: { id: draft.authorId, name: draft.authorName },
  };
}

export async function draftRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, service } = context.content;

  for (const name of Object.keys(PUBLISHABLE) as PublishableResource[]) {
    const { kind, access } = PUBLISHABLE[name];
    const config = { access } as const;
    const address = `/drafts/${name}/:id`;
    const current = async (id: number) => {
      const record = await service.find(kind, id);
      if (record === null) throw new HttpError(404, `No ${kind} ${id}`);
      return { ...record, version: await service.recordVersion(kind, id) };
    };
    const draftOf = async (id: number): Promise<Draft> => {
      const draft = await readDraft(db, kind, id);
      if (draft === null) throw new HttpError(404, `No draft of ${kind} ${id}`);
      return draft;
    };
    const conflict = async (reply: FastifyReply, error: unknown, id: number) => {
      if (!(error instanceof ContentConflictError)) throw error;
      return reply.code(409).send({ code: '409', message: error.message, current: await current(id) });
    };

    // No draft is a normal state of a record, not a missing resource: 204, which a browser does not report as an error.
    app.get<Params>(address, { config, schema: { params: idParams } }, async (request, reply) => {
      const draft = await readDraft(db, kind, request.params.id);
      return draft === null ? reply.code(204).send() : shown(draft);
    });

    app.put<Params & { Body: Record<string, unknown> & { version: number } }>(
      address,
      { config, schema: { params: idParams, body: draftBody } },
      async (request) => {
        const { id } = request.params;
        const { version: basedOnVersion, ...fields } = request.body;
        const record = name === 'products' ? await productInput(db, { ...fields, id }) : { ...fields, id };
        await current(id);
        service.check(kind, record);
        const { account } = signedIn(request);
        const now = context.now();
        await saveDraft(db, {
          kind,
          recordId: id,
          record,
          basedOnVersion,
          authorId: account.id,
          savedAt: now.toISOString(),
        });
        const detail = { basedOnVersion };
        await recordContentStep(context.db, now, {
          action: 'draft.save',
          actor: account,
          kind,
          id,
          detail,
          address: request.ip,
        });
        return shown(await draftOf(id));
      },
    );

    app.delete<Params>(address, { config, schema: { params: idParams } }, async (request, reply) => {
      const { id } = request.params;
      if (!(await deleteDraft(db, kind, id))) throw new HttpError(404, `No draft of ${kind}`);
      const actor = signedIn(request).account;
      await recordContentStep(context.db, context.now(), {
        action: 'draft.discard',
        actor,
        kind,
        id,
        address: request.ip,
      });
      return reply.code(204).send();
    });

    app.post<Params & { Body: { version: number } }>(
      `${address}/publish`,
      { config, schema: { params: idParams, body: publishBody } },
      async (request, reply) => {
        const { id } = request.params;
        const draft = await draftOf(id);
        try {
          await service.update(kind, id, draft.record, signedIn(request).account.email, request.body.version);
        } catch (error) {
          return conflict(reply, error, id);
        }
        await deleteDraft(db, kind, id);
        return current(id);
      },
    );

    app.post<Params>(`${address}/preview-link`, { config, schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (publicRead(name) === undefined) throw new HttpError(404, `A ${kind} has no page of its own to preview`);
      const draft = await draftOf(id);
      const accountId = signedIn(request).account.id;
      return app.previewLinks.links({ kind: name, id, savedAt: draft.savedAt, accountId });
    });
  }
}
