import type { FastifyInstance } from 'fastify';
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
export async function contentChangesRoutes(app: FastifyInstance, { changesSince }: ContentChangesOptions) {
  app.get<{ Querystring: { since?: number }; Reply: { version: string; keys: string[] | null } }>(
    '/api/content_changes',
    {
      // Every shell asks about once a second: those requests are not worth a log line each.
      logLevel: 'warn',
      schema: {
        querystring: querystring({ since: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } }),
        response: {
          200: {
            type: 'object',
            required: ['version', 'keys'],
            properties: {
              version: { type: 'string' },
              keys: { type: ['array', 'null'], items: { type: 'string' } },
            },
          },
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
}
