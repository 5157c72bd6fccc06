// The old site's addresses for editors (content/legacy-redirects.ts): /api/admin/legacy-redirects lists them
// alphabetically (`q` finds text in the old address or the target), and each is read, created, changed and deleted
// by its old address (`id`, the `from` path), in legacy-redirects.json's format plus `version`: the content version
// of the list's last change (the addresses are versioned together), so a save based on an older one is a 409 with
// the row as it is now. A target given as an address of the site itself (https://www.…/kontakt) is kept as its path.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentConflictError } from '../../content/content-errors';
import type { LegacyRedirectEntry } from '../../content/legacy-redirects';
import { internalPath } from '../../content/link-check';
import { HttpError } from '../../http/errors';
import { signedIn, type AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

const config = { access: 'content' } as const;
const RESOURCE = 'legacy-redirects';
const version = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pagingProperties.page,
    perPage: pagingProperties.perPage,
    q: { type: 'string', maxLength: 100 },
  },
} as const;
const fromParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 300 } },
} as const;
/** The row itself is checked by the content service, which names the field at fault. */
const rowBody = {
  type: 'object',
  properties: { from: { type: 'string' }, to: { type: 'string' }, product: {}, version },
} as const;
const versionedBody = { ...rowBody, required: ['version'] } as const;
const versionQuery = { type: 'object', additionalProperties: false, properties: { version } } as const;

type Row = Record<string, unknown> & { to?: string; version?: number };
type Params = { Params: { id: string } };

export async function legacyRedirectRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { service } = context.content;
  const shown = (row: LegacyRedirectEntry, listVersion: number) => ({ id: row.from, ...row, version: listVersion });
  const found = async (from: string) => {
    const [row] = await service.legacyRedirects(from);
    if (row === undefined) throw new HttpError(404, `No redirect from ${from}`);
    return shown(row, await service.legacyRedirectsVersion());
  };
  /** What is written: the row without its version, a target on the site's own origin as its path. */
  const written = ({ version: _version, id: _id, ...row }: Row): Row => {
    const path = row.to?.startsWith('http') ? internalPath(row.to, context.siteOrigins) : null;
    return path === null ? row : { ...row, to: path };
  };
  const conflict = async (reply: FastifyReply, error: unknown, from: string) => {
    if (!(error instanceof ContentConflictError)) throw error;
    return reply.code(409).send({ code: '409', message: error.message, current: await found(from) });
  };

  app.get<{ Querystring: { page: number; perPage: number; q?: string } }>(
    `/${RESOURCE}`,
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, q } = request.query;
      const needle = q?.trim().toLowerCase() ?? '';
      const all = (await service.legacyRedirects()).filter(
        (row) => needle === '' || `${row.from} ${'to' in row ? row.to : ''}`.toLowerCase().includes(needle),
      );
      const listVersion = await service.legacyRedirectsVersion();
      const { offset, limit } = offsetOf({ page, perPage });
      const rows = all.slice(offset, offset + limit).map((row) => shown(row, listVersion));
      sendTotal(reply, RESOURCE, { page, perPage }, rows.length, all.length);
      return rows;
    },
  );

  app.get<Params>(`/${RESOURCE}/:id`, { config, schema: { params: fromParams } }, async (request) =>
    found(request.params.id),
  );

  app.post<{ Body: Row }>(`/${RESOURCE}`, { config, schema: { body: rowBody } }, async (request, reply) => {
    const row = written(request.body);
    await service.changeLegacyRedirect(null, row, signedIn(request).account.email);
    return reply.code(201).send(await found(String(row.from)));
  });

  app.put<Params & { Body: Row & { version: number } }>(
    `/${RESOURCE}/:id`,
    { config, schema: { params: fromParams, body: versionedBody } },
    async (request, reply) => {
      const { id } = request.params;
      const row = written(request.body);
      try {
        await service.changeLegacyRedirect(id, row, signedIn(request).account.email, request.body.version);
      } catch (error) {
        return conflict(reply, error, id);
      }
      return found(String(row.from));
    },
  );

  app.delete<Params & { Querystring: { version?: number } }>(
    `/${RESOURCE}/:id`,
    { config, schema: { params: fromParams, querystring: versionQuery } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        await service.changeLegacyRedirect(id, null, signedIn(request).account.email, request.query.version);
      } catch (error) {
        return conflict(reply, error, id);
      }
      return reply.code(204).send();
    },
  );
}
