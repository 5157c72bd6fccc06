import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ContentChanges } from '../content/content-history';
import { querystring } from '../http/schemas';

export interface ContentChangesOptions {
  /** The content keys touched after `version` (content-history.ts). */
  changesSince(version: number): Promise<ContentChanges>;
}

/**
 * GET /api/content_changes?since=<version>: the current content version, and the content keys (shared-contracts'
 * content-keys.ts) the writes after `since` touched; `keys` is null when they cannot be told (no `since`, a version
 * unknown here, a reload of the whole content): then anything may have changed. The shells poll it to drop only the
 * cached pages that show what changed.
 */
export const contentChangesRoutes: FastifyPluginAsyncTypebox<ContentChangesOptions> = async (app, { changesSince }) => {
  app.get(
    '/api/content_changes',
    {
      // Every shell asks about once a second: those requests are not worth a log line each.
      logLevel: 'warn',
      schema: {
        querystring: querystring({
          since: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
        }),
        response: {
          200: Type.Object({ version: Type.String(), keys: Type.Union([Type.Array(Type.String()), Type.Null()]) }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const since = request.query.since;
      // Without `since`, the version alone (the first poll of a shell): version 0 is before any content.
      const { version, keys } = await changesSince(since ?? 0);
      return { version: String(version), keys: since === undefined ? null : keys };
    },
  );
};
