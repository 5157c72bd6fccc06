import type { FastifyInstance } from 'fastify';
import type { SiteRedirect } from '../content/address-redirects';

export interface RedirectRoutesOptions {
  /** Every redirect the content service keeps (content/address-redirects.ts). */
  list(): Promise<SiteRedirect[]>;
}

/**
 * GET /api/redirects: the site's own 301s, old address → current address, one hop each. The shells load them at
 * start and again when a write names the 'redirects' content key (docs/back-office.md#history-and-redirects).
 */
export async function redirectRoutes(app: FastifyInstance, { list }: RedirectRoutesOptions) {
  app.get<{ Reply: Array<{ from: string; to: string }> }>(
    '/api/redirects',
    {
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['from', 'to'],
              properties: { from: { type: 'string' }, to: { type: 'string' } },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return (await list()).map(({ from, to }) => ({ from, to }));
    },
  );
}
